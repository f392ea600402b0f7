// Shared pieces for the article's SVG figures: the <figure> frame with its caption, the palette,
// and a few small shapes (labels, boxes, arrowheads) the figures repeat.
import type { ReactNode } from 'react';

/** Every figure is drawn on a canvas this many units wide, so text sizes mean the same everywhere. */
export const CANVAS_WIDTH = 400;

/** Text sizes in canvas units. At a 375 px phone the canvas is about 360 px wide, so 15 units stay above 12 px. */
export const TEXT = { small: 15, body: 16, heading: 17 } as const;

export const COLOR = {
  blue: '#1d4ed8',
  green: '#047857',
  orange: '#c2410c',
  violet: '#7e22ce',
  ink: '#0f172a',
  slate: '#475569',
  line: '#cbd5e1',
  white: '#ffffff',
} as const;

/** Light fills behind dark text. */
export const TINT = {
  blue: '#dbeafe',
  green: '#d1fae5',
  orange: '#ffedd5',
  violet: '#f3e8ff',
  slate: '#f1f5f9',
} as const;

export type Hue = 'blue' | 'green' | 'orange' | 'violet';

export function SvgFigure({
  id,
  number,
  caption,
  title,
  description,
  height,
  children,
}: {
  id: string;
  number: number;
  caption: ReactNode;
  title: string;
  description: string;
  height: number;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  return (
    <figure className="csw-figure" id={id}>
      <svg
        className="csw-figure-svg"
        viewBox={`0 0 ${CANVAS_WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        fontFamily="inherit"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        {children}
      </svg>
      <figcaption>
        <span className="csw-figure-number">Figure {number}:</span> {caption}
      </figcaption>
    </figure>
  );
}

/** A line of text in the figure's ink colour; centred unless told otherwise. */
export function Label({
  x,
  y,
  children,
  size = TEXT.small,
  anchor = 'middle',
  weight = 400,
  fill = COLOR.ink,
}: {
  x: number;
  y: number;
  children: ReactNode;
  size?: number;
  anchor?: 'start' | 'middle' | 'end';
  weight?: 400 | 600 | 700;
  fill?: string;
}) {
  return (
    <text x={x} y={y} fontSize={size} textAnchor={anchor} fontWeight={weight} fill={fill}>
      {children}
    </text>
  );
}

/** A rounded box with a light fill and a coloured outline. */
export function Box({
  x,
  y,
  width,
  height,
  hue,
  dashed,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  hue: Hue;
  dashed?: boolean;
}) {
  return (
    <rect
      x={x}
      y={y}
      width={width}
      height={height}
      rx={8}
      fill={TINT[hue]}
      stroke={COLOR[hue]}
      strokeWidth={2}
      strokeDasharray={dashed ? '6 4' : undefined}
    />
  );
}

/** An arrowhead marker; give each figure its own id, since ids are page-wide. */
export function ArrowMarker({ id, color = COLOR.ink }: { id: string; color?: string }) {
  return (
    <marker
      id={id}
      viewBox="0 0 10 10"
      refX={8}
      refY={5}
      markerWidth={7}
      markerHeight={7}
      orient="auto-start-reverse"
    >
      <path d="M0,0 L10,5 L0,10 z" fill={color} />
    </marker>
  );
}
