// "About This Assessment".
import type { ReportTexts } from '../../report-texts';
import { Paragraphs, ReportSection, TextsLoading } from '../parts';

export function About({ texts }: { texts: ReportTexts | null }) {
  return (
    <ReportSection title="About This Assessment" collapsed>
      {texts ? <Paragraphs text={texts.about} /> : <TextsLoading />}
    </ReportSection>
  );
}
