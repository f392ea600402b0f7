// The PDF's drawing primitives: its few colours, type settings, the band and label badges and the
// Peak Partners logo, all drawn as vectors and real text (no images), so the file stays small and
// every word can be selected and searched.
import type { jsPDF } from 'jspdf';
import type { Badge } from '../../blocks';
import { hexToRgb } from '../../palette/palette';

/** The site's ink, muted text, hairline and brand colours (the web app's global.css and header). */
export const INK = '#0f172a';
export const MUTED = '#475569';
export const LINE = '#e2e8f0';
export const BRAND = '#1d4ed8';
export const BRAND_STRONG = '#1e3a8a';
export const BRAND_SOFT = '#dbeafe';
export const WHITE = '#ffffff';

export const fill = (doc: jsPDF, hex: string) => doc.setFillColor(...hexToRgb(hex));
export const stroke = (doc: jsPDF, hex: string) => doc.setDrawColor(...hexToRgb(hex));
export const ink = (doc: jsPDF, hex: string) => doc.setTextColor(...hexToRgb(hex));

/** Sets the font (Helvetica, one of the PDF's built-in fonts), its size and its colour. */
export function type(doc: jsPDF, size: number, bold = false, colour = INK): void {
  doc.setFont('helvetica', bold ? 'bold' : 'normal');
  doc.setFontSize(size);
  ink(doc, colour);
}

/** The width of `text` in the font given (sets that font). */
export function widthOf(doc: jsPDF, text: string, size: number, bold = false): number {
  type(doc, size, bold);
  return doc.getTextWidth(pdfText(text));
}

/** Where the baseline of a line of `size` sits so the text is centred in a line box of `height`. */
export const baseline = (top: number, height: number, size: number) =>
  top + height / 2 + size * 0.35;

const REPLACEMENTS: Array<[RegExp, string]> = [
  [/[\u2018\u2019\u201a\u2032]/g, "'"],
  [/[\u201c\u201d\u201e\u2033]/g, '"'],
  [/[\u2010-\u2015\u2212]/g, '-'],
  [/\u2026/g, '...'],
  [/\u2022/g, '-'],
  [/[\t\u00a0\u2000-\u200a\u202f\u205f]/g, ' '],
];

/**
 * The PDF's built-in fonts cover Latin-1 only: typographic punctuation becomes its plain form and
 * anything else outside Latin-1 is left out rather than printed as garbage.
 */
export function pdfText(text: string): string {
  let plain = text;
  for (const [pattern, replacement] of REPLACEMENTS) plain = plain.replace(pattern, replacement);
  return plain.replace(/[^\u0020-\u007e\u00a0-\u00ff\n]/g, '');
}

/** A badge's height for a font size. */
export const badgeHeight = (size: number) => size * 1.9;

export const badgeWidth = (doc: jsPDF, badge: Badge, size: number) =>
  widthOf(doc, badge.text, size, true) + size * 1.6;

/** Draws a badge (a pill with its name on it) with its top-left corner at x, top; returns its width. */
export function drawBadge(doc: jsPDF, badge: Badge, x: number, top: number, size = 8.5): number {
  const width = badgeWidth(doc, badge, size);
  const height = badgeHeight(size);
  fill(doc, badge.fill);
  if (badge.border) {
    stroke(doc, badge.border);
    doc.setLineWidth(0.75);
  }
  doc.roundedRect(x, top, width, height, height / 2, height / 2, badge.border ? 'FD' : 'F');
  type(doc, size, true, badge.ink);
  doc.text(pdfText(badge.text), x + size * 0.8, baseline(top, height, size));
  return width;
}

/**
 * The Peak Partners logo (the site header's 32-unit SVG): a brand-blue rounded square with a white
 * mountain. `inverse` draws it white on blue's opposite, for a blue background.
 */
export function drawLogo(doc: jsPDF, x: number, y: number, size: number, inverse = false): void {
  const unit = size / 32;
  fill(doc, inverse ? WHITE : BRAND);
  doc.roundedRect(x, y, size, size, 6 * unit, 6 * unit, 'F');
  fill(doc, inverse ? BRAND : WHITE);
  // M6 24 L14 10 L19 18 L22 14 L26 24 Z, as steps from the first point.
  const steps = [
    [8, -14],
    [5, 8],
    [3, -4],
    [4, 10],
  ].map(([dx = 0, dy = 0]) => [dx * unit, dy * unit]);
  doc.lines(steps, x + 6 * unit, y + 24 * unit, [1, 1], 'F', true);
}
