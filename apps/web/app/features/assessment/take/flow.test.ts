import { describe, expect, it } from 'vitest';
import {
  flowReducer,
  hasAnswer,
  isComplete,
  isLast,
  randomAnswers,
  recordedAnswers,
  shuffle,
  startFlow,
  testModeAllowed,
} from './flow';

const ids = ['a', 'b', 'c'];

describe('the question flow', () => {
  it('shuffles without losing or repeating a question', () => {
    const order = shuffle(Array.from({ length: 36 }, (_, i) => `q${i}`));
    expect(order).toHaveLength(36);
    expect(new Set(order).size).toBe(36);
    expect(shuffle(ids, () => 0)).toEqual(['b', 'c', 'a']);
  });

  it('counts "This does not happen in my role" as an answer, recorded as null', () => {
    let state = startFlow(ids, 0, 'manager');
    state = flowReducer(state, { type: 'answer', score: null, now: 1500 });
    expect(hasAnswer(state)).toBe(true);
    state = flowReducer(state, { type: 'next', now: 1500 });
    expect(state.index).toBe(1);
    expect(state.role).toBe('manager');
    expect(recordedAnswers(state)).toEqual([{ questionId: 'a', doing: null, ms: 1500 }]);
  });

  it('goes on only with an answer, never past the last question, never before the first', () => {
    let state = startFlow(ids, 0);
    expect(flowReducer(state, { type: 'next', now: 10 })).toBe(state);
    expect(flowReducer(state, { type: 'back', now: 10 })).toBe(state);
    state = flowReducer(state, { type: 'answer', score: 4, now: 3000 });
    expect(hasAnswer(state)).toBe(true);
    state = flowReducer(state, { type: 'next', now: 3500 });
    expect(state.index).toBe(1);
    state = flowReducer(state, { type: 'answer', score: 2, now: 5000 });
    state = flowReducer(state, { type: 'next', now: 5000 });
    state = flowReducer(state, { type: 'answer', score: 5, now: 6000 });
    expect(isLast(state)).toBe(true);
    expect(flowReducer(state, { type: 'next', now: 7000 })).toBe(state);
    expect(isComplete(state)).toBe(true);
  });

  it("times each answer from the question's appearance, over every visit", () => {
    let state = startFlow(ids, 0);
    state = flowReducer(state, { type: 'answer', score: 3, now: 2000 });
    state = flowReducer(state, { type: 'next', now: 2500 });
    state = flowReducer(state, { type: 'back', now: 4000 });
    // 2.5 s on the first visit, 1 s more before changing the answer.
    state = flowReducer(state, { type: 'answer', score: 1, now: 5000 });
    expect(state.answers.a).toEqual({ score: 1, ms: 3500 });
    expect(recordedAnswers(state)).toEqual([{ questionId: 'a', doing: 1, ms: 3500 }]);
  });

  it('fills every question with an answer from 1 to 5 in test mode', () => {
    const answers = randomAnswers(ids);
    expect(answers.map((a) => a.questionId)).toEqual(ids);
    for (const a of answers) expect(a.doing).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect(a.doing).toBeLessThanOrEqual(5);
    expect(randomAnswers(ids, () => 0.999).map((a) => a.doing)).toEqual([5, 5, 5]);
  });

  it('allows test mode only on request and never in production', () => {
    expect(testModeAllowed('development', '?test=true')).toBe(true);
    expect(testModeAllowed('development', '')).toBe(false);
    expect(testModeAllowed('production', '?test=true')).toBe(false);
  });
});
