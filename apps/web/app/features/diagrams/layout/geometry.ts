// Shared by every diagram type's layout: the frame (width, padding, text sizes), estimated text
// widths and wrapping, text blocks, labels with descriptions, arrowheads, and the closing
// "Related capabilities" row of advanced mode.
import type { Paint } from '../colors';
import type { Labelled } from '../model';
import type { PedagogyMode } from '../types';
import type { DiagramLayout, LayoutOptions, Shape, TextRole } from './shapes';

/** Below this width the stacked arrangement reads better than side-by-side columns. */
export const STACK_BELOW = 560;
export const MIN_WIDTH = 260;
/** Average glyph width of the site's sans-serif, as a share of the font size (a little generous). */
const GLYPH = 0.56;

export const showDescriptions = (mode: PedagogyMode) => mode !== 'entry';
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

export const lineHeightOf = (fontSize: number) => Math.round(fontSize * 1.4);

/** A block of wrapped text whose top edge is at `top`; returns the shape and its height. */
export function textBlock(
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
export function labelWithDescription(
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

/** One "Related capabilities" chip: a rounded rect with its name centred in it. */
function chip(
  system: string,
  x: number,
  y: number,
  width: number,
  height: number,
  fontSize: number,
): Shape[] {
  return [
    {
      kind: 'rect',
      x,
      y,
      width,
      height,
      rx: height / 2,
      fill: 'accentSoft',
      stroke: 'accent',
      strokeWidth: 1,
    },
    {
      kind: 'text',
      role: 'system',
      x: x + width / 2,
      y: y + height / 2 + Math.round(fontSize * 0.35),
      lines: [system],
      fontSize,
      lineHeight: lineHeightOf(fontSize),
      weight: 600,
      anchor: 'middle',
      fill: 'accentText',
    },
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
    shapes.push(...chip(system, cx, cy, chipWidth, chipHeight, fontSize));
    cx += chipWidth + 8;
  }
  return { shapes, height: cy + chipHeight - top };
}

/** The drawing's width, padding and text sizes, and whether it is stacked. */
export interface Frame {
  width: number;
  pad: number;
  inner: number;
  stacked: boolean;
  sizes: { label: number; description: number; small: number };
}

export function frameFor(options: LayoutOptions): Frame {
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

/** The finished layout: the systems row (advanced mode) under `bottom`, then the padding. */
export function finish(
  frame: Frame,
  shapes: Shape[],
  bottom: number,
  mode: PedagogyMode,
  systems: string[],
): DiagramLayout {
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
