// Reliability and reliable change: alpha by hand and by textbook formulas, the defaults, and the
// Jacobson & Truax threshold.
import { describe, expect, it } from 'vitest';
import {
  type AnswerSet,
  CAPABILITIES,
  changeVerdict,
  cronbachAlpha,
  DEFAULT_ALPHA,
  DEFAULT_SD,
  defaultReliability,
  estimateReliability,
  FAMILIES,
  RELIABILITY_MIN_RESULTS,
  RELIABLE_CHANGE_Z,
  reliableChangeIndex,
  reliableChangeThreshold,
  standardErrorOfDifference,
  standardErrorOfMeasurement,
} from '../src';
import { answerAsPerson, drawPerson, itemOffsets, random } from '../src/calibrate/simulate';
import { questions, scoredQuestions } from './helpers';

/** Population-free helpers for the textbook checks: mean and sample covariance. */
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
function covariance(xs: readonly number[], ys: readonly number[]): number {
  const mx = mean(xs);
  const my = mean(ys);
  return xs.reduce((s, x, i) => s + (x - mx) * ((ys[i] as number) - my), 0) / (xs.length - 1);
}

/** Alpha from the mean inter-item covariance c and mean item variance v: k c / (v + (k - 1) c). */
function alphaFromCovariances(rows: number[][]): number {
  const k = (rows[0] as number[]).length;
  const column = (j: number) => rows.map((r) => r[j] as number);
  let v = 0;
  let c = 0;
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++) {
      if (i === j) v += covariance(column(i), column(i));
      else c += covariance(column(i), column(j));
    }
  v /= k;
  c /= k * (k - 1);
  return (k * c) / (v + (k - 1) * c);
}

/** Rulon's split-half formula, 1 - var(difference) / var(sum): alpha itself for two items. */
function rulon(rows: number[][]): number {
  const sums = rows.map(([a, b]) => (a as number) + (b as number));
  const diffs = rows.map(([a, b]) => (a as number) - (b as number));
  return 1 - covariance(diffs, diffs) / covariance(sums, sums);
}

const randomRows = (seed: number, n: number, k: number) => {
  const rng = random(seed);
  return Array.from({ length: n }, () => {
    const person = rng.normal(0.8);
    return Array.from({ length: k }, () =>
      Math.min(5, Math.max(1, Math.round(3 + person + rng.normal(0.8)))),
    );
  });
};

describe('cronbachAlpha', () => {
  it('matches a hand computation', () => {
    // Item variances 5/3, 2/3 and 4/3 (sum 11/3); sums 8, 10, 13, 15 have variance 29/3;
    // alpha = 3/2 x (1 - 11/29) = 27/29.
    const rows = [
      [2, 3, 3],
      [3, 4, 3],
      [4, 4, 5],
      [5, 5, 5],
    ];
    expect(cronbachAlpha(rows)).toBeCloseTo(27 / 29, 12);
  });

  it.each([
    [3, 200, 3],
    [4, 150, 9],
    [5, 120, 36],
  ])('agrees with the covariance formula (seed %i, %i rows, %i items)', (seed, n, k) => {
    const rows = randomRows(seed, n, k);
    expect(cronbachAlpha(rows)).toBeCloseTo(alphaFromCovariances(rows), 10);
  });

  it("equals Rulon's split-half formula for two items", () => {
    const rows = randomRows(11, 80, 2);
    expect(cronbachAlpha(rows)).toBeCloseTo(rulon(rows), 10);
  });

  it('is null without two items, two rows or any variance of the sums', () => {
    expect(cronbachAlpha([])).toBeNull();
    expect(cronbachAlpha([[1, 2, 3]])).toBeNull();
    expect(cronbachAlpha([[1], [2], [3]])).toBeNull();
    expect(
      cronbachAlpha([
        [3, 3],
        [3, 3],
      ]),
    ).toBeNull();
    // The sums do not vary although the items do.
    expect(
      cronbachAlpha([
        [1, 5],
        [5, 1],
      ]),
    ).toBeNull();
    expect(cronbachAlpha([[1, 2], [3]])).toBeNull();
  });
});

/** Answer sets as results store them, from the calibration's simulated respondents. */
function simulatedSets(n: number, seed: number): AnswerSet[] {
  const rng = random(seed);
  const offsets = itemOffsets(scoredQuestions, rng);
  return Array.from({ length: n }, () => {
    const answers = answerAsPerson(drawPerson(rng), scoredQuestions, offsets, rng);
    return Object.fromEntries(answers.responses.map((r) => [r.questionId, r]));
  });
}

