// What a layout produces: positioned shapes in CSS pixels, and the options it is made for.
import type { Paint } from '../colors';
import type { GrammarId, PedagogyMode } from '../types';

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

/** Shapes and the y of their lower edge: what each step of a layout hands back. */
export interface Placed {
  shapes: Shape[];
  bottom: number;
}
