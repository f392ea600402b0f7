// Saving the same result twice keeps one: the server keys a save by the raw answers, their times,
// the role and the content version (never by anything the client names), and a repeat answers the
// row stored first, with 200 where the first save answered 201; twice at once too, on PGlite and
// on PostgreSQL, and at a quota.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentResults } from '../../src/db/schema';
import { signUpUser, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { TARGETS } from '../support/database';
import { readFixture } from '../support/paths';

const fixture = readFixture('all-4s.json') as {
  responses: Array<{ questionId: string; doing: number }>;
};
/** The fixture's answers, each on screen `ms` plus its position milliseconds. */
const timed = (ms: number) => fixture.responses.map((r, i) => ({ ...r, ms: ms + i }));

describe.each(TARGETS)('the same result saved twice on %s', (target) => {
  let t: TestApp;
  const users = {} as Record<'ada' | 'grace', { id: string; cookie: string }>;

  beforeAll(async () => {
    t = await startTestApp(target);
    for (const name of ['ada', 'grace'] as const)
      users[name] = await signUpUser(t.app, {
        firstName: name,
        email: `${name}@example.com`,
        password: 'correct horse battery',
      });
  });
  afterAll(() => t?.close());

  const save = (who: keyof typeof users, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/assessment-results',
      headers: { cookie: users[who].cookie },
      payload: versioned(payload),
    });
  const rowsOf = async (who: keyof typeof users) =>
    t.database.db
      .select({ id: assessmentResults.id, key: assessmentResults.resultKey })
      .from(assessmentResults)
      .where(eq(assessmentResults.userId, users[who].id));
  const history = async (who: keyof typeof users) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/assessment-results',
        headers: { cookie: users[who].cookie },
      })
    ).json() as { totalDocs: number; docs: Array<{ id: string }> };

  it('stores it once: the second save answers 200 with the first one id, time and figures', async () => {
    const body = { responses: timed(5000), role: 'manager', story: 'The first story.' };
    const first = await save('ada', body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await save('ada', { ...body, story: 'Another story, written later.' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await rowsOf('ada');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(first.json().id);
    expect(rows[0]?.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await history('ada')).totalDocs).toBe(1);
    // The story stored is the first save's.
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/assessment-results/${first.json().id}`,
      headers: { cookie: users.ada.cookie },
    });
    expect(stored.json().story).toBe('The first story.');
  });

  it('stores it once when the saves arrive at the same moment', async () => {
    const body = { responses: timed(7000) };
    const answers = await Promise.all(Array.from({ length: 6 }, () => save('grace', body)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((a) => a.json().id));
    expect(ids.size).toBe(1);
    expect((await rowsOf('grace')).map((r) => r.id)).toEqual([...ids]);
  });

  it('keeps another result apart: other times, another role, another account', async () => {
    const before = (await rowsOf('ada')).length;
    const body = { responses: timed(5000), role: 'manager' };
    expect((await save('ada', { ...body, responses: timed(5001) })).statusCode).toBe(201);
    expect((await save('ada', { ...body, role: 'senior-leader' })).statusCode).toBe(201);
    expect((await save('ada', { responses: timed(5000) })).statusCode).toBe(201);
    expect((await rowsOf('ada')).length).toBe(before + 3);
    const grace = await save('grace', body);
    expect(grace.statusCode).toBe(201);
    const adaIds = (await rowsOf('ada')).map((r) => r.id);
    expect(adaIds).not.toContain(grace.json().id);
  });

  it('never takes a key from the client', async () => {
    const before = (await rowsOf('ada')).length;
    const one = await save('ada', { responses: timed(9000), resultKey: 'chosen-by-client' });
    const other = await save('ada', { responses: timed(9100), resultKey: 'chosen-by-client' });
    expect([one.statusCode, other.statusCode]).toEqual([201, 201]);
    expect(one.json().id).not.toBe(other.json().id);
    const keys = await t.database.db
      .select({ key: assessmentResults.resultKey })
      .from(assessmentResults)
      .where(
        and(
          eq(assessmentResults.userId, users.ada.id),
          eq(assessmentResults.resultKey, 'chosen-by-client'),
        ),
      );
    expect(keys).toEqual([]);
    expect((await rowsOf('ada')).length).toBe(before + 2);
  });

  it('still refuses bad input with 400, before any key is made', async () => {
    const res = await save('ada', { responses: [{ questionId: 'cof_v2_1', doing: 9, ms: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('must be a whole number from 1 to 5');
  });
});

describe.each(TARGETS)('a repeated save at a quota on %s', (target) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(target, { config: { saves: { perHour: 1, max: 1 } } });
    ({ cookie } = await signUpUser(t.app, {
      email: 'quota@example.com',
      password: 'correct horse battery',
    }));
  });
  afterAll(() => t?.close());

  const save = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/assessment-results',
      headers: { cookie },
      payload: versioned(payload),
    });

  it('answers the stored row, where another result is refused with 429', async () => {
    const first = await save({ responses: timed(5000) });
    expect(first.statusCode).toBe(201);
    const again = await save({ responses: timed(5000) });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const other = await save({ responses: timed(6000) });
    expect(other.statusCode).toBe(429);
    const [count] = await t.database.db
      .select({ n: sql<string>`count(*)` })
      .from(assessmentResults);
    expect(Number(count?.n)).toBe(1);
  });
});
