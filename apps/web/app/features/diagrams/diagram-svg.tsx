// Draws a laid-out diagram as SVG: an image with a title and description for assistive technology.
import { useId } from 'react';
import type { Palette } from './colors';
import type { DiagramLayout, Shape } from './layout';

const points = (list: Array<[number, number]>) =>
  list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

function ShapeElement({ shape, colors }: { shape: Shape; colors: Palette }) {
  switch (shape.kind) {
    case 'rect':
      return (
        <rect
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
          rx={shape.rx}
          fill={colors[shape.fill]}
          stroke={colors[shape.stroke]}
          strokeWidth={shape.strokeWidth}
        />
      );
    case 'line':
      return (
        <line
          x1={shape.x1}
          y1={shape.y1}
          x2={shape.x2}
          y2={shape.y2}
          stroke={colors[shape.stroke]}
          strokeWidth={shape.strokeWidth}
          strokeLinecap="round"
        />
      );
    case 'circle':
      return (
        <circle
          cx={shape.cx}
          cy={shape.cy}
          r={shape.r}
          fill={colors[shape.fill]}
          stroke={colors[shape.stroke]}
          strokeWidth={3}
        />
      );
    case 'polygon':
      return <polygon points={points(shape.points)} fill={colors[shape.fill]} />;
    case 'text':
      return (
        <text
          x={shape.x}
          y={shape.y}
          fontSize={shape.fontSize}
          fontWeight={shape.weight}
          textAnchor={shape.anchor}
          fill={colors[shape.fill]}
          data-role={shape.role}
          transform={
            shape.rotate === undefined ? undefined : `rotate(${shape.rotate} ${shape.x} ${shape.y})`
          }
        >
          {shape.lines.map((line, i) => (
            // Lines are positional: the index is their identity.
            <tspan key={i} x={shape.x} dy={i === 0 ? 0 : shape.lineHeight}>
              {line}
            </tspan>
          ))}
        </text>
      );
  }
}

export function DiagramSvg({
  layout,
  colors,
  title,
  description,
  type,
}: {
  layout: DiagramLayout;
  colors: Palette;
  title: string;
  description: string;
  type: string;
}) {
  const id = useId();
  return (
    <svg
      className="diagram-svg"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      data-diagram-type={type}
      data-arrangement={layout.arrangement}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <rect width={layout.width} height={layout.height} rx={12} fill={colors.background} />
      {layout.shapes.map((shape, i) => (
        // Shapes never reorder between renders of one layout, so the index is their identity.
        <ShapeElement key={i} shape={shape} colors={colors} />
      ))}
    </svg>
  );
}
