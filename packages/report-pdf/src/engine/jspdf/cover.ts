// The cover page (brand, title, name, date, and the total and band when the document has one) and
// the footer of the other pages (the consultancy's name, whose document, the page number), drawn as
// vectors and real text.
import type { jsPDF } from 'jspdf';
import type { Badge, CoverBlock as Cover } from '../../blocks';
import { tint } from '../../palette/palette';
import {
  BRAND,
  BRAND_STRONG,
  badgeHeight,
  baseline,
  drawBadge,
  drawLogo,
  fill,
  INK,
  ink,
  LINE,
  MUTED,
  pdfText,
  stroke,
  type,
  widthOf,
} from './draw';

export interface PageBox {
  width: number;
  height: number;
  margin: number;
}

/** A filled polygon through the points (absolute page coordinates). */
function polygon(doc: jsPDF, points: ReadonlyArray<readonly [number, number]>, hex: string) {
  const [start, ...rest] = points;
  if (!start) return;
  let [px, py] = start;
  const steps = rest.map(([x, y]) => {
    const step = [x - px, y - py];
    [px, py] = [x, y];
    return step;
  });
  fill(doc, hex);
  doc.lines(steps, start[0], start[1], [1, 1], 'F', true);
}

/** Two ranges of mountains along the bottom of the cover, in light tints of the brand blue. */
function drawRidge(doc: jsPDF, page: PageBox) {
  const w = page.width / 612;
  const h = page.height;
  const at = (points: number[][]) => points.map(([x = 0, y = 0]) => [x * w, h - y] as const);
  polygon(
    doc,
    at([
      [0, 0],
      [0, 70],
      [90, 100],
      [170, 62],
      [262, 128],
      [345, 76],
      [425, 112],
      [520, 70],
      [612, 104],
      [612, 0],
    ]),
    tint(BRAND, 0.86),
  );
  polygon(
    doc,
    at([
      [0, 0],
      [0, 36],
      [120, 74],
      [212, 34],
      [322, 92],
      [432, 40],
      [520, 64],
      [612, 30],
      [612, 0],
    ]),
    tint(BRAND, 0.7),
  );
}

function drawBrand(doc: jsPDF, cover: Cover, page: PageBox) {
  fill(doc, BRAND);
  doc.rect(0, 0, page.width, 8, 'F');
  drawLogo(doc, page.margin, 60, 34);
  type(doc, 18, true, BRAND_STRONG);
  doc.text(pdfText(cover.brand), page.margin + 46, baseline(60, 34, 18));
}

/** The title, the name, the date and the role, from `top` down; returns where it ends. */
function drawTitle(doc: jsPDF, cover: Cover, page: PageBox, top: number): number {
  const width = page.width - page.margin * 2;
  let y = top;
  type(doc, 10, true, BRAND);
  doc.text('PRIORITIZATION SELF-ASSESSMENT', page.margin, y);
  y += 38;
  type(doc, 32, true, INK);
  for (const line of doc.splitTextToSize(pdfText(cover.title), width) as string[]) {
    doc.text(line, page.margin, y);
    y += 38;
  }
  if (cover.name) {
    type(doc, 18, false, INK);
    for (const line of doc.splitTextToSize(pdfText(cover.name), width) as string[]) {
      doc.text(line, page.margin, y + 4);
      y += 24;
    }
  }
  type(doc, 11, false, MUTED);
  for (const line of [cover.date, cover.role]) {
    if (!line) continue;
    doc.text(pdfText(line), page.margin, y + 12);
    y += 17;
  }
  return y;
}

type Total = { score: string; badge: Badge; note?: string | null };

/** The total and its band, on a soft card with a brand-blue edge. */
function drawTotal(doc: jsPDF, cover: Total, page: PageBox, top: number) {
  const height = 96;
  fill(doc, tint(BRAND, 0.93));
  doc.rect(page.margin, top, page.width - page.margin * 2, height, 'F');
  fill(doc, BRAND);
  doc.rect(page.margin, top, 4, height, 'F');
  const x = page.margin + 24;
  type(doc, 9, true, MUTED);
  doc.text('TOTAL SCORE', x, top + 24);
  const [score = '', max = ''] = cover.score.split(' / ');
  type(doc, 40, true, INK);
  doc.text(pdfText(score), x, top + 68);
  const scoreWidth = doc.getTextWidth(pdfText(score));
  type(doc, 16, false, MUTED);
  doc.text(pdfText(` / ${max}`), x + scoreWidth + 2, top + 68);
  const after = x + scoreWidth + widthOf(doc, ` / ${max}`, 16) + 22;
  const badgeTop = top + 68 - 11 - badgeHeight(11) / 2 + 4;
  const badge = drawBadge(doc, cover.badge, after, badgeTop, 11);
  if (cover.note) {
    type(doc, 10, false, MUTED);
    doc.text(pdfText(cover.note), after + badge + 10, baseline(badgeTop, badgeHeight(11), 10));
  }
}

export function drawCover(doc: jsPDF, cover: Cover, page: PageBox): void {
  drawBrand(doc, cover, page);
  const end = drawTitle(doc, cover, page, 250);
  const { score, badge, note } = cover;
  if (score && badge) drawTotal(doc, { score, badge, note }, page, Math.max(end + 36, 440));
  drawRidge(doc, page);
}

/** `text` as it fits in `width` in the current font, cut at a word with "..." when it does not. */
function fitted(doc: jsPDF, text: string, width: number): string {
  if (doc.getTextWidth(text) <= width) return text;
  const [first = ''] = doc.splitTextToSize(text, width - doc.getTextWidth('...')) as string[];
  return `${first}...`;
}

/**
 * The footer of every page but the cover: a hairline, the brand (the cover's, or `brandName` for a
 * document without one), whose report, the page number.
 */
export function drawFooters(
  doc: jsPDF,
  cover: Cover | undefined,
  page: PageBox,
  brandName: string,
): void {
  const pages = doc.getNumberOfPages();
  const y = page.height - 36;
  const brand = pdfText(cover?.brand ?? brandName);
  // The individual report is named after its reader; another document names itself.
  const report = cover?.name ? `Prioritization Report for ${cover.name}` : 'Prioritization Report';
  const who = pdfText(`  \u00b7  ${cover?.footer ?? report}`);
  for (let n = cover ? 2 : 1; n <= pages; n += 1) {
    doc.setPage(n);
    stroke(doc, LINE);
    doc.setLineWidth(0.75);
    doc.line(page.margin, y - 14, page.width - page.margin, y - 14);
    drawLogo(doc, page.margin, y - 8, 10);
    const brandWidth = widthOf(doc, brand, 8.5, true);
    ink(doc, BRAND_STRONG);
    doc.text(brand, page.margin + 15, y);
    type(doc, 8.5, false, MUTED);
    const number = `Page ${n} of ${pages}`;
    doc.text(number, page.width - page.margin, y, { align: 'right' });
    // A long name is cut to the room left of the page number.
    const room = page.width - page.margin * 2 - 15 - brandWidth - doc.getTextWidth(number) - 24;
    doc.text(fitted(doc, who, room), page.margin + 15 + brandWidth, y);
  }
}
