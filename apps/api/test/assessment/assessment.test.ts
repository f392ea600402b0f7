// Saved assessments: scored on the server from raw answers, stored with the user from the session,
// readable only by their owner. Every golden fixture of the scoring engine is stored exactly.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt } from '../support/answers';
import { sessionCookie, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { TARGETS } from '../support/database';
import { FIXTURES_DIR } from '../support/paths';

const fixturesDir = FIXTURES_DIR;
const fixtures = readdirSync(fixturesDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => [f, JSON.parse(readFileSync(join(fixturesDir, f), 'utf8'))] as const)
  .filter(([, f]) => !f.expected.error);

describe.each(TARGETS)('saved assessments on %s', (target) => {
  let t: TestApp;
  let ada: string;
  let grace: string;
  let lin: string;

  beforeAll(async () => {
    t = await startTestApp(target);
    const signUp = async (firstName: string, email: string) =>
      sessionCookie(
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          payload: { firstName, lastName: 'Test', email, password: 'correct horse battery' },
        }),
      );
    ada = await signUp('Ada', 'ada@example.com');
    grace = await signUp('Grace', 'grace@example.com');
    lin = await signUp('Lin', 'lin@example.com');
  });
  afterAll(() => t?.close());

  const save = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/assessment-results',
      payload: versioned(payload as object),
      headers: cookie ? { cookie } : {},
    });

  const read = (cookie: string, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/assessment-results/${id}`, headers: { cookie } });
  /** Saves, then reads the full stored report back. */
  const saveAndRead = async (cookie: string, payload: unknown) => {
    const saved = await save(cookie, payload);
    expect(saved.statusCode, saved.body).toBe(201);
    return (await read(cookie, saved.json().id)).json();
  };

  it.each(fixtures)('stores exactly the golden results of %s', async (_file, fixture) => {
    const times = fixture.durationsMs;
    const responses = (fixture.responses as Array<Record<string, unknown>>).map((r, i) =>
      times ? { ...r, ms: times[i] } : r,
    );
    const res = await save(ada, {
      responses,
      ...(fixture.role ? { role: fixture.role } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    const summary = res.json();
    expect(summary).toMatchObject({
      userEmail: 'ada@example.com',
      userName: 'Ada Test',
      assessmentName: 'Peak Partners Prioritization Self-Assessment',
      overallScore: fixture.expected.overallScore,
      rawOverallScore: fixture.expected.rawOverallScore,
      maturityLevel: fixture.expected.maturityLevel,
    });
    expect(typeof summary.userId).toBe('string');
    expect(Number.isNaN(Date.parse(summary.timestamp))).toBe(false);
    const stored = (await read(ada, summary.id)).json();
    const { id, userId, userEmail, userName, assessmentName, timestamp, ...results } = stored;
    expect(results).toEqual(JSON.parse(JSON.stringify(fixture.expected)));
    expect({ id, userId, userEmail, userName, assessmentName, timestamp }).toEqual({
      id: summary.id,
      userId: summary.userId,
      userEmail: summary.userEmail,
      userName: summary.userName,
      assessmentName: summary.assessmentName,
      timestamp: summary.timestamp,
    });
  });

  it('ignores scores and identities sent by the client', async () => {
    const [, fixture] = fixtures.find(([f]) => f === 'all-3s.json') as (typeof fixtures)[number];
    // Answer times of their own: the golden fixture's answers alone are a result Ada saved above.
    const res = await save(ada, {
      responses: attempt(fixture.responses, 1),
      rawOverallScore: 180,
      overallScore: 5,
      maturityLevel: 'Expert',
      userId: 'someone-else',
      userEmail: 'x@y.z',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      rawOverallScore: 108,
      overallScore: 3,
      maturityLevel: 'Developing',
      userEmail: 'ada@example.com',
    });
  });

  it('recomputes the careless-answering verdict from the answers and their times', async () => {
    const [, fixture] = fixtures.find(
      ([f]) => f === 'strategic-navigator.json',
    ) as (typeof fixtures)[number];
    const timed = (ms: number) =>
      (fixture.responses as Array<{ questionId: string; doing: number }>).map((r) => ({
        ...r,
        ms,
      }));
    const hurried = await saveAndRead(lin, { responses: timed(900) });
    expect(hurried.effort).toMatchObject({
      lowEffort: true,
      medianMs: 900,
      timedAnswers: 36,
      reasons: [{ code: 'fast' }],
    });
    expect(hurried.report.effort.lowEffort).toBe(true);
    const careful = await saveAndRead(lin, { responses: timed(6500) });
    expect(careful.effort.lowEffort).toBe(false);
    expect(careful.rawOverallScore).toBe(hurried.rawOverallScore);
    // A client's own verdict is not taken: only answers and times are.
    const forged = await saveAndRead(lin, { responses: timed(901), effort: { lowEffort: false } });
    expect(forged.effort.lowEffort).toBe(true);
    const negative = await save(lin, { responses: timed(-1) });
    expect(negative.statusCode).toBe(400);
  });

  it('stores the role, scores a not-applicable answer as missing, and refuses an unknown role', async () => {
    const [, fixture] = fixtures.find(
      ([f]) => f === 'not-applicable-individual-contributor.json',
    ) as (typeof fixtures)[number];
    const saved = await saveAndRead(lin, {
      responses: fixture.responses,
      role: 'individual-contributor',
    });
    expect(saved.role).toBe('individual-contributor');
    expect(saved.report.reducedAnswers.length).toBeGreaterThan(0);
    const unknown = await save(lin, { responses: fixture.responses, role: 'emperor' });
    expect(unknown.statusCode).toBe(400);
    // Only a question that offers it may be answered "does not happen in my role".
    const [first] = fixture.responses as Array<{ questionId: string }>;
    const refused = await save(lin, {
      responses: [{ questionId: first?.questionId, doing: null }],
    });
    expect(refused.statusCode).toBe(400);
  });

  it('keeps the story shown, labelled when it is the locally composed one', async () => {
    const [, fixture] = fixtures.find(([f]) => f === 'all-4s.json') as (typeof fixtures)[number];
    const composed = await t.app.inject({
      method: 'POST',
      url: '/api/story',
      payload: versioned({ responses: fixture.responses }),
    });
    const { story, label } = composed.json();
    const saved = await saveAndRead(lin, { responses: fixture.responses, story });
    expect(saved).toMatchObject({ story, storyLabel: label });
    // Another result (its own times): the same answers again would answer the first row, story and all.
    const written = await saveAndRead(lin, {
      responses: attempt(fixture.responses, 1),
      story: 'A story.',
    });
    expect(written.story).toBe('A story.');
    expect(written.storyLabel).toBeUndefined();
  });

  it.each([
    [{ responses: [{ questionId: 'zz_v2_1', doing: 3 }] }, 'unknown questionId "zz_v2_1"'],
    [{ responses: [{ questionId: 'cof_v2_1', doing: 6 }] }, 'must be a whole number from 1 to 5'],
    [
      {
        responses: [
          { questionId: 'cof_v2_1', doing: 3 },
          { questionId: 'cof_v2_1', doing: 4 },
        ],
      },
      'answered twice',
    ],
    [{ responses: [] }, 'at least one question'],
    [{ responses: 'all fives' }, 'responses'],
    [{}, 'responses'],
  ])('answers 400 for %j', async (payload, message) => {
    const res = await save(ada, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });

  it("lists only the signed-in user's own results, newest first", async () => {
    const [, fixture] = fixtures.find(([f]) => f === 'all-4s.json') as (typeof fixtures)[number];
    const saved = await save(grace, { responses: fixture.responses });
    expect(saved.statusCode, saved.body).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/assessment-results',
      headers: { cookie: grace },
    });
    // The save answered its entry exactly as the history lists it, with its owner.
    const { userId, userEmail, userName, ...entry } = saved.json();
    expect(list.json().docs).toEqual([entry]);
    expect({ userEmail, userName }).toEqual({
      userEmail: 'grace@example.com',
      userName: 'Grace Test',
    });
    expect(typeof userId).toBe('string');
    expect(list.json()).toMatchObject({
      totalDocs: 1,
      docs: [
        {
          overallScore: 4,
          rawOverallScore: 144,
          assessmentName: 'Peak Partners Prioritization Self-Assessment',
        },
      ],
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/assessment-results',
      headers: { cookie: ada },
    });
    expect(mine.json().totalDocs).toBe(fixtures.length + 1);
    const stamps = mine.json().docs.map((d: { timestamp: string }) => d.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
  });

  it("answers 404 for another user's result, a missing one and a malformed id; 401 signed out", async () => {
    const [, fixture] = fixtures.find(([f]) => f === 'all-2s.json') as (typeof fixtures)[number];
    const { id } = (await save(ada, { responses: fixture.responses })).json();
    const get = (path: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
    expect((await get(`/api/assessment-results/${id}`, grace)).statusCode).toBe(404);
    expect(
      (await get('/api/assessment-results/00000000-0000-4000-8000-000000000000', ada)).statusCode,
    ).toBe(404);
    expect((await get("/api/assessment-results/1' or '1'='1", ada)).statusCode).toBe(404);
    expect((await get(`/api/assessment-results/${id}`)).statusCode).toBe(401);
    expect((await get('/api/assessment-results')).statusCode).toBe(401);
    expect((await save(undefined, { responses: fixture.responses })).statusCode).toBe(401);
  });
});
