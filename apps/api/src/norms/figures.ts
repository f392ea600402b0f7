// The norms and the measurement's quality as figures: pure functions from the rows the database
// gives (norms/queries.ts) to what a snapshot keeps and GET /api/norms answers.
import type { MeasurementQuality, NormsResponse } from '@peak/contracts';
import {
  type AnswerSet,
  addToNorms,
  emptyNorms,
  type NormSource,
  type Norms,
  type Reliability,
} from '@peak/scoring';

/**
 * A retest is an account's latest result and the one before it, saved at most this many days apart:
 * one pair per account, so no account moves the correlation more than another.
 */
export const RETEST_WITHIN_DAYS = 60;
/**
 * The retest correlation is published from this many pairs: below it, its 95% interval is wider
 * than ±0.2 around a typical r of 0.8, too wide to say anything about the measurement.
 */
export const RETEST_MIN_PAIRS = 30;

/**
 * The reliability figures read at most about this many answer sets: past it, a fixed sample of the
 * accounts. Alpha's standard error is then about 0.005, and memory and the time the figures hold
 * the event loop (about 0.15 s) stay bounded however many accounts there are.
 */
export const RELIABILITY_SAMPLE = 5000;

/** The share of the accounts whose answers are read: all of them up to RELIABILITY_SAMPLE. */
export const sampleShare = (accounts: number) =>
  Math.min(1, RELIABILITY_SAMPLE / Math.max(1, accounts));

/** Whether an account is in a sample of `share` of them: by a hash of its id, so the same each time. */
export function inSample(userId: string, share: number): boolean {
  if (share >= 1) return true;
  let hash = 0x811c9dc5;
  for (let i = 0; i < userId.length; i++) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // FNV's high bits barely move between ids like user_1 and user_2: mix them (murmur3's finaliser).
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 2 ** 32 < share;
}

/** The latest results of the accounts counted so far, folded. */
export interface Tally {
  n: number;
  norms: Norms;
  /** The sampled accounts' answers, for the reliability figures. */
  sets: AnswerSet[];
  /** Retest pairs of totals: [earlier, latest]. */
  retest: Array<[number, number]>;
  since: Date | null;
  until: Date | null;
}

export const emptyTally = (): Tally => ({
  n: 0,
  norms: emptyNorms(),
  sets: [],
  retest: [],
  since: null,
  until: null,
});

/** A total compares with another only when every capability was measured (else it is on another scale). */
const comparableTotal = (source: NormSource) =>
  !source.error && source.missingCapabilities.length === 0;

/**
 * The tally with one more account's latest result counted (its answers when the account is in the
 * sample, its retest when it has one). It changes the tally it is given: a fold over 20,000 results
 * would otherwise copy its lists each time.
 */
export function countLatest(
  tally: Tally,
  result: {
    source: NormSource;
    answers: AnswerSet | null;
    savedAt: Date;
    previous: NormSource | null;
  },
): Tally {
  const { source, previous, savedAt } = result;
  tally.n++;
  tally.norms = addToNorms(tally.norms, source);
  if (result.answers) tally.sets.push(result.answers);
  if (previous && comparableTotal(previous) && comparableTotal(source))
    tally.retest.push([previous.rawOverallScore, source.rawOverallScore]);
  if (!tally.since || savedAt < tally.since) tally.since = savedAt;
  if (!tally.until || savedAt > tally.until) tally.until = savedAt;
  return tally;
}

/** Pearson's r of the pairs; null with fewer than 2 or when either side does not vary. */
export function pearson(pairs: ReadonlyArray<readonly [number, number]>): number | null {
  const n = pairs.length;
  if (n < 2) return null;
  let mx = 0;
  let my = 0;
  for (const [x, y] of pairs) {
    mx += x;
    my += y;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of pairs) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : null;
}

/** Figures are published to two decimals, as reliability coefficients are reported. */
const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * The measurement's quality, from `results` answer sets: each capability's alpha where it was
 * estimated (none below RELIABILITY_MIN_RESULTS complete answer sets: then null), and the retest
 * correlation of the totals from RETEST_MIN_PAIRS pairs on.
 */
export function measurementQuality(
  results: number,
  reliability: Reliability,
  retestPairs: ReadonlyArray<readonly [number, number]>,
): MeasurementQuality {
  const estimated = Object.entries(reliability.capabilities)
    .filter(([, scale]) => scale.alphaSource === 'estimated')
    .map(([name, scale]) => [name, round2(scale.alpha)] as const);
  const r = retestPairs.length >= RETEST_MIN_PAIRS ? pearson(retestPairs) : null;
  return {
    results,
    alpha: estimated.length > 0 ? Object.fromEntries(estimated) : null,
    retest:
      r === null
        ? null
        : { pairs: retestPairs.length, correlation: round2(r), withinDays: RETEST_WITHIN_DAYS },
  };
}

/** What a snapshot keeps besides its cutoff and size. */
export interface SnapshotFigures {
  since: string | null;
  until: string | null;
  norms: Norms;
  quality: MeasurementQuality;
  /** What comparisons judge change with (the defaults while too few results are stored). */
  reliability: Reliability;
}

/** A day, not a moment: the dates say how current the norms are, not when someone saved. */
const isoDay = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

export function snapshotFigures(tally: Tally, reliability: Reliability): SnapshotFigures {
  return {
    since: isoDay(tally.since),
    until: isoDay(tally.until),
    norms: tally.norms,
    quality: measurementQuality(tally.sets.length, reliability, tally.retest),
    reliability,
  };
}

/** GET /api/norms for a published snapshot: the histograms only from `minimum` accounts on. */
export function normsAnswer(
  snapshot: { n: number; figures: SnapshotFigures },
  minimum: number,
): NormsResponse {
  const { since, until, norms, quality } = snapshot.figures;
  return {
    n: snapshot.n,
    minimum,
    since,
    until,
    norms: snapshot.n >= minimum ? norms : null,
    quality,
  };
}

/**
 * Whether a new snapshot may be published. Two answers must never differ by one person's result,
 * or subtracting one from the other would show it: so only when there is none yet, or once `batch`
 * accounts differ from those the published one counted (`changed`: accounts added, deleted, or whose
 * latest complete result is another; saving the same answers again changes nothing). The histograms
 * appear, and appear again after the count fell under the minimum, only with such a batch too.
 * Residual risk: someone who controls batch - 1 accounts and changes all of them right after a
 * publication, while exactly one other person saves or deletes, can subtract their own known
 * results from the next difference and is left with that person's. Their accounts, their saves and
 * the timing needed make it costly, and the norms never say who; a larger NORMS_BATCH raises the cost.
 */
export function publicationDue(state: {
  published: { n: number } | null;
  changed: number;
  batch: number;
}): boolean {
  if (!state.published) return true;
  return state.changed >= state.batch;
}
