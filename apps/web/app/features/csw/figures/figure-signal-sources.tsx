// Figure 5: external signals, internal signals and stakeholder sentiment feeding one review,
// which decides to act, prepare or hold.
import { ArrowMarker, Box, COLOR, type Hue, Label, SvgFigure, TEXT, TINT } from './figure-frame';

const SOURCE = { x: 8, width: 244, height: 88, gap: 16 };
const REVIEW = { x: 296, y: 50, width: 96, height: 230 };

const SOURCES: Array<{ title: string; lines: [string, string]; hue: Hue }> = [
  {
    title: 'External signals',
    lines: ['Markets, competitors,', 'regulation, technology'],
    hue: 'blue',
  },
  { title: 'Internal signals', lines: ['Pipeline, delivery pace,', 'hiring, cash'], hue: 'green' },
  {
    title: 'Stakeholder sentiment',
    lines: ['Board, customers, partners,', 'your own people'],
    hue: 'violet',
  },
];

const OUTCOMES = ['Act', 'Prepare', 'Hold'];

const REVIEW_CENTER = REVIEW.x + REVIEW.width / 2;
const REVIEW_MIDDLE = REVIEW.y + REVIEW.height / 2;

type Source = (typeof SOURCES)[number];

/** One arrowhead per source colour, so each arrow's head matches its line. */
function SourceArrowMarkers() {
  return SOURCES.map((source) => (
    <ArrowMarker
      key={source.hue}
      id={`csw-figure-5-arrow-${source.hue}`}
      color={COLOR[source.hue]}
    />
  ));
}

function SourceBox({ source, index }: { source: Source; index: number }) {
  const top = 16 + index * (SOURCE.height + SOURCE.gap);
  const middle = top + SOURCE.height / 2;
  return (
    <g>
      <Box x={SOURCE.x} y={top} width={SOURCE.width} height={SOURCE.height} hue={source.hue} />
      <Label x={SOURCE.x + 14} y={top + 28} anchor="start" size={TEXT.heading} weight={700}>
        {source.title}
      </Label>
      {source.lines.map((line, j) => (
        <Label key={line} x={SOURCE.x + 14} y={top + 52 + j * 20} anchor="start">
          {line}
        </Label>
      ))}
      <line
        x1={SOURCE.x + SOURCE.width}
        y1={middle}
        x2={REVIEW.x - 4}
        y2={REVIEW_MIDDLE + (index - 1) * 50}
        stroke={COLOR[source.hue]}
        strokeWidth={2.5}
        markerEnd={`url(#csw-figure-5-arrow-${source.hue})`}
      />
    </g>
  );
}

function ReviewBox() {
  return (
    <>
      <Box x={REVIEW.x} y={REVIEW.y} width={REVIEW.width} height={REVIEW.height} hue="orange" />
      <Label x={REVIEW_CENTER} y={REVIEW.y + 30} size={TEXT.heading} weight={700}>
        Review
      </Label>
      <Label x={REVIEW_CENTER} y={REVIEW.y + 54}>
        curves and
      </Label>
      <Label x={REVIEW_CENTER} y={REVIEW.y + 74}>
        triggers
      </Label>
    </>
  );
}

function Outcomes() {
  return OUTCOMES.map((outcome, i) => {
    const top = REVIEW.y + 96 + i * 42;
    return (
      <g key={outcome}>
        <rect
          x={REVIEW.x + 10}
          y={top}
          width={REVIEW.width - 20}
          height={32}
          rx={16}
          fill={TINT.slate}
          stroke={COLOR.ink}
          strokeWidth={1.5}
        />
        <Label x={REVIEW_CENTER} y={top + 21}>
          {outcome}
        </Label>
      </g>
    );
  });
}

export function FigureSignalSources() {
  return (
    <SvgFigure
      id="csw-figure-5"
      number={5}
      height={330}
      title="Three sources of signal feeding one decision"
      description="Three boxes on the left, external signals (markets, competitors, regulation, technology), internal signals (pipeline, delivery pace, hiring, cash) and stakeholder sentiment (board, customers, partners, your own people), each send an arrow into a review box on the right. The review revisits the curves and triggers and ends in one of three outcomes: act, prepare or hold."
      caption="External signals, internal signals and stakeholder sentiment are read deliberately and weighed together at each review."
    >
      <defs>
        <SourceArrowMarkers />
      </defs>
      {SOURCES.map((source, i) => (
        <SourceBox key={source.title} source={source} index={i} />
      ))}
      <ReviewBox />
      <Outcomes />
    </SvgFigure>
  );
}
