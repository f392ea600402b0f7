import { describe, expect, it } from 'vitest';
import { answerTiming } from '../src/effort';

describe('answerTiming', () => {
  it('flags an average under 2 seconds per answer as low effort', () => {
    expect(answerTiming([1000, 1500, 2000])).toEqual({
      averageMs: 1500,
      timedAnswers: 3,
      lowEffort: true,
    });
  });

  it('does not flag an average of exactly 2 seconds or more', () => {
    expect(answerTiming([2000, 2000])?.lowEffort).toBe(false);
    expect(answerTiming([500, 9000])?.lowEffort).toBe(false);
  });

  it('ignores durations that are not finite non-negative numbers', () => {
    expect(answerTiming([-5, Number.NaN, Infinity, '3000', null, 4000])).toEqual({
      averageMs: 4000,
      timedAnswers: 1,
      lowEffort: false,
    });
  });

  it('gives null when nothing was timed', () => {
    expect(answerTiming([])).toBeNull();
    expect(answerTiming([undefined])).toBeNull();
  });
});
