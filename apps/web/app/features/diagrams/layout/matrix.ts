// The 2×2 matrix: four quadrants in a grid between a vertical and a horizontal axis. Wide, the
// cells hold their descriptions; stacked, they keep only their labels and a legend follows.
import type { Labelled, MatrixAxis, MatrixModel, QuadrantPosition } from '../model';
import type { PedagogyMode } from '../types';
import {
  arrowHead,
  estimateTextWidth,
  type Frame,
  finish,
  frameFor,
  labelWithDescription,
  lineHeightOf,
  showDescriptions,
  textBlock,
} from './geometry';
import type { DiagramLayout, LayoutOptions, Placed, Shape } from './shapes';

const QUADRANT_CELL: Record<QuadrantPosition, [column: 0 | 1, row: 0 | 1]> = {
  'top-left': [0, 0],
  'top-right': [1, 0],
  'bottom-left': [0, 1],
  'bottom-right': [1, 1],
};

type Quadrant = MatrixModel['quadrants'][number];
/** The quadrants by "column,row". */
type Cells = Map<string, Quadrant>;

/** Where the grid sits, right of the band kept for the vertical axis, and how its cells fill. */
interface Grid {
  x: number;
  y: number;
  width: number;
  cellWidth: number;
  cellPad: number;
  /** On narrow widths the cells keep only their labels; descriptions follow the grid as a legend. */
  descriptionsInCells: boolean;
}

export function layoutMatrix(model: MatrixModel, options: LayoutOptions): DiagramLayout {
  const f = frameFor(options);
  const { mode } = options;
  const grid = gridFor(f);
  const byCell: Cells = new Map(model.quadrants.map((q) => [QUADRANT_CELL[q.position].join(), q]));
  const rowHeights = rowHeightsOf(model.yAxis, byCell, grid, f, mode);
  const gridHeight = rowHeights[0] + rowHeights[1];
  const xAxis = horizontalAxis(model.xAxis, grid, gridHeight, f);
  const shapes: Shape[] = [
    ...cells(byCell, grid, rowHeights, f, mode),
    ...verticalAxis(model.yAxis, grid, gridHeight, f),
    ...xAxis.shapes,
  ];
  let y = xAxis.bottom;
  if (!grid.descriptionsInCells && showDescriptions(mode)) {
    const legend = legendOf(model.quadrants, f, mode, y);
    shapes.push(...legend.shapes);
    y = legend.bottom;
  }
  return finish(f, shapes, y, mode, model.systems);
}

function gridFor(f: Frame): Grid {
  const axisBand = 40;
  const x = f.pad + axisBand;
  const width = f.width - x - f.pad;
  return {
    x,
    y: f.pad,
    width,
    cellWidth: width / 2,
    cellPad: f.stacked ? 10 : 16,
    descriptionsInCells: !f.stacked,
  };
}

/** A quadrant's text in the cell whose left edge is `x`: label and description, or the label. */
function cellContent(
  q: Labelled,
  x: number,
  top: number,
  grid: Grid,
  f: Frame,
  mode: PedagogyMode,
): { shapes: Shape[]; height: number } {
  const { cellWidth, cellPad } = grid;
  if (grid.descriptionsInCells)
    return labelWithDescription(
      q,
      x + cellPad,
      top + cellPad,
      cellWidth - cellPad * 2,
      mode,
      f.sizes,
    );
  const label = textBlock(
    'label',
    q.label,
    x + cellWidth / 2,
    top + cellPad,
    cellWidth - cellPad * 2,
    f.sizes.label,
    { weight: 700, anchor: 'middle' },
  );
  return { shapes: [label.shape], height: label.height };
}

/** Each row fits its cells' text, and the grid is at least as tall as the vertical axis' labels. */
function rowHeightsOf(
  yAxis: MatrixAxis,
  byCell: Cells,
  grid: Grid,
  f: Frame,
  mode: PedagogyMode,
): [number, number] {
  const small = f.sizes.small;
  const axisLength =
    estimateTextWidth(yAxis.low, small) +
    estimateTextWidth(yAxis.label, small + 1) +
    estimateTextWidth(yAxis.high, small) +
    48;
  const minRow = Math.max(f.stacked ? 72 : 110, Math.ceil(axisLength / 2));
  return [0, 1].map((row) =>
    Math.max(
      minRow,
      ...[0, 1].map((column) => {
        const q = byCell.get(`${column},${row}`);
        return q ? cellContent(q, 0, 0, grid, f, mode).height + grid.cellPad * 2 : 0;
      }),
    ),
  ) as [number, number];
}

