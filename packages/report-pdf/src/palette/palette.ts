// The one palette of the assessment's families and bands, used by the report, the PDF and the
// /assessment page. Family colours are the specification's fixed colours (the families in
// @peak/scoring carry the same, a test holds them equal; only types are imported here, so a page
// can use the palette without the engine's code); each has a soft tint for backgrounds. Band colours run from
// a warm Starting to a deep Expert; each badge pairs its fill with a text colour of at least 4.5:1
// contrast, and the band's name is always written on it, so colour never carries meaning alone.
import type { Band } from '@peak/scoring';
import { contrastRatio, mix, parseHex, type Rgb, toHex } from './colour';
import { familyColour } from './family-colours';

export { familyColour };

export interface Swatch {
  /** The colour itself: bars, lines, the radar's points. */
  base: string;
  /** A light tint for backgrounds behind ink-coloured text. */
  soft: string;
  /** Text on `base` (white or ink, whichever reads at 4.5:1). */
  onBase: string;
}

const INK = '#0f172a';
const WHITE = '#ffffff';

const WHITE_RGB: Rgb = [255, 255, 255];

/** A #rrggbb colour's channels (black for anything else). */
export const hexToRgb = (hex: string): Rgb => parseHex(hex) ?? [0, 0, 0];

/** `amount` (0-1) of white mixed into `hex`. */
export const tint = (hex: string, amount: number) => toHex(mix(hexToRgb(hex), WHITE_RGB, amount));

/** WCAG contrast ratio of two colours (1-21). */
export const contrast = (a: string, b: string): number => contrastRatio(hexToRgb(a), hexToRgb(b));

const swatch = (base: string, soft = tint(base, 0.85)): Swatch => ({
  base,
  soft,
  onBase: contrast(base, WHITE) >= 4.5 ? WHITE : INK,
});

// Swatches are computed when asked for, so a page that needs only a colour carries no more code.
export const familySwatch = (family: string): Swatch => swatch(familyColour(family));

/**
 * Starting to Expert as one slate ramp, light to dark: a progression that no family hue can be
 * mistaken for (text chosen for 4.5:1; the lightest badges get a border from the next step).
 */
const BAND_BASES: Readonly<Record<Band, string>> = {
  Starting: '#e2e8f0',
  Emerging: '#cbd5e1',
  Developing: '#94a3b8',
  Proficient: '#475569',
  Expert: '#0f172a',
};

export const bandSwatch = (band: Band): Swatch => swatch(BAND_BASES[band]);

/** A band badge's outline: its own colour, or slate where that is too light to stand out on white. */
export const bandBorder = (band: Band): string =>
  contrast(BAND_BASES[band], WHITE) >= 3 ? BAND_BASES[band] : '#64748b';
