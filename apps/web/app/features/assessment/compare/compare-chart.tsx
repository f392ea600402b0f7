// Both profiles on one chart: for each capability two bars on the same 0-15 scale, the earlier
// result in grey with an outline and the later one in its family's colour, in four panels (one per
// family) that share a legend. Every value is written beside its bar, and a rise or a fall is
// named in words with its mark (an arrowhead up or down) in its direction's ink, so nothing rests
// on colour; each panel's text alternative says the same.
import { CAPABILITY_MAX, type ChangeVerdict } from '@peak/scoring';
import { familyColour } from '../../../lib/family-colours';
import { formatNumber as formatScore } from '../profile/format';
import { type FamilyRows, verdictText } from './compare-format';
import { DIRECTION_INK } from './direction';

const WIDTH = 320;
const ROW = 60;
const LABEL = 16;
const BAR = 11;
const GAP = 4;
/** Room right of the longest bar for its value. */
const VALUE_ROOM = 30;
const FROM_FILL = '#e2e8f0';
const FROM_STROKE = '#64748b';
const LABEL_INK = '#334155';

const barWidth = (score: number) =>
  (Math.max(0, Math.min(score, CAPABILITY_MAX)) / CAPABILITY_MAX) * (WIDTH - VALUE_ROOM);

/** The arrowhead beside a rise or a fall's word, its tip at (x, y) (the word's middle). */
function Mark({
  direction,
  x,
  y,
}: {
  direction: Exclude<ChangeVerdict, 'within-noise'>;
  x: number;
  y: number;
}) {
  const d = direction === 'rose' ? `M${x} ${y - 5}l5 9h-10z` : `M${x} ${y + 5}l5 -9h-10z`;
  return <path d={d} fill={DIRECTION_INK[direction]} />;
}

/** "Clarity of Focus: 7 then 12 out of 15, rose". */
export function describeRow(row: FamilyRows['capabilities'][number]): string {
  if (!row.change) return `${row.name}: not measured in both results`;
  const { from, to } = row.change;
  return `${row.name}: ${formatScore(from)} then ${formatScore(to)} out of ${CAPABILITY_MAX}, ${verdictText(row.change).toLowerCase()}`;
}

export function FamilyPanel({ rows }: { rows: FamilyRows }) {
  const colour = familyColour(rows.family);
  const height = rows.capabilities.length * ROW;
  return (
    <div className="compare-panel">
      <h3 className="compare-panel-title" style={{ borderLeftColor: colour }}>
        {rows.family}
      </h3>
      <svg
        className="chart compare-chart"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-label={`${rows.family}, earlier result then later result: ${rows.capabilities.map(describeRow).join('; ')}.`}
      >
        {rows.capabilities.map((row, index) => {
          const top = index * ROW;
          const fromY = top + LABEL + GAP;
          const toY = fromY + BAR + GAP;
          const change = row.change;
          const direction = change && change.verdict !== 'within-noise' ? change.verdict : null;
          return (
            <g key={row.name}>
              <text x={0} y={top + LABEL - 3} fontSize={14} fontWeight={600} fill={LABEL_INK}>
                {row.name}
              </text>
              {direction && change ? (
                <>
                  <Mark direction={direction} x={WIDTH - 44} y={top + LABEL - 7} />
                  <text
                    x={WIDTH}
                    y={top + LABEL - 3}
                    fontSize={13}
                    fontWeight={700}
                    fill={DIRECTION_INK[direction]}
                    textAnchor="end"
                  >
                    {verdictText(change)}
                  </text>
                </>
              ) : null}
              {change ? (
                <>
                  <rect
                    x={0.5}
                    y={fromY}
                    width={Math.max(barWidth(change.from), 1)}
                    height={BAR}
                    fill={FROM_FILL}
                    stroke={FROM_STROKE}
                    strokeWidth={1}
                  />
                  <text
                    x={barWidth(change.from) + 6}
                    y={fromY + BAR - 1}
                    fontSize={12}
                    fill={LABEL_INK}
                  >
                    {formatScore(change.from)}
                  </text>
                  <rect
                    x={0.5}
                    y={toY}
                    width={Math.max(barWidth(change.to), 1)}
                    height={BAR}
                    fill={colour}
                  />
                  <text
                    x={barWidth(change.to) + 6}
                    y={toY + BAR - 1}
                    fontSize={12}
                    fontWeight={700}
                    fill={LABEL_INK}
                  >
                    {formatScore(change.to)}
                  </text>
                </>
              ) : (
                <text x={0} y={fromY + BAR} fontSize={12} fill={LABEL_INK}>
                  Not measured in both results
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}

/** The four panels with one legend: which bar is which result. */
export function CompareChart({
  families,
  fromDate,
  toDate,
}: {
  families: FamilyRows[];
  fromDate: string;
  toDate: string;
}) {
  return (
    <figure className="compare-figure">
      <ul className="compare-legend" aria-label="Legend">
        <li>
          <span className="compare-swatch compare-swatch-from" aria-hidden="true" />
          Grey, outlined: {fromDate}
        </li>
        <li>
          <span className="compare-swatch compare-swatch-to" aria-hidden="true" />
          In the family's colour: {toDate}
        </li>
      </ul>
      <div className="compare-panels">
        {families.map((f) => (
          <FamilyPanel key={f.family} rows={f} />
        ))}
      </div>
      <figcaption className="muted">
        Each capability out of {CAPABILITY_MAX}: the upper bar is {fromDate}, the lower {toDate}.
        The tables below give the same scores with the size of each change.
      </figcaption>
    </figure>
  );
}
