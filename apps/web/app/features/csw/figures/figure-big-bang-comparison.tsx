// Figure 6: plan against reality under big-bang planning (one plan, one late review, a wide gap)
// and under collapsing sliding windows (quarterly reviews re-aim the plan from where things are).
import { COLOR, Label, SvgFigure, TEXT, TINT } from './figure-frame';

const START_X = 24;
const END_X = 388;
const QUARTERS = [24, 115, 206, 297, 388];

/** The target trajectory of the lower panel: from (24, 350) to (388, 260). */
const target = (x: number) => 350 - (90 * (x - START_X)) / (END_X - START_X);

/** Where reality actually is at each quarterly review in the lower panel. */
const ACTUAL_AT_REVIEW = [350, 337, 313, 290, 264];

function Diamond({ x, y }: { x: number; y: number }) {
  return (
    <path
      d={`M${x},${y - 9} L${x + 9},${y} L${x},${y + 9} L${x - 9},${y} z`}
      fill={COLOR.violet}
      stroke={COLOR.white}
      strokeWidth={1.5}
    />
  );
}

function TimeAxis({ y }: { y: number }) {
  return (
    <g>
      <line x1={START_X} y1={y} x2={END_X} y2={y} stroke={COLOR.slate} strokeWidth={1.5} />
      <Label x={END_X} y={y + 20} anchor="end">
        Time
      </Label>
    </g>
  );
}

function PanelTitle({ y, title, subtitle }: { y: number; title: string; subtitle: string }) {
  return (
    <g>
      <Label x={12} y={y} anchor="start" size={TEXT.heading} weight={700}>
        {title}
      </Label>
      <Label x={12} y={y + 22} anchor="start">
        {subtitle}
      </Label>
    </g>
  );
}

function BigBangPanel() {
  return (
    <g>
      <PanelTitle y={24} title="Big bang plan" subtitle="One plan, one review at the end" />
      <path
        d={`M${START_X},150 L${END_X},60 L${END_X},138 Q200,150 ${START_X},150 z`}
        fill={TINT.orange}
      />
      <line x1={START_X} y1={150} x2={END_X} y2={60} stroke={COLOR.blue} strokeWidth={3} />
      <path
        d={`M${START_X},150 Q200,150 ${END_X},138`}
        fill="none"
        stroke={COLOR.orange}
        strokeWidth={3}
        strokeDasharray="7 5"
      />
      <Label x={300} y={124} weight={600}>
        Gap found late
      </Label>
      <Diamond x={END_X - 8} y={138} />
      <TimeAxis y={170} />
    </g>
  );
}

function WindowsPanel() {
  const reviews = QUARTERS.map((x, i) => ({ x, y: ACTUAL_AT_REVIEW[i] ?? target(x) }));
  const actualPath = reviews
    .map((point, i) => {
      if (i === 0) return `M${point.x},${point.y}`;
      const previous = reviews[i - 1] ?? point;
      const controlX = (previous.x + point.x) / 2;
      return `Q${controlX},${Math.max(previous.y, point.y) + 6} ${point.x},${point.y}`;
    })
    .join(' ');
  return (
    <g>
      <PanelTitle
        y={216}
        title="Collapsing sliding windows"
        subtitle="Each review re-aims the plan"
      />
      {reviews.slice(0, -1).map((point, i) => {
        const nextX = QUARTERS[i + 1] ?? END_X;
        return (
          <line
            key={point.x}
            x1={point.x}
            y1={point.y}
            x2={nextX}
            y2={target(nextX)}
            stroke={COLOR.blue}
            strokeWidth={3}
          />
        );
      })}
      <path
        d={actualPath}
        fill="none"
        stroke={COLOR.orange}
        strokeWidth={3}
        strokeDasharray="7 5"
      />
      {reviews.slice(1).map((point) => (
        <Diamond key={point.x} x={Math.min(point.x, END_X - 8)} y={point.y} />
      ))}
      <TimeAxis y={370} />
    </g>
  );
}

function Legend({ y }: { y: number }) {
  return (
    <g>
      <line x1={20} y1={y - 5} x2={46} y2={y - 5} stroke={COLOR.blue} strokeWidth={3} />
      <Label x={52} y={y} anchor="start">
        Plan
      </Label>
      <line
        x1={120}
        y1={y - 5}
        x2={146}
        y2={y - 5}
        stroke={COLOR.orange}
        strokeWidth={3}
        strokeDasharray="7 5"
      />
      <Label x={152} y={y} anchor="start">
        What happens
      </Label>
      <Diamond x={280} y={y - 5} />
      <Label x={294} y={y} anchor="start">
        Review
      </Label>
    </g>
  );
}

export function FigureBigBangComparison() {
  return (
    <SvgFigure
      id="csw-figure-6"
      number={6}
      height={432}
      title="Big bang planning compared with collapsing sliding windows"
      description="Two panels plot the plan against what actually happens over time. In the top panel, a big bang plan, a single straight plan line rises while reality stays flat; the shaded gap between them widens and is only found at the one review at the end. In the bottom panel, collapsing sliding windows, reviews every quarter restart the plan from where reality actually is, so plan and reality stay close and end near the same point."
      caption="Big bang planning discovers the gap between plan and reality late; with collapsing sliding windows each review re-aims the plan from where you actually are."
    >
      <BigBangPanel />
      <WindowsPanel />
      <Legend y={422} />
    </SvgFigure>
  );
}
