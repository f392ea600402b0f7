// The 12 capabilities as horizontal bars, highest first: coloured by family, lighter for lower
// bands. The SVG is one image with a summary; the table beside it carries the same data.
import { CAPABILITY_MAX, type CapabilityScore, familyByName } from '@peak/scoring';
import { bandOpacity, formatScore, outOf } from '../format';

const WIDTH = 320;
const ROW = 48;
const BAR_WIDTH = 262;
const INK = '#0f172a';
const MUTED = '#475569';
const TRACK = '#e2e8f0';

export const colourOf = (family: string) => familyByName(family)?.colour ?? MUTED;

export const describeScore = (c: CapabilityScore) =>
  c.score === null
    ? `${c.capability} not measured`
    : `${c.capability} ${outOf(c.score, CAPABILITY_MAX)}${c.band ? ` (${c.band})` : ''}`;

export function CapabilityBars({ sorted }: { sorted: CapabilityScore[] }) {
  const height = sorted.length * ROW + 4;
  return (
    <svg
      className="chart capability-bars"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={`Capability scores, highest first: ${sorted.map(describeScore).join('; ')}.`}
      data-testid="capability-chart"
    >
      {sorted.map((c, index) => {
        const y = index * ROW + 4;
        return (
          <g key={c.capability} data-capability={c.capability}>
            <text x={0} y={y + 14} fontSize={14} fontWeight={600} fill={INK}>
              {c.capability}
            </text>
            {c.band ? (
              <text x={WIDTH} y={y + 14} fontSize={12} fill={MUTED} textAnchor="end">
                {c.band}
              </text>
            ) : null}
            <rect x={0} y={y + 21} width={BAR_WIDTH} height={14} rx={3} fill={TRACK} />
            {c.score === null ? (
              <text x={8} y={y + 32} fontSize={12} fill={MUTED}>
                Not measured
              </text>
            ) : (
              <>
                <rect
                  x={0}
                  y={y + 21}
                  width={
                    (Math.max(0, Math.min(c.score, CAPABILITY_MAX)) / CAPABILITY_MAX) * BAR_WIDTH
                  }
                  height={14}
                  rx={3}
                  fill={colourOf(c.family)}
                  fillOpacity={bandOpacity(c.band)}
                />
                <text x={BAR_WIDTH + 6} y={y + 33} fontSize={13} fill={INK}>
                  {formatScore(c.score)} / {CAPABILITY_MAX}
                </text>
              </>
            )}
          </g>
        );
      })}
    </svg>
  );
}
