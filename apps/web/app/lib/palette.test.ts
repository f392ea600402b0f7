import { BAND_LABELS, FAMILIES } from '@peak/scoring';
import { describe, expect, it } from 'vitest';
import { bandBorder, bandSwatch, contrast, familyColour, familySwatch } from './palette';

describe('the palette', () => {
  it('gives each family its specified colour, with text on it at 4.5:1 or more', () => {
    for (const f of FAMILIES) {
      const s = familySwatch(f.name);
      expect(s.base).toBe(f.colour);
      expect(contrast(s.base, s.onBase)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(s.soft, '#0f172a')).toBeGreaterThanOrEqual(4.5);
    }
    expect(familyColour('Not a family')).toBe('#475569');
  });

  it('colours the five bands as one ramp, light to dark, each with readable text on its badge', () => {
    const darkness = BAND_LABELS.map((b) => contrast(bandSwatch(b).base, '#ffffff'));
    expect([...darkness].sort((a, b) => a - b)).toEqual(darkness);
    expect(new Set(darkness).size).toBe(5);
    for (const band of BAND_LABELS) {
      const s = bandSwatch(band);
      expect(contrast(s.base, s.onBase)).toBeGreaterThanOrEqual(4.5);
      // The outline of a badge stands out on the white page (non-text contrast, 3:1).
      expect(contrast(bandBorder(band), '#ffffff')).toBeGreaterThanOrEqual(3);
    }
  });
});
