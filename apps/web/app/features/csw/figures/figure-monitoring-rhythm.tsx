// Figure 4: the review cycle (scan, revisit, test, act or hold) run on a chosen rhythm:
// monthly, quarterly, or at the start of each event.
import { COLOR, type Hue, Label, SvgFigure, TEXT, TINT } from './figure-frame';

const CENTER = { x: 200, y: 200 };
const ORBIT = { rx: 132, ry: 144 };
const NODE = { width: 128, height: 44 };

const STEPS: Array<{ label: string; x: number; y: number; hue: Hue }> = [
  { label: 'Scan signals', x: 200, y: 56, hue: 'blue' },
  { label: 'Revisit curves', x: 330, y: 200, hue: 'violet' },
  { label: 'Test triggers', x: 200, y: 344, hue: 'orange' },
  { label: 'Act or hold', x: 70, y: 200, hue: 'green' },
];

const RHYTHMS = ['Monthly', 'Quarterly', 'Event start'];

/** An arrowhead on the orbit at an angle (degrees, clockwise from the right), pointing clockwise. */
function OrbitArrow({ angle }: { angle: number }) {
  const a = (angle * Math.PI) / 180;
  const px = CENTER.x + ORBIT.rx * Math.cos(a);
  const py = CENTER.y + ORBIT.ry * Math.sin(a);
  const heading = (Math.atan2(ORBIT.ry * Math.cos(a), -ORBIT.rx * Math.sin(a)) * 180) / Math.PI;
  return (
    <path
      d="M-8,-7 L8,0 L-8,7 z"
      fill={COLOR.slate}
      transform={`translate(${px.toFixed(1)} ${py.toFixed(1)}) rotate(${heading.toFixed(1)})`}
    />
  );
}

function StepNode({ label, x, y, hue, number }: (typeof STEPS)[number] & { number: number }) {
  const left = x - NODE.width / 2;
  const top = y - NODE.height / 2;
  return (
    <g>
      <rect
        x={left}
        y={top}
        width={NODE.width}
        height={NODE.height}
        rx={10}
        fill={TINT[hue]}
        stroke={COLOR[hue]}
        strokeWidth={2}
      />
      <circle
        cx={left + 20}
        cy={top}
        r={12}
        fill={COLOR.white}
        stroke={COLOR[hue]}
        strokeWidth={2}
      />
      <Label x={left + 20} y={top + 5} weight={700}>
        {number}
      </Label>
      <Label x={x} y={y + 6}>
        {label}
      </Label>
    </g>
  );
}

export function FigureMonitoringRhythm() {
  return (
    <SvgFigure
      id="csw-figure-4"
      number={4}
      height={382}
      title="The monitoring cycle and its rhythm"
      description="Four steps arranged clockwise around a loop: 1 Scan signals, 2 Revisit curves, 3 Test triggers, 4 Act or hold, then back to scanning. In the middle, the team chooses the rhythm on which the loop runs: monthly, quarterly, or at the start of each event."
      caption="Every review runs the same four steps; the team chooses whether the loop turns monthly, quarterly or at the start of each event."
    >
      <ellipse
        cx={CENTER.x}
        cy={CENTER.y}
        rx={ORBIT.rx}
        ry={ORBIT.ry}
        fill="none"
        stroke={COLOR.slate}
        strokeWidth={2}
        strokeDasharray="6 5"
      />
      {[45, 135, 225, 315].map((angle) => (
        <OrbitArrow key={angle} angle={angle} />
      ))}
      {STEPS.map((step, i) => (
        <StepNode key={step.label} {...step} number={i + 1} />
      ))}
      <Label x={CENTER.x} y={140} size={TEXT.body} weight={700}>
        Choose a rhythm
      </Label>
      {RHYTHMS.map((rhythm, i) => (
        <g key={rhythm}>
          <rect
            x={CENTER.x - 56}
            y={154 + i * 40}
            width={112}
            height={32}
            rx={16}
            fill={TINT.slate}
            stroke={COLOR.slate}
            strokeWidth={1.5}
          />
          <Label x={CENTER.x} y={175 + i * 40}>
            {rhythm}
          </Label>
        </g>
      ))}
    </SvgFigure>
  );
}
