// The scoring engine runs once per request: a save scores its answers once (and checking whether
// the story it keeps is the locally composed one composes from those results, without scoring
// again); a story request scores once. Counted by wrapping the engine's own module, so every
// caller inside the scoring package is counted too.
import { questions } from '@peak/content';
import { isScoredQuestion } from '@peak/scoring';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signUpCookie, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';

const runs = vi.hoisted(() => ({ engine: 0, composed: 0 }));

vi.mock(import('../../../../packages/scoring/src/pipeline'), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    scoreAssessment: (...args: Parameters<typeof original.scoreAssessment>) => {
      runs.engine++;
      return original.scoreAssessment(...args);
    },
  };
});

vi.mock(import('../../../../packages/scoring/src/story/compose'), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    composeStory: (...args: Parameters<typeof original.composeStory>) => {
      runs.composed++;
      return original.composeStory(...args);
    },
  };
});

const responses = questions
  .filter(isScoredQuestion)
  .map((q, i) => ({ questionId: q.questionId, doing: (i % 5) + 1, ms: 4000 + i }));

describe('engine runs per request', () => {
  let t: TestApp;
  let cookie = '';

  beforeAll(async () => {
    t = await startTestApp('pglite');
    cookie = await signUpCookie(t.app, {
      email: 'runs@example.com',
      password: 'correct horse battery',
    });
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    runs.engine = 0;
    runs.composed = 0;
  });

  const post = (url: string, payload: object, signedIn = true) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: versioned(payload),
      headers: signedIn ? { cookie } : {},
    });

  it('a story request scores once and composes once', async () => {
    const res = await post('/api/story', { responses }, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().source).toBe('composed');
    expect(runs).toEqual({ engine: 1, composed: 1 });
  });

  it('a save scores once; the story it keeps is checked by composing once, not by scoring again', async () => {
    const { story } = (await post('/api/story', { responses }, false)).json();
    runs.engine = 0;
    runs.composed = 0;
    const first = await post('/api/assessment-results', { responses, story });
    expect(first.statusCode, first.body).toBe(201);
    expect(runs).toEqual({ engine: 1, composed: 1 });
    // The same result again is answered from the row stored first (its key is made from the raw
    // answers, before scoring), so it is not scored, nor its story composed, a second time.
    const again = await post('/api/assessment-results', { responses, story });
    expect(again.statusCode, again.body).toBe(200);
    expect(runs).toEqual({ engine: 1, composed: 1 });
  });

  it('a save without a story scores once and composes nothing', async () => {
    const res = await post('/api/assessment-results', {
      responses: responses.map((r) => ({ ...r, ms: r.ms + 1 })),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(runs).toEqual({ engine: 1, composed: 0 });
  });

  it('a refused request never reaches the engine', async () => {
    const stale = await post('/api/story', { responses, contentVersion: 'another-bank' }, false);
    expect(stale.statusCode).toBe(409);
    const bad = await post('/api/assessment-results', {
      responses: [{ questionId: 'nope_v2_1', doing: 3 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(runs).toEqual({ engine: 0, composed: 0 });
  });
});
