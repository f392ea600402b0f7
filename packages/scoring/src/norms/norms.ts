// How do I compare: counts of people by score, for the total, each family and each capability, and
// the share of them below a given score. The counts are small (one bucket per whole score), so a
// server can keep them up to date as results are saved and deleted.
import {
  CAPABILITIES,
  type CapabilityName,
  FAMILIES,
  type FamilyName,
} from '../model/capabilities';
import type { Results } from '../model/results';

/** People counted by whole score: bucket key (see normBucket) to count, and how many in all. */
export interface Histogram {
  n: number;
  counts: Record<string, number>;
}

export interface Norms {
  total: Histogram;
  families: Record<FamilyName, Histogram>;
  capabilities: Record<CapabilityName, Histogram>;
}

/** What the norms read of a result: its scores, and whether it is the error result. */
export type NormSource = Pick<
  Results,
  'rawOverallScore' | 'capabilityScores' | 'familyScores' | 'missingCapabilities'
> & { error?: string };

/**
 * The bucket of a score: the score rounded to the nearest whole number (halves up), as a string.
 * Scores are fractional when a question was left out as "not in my role"; the server keys its
 * stored counts with this same function.
 */
export const normBucket = (score: number): string => String(Math.round(score));

const emptyHistogram = (): Histogram => ({ n: 0, counts: {} });

export function emptyNorms(): Norms {
  const families = {} as Record<FamilyName, Histogram>;
  for (const f of FAMILIES) families[f.name] = emptyHistogram();
  const capabilities = {} as Record<CapabilityName, Histogram>;
  for (const c of CAPABILITIES) capabilities[c.name] = emptyHistogram();
  return { total: emptyHistogram(), families, capabilities };
}

/**
 * The scores a result counts with. Like a comparison, a family (or the total) summed over fewer
 * capabilities is on another scale, so it is not counted; the error result counts nowhere.
 */
function countedScores(result: NormSource) {
  const capabilities: Array<[CapabilityName, number]> = [];
  const families: Array<[FamilyName, number]> = [];
  if (result.error) return { capabilities, families, total: null };
  for (const c of result.capabilityScores)
    if (c.score !== null) capabilities.push([c.capability, c.score]);
  for (const f of result.familyScores)
    if (f.missing.length === 0) families.push([f.family, f.score]);
  const total = result.missingCapabilities.length === 0 ? result.rawOverallScore : null;
  return { capabilities, families, total };
}

/** A histogram with one more (step 1) or one fewer (step -1) at a score; never below zero. */
function counted(h: Histogram, score: number, step: 1 | -1): Histogram {
  const key = normBucket(score);
  const now = h.counts[key] ?? 0;
  if (step === -1 && now === 0) return h;
  const counts = { ...h.counts };
  if (now + step === 0) delete counts[key];
  else counts[key] = now + step;
  return { n: h.n + step, counts };
}

function moved(norms: Norms, result: NormSource, step: 1 | -1): Norms {
  const scores = countedScores(result);
  const families = { ...norms.families };
  for (const [name, score] of scores.families)
    families[name] = counted(families[name], score, step);
  const capabilities = { ...norms.capabilities };
  for (const [name, score] of scores.capabilities)
    capabilities[name] = counted(capabilities[name], score, step);
  return {
    total: scores.total === null ? norms.total : counted(norms.total, scores.total, step),
    families,
    capabilities,
  };
}

/** The norms with one more result counted. Pure: the norms given are not changed. */
export const addToNorms = (norms: Norms, result: NormSource): Norms => moved(norms, result, 1);

/**
 * The norms with a counted result taken out again (when it is deleted). Pure. A score whose bucket
 * is already empty is left at zero, so removing a result never counted cannot make counts negative.
 */
export const removeFromNorms = (norms: Norms, result: NormSource): Norms =>
  moved(norms, result, -1);

/**
 * The share (0-100, whole, rounded down) of the people counted whose score is strictly lower than
 * `score`, and how many were counted. The score is bucketed as the counts are, so a person is never
 * counted below themselves. Null when nobody is counted: a share of no one says nothing.
 */
export function percentileBelow(
  histogram: Histogram,
  score: number,
): { percent: number | null; n: number } {
  if (histogram.n <= 0) return { percent: null, n: 0 };
  const at = Math.round(score);
  let below = 0;
  for (const [key, count] of Object.entries(histogram.counts)) if (Number(key) < at) below += count;
  return { percent: Math.floor((100 * below) / histogram.n), n: histogram.n };
}
