// The 12 capabilities as a radar grouped by family: each family holds three neighbouring spokes on
// its own tint and colour, in the families' order, so a profile strong in two families shows as two
// full sectors rather than a random star. Family names stay readable at 375 px; the capability
// names show where there is room (CSS hides them on narrow screens, the table below has them all).
import { CAPABILITY_MAX, type CapabilityScore, FAMILIES } from '@peak/scoring';
import { familySwatch } from '../../../../lib/palette';
import { outOf, twoLines } from '../format';

const WIDTH = 560;
const HEIGHT = 500;
const CX = WIDTH / 2;
const CY = HEIGHT / 2;
const RADIUS = 165;
const RINGS = [3, 6, 9, 12, 15];
const SPOKES = FAMILIES.flatMap((f) => f.capabilities.map((name) => ({ name, family: f.name })));
const STEP = (2 * Math.PI) / SPOKES.length;

const at = (angle: number, r: number) => ({
  x: CX + r * Math.cos(angle),
  y: CY + r * Math.sin(angle),
  cos: Math.cos(angle),
});
const spokeAngle = (index: number) => -Math.PI / 2 + index * STEP;

const pathOf = (points: ReadonlyArray<{ x: number; y: number }>) =>
  points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

/** The wedge behind a family's three spokes, half a step either side. */
function wedge(first: number): string {
  const from = spokeAngle(first) - STEP / 2;
  const to = spokeAngle(first + 2) + STEP / 2;
  const a = at(from, RADIUS);
  const b = at(to, RADIUS);
  return `M${CX},${CY} L${a.x.toFixed(1)},${a.y.toFixed(1)} A${RADIUS},${RADIUS} 0 0 1 ${b.x.toFixed(1)},${b.y.toFixed(1)} Z`;
}

const anchorOf = (cos: number) => (cos > 0.3 ? 'start' : cos < -0.3 ? 'end' : 'middle');

export const describeScore = (c: CapabilityScore) =>
  c.score === null
    ? `${c.capability} not measured`
    : `${c.capability} ${outOf(c.score, CAPABILITY_MAX)}${c.band ? ` (${c.band})` : ''}`;

export function Radar({ scores }: { scores: readonly CapabilityScore[] }) {
  const byName = new Map(scores.map((c) => [c.capability as string, c]));
  const ordered = SPOKES.map((s) => byName.get(s.name)).filter(
    (c): c is CapabilityScore => c !== undefined,
  );
  if (ordered.length !== SPOKES.length) return null;
  const radius = (score: number | null) =>
    (Math.max(0, Math.min(score ?? 0, CAPABILITY_MAX)) / CAPABILITY_MAX) * RADIUS;
  const shape = ordered.map((c, i) => at(spokeAngle(i), radius(c.score)));
  return (
    <svg
      className="chart radar"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Radar of the 12 capabilities grouped by family: ${ordered.map(describeScore).join('; ')}.`}
    >
      {FAMILIES.map((f, i) => (
        <path key={f.name} d={wedge(i * 3)} fill={familySwatch(f.name).soft} />
      ))}
      {RINGS.map((ring) => (
        <polygon
          key={ring}
          points={pathOf(SPOKES.map((_, i) => at(spokeAngle(i), (ring / CAPABILITY_MAX) * RADIUS)))}
          fill="none"
          stroke="#cbd5e1"
          strokeWidth={1}
        />
      ))}
      {SPOKES.map((s, i) => {
        const end = at(spokeAngle(i), RADIUS);
        return <line key={s.name} x1={CX} y1={CY} x2={end.x} y2={end.y} stroke="#cbd5e1" />;
      })}
      <polygon
        points={pathOf(shape)}
        fill="#0f172a"
        fillOpacity={0.08}
        stroke="#0f172a"
        strokeWidth={2}
      />
      {ordered.map((c, i) => {
        const p = shape[i] as { x: number; y: number };
        return (
          <circle key={c.capability} cx={p.x} cy={p.y} r={6} fill={familySwatch(c.family).base} />
        );
      })}
      {FAMILIES.map((f, i) => {
        // The family's name in the corner its sector points to, in its colour, inside the frame.
        const mid = at(spokeAngle(i * 3 + 1), RADIUS);
        const right = mid.x > CX;
        const x = right ? WIDTH - 4 : 4;
        const y = mid.y < CY ? 24 : HEIGHT - 34;
        const [first, second] = f.name.split(' ');
        return (
          <text
            key={f.name}
            className="radar-family-label"
            x={x}
            y={y}
            fontSize={22}
            fontWeight={700}
            fill={familySwatch(f.name).base}
            textAnchor={right ? 'end' : 'start'}
          >
            <tspan x={x}>{first}</tspan>
            <tspan x={x} dy={25}>
              {second}
            </tspan>
          </text>
        );
      })}
      {ordered.map((c, i) => {
        const p = at(spokeAngle(i), RADIUS + 10);
        const lines = twoLines(c.capability);
        const firstY = p.y < CY - 1 ? p.y - (lines.length - 1) * 13 : p.y + (p.y > CY + 1 ? 10 : 4);
        return (
          <text
            key={c.capability}
            className="radar-capability-label"
            x={p.x}
            y={firstY}
            fontSize={11}
            fill="#334155"
            textAnchor={anchorOf(p.cos)}
          >
            {lines.map((line, li) => (
              <tspan key={line} x={p.x} dy={li === 0 ? 0 : 13}>
                {line}
              </tspan>
            ))}
          </text>
        );
      })}
    </svg>
  );
}
