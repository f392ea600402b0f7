// Figure 1: the same planning window drawn at three reviews, each three months apart. The window
// keeps its length and its commit, plan and explore zones while its horizon slides forward.
import { ArrowMarker, COLOR, Label, SvgFigure, TEXT, TINT } from './figure-frame';

const AXIS_Y = 250;
const MONTH_WIDTH = 20;
const AXIS_START = 40;
const ROW_HEIGHT = 36;

const ZONES = [
  { name: 'Commit', months: 3.5, fill: TINT.green, stroke: COLOR.green },
  { name: 'Plan', months: 3, fill: TINT.blue, stroke: COLOR.blue },
  { name: 'Explore', months: 3.5, fill: TINT.violet, stroke: COLOR.violet },
] as const;

const REVIEWS = [0, 3, 6];
const TICKS = [0, 3, 6, 9, 12, 15];

const monthX = (month: number) => AXIS_START + month * MONTH_WIDTH;

function WindowRow({ startMonth, top }: { startMonth: number; top: number }) {
  let x = monthX(startMonth);
  return (
    <g>
      <Label x={x} y={top - 10} anchor="start" weight={600}>
        Review at month {startMonth}
      </Label>
      {ZONES.map((zone) => {
        const width = zone.months * MONTH_WIDTH;
        const zoneX = x;
        x += width;
        return (
          <g key={zone.name}>
            <rect
              x={zoneX}
              y={top}
              width={width}
              height={ROW_HEIGHT}
              fill={zone.fill}
              stroke={zone.stroke}
              strokeWidth={2}
            />
            <Label x={zoneX + width / 2} y={top + 23}>
              {zone.name}
            </Label>
          </g>
        );
      })}
      <line
        x1={monthX(startMonth)}
        y1={top + ROW_HEIGHT}
        x2={monthX(startMonth)}
        y2={AXIS_Y}
        stroke={COLOR.slate}
        strokeWidth={1.5}
        strokeDasharray="4 4"
      />
    </g>
  );
}

export function FigureSlidingWindow() {
  return (
    <SvgFigure
      id="csw-figure-1"
      number={1}
      height={310}
      title="A planning window sliding along a timeline"
      description="Three horizontal bars show the same planning window at reviews in months 0, 3 and 6 on a timeline from month 0 to month 15. Each bar has the same length and the same three zones: Commit nearest to today, then Plan, then Explore at the far edge. Each later bar starts three months further to the right, so the horizon moves forward as time passes."
      caption="The window keeps its length and its three zones; at every review its horizon slides forward."
    >
      <defs>
        <ArrowMarker id="csw-figure-1-arrow" color={COLOR.slate} />
      </defs>
      {REVIEWS.map((month, row) => (
        <WindowRow key={month} startMonth={month} top={40 + row * 72} />
      ))}
      <line
        x1={20}
        y1={AXIS_Y}
        x2={390}
        y2={AXIS_Y}
        stroke={COLOR.slate}
        strokeWidth={2}
        markerEnd="url(#csw-figure-1-arrow)"
      />
      {TICKS.map((month) => (
        <g key={month}>
          <line
            x1={monthX(month)}
            y1={AXIS_Y - 5}
            x2={monthX(month)}
            y2={AXIS_Y + 5}
            stroke={COLOR.slate}
            strokeWidth={2}
          />
          <Label x={monthX(month)} y={AXIS_Y + 24}>
            {month}
          </Label>
        </g>
      ))}
      <Label x={200} y={AXIS_Y + 50} size={TEXT.body}>
        Months from the first review
      </Label>
    </SvgFigure>
  );
}
