// Your Prioritization Story: written by the chat-completion service through the real openai SDK
// (msw answers on the wire), or composed locally without a key; failures give the specified text.
import { questions } from '@peak/content';
import { isScoredQuestion } from '@peak/scoring';
import { sql } from 'drizzle-orm';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STORY_UNAVAILABLE } from '../../src/story/routes';
import { signUpCookie, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';

const responses = questions
  .filter(isScoredQuestion)
  .map((q, i) => ({ questionId: q.questionId, doing: (i % 5) + 1 }));
const COMPLETIONS = 'https://api.openai.test/v1/chat/completions';
/** A usable model answer: three paragraphs, quoting only numbers the results hold. */
const MODEL_STORY =
  'You lead with focus.\n\nOf 180 possible points, yours sit in the middle.\n\nKeep going.';

describe('POST /api/story', () => {
  const seen: Array<Record<string, unknown>> = [];
  const openai = setupServer();
  let withModel: TestApp;
  let withoutModel: TestApp;
  let reader = '';

  beforeAll(async () => {
    openai.listen({ onUnhandledRequest: 'error' });
    withModel = await startTestApp('pglite', {
      config: {
        openai: {
          apiKey: 'sk-test',
          baseUrl: 'https://api.openai.test/v1',
          model: 'gpt-4',
          timeoutMs: 1500,
        },
      },
    });
    withoutModel = await startTestApp('pglite');
    reader = await signUp(withModel, 'reader@example.com');
  });
  afterEach(async () => {
    openai.resetHandlers();
    seen.length = 0;
    // Each case starts with no kept stories and an unspent daily budget.
    await withModel.database.db.execute(sql`delete from stories`);
    await withModel.database.db.execute(sql`delete from counters`);
  });
  afterAll(async () => {
    openai.close();
    await withModel?.close();
    await withoutModel?.close();
  });

  const signUp = (t: TestApp, email: string) =>
    signUpCookie(t.app, { email, password: 'a quiet harbour at dawn' });

  /** Signed in as the reader on the app with a model; anonymous otherwise. */
  const story = (
    t: TestApp,
    payload: unknown = { responses },
    cookie = t === withModel ? reader : '',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/story',
      payload: versioned(payload as object),
      headers: cookie ? { cookie } : {},
    });

  it('asks the model as specified and returns its story', async () => {
    openai.use(
      http.post(COMPLETIONS, async ({ request }) => {
        seen.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 0,
          model: 'gpt-4',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: `  ${MODEL_STORY}  ` },
            },
          ],
        });
      }),
    );
    const res = await story(withModel);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ story: MODEL_STORY, source: 'model' });
    const [body] = seen;
    expect(body).toMatchObject({ model: 'gpt-4', max_tokens: 512, temperature: 0.7 });
    const messages = body?.messages as Array<{ role: string; content: string }>;
    expect(messages[0]).toEqual({
      role: 'system',
      content: 'You are a helpful, concise, professional report writer.',
    });
    expect(messages[1]?.role).toBe('user');
    expect(messages[1]?.content).toContain('of 180');
    expect(messages[1]?.content).toMatch(
      /Highest family: .+; lowest: .+; the gap between them is \d+(\.\d)? of 45/,
    );
    expect(messages[1]?.content).toMatch(/The plan starts with: /);
  });

  it.each([
    ['two paragraphs', 'You lead with focus.\n\nKeep going.'],
    ['a number not in the results', 'You beat 87% of leaders.\n\nTwo.\n\nThree.'],
  ])('falls back to the labelled local story when the model writes %s', async (_, content) => {
    openai.use(
      http.post(COMPLETIONS, () =>
        HttpResponse.json({
          id: 'chatcmpl-2',
          object: 'chat.completion',
          created: 0,
          model: 'gpt-4',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        }),
      ),
    );
    const res = await story(withModel);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source).toBe('composed');
    expect(body.label).toMatch(/not written by a language model/);
    expect(body.story).not.toContain('87%');
  });

  it.each([
    [
      '429',
      () =>
        HttpResponse.json(
          { error: { message: 'Rate limit reached', type: 'requests' } },
          { status: 429 },
        ),
    ],
    ['500', () => HttpResponse.json({ error: { message: 'boom' } }, { status: 500 })],
    [
      'an empty answer',
      () =>
        HttpResponse.json({
          id: 'x',
          object: 'chat.completion',
          created: 0,
          model: 'gpt-4',
          choices: [],
        }),
    ],
    [
      'a hang',
      async () => {
        await delay('infinite');
        return HttpResponse.json({});
      },
    ],
  ])(
    'answers the service-limits text when the model gives %s, within a bounded time',
    async (_what, resolver) => {
      openai.use(http.post(COMPLETIONS, resolver));
      const started = Date.now();
      const res = await story(withModel);
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe(STORY_UNAVAILABLE);
      expect(Date.now() - started).toBeLessThan(5_000);
    },
  );

  const answering = (content: string) =>
    http.post(COMPLETIONS, async ({ request }) => {
      seen.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({
        id: 'chatcmpl-3',
        object: 'chat.completion',
        created: 0,
        model: 'gpt-4',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
      });
    });

  it('writes the story for the same results once, and serves it again from the cache', async () => {
    openai.use(answering(MODEL_STORY));
    const first = await story(withModel);
    const second = await story(withModel);
    expect(first.json()).toEqual({ story: MODEL_STORY, source: 'model' });
    expect(second.json()).toEqual(first.json());
    expect(seen).toHaveLength(1);
  });

  it('stops calling the model when the daily budget is spent, and writes locally instead', async () => {
    const budgeted = await startTestApp('pglite', {
      config: { ...withModel.config, storyModelDailyBudget: 2 },
    });
    try {
      const cookie = await signUp(budgeted, 'budget@example.com');
      openai.use(answering(MODEL_STORY));
      const sources: string[] = [];
      for (let i = 0; i < 4; i++) {
        // Four results with four different totals: the cache cannot answer for them.
        const varied = responses.map((r, j) => (j < 4 * (i + 1) ? { ...r, doing: 5 } : r));
        sources.push((await story(budgeted, { responses: varied }, cookie)).json().source);
      }
      expect(sources).toEqual(['model', 'model', 'composed', 'composed']);
      expect(seen).toHaveLength(2);
    } finally {
      await budgeted.close();
    }
  });

  it("spends the model again the next day, once the day's budget is spent", async () => {
    let now = Date.parse('2026-03-01T23:59:00Z');
    const budgeted = await startTestApp('pglite', {
      config: { ...withModel.config, storyModelDailyBudget: 1 },
      clock: () => now,
    });
    try {
      const cookie = await signUp(budgeted, 'night@example.com');
      openai.use(answering(MODEL_STORY));
      const varied = (i: number) =>
        responses.map((r, j) => (j < 4 * (i + 1) ? { ...r, doing: 5 } : r));
      const sources = [
        (await story(budgeted, { responses: varied(0) }, cookie)).json().source,
        (await story(budgeted, { responses: varied(1) }, cookie)).json().source,
      ];
      now = Date.parse('2026-03-02T00:01:00Z');
      sources.push((await story(budgeted, { responses: varied(2) }, cookie)).json().source);
      expect(sources).toEqual(['model', 'composed', 'model']);
    } finally {
      await budgeted.close();
    }
  });

  it('gives signed-out callers the local writer: the model is never spent on them', async () => {
    openai.use(answering(MODEL_STORY));
    const res = await story(withModel, { responses }, '');
    expect(res.json().source).toBe('composed');
    expect(seen).toHaveLength(0);
  });

  it('composes a labelled story of 3 to 5 paragraphs without a model', async () => {
    const res = await story(withoutModel);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source).toBe('composed');
    expect(body.label).toMatch(/not written by a language model/);
    const paragraphs = body.story.split('\n\n');
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(paragraphs.length).toBeLessThanOrEqual(5);
    expect(body.story).toMatch(/^(Your answers draw|Your profile|One capability)/);
  });

  it('answers 400 to bad answers', async () => {
    expect(
      (await story(withoutModel, { responses: [{ questionId: 'nope_v2_1', doing: 3 }] }))
        .statusCode,
    ).toBe(400);
    expect((await story(withoutModel, {})).statusCode).toBe(400);
  });
});
