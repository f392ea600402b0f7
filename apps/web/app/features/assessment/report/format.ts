// Pure helpers of the report: number formatting, band ranges, chart ordering and text splitting.
import {
  BAND_LABELS,
  type Band,
  CAPABILITY_BAND,
  type CapabilityScore,
  DISPLAY_ORDER,
  FAMILY_BAND,
  MATURITY_BAND,
} from '@peak/scoring';

/** Scores may be fractional (10.5): at most one decimal, no trailing ".0". */
export function formatScore(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** "12 out of 15": for labels read aloud (chart summaries, table cells). */
export const outOf = (value: number, max: number) =>
  `${formatScore(value)} out of ${formatScore(max)}`;

/** Width of a bar as a CSS percentage, clamped to 0-100. */
export function percent(value: number, max: number): string {
  if (!(max > 0) || !Number.isFinite(value)) return '0%';
  return `${formatScore(Math.min(100, Math.max(0, (value / max) * 100)))}%`;
}

export interface BandRow {
  band: Band;
  capability: string;
  family: string;
  total: string;
}

/** "3–5.4": band `index` of a scale; a range includes its lower bound only (the top band both). */
function range(scale: { min: number; width: number }, index: number): string {
  return `${formatScore(scale.min + index * scale.width)}–${formatScore(scale.min + (index + 1) * scale.width)}`;
}

/** The five equal-width bands on the capability, family and total scales. */
export function bandTable(): BandRow[] {
  return BAND_LABELS.map((band, index) => ({
    band,
    capability: range(CAPABILITY_BAND, index),
    family: range(FAMILY_BAND, index),
    total: range(MATURITY_BAND, index),
  }));
}

/** Lower bands are drawn lighter; every step stays visible on white. */
const BAND_OPACITY: Record<Band, number> = {
  Starting: 0.45,
  Emerging: 0.6,
  Developing: 0.75,
  Proficient: 0.88,
  Expert: 1,
};

export const bandOpacity = (band: Band | null): number => (band ? BAND_OPACITY[band] : 0.45);

const displayIndex = (capability: string) =>
  DISPLAY_ORDER.indexOf(capability as (typeof DISPLAY_ORDER)[number]);

/** Highest first; ties keep the fixed display order; unmeasured capabilities go last. */
export function sortByScore(scores: readonly CapabilityScore[]): CapabilityScore[] {
  return [...scores].sort((a, b) => {
    if (a.score === null || b.score === null) {
      if (a.score === b.score) return displayIndex(a.capability) - displayIndex(b.capability);
      return a.score === null ? 1 : -1;
    }
    return b.score - a.score || displayIndex(a.capability) - displayIndex(b.capability);
  });
}

/** The capability scores in the fixed display order (radar overview). */
export function inDisplayOrder(scores: readonly CapabilityScore[]): CapabilityScore[] {
  return [...scores].sort((a, b) => displayIndex(a.capability) - displayIndex(b.capability));
}

/** Splits a text into paragraphs on blank lines; single line breaks stay inside a paragraph. */
export function paragraphs(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** "about 1.2 seconds": the low-effort note's average time per question. */
export function secondsLabel(ms: number): string {
  const seconds = formatScore(Math.max(0, ms) / 1000);
  return `${seconds} ${seconds === '1' ? 'second' : 'seconds'}`;
}

/** Where the free review is booked: the external form when configured, else the contact page. */
export function reviewLink(formUrl: unknown): { href: string; external: boolean } {
  if (typeof formUrl === 'string' && /^https?:\/\//i.test(formUrl.trim())) {
    return { href: formUrl.trim(), external: true };
  }
  return { href: '/contact', external: false };
}

/** Splits a long label over two lines near its middle space (radar labels). */
export function twoLines(label: string): [string] | [string, string] {
  const words = label.split(' ');
  if (words.length < 2 || label.length <= 12) return [label];
  let best = 1;
  for (let i = 1; i < words.length; i++) {
    const left = words.slice(0, i).join(' ').length;
    const bestLeft = words.slice(0, best).join(' ').length;
    if (Math.abs(left - label.length / 2) < Math.abs(bestLeft - label.length / 2)) best = i;
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}
