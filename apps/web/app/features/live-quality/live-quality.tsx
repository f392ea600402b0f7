// /assessment's "How reliable are the results?": the live quality figures, shown only once GET
// /api/norms has answered (nothing before, nothing when it cannot be read). /assessment imports
// this feature on demand, so it keeps its own imports few: React, the norms' loader and the figures
// (the section's markup is the shared Section's, written out).
import type { NormsResponse } from '@peak/contracts';
import { useEffect, useState } from 'react';
import { loadNorms } from '../../lib/norms';
import { QualityFigures } from './quality';

export const LIVE_QUALITY_TITLE = 'How reliable are the results?';

export function LiveQualitySection() {
  const [norms, setNorms] = useState<NormsResponse | null>(null);
  useEffect(() => {
    let live = true;
    void loadNorms().then((answer) => live && setNorms(answer));
    return () => {
      live = false;
    };
  }, []);
  if (!norms) return null;
  return (
    <section aria-labelledby="live-quality-heading" className="section live-quality">
      <div className="container">
        <div className="prose">
          <h2 id="live-quality-heading">{LIVE_QUALITY_TITLE}</h2>
          <p>
            We measure how consistent the assessment is from the results people save here, and
            publish the figures as they stand, with the number of results behind them.
          </p>
          <QualityFigures quality={norms.quality} />
        </div>
      </div>
    </section>
  );
}
