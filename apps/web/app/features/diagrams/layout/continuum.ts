// The continuum: two ends and the stops between them on one track, which runs down the page when
// stacked and across it when wide.
import type { ContinuumModel, Labelled } from '../model';
import type { PedagogyMode } from '../types';
import { arrowHead, type Frame, finish, frameFor, labelWithDescription } from './geometry';
import type { DiagramLayout, LayoutOptions, Placed, Shape } from './shapes';

export function layoutContinuum(model: ContinuumModel, options: LayoutOptions): DiagramLayout {
  const f = frameFor(options);
  const { shapes, bottom } = f.stacked
    ? stackedContinuum(model, f, options.mode)
    : wideContinuum(model, f, options.mode);
  return finish(f, shapes, bottom, options.mode, model.systems);
}

/** A vertical track: the left end at the top, the stops in order, the right end at the bottom. */
function stackedContinuum(model: ContinuumModel, f: Frame, mode: PedagogyMode): Placed {
  const shapes: Shape[] = [];
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
  // The track goes under the text and the markers over it.
  return { shapes: [...verticalTrack(trackX, top, bottom), ...shapes, ...markers], bottom: y - 20 };
}

/** The stacked track from `top` down to an arrowhead at `bottom`. */
function verticalTrack(x: number, top: number, bottom: number): Shape[] {
  return [
    { kind: 'line', x1: x, y1: top, x2: x, y2: bottom - 8, stroke: 'accent', strokeWidth: 4 },
    { kind: 'polygon', points: arrowHead(x, bottom - 7, Math.PI / 2, 12), fill: 'accent' },
  ];
}

/** Side by side: the two ends as panels, a horizontal track, stops under their positions. */
function wideContinuum(model: ContinuumModel, f: Frame, mode: PedagogyMode): Placed {
  const panelWidth = (f.inner - 24) / 2;
  const endSizes = { label: 18, description: f.sizes.description };
  const panel = (item: Labelled, x: number) =>
    labelWithDescription(item, x, f.pad, panelWidth, mode, endSizes, 'start', 'accentText');
  const left = panel(model.left, f.pad);
  const right = panel(model.right, f.pad + panelWidth + 24);
  const axisY = f.pad + Math.max(left.height, right.height) + 32;
  const x0 = f.pad + 6;
  const x1 = f.width - f.pad - 6;
  const stops = stopsAlong(model.stops, f, mode, x0, x1, axisY);
  return {
    shapes: [...left.shapes, ...right.shapes, ...horizontalTrack(x0, x1, axisY), ...stops.shapes],
    bottom: stops.bottom,
  };
}

/** The wide track from x0 to x1, with an arrowhead at each end. */
function horizontalTrack(x0: number, x1: number, y: number): Shape[] {
  return [
    { kind: 'line', x1: x0 + 8, y1: y, x2: x1 - 8, y2: y, stroke: 'accent', strokeWidth: 4 },
    { kind: 'polygon', points: arrowHead(x0 - 4, y, Math.PI, 14), fill: 'accent' },
    { kind: 'polygon', points: arrowHead(x1 + 4, y, 0, 14), fill: 'accent' },
  ];
}

/** Each stop as a marker on the wide track at its position, its text in a column under it. */
function stopsAlong(
  stops: ContinuumModel['stops'],
  f: Frame,
  mode: PedagogyMode,
  x0: number,
  x1: number,
  axisY: number,
): Placed {
  const shapes: Shape[] = [];
  const xs = stops.map((s) => x0 + 12 + s.position * (x1 - x0 - 24));
  const gaps = xs.slice(1).map((x, i) => x - (xs[i] as number));
  const column = Math.max(96, Math.min(f.inner / Math.max(1, xs.length), ...gaps) - 16);
  let tallest = 0;
  stops.forEach((stop, i) => {
    const x = xs[i] as number;
    shapes.push({ kind: 'circle', cx: x, cy: axisY, r: 9, fill: 'accent', stroke: 'background' });
    // Text is centred under its stop, but kept inside the drawing.
    const cx = Math.min(Math.max(x, f.pad + column / 2), f.width - f.pad - column / 2);
    const block = labelWithDescription(stop, cx, axisY + 24, column, mode, f.sizes, 'middle');
    shapes.push(...block.shapes);
    tallest = Math.max(tallest, block.height);
  });
  return { shapes, bottom: axisY + 24 + tallest };
}
