// A distribution row, drawn as vectors: the label (and how many it counts) on the left, one bar of
// segments in the categories' colours on the right, each segment as wide as its share with its
// count written on it where it fits, and under the bar every count in words, so neither the colour
// nor a narrow segment ever hides a figure.
import type { jsPDF } from 'jspdf';
import { countedIn, countsLine } from '../../block-text';
import type { PdfBlock } from '../../blocks';
import { baseline, fill, INK, LINE, MUTED, pdfText, stroke, type, widthOf } from './draw';
import type { Row } from './row';

type Distribution = Extract<PdfBlock, { kind: 'distribution' }>;

const LABEL_WIDTH = 150;
const GAP = 10;
const PAD = 4;
const SMALL = 8;
const SMALL_LINE = SMALL * 1.35;
const TRACK = '#f1f5f9';

/** Lines of `text` in the font given, `width` wide. */
function lines(doc: jsPDF, text: string, width: number, size: number, bold = false): string[] {
  type(doc, size, bold);
  return doc.splitTextToSize(pdfText(text), width) as string[];
}

/** The bar: the segments side by side, a hairline apart, each count on its segment when it fits. */
function drawBar(
  doc: jsPDF,
  block: Distribution,
  x: number,
  top: number,
  width: number,
  height: number,
) {
  const total = countedIn(block.segments);
  if (total === 0) {
    fill(doc, TRACK);
    stroke(doc, LINE);
    doc.setLineWidth(0.75);
    doc.rect(x, top, width, height, 'FD');
    return;
  }
  let left = x;
  for (const { badge, count } of block.segments) {
    if (count === 0) continue;
    const share = (count / total) * width;
    fill(doc, badge.fill);
    if (badge.border) {
      stroke(doc, badge.border);
      doc.setLineWidth(0.75);
    }
    doc.rect(left, top, Math.max(share - 1, 0.5), height, badge.border ? 'FD' : 'F');
    const label = String(count);
    if (widthOf(doc, label, SMALL, true) + 4 <= share - 1) {
      type(doc, SMALL, true, badge.ink);
      doc.text(label, left + (share - 1) / 2, baseline(top, height, SMALL), { align: 'center' });
    }
    left += share;
  }
}

/** The distribution as one unbreakable row of the page, `width` wide from x. */
export function distributionRow(doc: jsPDF, block: Distribution, x: number, width: number): Row {
  const size = block.lead ? 10 : 9.5;
  const labelLines = lines(doc, block.label, LABEL_WIDTH - GAP, size, true);
  const labelHeight = labelLines.length * size * 1.3 + (block.note ? SMALL_LINE : 0);
  const barX = x + LABEL_WIDTH;
  const barWidth = width - LABEL_WIDTH;
  const barHeight = block.lead ? 16 : 13;
  const counted = countedIn(block.segments) > 0;
  // The counts in ink (they are the figures), what they mean muted.
  const words = [
    ...(counted ? lines(doc, countsLine(block.segments), barWidth, SMALL) : []).map((text) => ({
      text,
      colour: INK,
    })),
    ...(block.caption ? lines(doc, block.caption, barWidth, SMALL) : []).map((text) => ({
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
      type(doc, size, true, INK);
      for (const line of labelLines) {
        doc.text(line, x, baseline(y, size * 1.3, size));
        y += size * 1.3;
      }
      if (block.note) {
        type(doc, SMALL, false, MUTED);
        doc.text(pdfText(block.note), x, baseline(y, SMALL_LINE, SMALL));
      }
      drawBar(doc, block, barX, top + PAD, barWidth, barHeight);
      y = top + PAD + barHeight + 3;
      for (const line of words) {
        type(doc, SMALL, false, line.colour);
        doc.text(line.text, barX, baseline(y, SMALL_LINE, SMALL));
        y += SMALL_LINE;
      }
    },
  };
}
