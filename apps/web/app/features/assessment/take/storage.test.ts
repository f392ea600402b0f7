// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flowReducer, startFlow } from './flow';
import {
  clearAssessment,
  PROGRESS_KEY,
  RESULTS_KEY,
  readProgress,
  readResult,
  rememberSaveOnSignIn,
  SAVE_ON_SIGN_IN_KEY,
  takeSaveOnSignIn,
  writeProgress,
  writeResult,
} from './storage';

const ids = ['a', 'b', 'c'];

describe('what the browser keeps', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('resumes the flow where it was, with its shuffled order', () => {
    let state = startFlow(['c', 'a', 'b'], 0);
    state = flowReducer(state, { type: 'answer', score: 4, now: 3000 });
    state = flowReducer(state, { type: 'next', now: 3000 });
    writeProgress(state);
    const resumed = readProgress(ids, 99);
    expect(resumed).toMatchObject({ order: ['c', 'a', 'b'], index: 1, shownAt: 99 });
    expect(resumed?.answers).toEqual({ c: { score: 4, ms: 3000 } });
  });

  it('keeps the role and a "not in my role" answer across a reload', () => {
    let state = startFlow(['c', 'a', 'b'], 0, 'individual-contributor');
    state = flowReducer(state, { type: 'answer', score: null, now: 2000 });
    writeProgress(state);
    const resumed = readProgress(ids, 5);
    expect(resumed?.role).toBe('individual-contributor');
    expect(resumed?.answers).toEqual({ c: { score: null, ms: 2000 } });
  });

  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', JSON.stringify({ version: 1, order: 'abc' })],
    [
      'an answer out of range',
      JSON.stringify({ version: 1, order: ids, index: 0, answers: { a: { score: 9, ms: 1 } } }),
    ],
    ['an index past the end', JSON.stringify({ version: 1, order: ids, index: 3, answers: {} })],
    [
      'questions that changed',
      JSON.stringify({ version: 1, order: ['a', 'b', 'x'], index: 0, answers: {} }),
    ],
  ])('ignores stored progress with %s, with a warning', (_label, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(PROGRESS_KEY, raw);
    expect(readProgress(ids, 0)).toBeNull();
    expect(warn).toHaveBeenCalled();
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
  });

  it('ignores a corrupt stored result with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(
      RESULTS_KEY,
      JSON.stringify({ version: 1, results: { rawOverallScore: 'x' } }),
    );
    expect(readResult()).toBeNull();
    expect(warn).toHaveBeenCalledWith('Ignoring corrupt stored assessment results');
  });

  it('keeps a completed result, drops the progress, and clears everything for a new assessment', () => {
    writeProgress(startFlow(ids, 0));
    const results = {
      rawOverallScore: 108,
      overallScore: 3,
      maturityLevel: 'Developing',
      capabilityScores: [],
      familyScores: [],
      arbitratedFindings: [],
    };
    writeResult({
      version: 1,
      results: results as never,
      answers: [{ questionId: 'a', doing: 3, ms: 2500 }],
      completedAt: '2026-11-21T10:00:00.000Z',
    });
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
    expect(readResult()?.results.rawOverallScore).toBe(108);
    localStorage.setItem('assessment-narrative-sections', '[]');
    localStorage.setItem('aiStory', '{}');
    rememberSaveOnSignIn();
    clearAssessment();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem(SAVE_ON_SIGN_IN_KEY)).toBeNull();
  });

  it('remembers a request to save on sign-in for this tab, used up once read', () => {
    expect(takeSaveOnSignIn()).toBe(false);
    rememberSaveOnSignIn();
    expect(sessionStorage.getItem(SAVE_ON_SIGN_IN_KEY)).toBe('1');
    expect(localStorage.getItem(SAVE_ON_SIGN_IN_KEY)).toBeNull();
    expect(takeSaveOnSignIn()).toBe(true);
    expect(takeSaveOnSignIn()).toBe(false);
  });
});
