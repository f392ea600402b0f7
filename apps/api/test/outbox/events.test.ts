// The events other changes write in their own transaction: team.created (the team, nothing of its
// members) and assessment.saved, only when the person agreed to share, and only what they agreed to.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, outbox } from '../../src/db/schema';
import { signUpUser, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { TARGETS } from '../support/database';
import { readFixture } from '../support/paths';
import { type Receiver, startReceiver, until } from './receiver';

const fixture = readFixture('all-4s.json') as {
  responses: Array<{ questionId: string; doing: number }>;
};
/** Distinct results from the same answers: each save gets its own answer times. */
const answersAt = (ms: number) => fixture.responses.map((r, i) => ({ ...r, ms: ms + i }));
const HEADLINE_FIELDS = [
  'createdAt',
  'email',
  'familyScores',
  'maturityLevel',
  'name',
  'overallScore',
  'resultId',
];
const TIMINGS = { pollMs: 50, attemptTimeoutMs: 2_000, retryBaseMs: 100 };

describe.each(TARGETS)('events from teams and saves on %s', (target) => {
  let receiver: Receiver;
  let t: TestApp;
  let user: { id: string; cookie: string };
  beforeAll(async () => {
    receiver = await startReceiver();
    t = await startTestApp(target, {
      config: { webhook: { url: receiver.url, secret: receiver.secret }, outbox: TIMINGS },
    });
    user = await signUpUser(t.app, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      password: 'correct horse battery',
    });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const call = (method: 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: user.cookie } });
  const save = (ms: number, share?: 'headline' | 'report') =>
    call(
      'POST',
      '/api/assessment-results',
      versioned({ responses: answersAt(ms), ...(share ? { shareWithConsultancy: share } : {}) }),
    );
  const eventFor = (type: string, id: string, key = 'resultId') =>
    until(
      () => receiver.acknowledged().find((d) => d.type === type && d.data[key] === id),
      10_000,
      `the ${type} event of ${id}`,
    );
  const savedEvents = () =>
    t.database.db.select().from(outbox).where(eq(outbox.type, 'assessment.saved'));

  it('announces a new team with its name, organisation and time, and nothing of its members', async () => {
    const res = await call('POST', '/api/teams', { name: 'Leadership team', organisation: 'Acme' });
    expect(res.statusCode, res.body).toBe(201);
    const team = res.json() as { id: string };
    const event = await eventFor('team.created', team.id, 'id');
    expect(event.verified).toBe(true);
    expect(event.data).toEqual({
      id: team.id,
      name: 'Leadership team',
      organisation: 'Acme',
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(event.data)).not.toContain('Grace');
  });

  it('announces a save shared as headline with the headline figures only', async () => {
    const res = await save(1_000, 'headline');
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json() as { id: string; timestamp: string; overallScore: number };
    const event = await eventFor('assessment.saved', saved.id);
    expect(Object.keys(event.data).sort()).toEqual(HEADLINE_FIELDS);
    expect(event.data).toMatchObject({
      resultId: saved.id,
      createdAt: saved.timestamp,
      overallScore: saved.overallScore,
      name: 'Grace Hopper',
      email: 'grace@example.com',
    });
    expect(event.data.familyScores).toEqual(
      expect.arrayContaining([expect.objectContaining({ family: expect.any(String) })]),
    );
  });

  it('announces a save shared as report with the capability scores and the results too', async () => {
    const res = await save(2_000, 'report');
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json() as { id: string; overallScore: number };
    const event = await eventFor('assessment.saved', saved.id);
    expect(Object.keys(event.data).sort()).toEqual(
      [...HEADLINE_FIELDS, 'capabilityScores', 'results'].sort(),
    );
    const results = event.data.results as { overallScore: number; capabilityScores: unknown[] };
    expect(results.overallScore).toBe(saved.overallScore);
    expect(event.data.capabilityScores).toHaveLength(results.capabilityScores.length);
  });

  it('announces nothing when the person did not agree, nor for the same result saved again', async () => {
    const before = (await savedEvents()).length;
    const unshared = await save(3_000);
    expect(unshared.statusCode).toBe(201);
    const again = await save(1_000, 'headline');
    expect(again.statusCode).toBe(200);
    expect(await savedEvents()).toHaveLength(before);
  });

  it('refuses any other answer to what is shared', async () => {
    const res = await call(
      'POST',
      '/api/assessment-results',
      versioned({ responses: answersAt(4_000), shareWithConsultancy: 'everything' }),
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('a shared save without a webhook', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('is saved, records no event (there is nobody to tell), and is a lead in the inbox', async () => {
    const { cookie } = await signUpUser(t.app, {
      email: 'ada@example.com',
      password: 'correct horse battery',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assessment-results',
      headers: { cookie },
      payload: versioned({ responses: answersAt(1_000), shareWithConsultancy: 'report' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    // The sign-up's own mail (the address's proof) is there; no event is.
    expect(await t.database.db.select().from(outbox).where(eq(outbox.channel, 'webhook'))).toEqual(
      [],
    );
    // Staff still see it: a lead carrying the whole report, the saved result its source.
    const [lead] = await t.database.db.select().from(leads);
    expect(lead).toMatchObject({
      kind: 'shared-result',
      email: 'ada@example.com',
      resultId: res.json().id,
      shared: { scope: 'report', totalMax: 180 },
    });
    expect((lead?.shared as { capabilities?: unknown[] } | undefined)?.capabilities).toHaveLength(
      12,
    );
  });
});
