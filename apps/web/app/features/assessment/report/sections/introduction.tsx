// The report's framing: its introduction and the "How to Read This Report" list, one disclosure
// closed by default, so the answer comes first and the explanation is one tap away.
import type { ReportTexts } from '../../report-texts';
import { Paragraphs, ReportSection, TextsLoading } from '../parts';

export const HOW_TO_READ = 'How to Read This Report';

export function Introduction({ texts }: { texts: ReportTexts | null }) {
  return (
    <ReportSection title={HOW_TO_READ} collapsed className="report-how-to-read">
      {texts ? (
        <>
          <div className="report-intro">
            <Paragraphs text={texts.introduction} />
          </div>
          {texts.howToRead.length > 0 ? (
            <ul>
              {texts.howToRead.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <TextsLoading />
      )}
    </ReportSection>
  );
}
