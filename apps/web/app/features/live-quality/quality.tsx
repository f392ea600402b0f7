// The measurement's quality as it is measured here, live: the internal consistency of each
// capability (its range, and each capability's figure one tap away), how many results it comes
// from, and the retest correlation with its pairs. Each figure says when it will appear until then.
// Styled in styles/global.css: a stylesheet of its own would be one more file for every page that
// may show the report to name.
import type { MeasurementQuality } from '@peak/contracts';
import { qualityText } from './quality-text';

export function QualityFigures({ quality }: { quality: MeasurementQuality }) {
  const text = qualityText(quality);
  return (
    <div className="quality-figures" data-testid="quality-figures">
      <ul>
        <li>{text.alpha}</li>
        <li>{text.retest}</li>
      </ul>
      {text.alphaByCapability ? (
        <details className="quality-details">
          <summary>Alpha for each capability</summary>
          <dl>
            {text.alphaByCapability.map((row) => (
              <div key={row.name}>
                <dt>{row.name}</dt>
                <dd>{row.alpha}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </div>
  );
}
