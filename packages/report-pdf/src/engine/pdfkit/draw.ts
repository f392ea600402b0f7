// The PDF's drawing primitives: its few colours, type settings, the band and label badges and the
// Peak Partners logo, all drawn as vectors and real text in an embedded font (no images), so the
// file stays small and every word can be selected, searched and read aloud.
import type { Badge } from '../../blocks';
import type { Surface } from './surface';

/** The site's ink, muted text, hairline and brand colours (the web app's global.css and header). */
export const INK = '#0f172a';
export const MUTED = '#475569';
export const LINE = '#e2e8f0';
export const BRAND = '#1d4ed8';
export const BRAND_STRONG = '#1e3a8a';
export const BRAND_SOFT = '#dbeafe';
export const WHITE = '#ffffff';

/** Where the baseline of a line of `size` sits so the text is centred in a line box of `height`. */
export const baseline = (top: number, height: number, size: number) =>
  top + height / 2 + size * 0.35;

const REPLACEMENTS: Array<[RegExp, string]> = [
  [/[\t\u00a0\u2000-\u200a\u202f\u205f]/g, ' '],
  [/[\u200b-\u200d\u2060\ufeff]/g, ''],
];

/**
 * The text as the page writes it: the embedded font has typographic punctuation, so only odd
 * spaces become plain ones, and what no font of a report needs (control characters, emoji) is
 * left out rather than printed as empty boxes.
 */
export function pdfText(text: string): string {
  let plain = text;
  for (const [pattern, replacement] of REPLACEMENTS) plain = plain.replace(pattern, replacement);
  return plain.replace(/\p{Cc}|\p{Emoji_Presentation}|\uFE0F/gu, (c) => (c === '\n' ? c : ''));
}

/** A badge's height for a font size. */
export const badgeHeight = (size: number) => size * 1.9;

export const badgeWidth = (s: Surface, badge: Badge, size: number) =>
  s.widthOf(pdfText(badge.text), size, true) + size * 1.6;

/**
 * Draws a badge (a pill with its name on it) with its top-left corner at x, top; returns its width.
 * The pill is decoration; its name is text of the element being drawn.
 */
export function drawBadge(s: Surface, badge: Badge, x: number, top: number, size = 8.5): number {
  const width = badgeWidth(s, badge, size);
  const height = badgeHeight(size);
  const border = badge.border ? { colour: badge.border, width: 0.75 } : undefined;
  s.roundedRect(x, top, width, height, height / 2, badge.fill, border);
  s.type(size, true, badge.ink);
  s.text(pdfText(badge.text), x + size * 0.8, baseline(top, height, size));
  return width;
}

/**
 * The Peak Partners logo (the site header's 32-unit SVG): a brand-blue rounded square with a white
 * mountain. `inverse` draws it white on blue's opposite, for a blue background. Decoration.
 */
export function drawLogo(s: Surface, x: number, y: number, size: number, inverse = false): void {
  const unit = size / 32;
  s.artifact(() => {
    s.roundedRect(x, y, size, size, 6 * unit, inverse ? WHITE : BRAND);
    // M6 24 L14 10 L19 18 L22 14 L26 24 Z
    const points = [
      [6, 24],
      [14, 10],
      [19, 18],
      [22, 14],
      [26, 24],
    ].map(([px = 0, py = 0]) => [x + px * unit, y + py * unit] as const);
    s.polygon(points, inverse ? BRAND : WHITE);
  });
}
