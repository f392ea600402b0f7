// A distribution row, drawn as vectors: the label (and how many it counts) on the left, one bar of
// segments in the categories' colours on the right, each segment as wide as its share with its
// count written on it where it fits, and under the bar every count in words, so neither the colour
// nor a narrow segment ever hides a figure.
import { countedIn, countsLine } from '../../block-text';
import type { PdfBlock } from '../../blocks';
import { baseline, INK, LINE, MUTED, pdfText } from './draw';
import type { Row } from './row';
import type { Surface } from './surface';

type Distribution = Extract<PdfBlock, { kind: 'distribution' }>;

const LABEL_WIDTH = 150;
const GAP = 10;
const PAD = 4;
const SMALL = 8;
const SMALL_LINE = SMALL * 1.35;
const TRACK = '#f1f5f9';

/** Lines of `text` in the font given, `width` wide. */
function lines(s: Surface, text: string, width: number, size: number, bold = false): string[] {
  s.type(size, bold);
  return s.wrap(pdfText(text), width);
}

/** The bar: the segments side by side, a hairline apart, each count on its segment when it fits. */
function drawBar(
  s: Surface,
  block: Distribution,
  x: number,
  top: number,
  width: number,
  height: number,
) {
  const total = countedIn(block.segments);
  if (total === 0) {
    s.rect(x, top, width, height, TRACK, { colour: LINE, width: 0.75 });
    return;
  }
  let left = x;
  for (const { badge, count } of block.segments) {
    if (count === 0) continue;
    const share = (count / total) * width;
    const border = badge.border ? { colour: badge.border, width: 0.75 } : undefined;
    s.rect(left, top, Math.max(share - 1, 0.5), height, badge.fill, border);
    const label = String(count);
    if (s.widthOf(label, SMALL, true) + 4 <= share - 1) {
      s.type(SMALL, true, badge.ink);
      s.text(label, left + (share - 1) / 2, baseline(top, height, SMALL), 'center');
    }
    left += share;
  }
}

/** The distribution as one unbreakable row of the page, `width` wide from x. */
export function distributionRow(s: Surface, block: Distribution, x: number, width: number): Row {
  const size = block.lead ? 10 : 9.5;
  const labelLines = lines(s, block.label, LABEL_WIDTH - GAP, size, true);
  const labelHeight = labelLines.length * size * 1.3 + (block.note ? SMALL_LINE : 0);
  const barX = x + LABEL_WIDTH;
  const barWidth = width - LABEL_WIDTH;
  const barHeight = block.lead ? 16 : 13;
  const counted = countedIn(block.segments) > 0;
  // The counts in ink (they are the figures), what they mean muted.
  const words = [
    ...(counted ? lines(s, countsLine(block.segments), barWidth, SMALL) : []).map((text) => ({
      text,
      colour: INK,
    })),
    ...(block.caption ? lines(s, block.caption, barWidth, SMALL) : []).map((text) => ({
      text,
      colour: MUTED,
    })),
  ];
  const barBlock = barHeight + 3 + words.length * SMALL_LINE;
  const height = Math.max(labelHeight, barBlock) + PAD * 2;
  return {
    height,
    draw: (top) => {
      let y = top + PAD;
      s.type(size, true, INK);
      for (const line of labelLines) {
        s.text(line, x, baseline(y, size * 1.3, size));
        y += size * 1.3;
      }
      if (block.note) {
        s.type(SMALL, false, MUTED);
        s.text(pdfText(block.note), x, baseline(y, SMALL_LINE, SMALL));
      }
      drawBar(s, block, barX, top + PAD, barWidth, barHeight);
      y = top + PAD + barHeight + 3;
      for (const line of words) {
        s.type(SMALL, false, line.colour);
        s.text(line.text, barX, baseline(y, SMALL_LINE, SMALL));
        y += SMALL_LINE;
      }
    },
  };
}

/** The distribution's alternative text: its label, every count and what they mean. */
export function distributionAlt(block: Distribution): string {
  const counts = countedIn(block.segments) > 0 ? countsLine(block.segments) : 'none counted';
  return [`${block.label}${block.note ? ` (${block.note})` : ''}: ${counts}.`, block.caption ?? '']
    .filter(Boolean)
    .map(pdfText)
    .join(' ');
}
