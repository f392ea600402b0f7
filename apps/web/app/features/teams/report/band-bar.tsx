// One item's spread over the five bands: a horizontal bar of five segments, Starting to Expert,
// each segment as wide as its share and labelled with its count (and its band's name where it
// fits). The bar is an image whose name reads every count aloud; the bands' order is fixed and
// named in the legend, so colour never carries the meaning alone.
import { BAND_LABELS, type Band, type TeamItem } from '@peak/scoring';
import { bandBorder, bandSwatch } from '../../../lib/palette';
import { AGREES_TEXT, countsText, nText, SPLIT_TEXT } from './format';

/** A segment this wide (share of the bar) or wider names its band as well as its count. */
const NAMED_FROM = 0.3;

export function BandBadge({ band }: { band: Band }) {
  const { base, onBase } = bandSwatch(band);
  return (
    <span
      className="team-band-badge"
      style={{ background: base, color: onBase, borderColor: bandBorder(band) }}
    >
      {band}
    </span>
  );
}

export function BandLegend() {
  return (
    <ul className="team-legend" aria-label="Bands, from left to right in each bar">
      {BAND_LABELS.map((band) => (
        <li key={band}>
          <BandBadge band={band} />
        </li>
      ))}
    </ul>
  );
}

export function BandBar({
  item,
  label = item.name,
  agrees,
  family,
}: {
  item: TeamItem;
  label?: string;
  /** Among the capabilities the team agrees on most. */
  agrees?: boolean;
  /** A family's own bar: its name wears the family's colour. */
  family?: boolean;
}) {
  return (
    <div className={['team-bar-row', family ? 'team-bar-row-family' : ''].join(' ').trim()}>
      <p className="team-bar-label">
        <span className="team-bar-name">{label}</span>{' '}
        <span className="team-bar-n">{nText(item.n)}</span>
      </p>
      {item.n === 0 ? (
        <p className="team-bar-facts muted">Not measured in the results counted.</p>
      ) : (
        <>
          <div className="team-bar" role="img" aria-label={countsText(label, item.counts)}>
            {BAND_LABELS.map((band, i) => {
              const count = item.counts[i] ?? 0;
              if (count === 0) return null;
              const { base, onBase } = bandSwatch(band);
              return (
                <span
                  key={band}
                  className="team-bar-segment"
                  title={`${band}: ${count}`}
                  style={{
                    flexBasis: `${(count / item.n) * 100}%`,
                    background: base,
                    color: onBase,
                    boxShadow: `inset 0 0 0 1px ${bandBorder(band)}`,
                  }}
                >
                  {count}
                  {count / item.n >= NAMED_FROM ? ` ${band}` : ''}
                </span>
              );
            })}
          </div>
          <p className="team-bar-facts">
            <span>
              Middle of the team: <BandBadge band={item.middle} />
            </span>
            {item.split ? (
              <span className="team-marker team-marker-split">{SPLIT_TEXT}</span>
            ) : null}
            {agrees ? <span className="team-marker team-marker-agrees">{AGREES_TEXT}</span> : null}
          </p>
        </>
      )}
    </div>
  );
}
