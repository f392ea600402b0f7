import { describe, expect, it } from 'vitest';
import { assessEffort, median } from '../src/effort';
import type { AssessmentResponse, Question } from '../src/model/types';

const options = (scores: number[]) => scores.map((score) => ({ score, text: `option ${score}` }));
const bank: Question[] = Array.from({ length: 36 }, (_, i) => ({
  questionId: `q_v2_${i}`,
  part: 'Doing',
  capability: 'Clarity of Focus',
  responseOptions: options(i === 35 ? [5, 4, 3, 2, 1] : [1, 2, 3, 4, 5]),
  ...(i === 35 ? { mirrorOf: 'q_v2_0' } : {}),
}));
const answers = (pick: (i: number) => number | null): Record<string, AssessmentResponse> =>
  Object.fromEntries(
    bank.map((q, i) => [q.questionId, { questionId: q.questionId, doing: pick(i) }]),
  );
const varied = (i: number) => (i === 35 ? 3 : (i % 5) + 1);
const codes = (e: ReturnType<typeof assessEffort>) => e.reasons.map((r) => r.code);

describe('careless answering', () => {
  it('passes varied answers given at reading speed', () => {
    const effort = assessEffort(
      bank,
      answers(varied),
      bank.map(() => 6000),
    );
    expect(effort.lowEffort).toBe(false);
    expect(effort.reasons).toEqual([]);
    expect(effort.medianMs).toBe(6000);
  });

  it('flags a median under 2 seconds, which one long pause cannot hide', () => {
    const times: number[] = bank.map((_, i) => (i === 0 ? 600_000 : 1500));
    const effort = assessEffort(bank, answers(varied), times);
    expect(codes(effort)).toEqual(['fast']);
    expect(effort.reasons[0]?.message).toMatch(/faster than reading time/);
    // The mean of these times is over 18 seconds: a mean would have passed them.
    expect(times.reduce((a, b) => a + b) / times.length).toBeGreaterThan(18_000);
  });

  it('flags 30 or more answers on the same option, counted by position in the list', () => {
    // Option 3 everywhere is position 2 everywhere, the mirror included.
    expect(
      codes(
        assessEffort(
          bank,
          answers(() => 3),
          [],
        ),
      ),
    ).toEqual(['same-option']);
    const twentyNine = answers((i) => (i < 29 ? 3 : i === 35 ? 1 : 5));
    expect(codes(assessEffort(bank, twentyNine, []))).toEqual([]);
  });

  it('flags a mirror pair answered in opposite directions', () => {
    // Forward item 5 (the most), mirror score 1 (the least of the same habit).
    const effort = assessEffort(
      bank,
      answers((i) => (i === 0 ? 5 : i === 35 ? 1 : varied(i))),
    );
    expect(codes(effort)).toEqual(['inconsistent']);
    const close = assessEffort(
      bank,
      answers((i) => (i === 0 ? 5 : i === 35 ? 3 : varied(i))),
    );
    expect(close.lowEffort).toBe(false);
  });

  it('ignores durations that are not finite non-negative numbers and untimed answers', () => {
    const effort = assessEffort(bank, answers(varied), [
      -5,
      Number.NaN,
      Infinity,
      '3000',
      null,
      4000,
    ]);
    expect(effort.medianMs).toBe(4000);
    expect(effort.timedAnswers).toBe(1);
    expect(assessEffort(bank, answers(varied)).medianMs).toBeNull();
  });

  it('does not call a handful of answers straight-lining', () => {
    const few = answers((i) => (i < 5 ? 3 : null));
    expect(assessEffort(bank, few).lowEffort).toBe(false);
  });

  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
