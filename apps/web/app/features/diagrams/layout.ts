// Pure layout: a diagram model, a width and a pedagogy mode in; positioned shapes out. Sizes are
// CSS pixels at 1:1 (the block lays out at its real width), so text stays readable on phones.
import type { Paint } from './colors';
import type {
  BinaryModel,
  ContinuumModel,
  DiagramModel,
  Labelled,
  MatrixModel,
  QuadrantPosition,
} from './model';
import type { GrammarId, PedagogyMode } from './types';

export type TextRole = 'label' | 'description' | 'system' | 'axis' | 'heading';

export type Shape =
  | {
      kind: 'rect';
      x: number;
      y: number;
      width: number;
      height: number;
      rx: number;
      fill: Paint;
      stroke: Paint;
      strokeWidth: number;
    }
  | {
      kind: 'line';
      x1: number;
      y1: number;
      x2: number;
      y2: number;
      stroke: Paint;
      strokeWidth: number;
    }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: Paint; stroke: Paint }
  | { kind: 'polygon'; points: Array<[number, number]>; fill: Paint }
  | {
      kind: 'text';
      role: TextRole;
      x: number;
      /** Baseline of the first line. */
      y: number;
      lines: string[];
      fontSize: number;
      lineHeight: number;
      weight: 400 | 600 | 700;
      anchor: 'start' | 'middle' | 'end';
      fill: Paint;
      /** Degrees around (x, y); -90 reads bottom to top. */
      rotate?: number;
    };

export interface DiagramLayout {
  width: number;
  height: number;
  /** Which arrangement was used: side by side, or stacked for narrow widths. */
  arrangement: 'wide' | 'stacked';
  shapes: Shape[];
}

export interface LayoutOptions {
  width: number;
  mode: PedagogyMode;
  grammarId?: GrammarId | string;
}

/** Below this width the stacked arrangement reads better than side-by-side columns. */
export const STACK_BELOW = 560;
export const MIN_WIDTH = 260;
/** Average glyph width of the site's sans-serif, as a share of the font size (a little generous). */
const GLYPH = 0.56;

const showDescriptions = (mode: PedagogyMode) => mode !== 'entry';
const showSystems = (mode: PedagogyMode) => mode === 'advanced';

