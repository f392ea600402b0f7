// The diagram palette: the accent from tokens.accent and neutral colours per theme, with text
// colours chosen for contrast (WCAG AA, 4.5:1) whatever accent a knowledge object brings.
import { contrastRatio as contrast, mix, parseHex, type Rgb, toHex } from '../../lib/colour';
import type { DiagramTheme } from './types';

export const DEFAULT_ACCENT = '#1d4ed8';

/** Semantic paints the layout uses; the palette turns them into colours. */
export type Paint =
  | 'background'
  | 'panel'
  | 'ink'
  | 'muted'
  | 'line'
  | 'accent'
  | 'accentSoft'
  | 'accentText'
  | 'onAccent'
  | 'none';

export type Palette = Record<Paint, string>;

export { contrastRatio as contrast, parseHex } from '../../lib/colour';

/** Moves `color` toward `target` in small steps until it reaches `ratio` against `against`. */
function untilContrast(color: Rgb, target: Rgb, against: Rgb, ratio: number): Rgb {
  let current = color;
  for (let step = 0; step < 20 && contrast(current, against) < ratio; step++)
    current = mix(current, target, 0.1);
  return current;
}

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [15, 23, 42];
const NIGHT: Rgb = [15, 23, 42];

export function palette(theme: DiagramTheme, accentValue?: string | null): Palette {
  const given = parseHex(accentValue) ?? (parseHex(DEFAULT_ACCENT) as Rgb);
  if (theme === 'dark') {
    const background = NIGHT;
    // Lines and markers need 3:1 against the background, text 4.5:1.
    const accent = untilContrast(given, WHITE, background, 3);
    const accentSoft = mix(accent, background, 0.75);
    // Checked against the lighter of the two surfaces it sits on.
    const accentText = untilContrast(accent, WHITE, accentSoft, 4.5);
    return {
      background: toHex(background),
      panel: '#1e293b',
      ink: '#f8fafc',
      muted: '#cbd5e1',
      line: '#64748b',
      accent: toHex(accent),
      accentSoft: toHex(accentSoft),
      accentText: toHex(accentText),
      onAccent: contrast(accent, NIGHT) >= 4.5 ? toHex(NIGHT) : '#ffffff',
      none: 'none',
    };
  }
  const background = WHITE;
  const accent = untilContrast(given, INK, background, 3);
  return {
    background: toHex(background),
    panel: '#f8fafc',
    ink: toHex(INK),
    muted: '#475569',
    line: '#94a3b8',
    accent: toHex(accent),
    accentSoft: toHex(mix(accent, WHITE, 0.9)),
    accentText: toHex(untilContrast(accent, INK, mix(accent, WHITE, 0.9), 4.5)),
    onAccent: contrast(WHITE, accent) >= 4.5 ? '#ffffff' : toHex(INK),
    none: 'none',
  };
}
