// Property tests over random valid answer sets: ranges hold, totals add up, bands never go backwards.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAND_LABELS, capabilityBand, familyBand, maturityBand, scoreAssessment } from '../src';
import { questions, rules, scoredQuestions } from './helpers';

const answerSet = fc.array(fc.option(fc.integer({ min: 1, max: 5 }), { nil: null, freq: 8 }), {
  minLength: scoredQuestions.length,
  maxLength: scoredQuestions.length,
});
const toResponses = (answers: Array<number | null>) =>
  scoredQuestions.flatMap((q, i) =>
    answers[i] == null ? [] : [{ questionId: q.questionId, doing: answers[i] as number }],
  );

const close = (a: number, b: number) => Math.abs(a - b) < 0.05;

describe('scoring properties', () => {
  it('keeps every score in range and every total equal to its parts', () => {
    fc.assert(
      fc.property(answerSet, (answers) => {
        const r = scoreAssessment(toResponses(answers), { questions, rules });
        const measured = r.capabilityScores.filter((c) => c.score !== null);
        for (const c of measured) {
          expect(c.score).toBeGreaterThanOrEqual(3);
          expect(c.score).toBeLessThanOrEqual(15);
        }
        for (const f of r.familyScores) {
          expect(f.score).toBeLessThanOrEqual(f.max);
          const parts = measured
            .filter((c) => c.family === f.family)
            .reduce((s, c) => s + (c.score as number), 0);
          expect(close(f.score, parts)).toBe(true);
        }
        expect(
          close(
            r.rawOverallScore,
            r.familyScores.reduce((s, f) => s + f.score, 0),
          ),
        ).toBe(true);
        expect(close(r.rawOverallScore, r.selfScore + r.systemScore)).toBe(true);
        expect(close(r.rawOverallScore, r.senseAlignScore + r.activateExecuteScore)).toBe(true);
        expect(r.rawOverallScore).toBeLessThanOrEqual(180);
        if (measured.length) {
          expect(r.overallScore).toBeGreaterThanOrEqual(1);
          expect(r.overallScore).toBeLessThanOrEqual(5);
        }
        expect(r.arbitratedFindings.length).toBeLessThanOrEqual(
          12 + r.arbitratedFindings.filter((f) => f.severity === 'critical').length,
        );
        expect(r.missingCapabilities.length).toBe(12 - measured.length);
      }),
      { numRuns: 400 },
    );
  });

  it('bands are monotonic in the score', () => {
    const rank = (band: string) => BAND_LABELS.indexOf(band as (typeof BAND_LABELS)[number]);
    const pairs = (min: number, max: number) =>
      fc
        .tuple(fc.double({ min, max, noNaN: true }), fc.double({ min, max, noNaN: true }))
        .map(([a, b]) => (a <= b ? [a, b] : [b, a]));
    const monotonic = (band: (score: number) => string, max: number) =>
      fc.assert(
        fc.property(pairs(0, max), ([a, b]) => rank(band(a as number)) <= rank(band(b as number))),
      );
    monotonic(maturityBand, 200);
    monotonic(familyBand, 50);
    monotonic(capabilityBand, 20);
  });

  it('raising one answer never lowers any score', () => {
    fc.assert(
      fc.property(answerSet, fc.nat(scoredQuestions.length - 1), (answers, index) => {
        const current = answers[index];
        if (current == null || current === 5) return;
        const raised = answers.with(index, current + 1);
        const before = scoreAssessment(toResponses(answers), { questions, rules });
        const after = scoreAssessment(toResponses(raised), { questions, rules });
        expect(after.rawOverallScore).toBeGreaterThan(before.rawOverallScore);
        after.capabilityScores.forEach((c, i) => {
          const previous = before.capabilityScores[i]?.score ?? null;
          if (previous !== null) expect(c.score as number).toBeGreaterThanOrEqual(previous);
        });
      }),
      { numRuns: 200 },
    );
  });
});
