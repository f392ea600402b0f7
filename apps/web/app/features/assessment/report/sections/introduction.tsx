// The report's opening: the introduction and the "How to Read This Report" box.
import { useId } from 'react';
import type { ReportTexts } from '../../report-texts';
import { Paragraphs, TextsLoading } from '../parts';

export function Introduction({ texts }: { texts: ReportTexts | null }) {
  const id = useId();
  // A loaded but empty list leaves the box out; while loading it keeps its place.
  const showBox = !texts || texts.howToRead.length > 0;
  return (
    <>
      <div className="report-intro">
        {texts ? <Paragraphs text={texts.introduction} /> : <TextsLoading />}
      </div>
      {showBox ? (
        <section aria-labelledby={id} className="card report-how-to-read">
          <h2 id={id}>How to Read This Report</h2>
          {texts ? (
            <ul>
              {texts.howToRead.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : (
            <TextsLoading />
          )}
        </section>
      ) : null}
    </>
  );
}
