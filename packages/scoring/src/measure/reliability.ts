// How reliable each score is: Cronbach's alpha and the spread of the score across people, for every
// capability (its items), family (its capabilities' items) and the total (all items). Estimated
// from stored answer sets once there are enough of them; documented defaults until then.
import {
  CAPABILITIES,
  type CapabilityName,
  FAMILIES,
  type FamilyName,
} from '../model/capabilities';
import {
  CAPABILITY_MULTIPLIER,
  DEFAULT_ALPHA,
  DEFAULT_SD,
  QUESTIONS_PER_CAPABILITY,
  RELIABILITY_MIN_RESULTS,
} from '../model/constants';
import type { AssessmentResponse, Question } from '../model/types';
import { isAnswer, isScoredQuestion } from '../responses';

/** The three kinds of score a comparison and the norms cover. */
export type ScaleLevel = 'capability' | 'family' | 'total';

/** Whether a figure was estimated from stored answer sets or is the documented default. */
export type FigureSource = 'estimated' | 'default';

export interface ScaleReliability {
  /** Cronbach's alpha of the score's items. */
  alpha: number;
  /** Standard deviation of the score across people, in score points. */
  sd: number;
  alphaSource: FigureSource;
  sdSource: FigureSource;
  /** The answer sets the figures were estimated from: those that answer every item of the score. */
  n: number;
  /** How many items the score has in the bank. */
  items: number;
}

export interface Reliability {
  capabilities: Record<CapabilityName, ScaleReliability>;
  families: Record<FamilyName, ScaleReliability>;
  total: ScaleReliability;
  /** How many answer sets were given. */
  n: number;
}

/**
 * One stored answer set: the results' `responses`, questionId to the answer (null in `doing` for
 * "This does not happen in my role").
 */
export type AnswerSet = Readonly<Record<string, Pick<AssessmentResponse, 'doing'> | undefined>>;

/** Sample variance (n - 1); alpha is a ratio of variances, so the denominator cancels anyway. */
function variance(values: readonly number[]): number {
  const n = values.length;
  if (n < 2) return 0;
  let mean = 0;
  for (const v of values) mean += v;
  mean /= n;
  let ss = 0;
  for (const v of values) ss += (v - mean) ** 2;
  return ss / (n - 1);
}

/**
 * Cronbach's alpha: k / (k - 1) x (1 - sum of item variances / variance of the sum), with rows the
 * respondents and columns the items. Null when there are fewer than 2 items or 2 rows, when the
 * rows differ in length, or when the sums do not vary (alpha is then 0 / 0).
 */
export function cronbachAlpha(rows: readonly (readonly number[])[]): number | null {
  const k = rows[0]?.length ?? 0;
  if (rows.length < 2 || k < 2 || rows.some((r) => r.length !== k)) return null;
  let itemVariances = 0;
  for (let j = 0; j < k; j++) itemVariances += variance(rows.map((r) => r[j] as number));
  const totalVariance = variance(rows.map((r) => r.reduce((s, x) => s + x, 0)));
  if (totalVariance === 0) return null;
  return (k / (k - 1)) * (1 - itemVariances / totalVariance);
}

const defaultScale = (level: ScaleLevel, items: number, n = 0): ScaleReliability => ({
  alpha: DEFAULT_ALPHA[level],
  sd: DEFAULT_SD[level],
  alphaSource: 'default',
  sdSource: 'default',
  n,
  items,
});

/** The scales of a bank: each capability's scored questions (in id order), each family's, all. */
function scalesOf(questions: readonly Question[]) {
  const byCapability = new Map<CapabilityName, string[]>(CAPABILITIES.map((c) => [c.name, []]));
  const scored = questions.filter(isScoredQuestion);
  scored.sort((a, b) => (a.questionId < b.questionId ? -1 : a.questionId > b.questionId ? 1 : 0));
  for (const q of scored) byCapability.get(q.capability as CapabilityName)?.push(q.questionId);
  return byCapability;
}

/**
 * The score of one answer set over a list of capabilities, as the engine scores it (mean answer x
 * 3 per capability, summed), with the items in order; null unless every item is answered, as alpha
 * needs complete rows.
 */
function completeRow(
  set: AnswerSet,
  capabilities: readonly CapabilityName[],
  items: ReadonlyMap<CapabilityName, readonly string[]>,
): { answers: number[]; score: number } | null {
  const answers: number[] = [];
  let score = 0;
  for (const capability of capabilities) {
    const ids = items.get(capability) ?? [];
    let sum = 0;
    for (const id of ids) {
      const doing = set[id]?.doing;
      if (!isAnswer(doing)) return null;
      answers.push(doing);
      sum += doing;
    }
    if (ids.length) score += (sum / ids.length) * CAPABILITY_MULTIPLIER;
  }
  return { answers, score };
}

function estimateScale(
  level: ScaleLevel,
  sets: readonly AnswerSet[],
  capabilities: readonly CapabilityName[],
  items: ReadonlyMap<CapabilityName, readonly string[]>,
): ScaleReliability {
  const itemCount = capabilities.reduce((s, c) => s + (items.get(c)?.length ?? 0), 0);
  const rows: number[][] = [];
  const scores: number[] = [];
  for (const set of sets) {
    const row = completeRow(set, capabilities, items);
    if (!row) continue;
    rows.push(row.answers);
    scores.push(row.score);
  }
  const scale = defaultScale(level, itemCount, rows.length);
  if (rows.length < RELIABILITY_MIN_RESULTS) return scale;
  const sd = Math.sqrt(variance(scores));
  // A score that does not vary across people has no spread to measure change against.
  if (sd > 0) {
    scale.sd = sd;
    scale.sdSource = 'estimated';
  }
  // Alpha at or below 0 says the items do not measure one thing: no threshold can be built on it.
  const alpha = cronbachAlpha(rows);
  if (alpha !== null && alpha > 0) {
    scale.alpha = alpha;
    scale.alphaSource = 'estimated';
  }
  return scale;
}

/**
 * Alpha and standard deviation of every capability, family and the total, from stored answer sets
 * scored with this bank. Each score uses the answer sets that answer all its items (an item left
 * out as "not in my role" drops the set from that score's figures only); with fewer than
 * RELIABILITY_MIN_RESULTS of them, or when a figure cannot be computed, the default is used and
 * said so.
 */
export function estimateReliability(
  sets: readonly AnswerSet[],
  questions: readonly Question[],
): Reliability {
  const items = scalesOf(questions);
  const capabilities = {} as Record<CapabilityName, ScaleReliability>;
  for (const c of CAPABILITIES)
    capabilities[c.name] = estimateScale('capability', sets, [c.name], items);
  const families = {} as Record<FamilyName, ScaleReliability>;
  for (const f of FAMILIES) families[f.name] = estimateScale('family', sets, f.capabilities, items);
  const all = CAPABILITIES.map((c) => c.name);
  return {
    capabilities,
    families,
    total: estimateScale('total', sets, all, items),
    n: sets.length,
  };
}

/** The documented defaults for every score: what a comparison uses before any result is stored. */
export function defaultReliability(): Reliability {
  const capabilities = {} as Record<CapabilityName, ScaleReliability>;
  const per = QUESTIONS_PER_CAPABILITY;
  for (const c of CAPABILITIES) capabilities[c.name] = defaultScale('capability', per);
  const families = {} as Record<FamilyName, ScaleReliability>;
  for (const f of FAMILIES) families[f.name] = defaultScale('family', per * f.capabilities.length);
  return { capabilities, families, total: defaultScale('total', per * CAPABILITIES.length), n: 0 };
}
