// An overview of the 12 capabilities in the fixed display order, as a radar. It sits beside the
// sorted bars and never replaces them.
import { CAPABILITY_MAX, type CapabilityScore } from '@peak/scoring';
import { twoLines } from '../format';
import { colourOf, describeScore } from './capability-bars';

const WIDTH = 500;
const HEIGHT = 420;
const CX = WIDTH / 2;
const CY = HEIGHT / 2;
const RADIUS = 118;
const RINGS = [3, 6, 9, 12, 15];

const point = (index: number, count: number, r: number) => {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / count;
  return { x: CX + r * Math.cos(angle), y: CY + r * Math.sin(angle), cos: Math.cos(angle) };
};

const pathOf = (points: Array<{ x: number; y: number }>) =>
  points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

export function Radar({ ordered }: { ordered: CapabilityScore[] }) {
  const n = ordered.length;
  if (n < 3) return null;
  const radius = (score: number | null) =>
    (Math.max(0, Math.min(score ?? 0, CAPABILITY_MAX)) / CAPABILITY_MAX) * RADIUS;
  const shape = ordered.map((c, i) => point(i, n, radius(c.score)));
  return (
    <svg
      className="chart radar"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Radar overview of the 12 capabilities in display order: ${ordered
        .map(describeScore)
        .join('; ')}.`}
    >
      <g>
        {RINGS.map((ring) => (
          <polygon
            key={ring}
            points={pathOf(ordered.map((_, i) => point(i, n, (ring / CAPABILITY_MAX) * RADIUS)))}
            fill="none"
            stroke="#cbd5e1"
            strokeWidth={1}
          />
        ))}
        {ordered.map((c, i) => {
          const end = point(i, n, RADIUS);
          return <line key={c.capability} x1={CX} y1={CY} x2={end.x} y2={end.y} stroke="#e2e8f0" />;
        })}
        <polygon
          points={pathOf(shape)}
          fill="#1d4ed8"
          fillOpacity={0.15}
          stroke="#1d4ed8"
          strokeWidth={2}
        />
        {ordered.map((c, i) => {
          const p = shape[i];
          return p ? (
            <circle key={c.capability} cx={p.x} cy={p.y} r={4} fill={colourOf(c.family)} />
          ) : null;
        })}
      </g>
      {ordered.map((c, i) => {
        const p = point(i, n, RADIUS + 14);
        const lines = twoLines(c.capability);
        const anchor = p.cos > 0.3 ? 'start' : p.cos < -0.3 ? 'end' : 'middle';
        // Labels above the centre grow upwards, the others downwards.
        const firstY = p.y < CY - 1 ? p.y - (lines.length - 1) * 17 : p.y + (p.y > CY + 1 ? 12 : 5);
        return (
          <text
            key={c.capability}
            x={p.x}
            y={firstY}
            fontSize={12}
            fill="#0f172a"
            textAnchor={anchor}
          >
            {lines.map((line, li) => (
              <tspan key={line} x={p.x} dy={li === 0 ? 0 : 17}>
                {line}
              </tspan>
            ))}
          </text>
        );
      })}
    </svg>
  );
}
