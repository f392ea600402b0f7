// "About This Assessment": the texts, then how well the assessment measures, live from the results
// saved here (once they have answered; nothing while they load or when they cannot be read). The
// figures' code loads once there are figures to show (the section is closed until opened anyway).
import type { MeasurementQuality } from '@peak/contracts';
import { type ComponentType, useEffect, useState } from 'react';
import type { ReportTexts } from '../../report-texts';
import { Paragraphs, ReportSection, TextsLoading } from '../parts';

export const QUALITY_TITLE = 'How well it measures, live';

type Figures = ComponentType<{ quality: MeasurementQuality }>;

function LiveFigures({ quality }: { quality: MeasurementQuality }) {
  const [Figures, setFigures] = useState<Figures | null>(null);
  useEffect(() => {
    let live = true;
    import('../../../live-quality').then(
      (module) => live && setFigures(() => module.QualityFigures),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return Figures ? <Figures quality={quality} /> : null;
}

export function About({
  texts,
  quality = null,
}: {
  texts: ReportTexts | null;
  quality?: MeasurementQuality | null;
}) {
  return (
    <ReportSection title="About This Assessment" collapsed>
      {texts ? <Paragraphs text={texts.about} /> : <TextsLoading />}
      {quality ? (
        <div className="about-quality">
          <h3>{QUALITY_TITLE}</h3>
          <LiveFigures quality={quality} />
        </div>
      ) : null}
    </ReportSection>
  );
}