/** Greedy word wrap by estimated text width. A word longer than the line keeps a line to itself. */
export function wrapText(text: string, maxWidth: number, fontSize: number): string[] {
  const perLine = Math.max(4, Math.floor(maxWidth / (fontSize * GLYPH)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= perLine || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export const estimateTextWidth = (text: string, fontSize: number) => text.length * fontSize * GLYPH;

const lineHeightOf = (fontSize: number) => Math.round(fontSize * 1.4);

/** A block of wrapped text whose top edge is at `top`; returns the shape and its height. */
function textBlock(
  role: TextRole,
  text: string,
  x: number,
  top: number,
  width: number,
  fontSize: number,
  options: { weight?: 400 | 600 | 700; anchor?: 'start' | 'middle' | 'end'; fill?: Paint } = {},
): { shape: Extract<Shape, { kind: 'text' }>; height: number } {
  const lines = wrapText(text, width, fontSize);
  const lineHeight = lineHeightOf(fontSize);
  return {
    shape: {
      kind: 'text',
      role,
      x,
      y: top + Math.round(fontSize * 0.95),
      lines,
      fontSize,
      lineHeight,
      weight: options.weight ?? 400,
      anchor: options.anchor ?? 'start',
      fill: options.fill ?? 'ink',
    },
    height: lines.length * lineHeight,
  };
}

/** A label with an optional description under it, as one unit. */
function labelWithDescription(
  item: Labelled,
  x: number,
  top: number,
  width: number,
  mode: PedagogyMode,
  sizes: { label: number; description: number },
  anchor: 'start' | 'middle' = 'start',
  labelFill: Paint = 'ink',
): { shapes: Shape[]; height: number } {
  const label = textBlock('label', item.label, x, top, width, sizes.label, {
    weight: 700,
    anchor,
    fill: labelFill,
  });
  if (!showDescriptions(mode) || !item.description)
    return { shapes: [label.shape], height: label.height };
  const description = textBlock(
    'description',
    item.description,
    x,
    top + label.height + 4,
    width,
    sizes.description,
    { anchor, fill: 'muted' },
  );
  return {
    shapes: [label.shape, description.shape],
    height: label.height + 4 + description.height,
  };
}

/** An arrowhead pointing in `direction` (radians) with its tip at (x, y). */
export function arrowHead(
  x: number,
  y: number,
  direction: number,
  size = 10,
): Array<[number, number]> {
  const back = direction + Math.PI;
  const spread = Math.PI / 7;
  return [
    [x, y],
    [x + Math.cos(back - spread) * size, y + Math.sin(back - spread) * size],
    [x + Math.cos(back + spread) * size, y + Math.sin(back + spread) * size],
  ];
}

/** The "Related capabilities" chips of advanced mode, flowed into rows; returns its height. */
function systemsRow(systems: string[], x: number, top: number, width: number, fontSize: number) {
  const shapes: Shape[] = [];
  if (systems.length === 0) return { shapes, height: 0 };
  const heading = textBlock('heading', 'Related capabilities', x, top, width, fontSize, {
    weight: 700,
    fill: 'muted',
  });
  shapes.push(heading.shape);
  const chipHeight = Math.round(fontSize * 2);
  const padX = 10;
  let cx = x;
  let cy = top + heading.height + 6;
  for (const system of systems) {
    const chipWidth = Math.min(width, Math.ceil(estimateTextWidth(system, fontSize) + padX * 2));
    if (cx > x && cx + chipWidth > x + width) {
      cx = x;
      cy += chipHeight + 8;
    }
    shapes.push(
      {
        kind: 'rect',
        x: cx,
        y: cy,
        width: chipWidth,
        height: chipHeight,
        rx: chipHeight / 2,
        fill: 'accentSoft',
        stroke: 'accent',
        strokeWidth: 1,
      },
      {
        kind: 'text',
        role: 'system',
        x: cx + chipWidth / 2,
        y: cy + chipHeight / 2 + Math.round(fontSize * 0.35),
        lines: [system],
        fontSize,
        lineHeight: lineHeightOf(fontSize),
        weight: 600,
        anchor: 'middle',
        fill: 'accentText',
      },
    );
    cx += chipWidth + 8;
  }
  return { shapes, height: cy + chipHeight - top };
}

interface Frame {
  width: number;
  pad: number;
  inner: number;
  stacked: boolean;
  sizes: { label: number; description: number; small: number };
}

function frameFor(options: LayoutOptions): Frame {
  const width = Math.max(MIN_WIDTH, Math.round(options.width));
  const stacked =
    options.grammarId === 'stacked' || (options.grammarId !== 'wide' && width < STACK_BELOW);
  const pad = width < 420 ? 12 : 24;
  return {
    width,
    pad,
    inner: width - pad * 2,
    stacked,
    sizes: stacked
      ? { label: 15, description: 14, small: 13 }
      : { label: 16, description: 14, small: 13 },
  };
}

function finish(
  frame: Frame,
  shapes: Shape[],
  bottom: number,
  mode: PedagogyMode,
  systems: string[],
) {
  let end = bottom;
  if (showSystems(mode) && systems.length) {
    const row = systemsRow(systems, frame.pad, end + 24, frame.inner, frame.sizes.small);
    shapes.push(...row.shapes);
    end += 24 + row.height;
  }
  return {
    width: frame.width,
    height: Math.ceil(end + frame.pad),
    arrangement: frame.stacked ? ('stacked' as const) : ('wide' as const),
    shapes,
  };
}

export function layoutContinuum(model: ContinuumModel, options: LayoutOptions): DiagramLayout {
  const f = frameFor(options);
  const { mode } = options;
  const shapes: Shape[] = [];

  if (f.stacked) {
    // A vertical track: the left end at the top, the stops in order, the right end at the bottom.
    const trackX = f.pad + 10;
    const textX = f.pad + 32;
    const textWidth = f.width - textX - f.pad;
    const entries: Array<{ item: Labelled; end: boolean }> = [
      { item: model.left, end: true },
      ...model.stops.map((item) => ({ item, end: false })),
      { item: model.right, end: true },
    ];
    let y = f.pad;
    const centers: number[] = [];
    const markers: Shape[] = [];
    for (const { item, end } of entries) {
      const block = labelWithDescription(
        item,
        textX,
        y,
        textWidth,
        mode,
        end ? { label: f.sizes.label + 1, description: f.sizes.description } : f.sizes,
        'start',
        end ? 'accentText' : 'ink',
      );
      const cy = y + Math.round((f.sizes.label * 1.4) / 2);
      centers.push(cy);
      markers.push(
        end
          ? { kind: 'circle', cx: trackX, cy, r: 7, fill: 'background', stroke: 'accent' }
          : { kind: 'circle', cx: trackX, cy, r: 7, fill: 'accent', stroke: 'background' },
      );
      shapes.push(...block.shapes);
      y += block.height + 20;
    }
    const top = centers[0] ?? f.pad;
    const bottom = centers[centers.length - 1] ?? top;
    shapes.unshift(
      {
        kind: 'line',
        x1: trackX,
        y1: top,
        x2: trackX,
        y2: bottom - 8,
        stroke: 'accent',
        strokeWidth: 4,
      },
      { kind: 'polygon', points: arrowHead(trackX, bottom - 7, Math.PI / 2, 12), fill: 'accent' },
    );
    shapes.push(...markers);
    return finish(f, shapes, y - 20, mode, model.systems);
  }

  // Side by side: the two ends as panels, a horizontal track, stops under their positions.
  const panelWidth = (f.inner - 24) / 2;
  const left = labelWithDescription(
    model.left,
    f.pad,
    f.pad,
    panelWidth,
    mode,
    { label: 18, description: f.sizes.description },
    'start',
    'accentText',
  );
  const right = labelWithDescription(
    model.right,
    f.pad + panelWidth + 24,
    f.pad,
    panelWidth,
    mode,
    { label: 18, description: f.sizes.description },
    'start',
    'accentText',
  );
  shapes.push(...left.shapes, ...right.shapes);
  const axisY = f.pad + Math.max(left.height, right.height) + 32;
  const x0 = f.pad + 6;
  const x1 = f.width - f.pad - 6;
  shapes.push(
    {
      kind: 'line',
      x1: x0 + 8,
      y1: axisY,
      x2: x1 - 8,
      y2: axisY,
      stroke: 'accent',
      strokeWidth: 4,
    },
    { kind: 'polygon', points: arrowHead(x0 - 4, axisY, Math.PI, 14), fill: 'accent' },
    { kind: 'polygon', points: arrowHead(x1 + 4, axisY, 0, 14), fill: 'accent' },
  );

  const xs = model.stops.map((s) => x0 + 12 + s.position * (x1 - x0 - 24));
  const gaps = xs.slice(1).map((x, i) => x - (xs[i] as number));
  const column = Math.max(96, Math.min(f.inner / Math.max(1, xs.length), ...gaps) - 16);
  let tallest = 0;
  model.stops.forEach((stop, i) => {
    const x = xs[i] as number;
    shapes.push({ kind: 'circle', cx: x, cy: axisY, r: 9, fill: 'accent', stroke: 'background' });
    // Text is centred under its stop, but kept inside the drawing.
    const cx = Math.min(Math.max(x, f.pad + column / 2), f.width - f.pad - column / 2);
    const block = labelWithDescription(stop, cx, axisY + 24, column, mode, f.sizes, 'middle');
    shapes.push(...block.shapes);
    tallest = Math.max(tallest, block.height);
  });
  return finish(f, shapes, axisY + 24 + tallest, mode, model.systems);
}

export function layoutBinary(model: BinaryModel, options: LayoutOptions): DiagramLayout {
  const f = frameFor(options);
  const { mode } = options;
  const shapes: Shape[] = [];

  const boxPad = 16;
  const question = textBlock(
    'label',
    model.question,
    f.width / 2,
    f.pad + boxPad,
    f.inner - boxPad * 2,
    f.sizes.label + 1,
    { weight: 700, anchor: 'middle' },
  );
  const questionHeight = question.height + boxPad * 2;
  shapes.push(
    {
      kind: 'rect',
      x: f.pad,
      y: f.pad,
      width: f.inner,
      height: questionHeight,
      rx: 12,
      fill: 'accentSoft',
      stroke: 'accent',
      strokeWidth: 2,
    },
    question.shape,
  );
  let y = f.pad + questionHeight;

  /** One option: a coloured header with its label and, below it, the description. */
  const optionBox = (option: Labelled, x: number, top: number, width: number, height?: number) => {
    const label = textBlock(
      'label',
      option.label,
      x + boxPad,
      top + 10,
      width - boxPad * 2,
      f.sizes.label,
      {
        weight: 700,
        fill: 'onAccent',
      },
    );
    const headerHeight = label.height + 20;
    const body =
      showDescriptions(mode) && option.description
        ? textBlock(
            'description',
            option.description,
            x + boxPad,
            top + headerHeight + 12,
            width - boxPad * 2,
            f.sizes.description,
          )
        : undefined;
    const natural = headerHeight + (body ? body.height + 24 : 0);
    const boxHeight = Math.max(height ?? 0, natural);
    const parts: Shape[] = [
      {
        kind: 'rect',
        x,
        y: top,
        width,
        height: boxHeight,
        rx: 12,
        fill: 'background',
        stroke: 'accent',
        strokeWidth: 2,
      },
      {
        kind: 'rect',
        x,
        y: top,
        width,
        height: headerHeight,
        rx: 12,
        fill: 'accent',
        stroke: 'accent',
        strokeWidth: 2,
      },
    ];
    // Square off the header's lower corners where it meets the body.
    if (boxHeight > headerHeight)
      parts.push({
        kind: 'rect',
        x,
        y: top + headerHeight - 12,
        width,
        height: 12,
        rx: 0,
        fill: 'accent',
        stroke: 'none',
        strokeWidth: 0,
      });
    parts.push(label.shape);
    if (body) parts.push(body.shape);
    return { parts, natural, headerHeight };
  };

  if (f.stacked) {
    // A spine down the left, branching into each option.
    const spineX = f.pad + 10;
    const boxX = f.pad + 32;
    const boxWidth = f.width - boxX - f.pad;
    y += 24;
    let branchY = y;
    for (const option of model.options) {
      const box = optionBox(option, boxX, y, boxWidth);
      const midY = y + box.headerHeight / 2;
      shapes.push(
        {
          kind: 'line',
          x1: spineX,
          y1: midY,
          x2: boxX - 8,
          y2: midY,
          stroke: 'accent',
          strokeWidth: 3,
        },
        { kind: 'polygon', points: arrowHead(boxX - 2, midY, 0, 10), fill: 'accent' },
        ...box.parts,
      );
      branchY = midY;
      y += box.natural + 16;
    }
    shapes.unshift({
      kind: 'line',
      x1: spineX,
      y1: f.pad + questionHeight,
      x2: spineX,
      y2: branchY,
      stroke: 'accent',
      strokeWidth: 3,
    });
    y -= 16;
  } else {
    const count = model.options.length;
    const gap = 24;
    const boxWidth = (f.inner - gap * (count - 1)) / count;
    const top = y + 44;
    const natural = Math.max(...model.options.map((o) => optionBox(o, 0, 0, boxWidth).natural));
    model.options.forEach((option, i) => {
      const x = f.pad + i * (boxWidth + gap);
      const cx = x + boxWidth / 2;
      // Each arrow leaves the question below its own option, so they never cross.
      shapes.push(
        { kind: 'line', x1: cx, y1: y, x2: cx, y2: top - 10, stroke: 'accent', strokeWidth: 3 },
        { kind: 'polygon', points: arrowHead(cx, top - 2, Math.PI / 2, 12), fill: 'accent' },
        ...optionBox(option, x, top, boxWidth, natural).parts,
      );
    });
    y = top + natural;
  }

  if (showDescriptions(mode) && model.criteria.length) {
    y += 28;
    const heading = textBlock('heading', 'Ask before deciding', f.pad, y, f.inner, f.sizes.label, {
      weight: 700,
    });
    shapes.push(heading.shape);
    y += heading.height + 6;
    for (const criterion of model.criteria) {
      const item = textBlock(
        'description',
        criterion,
        f.pad + 20,
        y,
        f.inner - 20,
        f.sizes.description,
      );
      shapes.push(
        {
          kind: 'circle',
          cx: f.pad + 6,
          cy: y + f.sizes.description * 0.7,
          r: 4,
          fill: 'accent',
          stroke: 'none',
        },
        item.shape,
      );
      y += item.height + 4;
    }
    y -= 4;
  }
  return finish(f, shapes, y, mode, model.systems);
}

const QUADRANT_CELL: Record<QuadrantPosition, [column: 0 | 1, row: 0 | 1]> = {
  'top-left': [0, 0],
  'top-right': [1, 0],
  'bottom-left': [0, 1],
  'bottom-right': [1, 1],
};

export function layoutMatrix(model: MatrixModel, options: LayoutOptions): DiagramLayout {
  const f = frameFor(options);
  const { mode } = options;
  const shapes: Shape[] = [];
  // On narrow widths the cells keep only their labels; descriptions follow the grid as a legend.
  const descriptionsInCells = !f.stacked;

  const axisBand = 40;
  const gx = f.pad + axisBand;
  const gw = f.width - gx - f.pad;
  const cellWidth = gw / 2;
  const cellPad = f.stacked ? 10 : 16;
  const gy = f.pad;

  const cellContent = (q: Labelled, x: number, top: number) =>
    descriptionsInCells
      ? labelWithDescription(q, x + cellPad, top + cellPad, cellWidth - cellPad * 2, mode, f.sizes)
      : (() => {
          const label = textBlock(
            'label',
            q.label,
            x + cellWidth / 2,
            top + cellPad,
            cellWidth - cellPad * 2,
            f.sizes.label,
            {
              weight: 700,
              anchor: 'middle',
            },
          );
          return { shapes: [label.shape] as Shape[], height: label.height };
        })();

  const byCell = new Map(model.quadrants.map((q) => [QUADRANT_CELL[q.position].join(), q]));
  const small = f.sizes.small;
  // The grid is at least as tall as the three labels along the vertical axis.
  const axisLength =
    estimateTextWidth(model.yAxis.low, small) +
    estimateTextWidth(model.yAxis.label, small + 1) +
    estimateTextWidth(model.yAxis.high, small) +
    48;
  const minRow = Math.max(f.stacked ? 72 : 110, Math.ceil(axisLength / 2));
  const rowHeights = [0, 1].map((row) =>
    Math.max(
      minRow,
      ...[0, 1].map((column) => {
        const q = byCell.get(`${column},${row}`);
        return q ? cellContent(q, 0, 0).height + cellPad * 2 : 0;
      }),
    ),
  ) as [number, number];
  const gh = rowHeights[0] + rowHeights[1];

  for (const row of [0, 1] as const)
    for (const column of [0, 1] as const) {
      const x = gx + column * cellWidth;
      const top = gy + (row === 0 ? 0 : rowHeights[0]);
      // The high-value, low-effort corner (top left) is the one to look at first.
      const highlight = row === 0 && column === 0;
      shapes.push({
        kind: 'rect',
        x,
        y: top,
        width: cellWidth,
        height: rowHeights[row],
        rx: 0,
        fill: highlight ? 'accentSoft' : 'panel',
        stroke: 'line',
        strokeWidth: 1,
      });
      const q = byCell.get(`${column},${row}`);
      if (!q) continue;
      // A label on its own sits in the middle of its cell.
      const offset = descriptionsInCells
        ? 0
        : Math.max(0, (rowHeights[row] - cellContent(q, x, 0).height) / 2 - cellPad);
      shapes.push(...cellContent(q, x, top + offset).shapes);
    }

  // The vertical axis: low at the bottom, high at the top, read bottom to top.
  const axisX = gx - 10;
  shapes.push(
    {
      kind: 'line',
      x1: axisX,
      y1: gy + gh,
      x2: axisX,
      y2: gy + 10,
      stroke: 'accent',
      strokeWidth: 3,
    },
    { kind: 'polygon', points: arrowHead(axisX, gy, -Math.PI / 2, 12), fill: 'accent' },
  );
  const axisText = (
    text: string,
    x: number,
    y: number,
    anchor: 'start' | 'middle' | 'end',
    weight: 400 | 700,
    rotate?: number,
  ): Shape => ({
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
  });
  const yTextX = f.pad + 16;
  shapes.push(
    axisText(model.yAxis.low, yTextX, gy + gh, 'start', 400, -90),
    axisText(model.yAxis.label, yTextX, gy + gh / 2, 'middle', 700, -90),
    axisText(model.yAxis.high, yTextX, gy, 'end', 400, -90),
  );

  // The horizontal axis: low on the left, high on the right.
  const axisY = gy + gh + 10;
  shapes.push(
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
  );
  const xTextY = axisY + 22;
  shapes.push(
    axisText(model.xAxis.low, gx, xTextY, 'start', 400),
    axisText(model.xAxis.label, gx + gw / 2, xTextY, 'middle', 700),
    axisText(model.xAxis.high, gx + gw, xTextY, 'end', 400),
  );
  let y = xTextY + 8;

  if (!descriptionsInCells && showDescriptions(mode)) {
    // The legend: each quadrant's description under its label and position.
    y += 16;
    for (const position of ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const) {
      const q = model.quadrants.find((item) => item.position === position);
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
    y -= 14;
  }
  return finish(f, shapes, y, mode, model.systems);
}

export function layoutDiagram(model: DiagramModel, options: LayoutOptions): DiagramLayout {
  switch (model.type) {
    case 'Continuum':
      return layoutContinuum(model, options);
    case 'Binary':
      return layoutBinary(model, options);
    case 'Matrix':
      return layoutMatrix(model, options);
  }
}