describe('estimateReliability', () => {
  it('uses the documented defaults below the minimum, and says so with the n', () => {
    const sets = simulatedSets(RELIABILITY_MIN_RESULTS - 1, 1);
    const r = estimateReliability(sets, questions);
    expect(r.n).toBe(RELIABILITY_MIN_RESULTS - 1);
    expect(r.total).toMatchObject({
      alpha: DEFAULT_ALPHA.total,
      sd: DEFAULT_SD.total,
      alphaSource: 'default',
      sdSource: 'default',
      items: 36,
    });
    expect(r.total.n).toBeLessThanOrEqual(RELIABILITY_MIN_RESULTS - 1);
    expect(r.families['Execution Rhythms']).toMatchObject({
      alpha: DEFAULT_ALPHA.family,
      sd: DEFAULT_SD.family,
      items: 9,
    });
    expect(r.capabilities['Tool Fluency']).toMatchObject({
      alpha: DEFAULT_ALPHA.capability,
      sd: DEFAULT_SD.capability,
      items: 3,
    });
    expect(defaultReliability()).toEqual(estimateReliability([], questions));
  });

  it('estimates every figure from enough simulated respondents, near the defaults', () => {
    const r = estimateReliability(simulatedSets(1000, 2), questions);
    const scales = [
      ...CAPABILITIES.map((c) => ['capability', r.capabilities[c.name]] as const),
      ...FAMILIES.map((f) => ['family', r.families[f.name]] as const),
      ['total', r.total] as const,
    ];
    for (const [level, scale] of scales) {
      expect(scale.alphaSource).toBe('estimated');
      expect(scale.sdSource).toBe('estimated');
      expect(scale.n).toBeGreaterThanOrEqual(RELIABILITY_MIN_RESULTS);
      expect(Math.abs(scale.alpha - DEFAULT_ALPHA[level])).toBeLessThan(0.08);
      // The simulated total spreads a little wider (about 20.5) than the default 18.
      expect(Math.abs(scale.sd / DEFAULT_SD[level] - 1)).toBeLessThan(0.25);
    }
  });

  it('counts an answer set only for the scores whose items it answers in full', () => {
    const sets = simulatedSets(150, 3).map((set, i) => {
      if (i >= 60) return set;
      // The first 60 leave one Tool Fluency item out ("not in my role").
      const item = scoredQuestions.find((q) => q.capability === 'Tool Fluency')?.questionId;
      return { ...set, [item as string]: { doing: null } };
    });
    const r = estimateReliability(sets, questions);
    const complete = (ids: string[]) =>
      sets.filter((s) => ids.every((id) => typeof s[id]?.doing === 'number')).length;
    const ids = (capability?: string) =>
      scoredQuestions
        .filter((q) => capability === undefined || q.capability === capability)
        .map((q) => q.questionId);
    expect(r.capabilities['Tool Fluency'].n).toBe(complete(ids('Tool Fluency')));
    expect(r.capabilities['Tool Fluency'].n).toBeLessThan(RELIABILITY_MIN_RESULTS);
    expect(r.capabilities['Tool Fluency'].alphaSource).toBe('default');
    expect(r.families['Execution Rhythms'].alphaSource).toBe('default');
    expect(r.total.n).toBe(complete(ids()));
    expect(r.capabilities['Clarity of Focus'].n).toBe(complete(ids('Clarity of Focus')));
    expect(r.capabilities['Clarity of Focus'].alphaSource).toBe('estimated');
  });

  it('keeps the defaults for a score nobody varies on', () => {
    const same = Object.fromEntries(scoredQuestions.map((q) => [q.questionId, { doing: 3 }]));
    const r = estimateReliability(Array(RELIABILITY_MIN_RESULTS).fill(same), questions);
    expect(r.total).toMatchObject({ alphaSource: 'default', sdSource: 'default', n: 100 });
  });
});

describe('reliable change', () => {
  it('builds the threshold from SD and alpha (Jacobson & Truax)', () => {
    const scale = { alpha: 0.7, sd: 2.4 };
    // SEM = 2.4 x sqrt(0.3) = 1.31453; SEdiff = sqrt 2 x SEM = 1.85903; 1.96 x SEdiff = 3.64370.
    expect(standardErrorOfMeasurement(scale)).toBeCloseTo(1.31453, 5);
    expect(standardErrorOfDifference(scale)).toBeCloseTo(1.85903, 5);
    expect(reliableChangeThreshold(scale)).toBeCloseTo(3.6437, 4);
    // 6 x sqrt(0.15) x sqrt 2 = 6 x sqrt(0.3) = 3.28634; 18 x sqrt(0.08) x sqrt 2 = 18 x 0.4 = 7.2.
    expect(reliableChangeThreshold({ alpha: 0.85, sd: 6 })).toBeCloseTo(6.44122, 4);
    expect(reliableChangeThreshold({ alpha: 0.92, sd: 18 })).toBeCloseTo(14.112, 10);
  });

  it('calls a move real exactly from the threshold, in its direction', () => {
    const scale = { alpha: 0.7, sd: 2.4 };
    const t = reliableChangeThreshold(scale);
    expect(reliableChangeIndex(7, 7 + t, scale)).toBeCloseTo(RELIABLE_CHANGE_Z, 12);
    expect(changeVerdict(reliableChangeIndex(7, 12, scale))).toBe('rose');
    expect(changeVerdict(reliableChangeIndex(12, 7, scale))).toBe('fell');
    expect(changeVerdict(reliableChangeIndex(7, 10, scale))).toBe('within-noise');
    expect(changeVerdict(reliableChangeIndex(7, 7, { alpha: 1, sd: 2 }))).toBe('within-noise');
  });
});
