// GET /api/assessment-compare: two of one's own saved results, score by score, with the reliability
// the stored results give. Someone else's result answers as a missing one; bad ids never reach a 500.
import { randomUUID } from 'node:crypto';
import { compareResponseSchema, errorBodySchema } from '@peak/contracts';
import { accountSentences, compareAccount } from '@peak/scoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentResults } from '../../src/db/schema';
import { signUpUser, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { TARGETS } from '../support/database';
import { SCORED_QUESTIONS, seedAccounts, seeded } from '../support/seeded-results';

const NOT_FOUND = 'Assessment results not found';
const SIGNED_OUT = 'Please sign in to continue.';

/** Every scored question at 3, except the answers given. */
const answers = (changed: Record<string, number> = {}) =>
  SCORED_QUESTIONS.map((q) => ({
    questionId: q.questionId,
    doing: changed[q.questionId] ?? 3,
    ms: 5000,
  }));

const idsOf = (capability: string) =>
  SCORED_QUESTIONS.filter((q) => q.capability === capability).map((q) => q.questionId);

describe.each(TARGETS)('comparing saved results on %s', (target) => {
  let t: TestApp;
  const users = {} as Record<'ada' | 'grace', { id: string; cookie: string }>;
  const results = {} as Record<'before' | 'after' | 'graces', string>;
  const [risen, nudged] = [
    SCORED_QUESTIONS[0]?.capability,
    SCORED_QUESTIONS.at(-1)?.capability,
  ] as [string, string];

  const compare = (query: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/assessment-compare${query}`,
      headers: cookie ? { cookie } : {},
    });

  async function save(who: keyof typeof users, changed: Record<string, number> = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assessment-results',
      headers: { cookie: users[who].cookie },
      payload: versioned({ responses: answers(changed) }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    for (const who of ['ada', 'grace'] as const)
      users[who] = await signUpUser(t.app, {
        email: `${who}@example.com`,
        password: 'correct horse battery',
      });
    results.before = await save('ada');
    // One capability from all 3s to all 5s (9 to 15), another by one answer (9 to 10).
    const [first] = idsOf(nudged);
    results.after = await save('ada', {
      ...Object.fromEntries(idsOf(risen).map((id) => [id, 5])),
      [first as string]: 4,
    });
    results.graces = await save('grace');
  });
  afterAll(() => t?.close());

  it('compares two of one’s own results with the saved reports as they are read', async () => {
    expect(risen).not.toBe(nudged);
    const res = await compare(`?from=${results.before}&to=${results.after}`, users.ada.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = compareResponseSchema.parse(res.json());
    for (const [side, id] of [
      ['from', results.before],
      ['to', results.after],
    ] as const) {
      const one = await t.app.inject({
        method: 'GET',
        url: `/api/assessment-results/${id}`,
        headers: { cookie: users.ada.cookie },
      });
      expect(body[side]).toEqual(one.json());
    }
    const capability = (name: string) => body.comparison.capabilities.find((c) => c.name === name);
    expect(capability(risen)).toMatchObject({ from: 9, to: 15, verdict: 'rose', estimated: false });
    expect(capability(nudged)).toMatchObject({ from: 9, to: 10, verdict: 'within-noise' });
    expect(body.sentences[0]).toMatch(new RegExp(`^${risen} rose from 9 to 15`));
    // Told as the engine tells it; saved seconds apart, so the word on a retake so soon.
    expect(body.account).toEqual(compareAccount(body.comparison));
    expect(body.sentences).toEqual(accountSentences(body.account));
    expect(body.comparison.apartMs).toBeLessThan(60_000);
    expect(body.account.soon).toMatch(/^These two results were taken less than a minute apart\./);
    // Too few results stored: the documented defaults.
    expect(body.comparison.reliabilityN).toBeLessThan(100);
  });

  it('judges change with the figures the stored results give, once there are enough', async () => {
    await seedAccounts(t.database.db, seeded(7), 120, 'other');
    await t.app.norms.refresh();
    const res = await compare(`?from=${results.before}&to=${results.after}`, users.ada.cookie);
    expect(res.statusCode).toBe(200);
    const { comparison } = compareResponseSchema.parse(res.json());
    expect(comparison.reliabilityN).toBe(122);
    expect(comparison.capabilities.every((c) => c.estimated)).toBe(true);
  });

  it("answers someone else's result exactly like a missing one", async () => {
    const missing = await compare(`?from=${results.before}&to=${randomUUID()}`, users.ada.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      error: NOT_FOUND,
      errors: [{ message: NOT_FOUND }],
    });
    for (const query of [
      `?from=${results.before}&to=${results.graces}`,
      `?from=${results.graces}&to=${results.after}`,
      `?from=${results.graces}&to=${results.graces}`,
    ]) {
      const res = await compare(query, users.ada.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
      expect(res.body).not.toContain(users.grace.id);
    }
    expect(
      (await compare(`?from=${results.before}&to=${results.after}`, users.grace.cookie)).statusCode,
    ).toBe(404);
  });

  it('answers 401 signed out', async () => {
    for (const cookie of [undefined, 'peak_session=forged']) {
      const res = await compare(`?from=${results.before}&to=${results.after}`, cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        error: SIGNED_OUT,
        errors: [{ message: SIGNED_OUT }],
      });
    }
  });

  it('refuses bad ids with the error body, never a 500', async () => {
    const cases: Array<[string, number]> = [
      ['', 400],
      [`?from=${results.before}`, 400],
      [`?to=${results.after}`, 400],
      [`?from=${results.before}&from=${results.after}&to=${results.after}`, 400],
      [`?from=${'a'.repeat(101)}&to=${results.after}`, 400],
      [`?from=not-an-id&to=${results.after}`, 404],
      [`?from=${results.before}&to=`, 404],
      [`?from=${results.before.toUpperCase()}x&to=${results.after}`, 404],
      [`?from=%00&to=${results.after}`, 400],
      [`?from[equals]=${results.before}&to=${results.after}`, 400],
    ];
    for (const [query, status] of cases) {
      const res = await compare(query, users.ada.cookie);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(status);
      expect(errorBodySchema.safeParse(res.json()).success, query).toBe(true);
    }
  });

  it('refuses a stored row that is not a result the engine saved, rather than failing', async () => {
    const [odd] = await t.database.db
      .insert(assessmentResults)
      .values({
        userId: users.ada.id,
        userEmail: 'ada@example.com',
        userName: 'Ada',
        assessmentName: 'Earlier',
        overallScore: 3,
        rawOverallScore: 108,
        maturityLevel: 'Developing',
        results: {},
      })
      .returning({ id: assessmentResults.id });
    const res = await compare(`?from=${odd?.id}&to=${results.after}`, users.ada.cookie);
    expect(res.statusCode).toBe(422);
    expect(errorBodySchema.safeParse(res.json()).success).toBe(true);
  });
});