/** The four cells, row by row, each with its quadrant's text. */
function cells(
  byCell: Cells,
  grid: Grid,
  rowHeights: [number, number],
  f: Frame,
  mode: PedagogyMode,
): Shape[] {
  const shapes: Shape[] = [];
  for (const row of [0, 1] as const)
    for (const column of [0, 1] as const) {
      const x = grid.x + column * grid.cellWidth;
      const top = grid.y + (row === 0 ? 0 : rowHeights[0]);
      // The high-value, low-effort corner (top left) is the one to look at first.
      const highlight = row === 0 && column === 0;
      shapes.push({
        kind: 'rect',
        x,
        y: top,
        width: grid.cellWidth,
        height: rowHeights[row],
        rx: 0,
        fill: highlight ? 'accentSoft' : 'panel',
        stroke: 'line',
        strokeWidth: 1,
      });
      const q = byCell.get(`${column},${row}`);
      if (!q) continue;
      // A label on its own sits in the middle of its cell.
      const offset = grid.descriptionsInCells
        ? 0
        : Math.max(
            0,
            (rowHeights[row] - cellContent(q, x, 0, grid, f, mode).height) / 2 - grid.cellPad,
          );
      shapes.push(...cellContent(q, x, top + offset, grid, f, mode).shapes);
    }
  return shapes;
}

/** One of an axis' three texts: its name (bold) or the text at its low or high end. */
function axisText(
  small: number,
  text: string,
  x: number,
  y: number,
  anchor: 'start' | 'middle' | 'end',
  weight: 400 | 700,
  rotate?: number,
): Shape {
  return {
    kind: 'text',
    role: 'axis',
    x,
    y,
    lines: [text],
    fontSize: weight === 700 ? small + 1 : small,
    lineHeight: lineHeightOf(small),
    weight,
    anchor,
    fill: weight === 700 ? 'accentText' : 'muted',
    ...(rotate === undefined ? {} : { rotate }),
  };
}

/** The vertical axis: low at the bottom, high at the top, read bottom to top. */
function verticalAxis(axis: MatrixAxis, grid: Grid, gridHeight: number, f: Frame): Shape[] {
  const { y: gy } = grid;
  const axisX = grid.x - 10;
  const textX = f.pad + 16;
  const small = f.sizes.small;
  return [
    {
      kind: 'line',
      x1: axisX,
      y1: gy + gridHeight,
      x2: axisX,
      y2: gy + 10,
      stroke: 'accent',
      strokeWidth: 3,
    },
    { kind: 'polygon', points: arrowHead(axisX, gy, -Math.PI / 2, 12), fill: 'accent' },
    axisText(small, axis.low, textX, gy + gridHeight, 'start', 400, -90),
    axisText(small, axis.label, textX, gy + gridHeight / 2, 'middle', 700, -90),
    axisText(small, axis.high, textX, gy, 'end', 400, -90),
  ];
}

/** The horizontal axis under the grid: low on the left, high on the right. */
function horizontalAxis(axis: MatrixAxis, grid: Grid, gridHeight: number, f: Frame): Placed {
  const { x: gx, width: gw } = grid;
  const axisY = grid.y + gridHeight + 10;
  const textY = axisY + 22;
  const small = f.sizes.small;
  return {
    shapes: [
      {
        kind: 'line',
        x1: gx,
        y1: axisY,
        x2: gx + gw - 10,
        y2: axisY,
        stroke: 'accent',
        strokeWidth: 3,
      },
      { kind: 'polygon', points: arrowHead(gx + gw, axisY, 0, 12), fill: 'accent' },
      axisText(small, axis.low, gx, textY, 'start', 400),
      axisText(small, axis.label, gx + gw / 2, textY, 'middle', 700),
      axisText(small, axis.high, gx + gw, textY, 'end', 400),
    ],
    bottom: textY + 8,
  };
}

/** The legend: each quadrant's description under its label and position, below `above`. */
function legendOf(quadrants: Quadrant[], f: Frame, mode: PedagogyMode, above: number): Placed {
  const shapes: Shape[] = [];
  let y = above + 16;
  for (const position of ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const) {
    const q = quadrants.find((item) => item.position === position);
    if (!q?.description) continue;
    const block = labelWithDescription(
      { label: `${q.label} (${position.replace('-', ' ')})`, description: q.description },
      f.pad,
      y,
      f.inner,
      mode,
      f.sizes,
    );
    shapes.push(...block.shapes);
    y += block.height + 14;
  }
  return { shapes, bottom: y - 14 };
}
