// What a flood of saves costs: each save is scored on the server (the costly step), so one account,
// or one address, must not be able to make the server score without bound. A save is limited per
// account and per client address (RATE_LIMIT_SAVES a minute; a repeat of the same result counts
// too), and an account at its quota (SAVES_PER_HOUR, SAVED_RESULTS_MAX) is refused before anything
// is scored. The scorer's calls are counted.
import * as scoring from '@peak/scoring';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { limitsWith, signUpUser, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { TARGETS } from '../support/database';
import { readFixture } from '../support/paths';

vi.mock('@peak/scoring', async (importOriginal) => {
  const original = await importOriginal<typeof import('@peak/scoring')>();
  return { ...original, scoreRawAnswers: vi.fn(original.scoreRawAnswers) };
});
const scorerCalls = () => vi.mocked(scoring.scoreRawAnswers).mock.calls.length;

const fixture = readFixture('all-4s.json') as {
  responses: Array<{ questionId: string; doing: number }>;
};
/** A result of its own: the fixture's answers, each on screen `ms` plus its position. */
const timed = (ms: number) => fixture.responses.map((r, i) => ({ ...r, ms: ms + i }));
const PASSWORD = 'correct horse battery';
const LIMIT = 5;

describe.each(TARGETS)('the cost of saves on %s', (target) => {
  let t: TestApp;
  let accounts = 0;
  beforeAll(async () => {
    t = await startTestApp(target, {
      config: { rateLimits: limitsWith({ saves: LIMIT }) },
    });
  });
  afterAll(() => t?.close());
  afterEach(() => vi.mocked(scoring.scoreRawAnswers).mockClear());

  const account = () =>
    signUpUser(t.app, { email: `saver-${++accounts}@example.com`, password: PASSWORD });
  const save = (cookie: string, ms: number, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/assessment-results',
      headers: { cookie },
      remoteAddress,
      payload: versioned({ responses: timed(ms) }),
    });
  const codes = (answers: Array<{ statusCode: number }>) =>
    answers.reduce<Record<number, number>>((all, a) => {
      all[a.statusCode] = (all[a.statusCode] ?? 0) + 1;
      return all;
    }, {});

  it('scores at most the limit of 200 rapid saves from one account on many addresses', async () => {
    const { cookie } = await account();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => save(cookie, 10_000 + i * 100, `10.1.0.${i}`)),
    );
    expect(scorerCalls()).toBeLessThanOrEqual(LIMIT);
    const counted = codes(answers);
    expect(counted[429]).toBeGreaterThanOrEqual(200 - LIMIT);
    expect((counted[201] ?? 0) + (counted[429] ?? 0)).toBe(200);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.json().error).toMatch(/try again/i);
  });

  it('scores at most the limit of 200 rapid saves from one address by many accounts', async () => {
    const cookies = (await Promise.all(Array.from({ length: 4 }, account))).map((a) => a.cookie);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        save(cookies[i % 4] ?? '', 20_000 + i * 100, '10.2.0.1'),
      ),
    );
    expect(scorerCalls()).toBeLessThanOrEqual(LIMIT);
    const counted = codes(answers);
    expect(counted[429]).toBeGreaterThanOrEqual(200 - LIMIT);
    expect((counted[201] ?? 0) + (counted[429] ?? 0)).toBe(200);
  });

  it('counts repeats of the same result against the account limit', async () => {
    const { cookie } = await account();
    const first = await save(cookie, 30_000, '10.3.0.1');
    expect(first.statusCode).toBe(201);
    const repeats = [];
    for (let i = 0; i < LIMIT + 3; i++) repeats.push(await save(cookie, 30_000, `10.3.1.${i}`));
    expect(repeats.slice(0, LIMIT - 1).map((r) => r.statusCode)).toEqual(
      Array(LIMIT - 1).fill(200),
    );
    expect(repeats.slice(LIMIT - 1).map((r) => r.statusCode)).toEqual([429, 429, 429, 429]);
    // A repeat is answered from the stored row: scoring it again would only cost.
    expect(scorerCalls()).toBe(1);
  });
});

describe.each(TARGETS)('a save at its quota on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { config: { saves: { perHour: 3, max: 4 } } });
  });
  afterAll(() => t?.close());
  afterEach(() => vi.mocked(scoring.scoreRawAnswers).mockClear());

  const save = (cookie: string, ms: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/assessment-results',
      headers: { cookie },
      payload: versioned({ responses: timed(ms) }),
    });

  it('is refused before it is scored once the hour of saves is spent', async () => {
    const { cookie } = await signUpUser(t.app, { email: 'full@example.com', password: PASSWORD });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await save(cookie, 40_000 + i * 100));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 429, 429]);
    expect(answers[3]?.json().error).toContain('saved 3 assessments in the last hour');
    expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(scorerCalls()).toBe(3);
    // A repeat of a stored result still answers its row at the quota, unscored.
    const again = await save(cookie, 40_000);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(answers[0]?.json().id);
    expect(scorerCalls()).toBe(3);
  });
});
