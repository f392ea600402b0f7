// How the norms are said: "Higher than 64% of the 1,240 people who saved results here since March
// 2026" for the total, "Higher than 64%" beside a family or a capability, and the sentence below
// the minimum. Pure, so every text is unit-tested.
import type { NormsResponse } from '@peak/contracts';
import { type Histogram, type Norms, percentileBelow } from '@peak/scoring';
import { monthYearUtc } from '../../lib/dates';
import { groupDigits } from '../../lib/numbers';

/** "March 2026" (read in UTC, so every reader sees the same month), or null for a missing date. */
export function sinceMonth(iso: string | null | undefined): string | null {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? null : monthYearUtc(time);
}

/** Which histogram a score is placed in. */
export type NormScale =
  | { level: 'total' }
  | { level: 'family'; name: string }
  | { level: 'capability'; name: string };

function histogramOf(norms: Norms, scale: NormScale): Histogram | undefined {
  if (scale.level === 'total') return norms.total;
  const group: Record<string, Histogram | undefined> =
    scale.level === 'family' ? norms.families : norms.capabilities;
  return group[scale.name];
}

/**
 * The share of the people counted who scored lower, and how many were counted; null when there
 * are no norms yet, no one is counted on that scale, or the score is missing.
 */
export function placeOf(
  response: NormsResponse | null | undefined,
  scale: NormScale,
  score: number | null | undefined,
): { percent: number; n: number } | null {
  if (!response?.norms || typeof score !== 'number' || !Number.isFinite(score)) return null;
  const histogram = histogramOf(response.norms, scale);
  if (!histogram) return null;
  const { percent, n } = percentileBelow(histogram, score);
  return percent === null ? null : { percent, n };
}

/** "Higher than 64%": beside a family's or a capability's score. */
export const shortPlaceText = (percent: number) => `Higher than ${percent}%`;

/** 1240 -> "1,240". The norms arrive after the report has painted, so Intl's cost is no one's wait. */
const count = groupDigits;

const people = (n: number) =>
  n === 1 ? 'the 1 person who saved results here' : `the ${count(n)} people who saved results here`;

/**
 * The total's sentence: where the reader stands among the people who saved results here, or, below
 * the minimum, when that will show. Null while nothing can be said (no answer, no one counted).
 */
export function totalPlaceSentence(
  response: NormsResponse | null | undefined,
  total: number | null | undefined,
): string | null {
  if (!response) return null;
  if (!response.norms) return belowMinimumSentence(response);
  const place = placeOf(response, { level: 'total' }, total);
  if (!place) return null;
  const since = sinceMonth(response.since);
  return `Higher than ${place.percent}% of ${people(place.n)}${since ? ` since ${since}` : ''}.`;
}

/** "How you compare with others appears once 200 people have saved results here (37 so far)." */
export const belowMinimumSentence = (response: Pick<NormsResponse, 'minimum' | 'n'>) =>
  `How you compare with others appears once ${count(response.minimum)} people have saved results here (${count(response.n)} so far).`;
