// Figure 2: a cone of options that narrows from six candidate paths to one as the commitment
// point approaches, with two gates where options are deliberately dropped.
import { ArrowMarker, COLOR, Label, SvgFigure, TEXT, TINT } from './figure-frame';

const CENTER_Y = 180;
const CONE_LEFT = 30;
const CONE_RIGHT = 340;
const CHOSEN_X = 368;
const GATE_TOP = 34;
const GATE_BOTTOM = 322;
const OPTION_SPACING = 36;

/** Columns of options between the gates: where they sit and how many remain. */
const COLUMNS = [
  { x: 75, count: 6, label: '6 options' },
  { x: 170, count: 4, label: '4 options' },
  { x: 290, count: 2, label: '2 options' },
];

const GATES = [
  { x: 120, label: 'Gate 1', color: COLOR.slate },
  { x: 220, label: 'Gate 2', color: COLOR.slate },
];

function optionYs(count: number) {
  const first = CENTER_Y - ((count - 1) * OPTION_SPACING) / 2;
  return Array.from({ length: count }, (_, i) => first + i * OPTION_SPACING);
}

function Cone() {
  return (
    <polygon
      points={`${CONE_LEFT},50 ${CONE_RIGHT},164 ${CONE_RIGHT},196 ${CONE_LEFT},310`}
      fill={TINT.blue}
      stroke={COLOR.blue}
      strokeWidth={2}
    />
  );
}

function Gates() {
  return GATES.map((gate) => (
    <g key={gate.label}>
      <line
        x1={gate.x}
        y1={GATE_TOP}
        x2={gate.x}
        y2={GATE_BOTTOM}
        stroke={gate.color}
        strokeWidth={2}
        strokeDasharray="6 5"
      />
      <Label x={gate.x} y={24} weight={600}>
        {gate.label}
      </Label>
    </g>
  ));
}

function CommitLine() {
  return (
    <>
      <line
        x1={CONE_RIGHT}
        y1={GATE_TOP}
        x2={CONE_RIGHT}
        y2={GATE_BOTTOM}
        stroke={COLOR.orange}
        strokeWidth={3}
      />
      <Label x={CONE_RIGHT} y={24} weight={600}>
        Commit
      </Label>
    </>
  );
}

function OptionColumns() {
  return COLUMNS.map((column) => (
    <g key={column.x}>
      {optionYs(column.count).map((y) => (
        <circle
          key={y}
          cx={column.x}
          cy={y}
          r={9}
          fill={TINT.violet}
          stroke={COLOR.violet}
          strokeWidth={2}
        />
      ))}
      <Label x={column.x} y={344}>
        {column.label}
      </Label>
    </g>
  ));
}

function ChosenPath() {
  return (
    <>
      <line
        x1={CONE_RIGHT}
        y1={CENTER_Y}
        x2={396}
        y2={CENTER_Y}
        stroke={COLOR.green}
        strokeWidth={4}
      />
      <circle
        cx={CHOSEN_X}
        cy={CENTER_Y}
        r={10}
        fill={TINT.green}
        stroke={COLOR.green}
        strokeWidth={3}
      />
      <Label x={CHOSEN_X} y={344}>
        1 path
      </Label>
    </>
  );
}

function TimeAxis() {
  return (
    <>
      <line
        x1={CONE_LEFT}
        y1={358}
        x2={392}
        y2={358}
        stroke={COLOR.slate}
        strokeWidth={2}
        markerEnd="url(#csw-figure-2-arrow)"
      />
      <Label x={CONE_LEFT} y={380} anchor="start" size={TEXT.small}>
        Far from commitment
      </Label>
      <Label x={388} y={380} anchor="end" size={TEXT.small}>
        Commitment point
      </Label>
    </>
  );
}

export function FigureCollapsingOptions() {
  return (
    <SvgFigure
      id="csw-figure-2"
      number={2}
      height={390}
      title="Options collapsing as a commitment point approaches"
      description="A cone narrows from left to right along a time axis. Far from commitment, on the left, six options are open. After Gate 1 four remain, after Gate 2 two remain, and at the commitment point on the right a single chosen path continues."
      caption="Far from a commitment point, keep many options open; at each gate, narrow the field on purpose until one path remains."
    >
      <defs>
        <ArrowMarker id="csw-figure-2-arrow" color={COLOR.slate} />
      </defs>
      <Cone />
      <Gates />
      <CommitLine />
      <OptionColumns />
      <ChosenPath />
      <TimeAxis />
    </SvgFigure>
  );
}
