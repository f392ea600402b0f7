// The binary choice: a question in a box, arrows to its options (stacked down a spine when
// narrow, side by side when wide), and the criteria to ask before deciding.
import type { BinaryModel, Labelled } from '../model';
import type { PedagogyMode } from '../types';
import { arrowHead, type Frame, finish, frameFor, showDescriptions, textBlock } from './geometry';
import type { DiagramLayout, LayoutOptions, Placed, Shape } from './shapes';

/** Padding inside the question box and the option boxes. */
const BOX_PAD = 16;

export function layoutBinary(model: BinaryModel, options: LayoutOptions): DiagramLayout {
  const f = frameFor(options);
  const { mode } = options;
  const question = questionBox(model.question, f);
  const branches = f.stacked
    ? stackedOptions(model.options, f, mode, question.bottom)
    : wideOptions(model.options, f, mode, question.bottom);
  const shapes: Shape[] = [...branches.behind, ...question.shapes, ...branches.shapes];
  let y = branches.bottom;
  if (showDescriptions(mode) && model.criteria.length) {
    const criteria = criteriaList(model.criteria, f, y);
    shapes.push(...criteria.shapes);
    y = criteria.bottom;
  }
  return finish(f, shapes, y, mode, model.systems);
}

/** The question, centred in a tinted box across the top. */
function questionBox(text: string, f: Frame): Placed {
  const question = textBlock(
    'label',
    text,
    f.width / 2,
    f.pad + BOX_PAD,
    f.inner - BOX_PAD * 2,
    f.sizes.label + 1,
    { weight: 700, anchor: 'middle' },
  );
  const height = question.height + BOX_PAD * 2;
  return {
    shapes: [
      {
        kind: 'rect',
        x: f.pad,
        y: f.pad,
        width: f.inner,
        height,
        rx: 12,
        fill: 'accentSoft',
        stroke: 'accent',
        strokeWidth: 2,
      },
      question.shape,
    ],
    bottom: f.pad + height,
  };
}

/** One option: a coloured header with its label and, below it, the description. */
function optionBox(
  f: Frame,
  mode: PedagogyMode,
  option: Labelled,
  x: number,
  top: number,
  width: number,
  height?: number,
) {
  const label = textBlock(
    'label',
    option.label,
    x + BOX_PAD,
    top + 10,
    width - BOX_PAD * 2,
    f.sizes.label,
    { weight: 700, fill: 'onAccent' },
  );
  const headerHeight = label.height + 20;
  const body =
    showDescriptions(mode) && option.description
      ? textBlock(
          'description',
          option.description,
          x + BOX_PAD,
          top + headerHeight + 12,
          width - BOX_PAD * 2,
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
}

/** The options with, in `behind`, what is drawn before the question box. */
interface Branches extends Placed {
  behind: Shape[];
}

/** A spine down the left from the question, branching into each option. */
function stackedOptions(
  options: Labelled[],
  f: Frame,
  mode: PedagogyMode,
  questionBottom: number,
): Branches {
  const shapes: Shape[] = [];
  const spineX = f.pad + 10;
  const boxX = f.pad + 32;
  const boxWidth = f.width - boxX - f.pad;
  let y = questionBottom + 24;
  let branchY = y;
  for (const option of options) {
    const box = optionBox(f, mode, option, boxX, y, boxWidth);
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
  const spine: Shape = {
    kind: 'line',
    x1: spineX,
    y1: questionBottom,
    x2: spineX,
    y2: branchY,
    stroke: 'accent',
    strokeWidth: 3,
  };
  return { behind: [spine], shapes, bottom: y - 16 };
}

/** The options side by side, equally tall, each with its own arrow down from the question. */
function wideOptions(
  options: Labelled[],
  f: Frame,
  mode: PedagogyMode,
  questionBottom: number,
): Branches {
  const shapes: Shape[] = [];
  const count = options.length;
  const gap = 24;
  const boxWidth = (f.inner - gap * (count - 1)) / count;
  const top = questionBottom + 44;
  const natural = Math.max(...options.map((o) => optionBox(f, mode, o, 0, 0, boxWidth).natural));
  options.forEach((option, i) => {
    const x = f.pad + i * (boxWidth + gap);
    const cx = x + boxWidth / 2;
    // Each arrow leaves the question below its own option, so they never cross.
    shapes.push(
      {
        kind: 'line',
        x1: cx,
        y1: questionBottom,
        x2: cx,
        y2: top - 10,
        stroke: 'accent',
        strokeWidth: 3,
      },
      { kind: 'polygon', points: arrowHead(cx, top - 2, Math.PI / 2, 12), fill: 'accent' },
      ...optionBox(f, mode, option, x, top, boxWidth, natural).parts,
    );
  });
  return { behind: [], shapes, bottom: top + natural };
}

/** "Ask before deciding": a heading and the criteria as a bulleted list, below `above`. */
function criteriaList(criteria: string[], f: Frame, above: number): Placed {
  const shapes: Shape[] = [];
  let y = above + 28;
  const heading = textBlock('heading', 'Ask before deciding', f.pad, y, f.inner, f.sizes.label, {
    weight: 700,
  });
  shapes.push(heading.shape);
  y += heading.height + 6;
  for (const criterion of criteria) {
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
  return { shapes, bottom: y - 4 };
}
