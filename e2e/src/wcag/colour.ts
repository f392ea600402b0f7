// Colour arithmetic for the checks, in Node: the page reports computed colours (rgb() strings),
// these judge them (WCAG 2.2's relative luminance and contrast ratio).
export interface Rgb {
  r: number;
  g: number;
  b: number;
  a: number;
}

export function parseColour(value: string): Rgb | null {
  const m = value.match(/rgba?\(([^)]+)\)/);
  if (!m?.[1]) return null;
  const parts = m[1]
    .split(/[ ,/]+/)
    .filter(Boolean)
    .map((p) => (p.endsWith('%') ? Number(p.slice(0, -1)) / 100 : Number(p)));
  const [r = 0, g = 0, b = 0, a = 1] = parts;
  return { r, g, b, a };
}

const channel = (v: number) => {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

export const luminance = (c: Rgb) =>
  0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);

/** `over` composited on the opaque `under`. */
export const composite = (over: Rgb, under: Rgb): Rgb => ({
  r: over.r * over.a + under.r * (1 - over.a),
  g: over.g * over.a + under.g * (1 - over.a),
  b: over.b * over.a + under.b * (1 - over.a),
  a: 1,
});

/**
 * `value` as a greyscale screen shows it: CSS `filter: grayscale(1)` (Filter Effects 1's matrix),
 * which weighs the encoded channels, so a pair of colours can lose contrast that luminance kept.
 */
export function greyscale(value: string): string {
  const c = parseColour(value);
  if (!c) return value;
  const y = 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;
  return `rgba(${y}, ${y}, ${y}, ${c.a})`;
}

export function contrastRatio(a: string, b: string): number {
  const under = parseColour(b) ?? { r: 255, g: 255, b: 255, a: 1 };
  const overRaw = parseColour(a);
  if (!overRaw) return 1;
  const over = composite(overRaw, under);
  const [hi, lo] = [luminance(over), luminance(under)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
