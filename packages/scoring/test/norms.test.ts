// Norms: counts by whole score, kept pure, and the share below a score checked against a brute-force
// count over the people themselves.
import { describe, expect, it } from 'vitest';
import {
  addToNorms,
  CAPABILITIES,
  type CapabilityName,
  emptyNorms,
  FAMILIES,
  type Histogram,
  type NormSource,
  normBucket,
  percentileBelow,
  removeFromNorms,
  scoreAssessment,
} from '../src';
import { random } from '../src/calibrate/simulate';
import { all, answer, questions, rules } from './helpers';

const allFours = scoreAssessment(all(4), { questions, rules });
const withoutToolFluency = scoreAssessment(
  answer((q) => (q.capability === 'Tool Fluency' ? null : 3)),
  { questions, rules },
);

/** A result with only the scores the norms read: capability scores as given, families and total summed. */
function scored(scores: Partial<Record<CapabilityName, number | null>>): NormSource {
  const score = (name: CapabilityName) => (name in scores ? (scores[name] ?? null) : 9);
  const capabilityScores = allFours.capabilityScores.map((c) => ({
    ...c,
    score: score(c.capability),
  }));
  const familyScores = FAMILIES.map((f, i) => ({
    ...(allFours.familyScores[i] as NormSource['familyScores'][number]),
    score: f.capabilities.reduce((s, c) => s + (score(c) ?? 0), 0),
    missing: f.capabilities.filter((c) => score(c) === null),
  }));
  const missingCapabilities = CAPABILITIES.map((c) => c.name).filter((c) => score(c) === null);
  return {
    capabilityScores,
    familyScores,
    missingCapabilities,
    rawOverallScore: CAPABILITIES.reduce((s, c) => s + (score(c.name) ?? 0), 0),
  };
}

describe('norms', () => {
  it('buckets a score by rounding to the nearest whole number', () => {
    expect(normBucket(9)).toBe('9');
    expect(normBucket(10.5)).toBe('11');
    expect(normBucket(10.49)).toBe('10');
    expect(normBucket(131.5)).toBe('132');
  });

  it('counts a result under every score, and leaves the norms given unchanged', () => {
    const empty = emptyNorms();
    const frozen = JSON.stringify(empty);
    const one = addToNorms(empty, allFours);
    expect(JSON.stringify(empty)).toBe(frozen);
    expect(one.total).toEqual({ n: 1, counts: { '144': 1 } });
    expect(one.families['Execution Rhythms']).toEqual({ n: 1, counts: { '36': 1 } });
    expect(one.capabilities['Tool Fluency']).toEqual({ n: 1, counts: { '12': 1 } });
    const two = addToNorms(one, allFours);
    expect(one.total.n).toBe(1);
    expect(two.total).toEqual({ n: 2, counts: { '144': 2 } });
    expect(removeFromNorms(two, allFours)).toEqual(one);
    expect(removeFromNorms(one, allFours)).toEqual(empty);
  });

  it('counts no score that rests on an unmeasured capability, and nothing of the error result', () => {
    const n = addToNorms(emptyNorms(), withoutToolFluency);
    expect(n.total.n).toBe(0);
    expect(n.families['Execution Rhythms'].n).toBe(0);
    expect(n.capabilities['Tool Fluency'].n).toBe(0);
    expect(n.families['Motivational Activation']).toEqual({ n: 1, counts: { '27': 1 } });
    const invalid = scoreAssessment([{ doing: 3 }], { questions, rules });
    expect(addToNorms(emptyNorms(), invalid)).toEqual(emptyNorms());
  });

  it('never counts below zero when a result that was never added is removed', () => {
    expect(removeFromNorms(emptyNorms(), allFours)).toEqual(emptyNorms());
  });

  it('gives the share strictly below, rounded down, with n; none of nobody', () => {
    const h: Histogram = { n: 3, counts: { '9': 1, '10': 1, '12': 1 } };
    expect(percentileBelow(h, 9)).toEqual({ percent: 0, n: 3 });
    expect(percentileBelow(h, 10)).toEqual({ percent: 33, n: 3 });
    expect(percentileBelow(h, 11)).toEqual({ percent: 66, n: 3 });
    expect(percentileBelow(h, 15)).toEqual({ percent: 100, n: 3 });
    // 9.6 is bucketed as 10: the person at 10 is not below it.
    expect(percentileBelow(h, 9.6)).toEqual({ percent: 33, n: 3 });
    expect(percentileBelow({ n: 0, counts: {} }, 9)).toEqual({ percent: null, n: 0 });
  });

  it('agrees with a brute-force count over seeded random people', () => {
    const rng = random(424242);
    const capability = (): number | null => {
      if (rng.next() < 0.05) return null;
      // Whole scores mostly, halves where a question was left out (two answers: sum x 1.5).
      return rng.next() < 0.8
        ? 3 + Math.floor(rng.next() * 13)
        : 1.5 * (2 + Math.floor(rng.next() * 9));
    };
    const people = Array.from({ length: 400 }, () =>
      scored(Object.fromEntries(CAPABILITIES.map((c) => [c.name, capability()]))),
    );
    let norms = emptyNorms();
    for (const p of people) norms = addToNorms(norms, p);
    // Take the first 50 out again: the counts must be those of the other 350.
    for (const p of people.slice(0, 50)) norms = removeFromNorms(norms, p);
    const counted = people.slice(50);

    /** Brute force: of the people with this score measured, the share whose rounded score is lower. */
    const bruteForce = (scoreOf: (p: NormSource) => number | null, score: number) => {
      const scores = counted.map(scoreOf).filter((s): s is number => s !== null);
      const lower = scores.filter((s) => Math.round(s) < Math.round(score)).length;
      return {
        percent: scores.length ? Math.floor((lower * 100) / scores.length) : null,
        n: scores.length,
      };
    };
    const queries = [0, 2.5, 3, 7.5, 9, 9.5, 14.5, 15, 16, 27, 36.5, 45, 90, 108.4, 108.5, 180];
    for (const q of queries) {
      expect(percentileBelow(norms.total, q)).toEqual(
        bruteForce((p) => (p.missingCapabilities.length ? null : p.rawOverallScore), q),
      );
      for (const f of FAMILIES) {
        const family = (p: NormSource) => p.familyScores.find((x) => x.family === f.name);
        expect(percentileBelow(norms.families[f.name], q)).toEqual(
          bruteForce((p) => (family(p)?.missing.length ? null : (family(p)?.score ?? null)), q),
        );
      }
      for (const c of CAPABILITIES) {
        const of = (p: NormSource) =>
          p.capabilityScores.find((x) => x.capability === c.name)?.score ?? null;
        expect(percentileBelow(norms.capabilities[c.name], q)).toEqual(bruteForce(of, q));
      }
    }
    expect(norms.total.n).toBeGreaterThan(100);
  });
});
