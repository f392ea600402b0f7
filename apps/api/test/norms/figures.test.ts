// The norms' pure parts: when a snapshot may be published, the digest a save keeps (and a stored
// report read the same way), the retest pairs, and the sample the reliability figures read.
import { defaultReliability, emptyNorms, type Reliability } from '@peak/scoring';
import { describe, expect, it } from 'vitest';
import { toStored } from '../../src/assessment/stored-results';
import { answerSetOf, normSourceOf, resultDigest } from '../../src/norms/digest';
import {
  countLatest,
  emptyTally,
  inSample,
  measurementQuality,
  pearson,
  publicationDue,
  RETEST_MIN_PAIRS,
  sampleShare,
} from '../../src/norms/figures';
import { answersOf, drawPerson, SCORED_QUESTIONS, scored, seeded } from '../support/seeded-results';

const rules = { batch: 10 };

describe('publishing a snapshot', () => {
  it('publishes the first one, whatever its size', () => {
    expect(publicationDue({ ...rules, published: null, changed: 0 })).toBe(true);
  });

  it('waits for a whole batch of accounts that differ from the published one', () => {
    const published = { n: 250 };
    expect(publicationDue({ ...rules, published, changed: 9 })).toBe(false);
    expect(publicationDue({ ...rules, published, changed: 10 })).toBe(true);
  });

  it('shows the histograms on reaching the minimum only with a whole batch, as any change', () => {
    expect(publicationDue({ ...rules, published: { n: 199 }, changed: 1 })).toBe(false);
    expect(publicationDue({ ...rules, published: { n: 199 }, changed: 10 })).toBe(true);
  });
});

describe('the digest a save keeps', () => {
  const results = scored(answersOf(drawPerson(seeded(1)), seeded(2)));

  it('reads as the report it was made from reads', () => {
    const digest = JSON.parse(JSON.stringify(resultDigest(results)));
    const report = JSON.parse(JSON.stringify(toStored(results)));
    expect(JSON.stringify(digest).length).toBeLessThan(2000);
    const fromDigest = normSourceOf(digest);
    const fromReport = normSourceOf(report);
    for (const field of ['rawOverallScore', 'missingCapabilities'] as const)
      expect(fromDigest?.[field]).toEqual(fromReport?.[field]);
    expect(fromDigest?.capabilityScores.map((c) => [c.capability, c.score])).toEqual(
      fromReport?.capabilityScores.map((c) => [c.capability, c.score]),
    );
    expect(answerSetOf(digest)).toEqual(answerSetOf(report));
    expect(Object.keys(answerSetOf(digest))).toHaveLength(Object.keys(results.responses).length);
  });

  it('leaves out what is not a result: no histogram is keyed by a name the engine does not know', () => {
    const digest = resultDigest(results);
    for (const odd of [
      null,
      {},
      'text',
      { ...digest, rawOverallScore: '108' },
      { ...digest, capabilityScores: [{ capability: '__proto__', score: 9 }] },
      { ...digest, familyScores: [{ family: 'Other', score: 9, missing: [] }] },
      { ...digest, missingCapabilities: ['Other'] },
    ])
      expect(normSourceOf(odd)).toBeNull();
  });
});

describe('retest pairs and quality', () => {
  const rng = seeded(3);
  const take = () => scored(answersOf(drawPerson(rng), rng));

  it('pairs a latest result with the one before only when both totals compare', () => {
    const tally = emptyTally();
    const [a, b] = [take(), take()];
    const partial = scored(
      SCORED_QUESTIONS.slice(0, 3).map((q) => ({ questionId: q.questionId, doing: 4 })),
    );
    expect(partial.missingCapabilities.length).toBeGreaterThan(0);
    const savedAt = new Date();
    countLatest(tally, { source: b, answers: null, savedAt, previous: a });
    countLatest(tally, { source: b, answers: null, savedAt, previous: partial });
    countLatest(tally, { source: partial, answers: null, savedAt, previous: a });
    countLatest(tally, { source: a, answers: null, savedAt, previous: null });
    expect(tally.retest).toEqual([[a.rawOverallScore, b.rawOverallScore]]);
    expect(tally.n).toBe(4);
    expect(tally.norms).not.toEqual(emptyNorms());
  });

  it(`publishes the retest correlation from ${RETEST_MIN_PAIRS} pairs on, and only estimated alphas`, () => {
    const pairs = Array.from(
      { length: RETEST_MIN_PAIRS },
      (_, i) => [i, 2 * i + (i % 3)] as [number, number],
    );
    const none = measurementQuality(10, defaultReliability(), pairs.slice(1));
    expect(none).toEqual({ results: 10, alpha: null, retest: null });
    const reliability: Reliability = defaultReliability();
    reliability.capabilities['Clarity of Focus'] = {
      ...reliability.capabilities['Clarity of Focus'],
      alpha: 0.8123,
      alphaSource: 'estimated',
    };
    const some = measurementQuality(150, reliability, pairs);
    expect(some.alpha).toEqual({ 'Clarity of Focus': 0.81 });
    expect(some.retest).toEqual({
      pairs: RETEST_MIN_PAIRS,
      correlation: Math.round((pearson(pairs) as number) * 100) / 100,
      withinDays: 60,
    });
  });

  it('answers no correlation where a side does not vary', () => {
    expect(
      pearson([
        [1, 2],
        [2, 4],
        [3, 6],
      ]),
    ).toBeCloseTo(1, 12);
    expect(
      pearson([
        [1, 5],
        [2, 5],
        [3, 5],
      ]),
    ).toBeNull();
    expect(pearson([[1, 5]])).toBeNull();
  });
});

describe('the sample the reliability figures read', () => {
  it('reads every account up to the sample size, and a fixed share of them beyond', () => {
    expect(sampleShare(4000)).toBe(1);
    const ids = Array.from({ length: 20_000 }, (_, i) => `user_${i}`);
    expect(ids.every((id) => inSample(id, 1))).toBe(true);
    const share = sampleShare(ids.length);
    const kept = ids.filter((id) => inSample(id, share));
    expect(kept.length).toBeGreaterThan(4500);
    expect(kept.length).toBeLessThan(5500);
    expect(ids.filter((id) => inSample(id, share))).toEqual(kept);
  });
});
