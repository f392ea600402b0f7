// Figure 3: a probability curve for one external event, with watch, prepare and act thresholds.
// The dashed curve is the estimate from the previous review, kept beside the new one.
import { ArrowMarker, COLOR, Label, SvgFigure, TEXT } from './figure-frame';

const PLOT = { left: 56, right: 384, top: 40, bottom: 260 };
const MONTHS = 12;

/** An S-shaped estimate: a floor, a rise and a midpoint (in months), and how steep the rise is. */
interface Estimate {
  floor: number;
  rise: number;
  midpoint: number;
  spread: number;
}

const CURRENT: Estimate = { floor: 0.13, rise: 0.78, midpoint: 7, spread: 1.5 };
const PREVIOUS: Estimate = { floor: 0.1, rise: 0.55, midpoint: 8, spread: 1.8 };

const THRESHOLDS = [
  { name: 'Watch', probability: 0.3, color: COLOR.orange },
  { name: 'Prepare', probability: 0.5, color: COLOR.blue },
  { name: 'Act', probability: 0.7, color: COLOR.green },
];

const x = (month: number) => PLOT.left + (month / MONTHS) * (PLOT.right - PLOT.left);
const y = (probability: number) => PLOT.bottom - probability * (PLOT.bottom - PLOT.top);

const probabilityAt = (e: Estimate, month: number) =>
  e.floor + e.rise / (1 + Math.exp(-(month - e.midpoint) / e.spread));

/** The month at which an estimate reaches a probability (the inverse of probabilityAt). */
const monthAt = (e: Estimate, probability: number) =>
  e.midpoint - e.spread * Math.log(e.rise / (probability - e.floor) - 1);

function curvePath(e: Estimate) {
  const steps = 48;
  return Array.from({ length: steps + 1 }, (_, i) => {
    const month = (i / steps) * MONTHS;
    return `${i === 0 ? 'M' : 'L'}${x(month).toFixed(1)},${y(probabilityAt(e, month)).toFixed(1)}`;
  }).join(' ');
}

function LegendLine({ x1, label, dashed }: { x1: number; label: string; dashed?: boolean }) {
  return (
    <g>
      <line
        x1={x1}
        y1={19}
        x2={x1 + 26}
        y2={19}
        stroke={dashed ? COLOR.slate : COLOR.violet}
        strokeWidth={3}
        strokeDasharray={dashed ? '5 4' : undefined}
      />
      <Label x={x1 + 32} y={24} anchor="start">
        {label}
      </Label>
    </g>
  );
}

function Legend() {
  return (
    <>
      <Label x={16} y={24} anchor="start" weight={600}>
        Probability
      </Label>
      <LegendLine x1={150} label="This review" />
      <LegendLine x1={276} label="Last review" dashed />
    </>
  );
}

function Gridlines() {
  return [0, 0.5, 1].map((p) => (
    <g key={p}>
      <line
        x1={PLOT.left}
        y1={y(p)}
        x2={PLOT.right}
        y2={y(p)}
        stroke={COLOR.line}
        strokeWidth={1}
      />
      <Label x={PLOT.left - 6} y={y(p) + 5} anchor="end">
        {`${p * 100}%`}
      </Label>
    </g>
  ));
}

function ThresholdLines() {
  return THRESHOLDS.map((t) => (
    <g key={t.name}>
      <line
        x1={PLOT.left}
        y1={y(t.probability)}
        x2={PLOT.right}
        y2={y(t.probability)}
        stroke={t.color}
        strokeWidth={2}
        strokeDasharray="7 5"
      />
      <Label x={PLOT.left + 6} y={y(t.probability) - 7} anchor="start" weight={600} fill={t.color}>
        {`${t.name} ${t.probability * 100}%`}
      </Label>
    </g>
  ));
}

/** The last review's curve comes first so that this review's is drawn on top of it. */
function Curves() {
  return (
    <>
      <path
        d={curvePath(PREVIOUS)}
        fill="none"
        stroke={COLOR.slate}
        strokeWidth={2.5}
        strokeDasharray="6 5"
      />
      <path d={curvePath(CURRENT)} fill="none" stroke={COLOR.violet} strokeWidth={3.5} />
      {THRESHOLDS.map((t) => (
        <circle
          key={t.name}
          cx={x(monthAt(CURRENT, t.probability))}
          cy={y(t.probability)}
          r={7}
          fill={t.color}
          stroke={COLOR.white}
          strokeWidth={2}
        />
      ))}
    </>
  );
}

function MonthAxis() {
  return (
    <>
      <line
        x1={PLOT.left}
        y1={PLOT.bottom}
        x2={PLOT.right + 8}
        y2={PLOT.bottom}
        stroke={COLOR.slate}
        strokeWidth={2}
        markerEnd="url(#csw-figure-3-arrow)"
      />
      {[0, 3, 6, 9, 12].map((month) => (
        <Label key={month} x={x(month)} y={PLOT.bottom + 22}>
          {month}
        </Label>
      ))}
      <Label x={(PLOT.left + PLOT.right) / 2} y={PLOT.bottom + 48} size={TEXT.body}>
        Months into the window
      </Label>
    </>
  );
}

export function FigureProbabilityCurve() {
  return (
    <SvgFigure
      id="csw-figure-3"
      number={3}
      height={320}
      title="A probability curve with watch, prepare and act thresholds"
      description="A chart of probability from 0 to 100 percent against months 0 to 12. A solid S-shaped curve for this review starts near 13 percent and rises past 88 percent. Three horizontal dashed lines mark the trigger thresholds: Watch at 30 percent, Prepare at 50 percent and Act at 70 percent; a dot marks where the curve crosses each one, at roughly months 5, 7 and 8.5. A lower dashed curve shows the estimate from the last review, which never reached the Act threshold."
      caption="A proactive action strategy: the probability curve for one event, and the thresholds at which the team watches, prepares and acts."
    >
      <defs>
        <ArrowMarker id="csw-figure-3-arrow" color={COLOR.slate} />
      </defs>
      <Legend />
      <Gridlines />
      <ThresholdLines />
      <Curves />
      <MonthAxis />
    </SvgFigure>
  );
}
