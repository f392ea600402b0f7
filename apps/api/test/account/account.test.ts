// Download my data and Delete my account, with local accounts: the file holds the person's account,
// results, teams, share links and messages and nothing of anyone else's; deleting takes every row
// of theirs (a team they were counted in withdraws their group, a team they own goes), keeps their
// messages without their name or address, and leaves them unable to sign in.
import { createHash, randomBytes } from 'node:crypto';
import { type AccountData, accountDataSchema, CONFIRM_EMAIL_MESSAGE } from '@peak/contracts';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_PER_READ } from '../../src/account/data';
import { DELETED_EMAIL, DELETED_NAME } from '../../src/account/deletion';
import {
  assessmentResults,
  leads,
  outbox,
  sessions,
  shareLinks,
  teamMembers,
  teamPool,
  teamRoundsServed,
  teams,
  users,
} from '../../src/db/schema';
import { limitsWith, signUpUser, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { TARGETS } from '../support/database';
import { answersOf, drawPerson, insertResults, scored, seeded } from '../support/seeded-results';

const PASSWORD = 'correct horse battery';
type Account = { id: string; cookie: string; email: string };

describe.each(TARGETS)('controlling one’s data on %s', (target) => {
  let t: TestApp;
  const rng = seeded(41);
  const people: Record<string, Account> = {};
  const resultsOf: Record<string, string[]> = {};
  let countedTeam = '';
  let ownedTeam = '';
  let adaLead = '';
  let bobLead = '';
  let adaLinkHash = '';

  const call = (who: Account | null, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      ...(who ? { headers: { cookie: who.cookie } } : {}),
      ...(payload ? { payload } : {}),
    });

  async function signUp(name: string) {
    const email = `${name}@example.com`;
    const user = await signUpUser(t.app, {
      firstName: name,
      lastName: 'Owner',
      email,
      password: PASSWORD,
    });
    people[name] = { ...user, email };
    resultsOf[name] = [];
  }

  async function save(name: string) {
    const res = await call(
      people[name] as Account,
      'POST',
      '/api/assessment-results',
      versioned({ responses: answersOf(drawPerson(rng), rng) }),
    );
    expect(res.statusCode, res.body).toBe(201);
    resultsOf[name]?.push(res.json().id);
  }

  async function createTeam(owner: string, name: string) {
    const res = await call(people[owner] as Account, 'POST', '/api/teams', { name });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    const link = await call(people[owner] as Account, 'POST', `/api/teams/${id}/invitations`, {});
    return { id, token: link.json().token as string };
  }

  async function join(name: string, token: string) {
    const res = await call(people[name] as Account, 'POST', '/api/teams/join', {
      token,
      consent: true,
      resultId: resultsOf[name]?.[0],
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function contact(name: string, message: string) {
    const res = await call(people[name] as Account, 'POST', '/api/submit-contact', {
      name: `${name} Owner`,
      email: `${name}@example.com`,
      company: `${name} Ltd`,
      message,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.message, message));
    return row?.id as string;
  }

  /** A share link as the share-link routes keep it: by the hash of a token never stored. */
  async function shareLink(name: string) {
    const tokenHash = createHash('sha256').update(randomBytes(32)).digest('hex');
    await t.database.db.insert(shareLinks).values({
      tokenHash,
      resultId: resultsOf[name]?.[0] as string,
      userId: people[name]?.id as string,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return tokenHash;
  }

  /** Every row kept for a user id, per table. */
  async function rowsOf(userId: string) {
    const { db } = t.database;
    const n = async (query: PromiseLike<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;
    return {
      results: await n(
        db
          .select({ n: count() })
          .from(assessmentResults)
          .where(eq(assessmentResults.userId, userId)),
      ),
      shareLinks: await n(
        db.select({ n: count() }).from(shareLinks).where(eq(shareLinks.userId, userId)),
      ),
      memberships: await n(
        db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.userId, userId)),
      ),
      ownedTeams: await n(db.select({ n: count() }).from(teams).where(eq(teams.ownerId, userId))),
      leads: await n(db.select({ n: count() }).from(leads).where(eq(leads.userId, userId))),
      sessions: await n(
        db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)),
      ),
      users: await n(db.select({ n: count() }).from(users).where(eq(users.id, userId))),
      roundsServed: await n(
        db.select({ n: count() }).from(teamRoundsServed).where(eq(teamRoundsServed.userId, userId)),
      ),
      inRounds: await n(
        db.select({ n: count() }).from(teamPool).where(eq(teamPool.userId, userId)),
      ),
    };
  }

  const exportOf = async (who: Account) => {
    const res = await call(who, 'GET', '/api/account/data');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return { res, data: accountDataSchema.parse(res.json()) as AccountData };
  };

  beforeAll(async () => {
    t = await startTestApp(target, {
      config: {
        teams: { minResponses: 3, maxMembers: 10, perAccount: 5, invitationsPerHour: 50 },
        // Events and staff notes are recorded (and never delivered here: nothing listens).
        staff: { emails: ['staff@example.com'] },
        webhook: { url: 'http://127.0.0.1:9/hook', secret: `whsec_${'A'.repeat(32)}` },
        outbox: { pollMs: 3_600_000, attemptTimeoutMs: 1000, retryBaseMs: 1000 },
      },
    });
    for (const name of ['ada', 'bob', 'cy', 'dee']) await signUp(name);
    for (const name of ['ada', 'ada', 'bob', 'cy', 'dee']) await save(name);
    // Bob's team counts Ada, Cy and Dee in one group of three; Ada owns a team Bob joined.
    const counted = await createTeam('bob', 'Leadership Team');
    countedTeam = counted.id;
    for (const name of ['cy', 'dee', 'ada']) await join(name, counted.token);
    const owned = await createTeam('ada', 'Strategy Circle');
    ownedTeam = owned.id;
    await join('bob', owned.token);
    adaLead = await contact('ada', 'Could we talk about a workshop for my team?');
    // The receiver has heard of Ada's lead (its lead.created went out), so it hears of its change.
    await t.database.db
      .update(outbox)
      .set({ deliveredAt: new Date() })
      .where(and(eq(outbox.type, 'lead.created'), sql`${outbox.payload}->>'id' = ${adaLead}`));
    bobLead = await contact('bob', 'Bob would like a call.');
    await t.database.db
      .update(leads)
      .set({ notes: 'Called back on Monday.', owner: 'staff@example.com', status: 'contacted' })
      .where(eq(leads.id, adaLead));
    adaLinkHash = await shareLink('ada');
    await shareLink('bob');
  });
  afterAll(() => t?.close());

  it('downloads everything kept about the person as one JSON file, and nothing of anyone else', async () => {
    const ada = people.ada as Account;
    const { res, data } = await exportOf(ada);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="peak-partners-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(data.account).toMatchObject({
      id: ada.id,
      email: 'ada@example.com',
      firstName: 'ada',
      lastName: 'Owner',
      signIn: 'local',
    });
    expect(data.account.createdAt).toEqual(expect.any(String));
    // Every saved result with its report, newest first.
    expect(data.results.map((r) => r.id)).toEqual([...(resultsOf.ada ?? [])].reverse());
    for (const result of data.results) {
      expect(result.report).toHaveProperty('overallScore', result.overallScore);
      expect(result.report).toHaveProperty('report');
    }
    expect(data.teams).toEqual([
      expect.objectContaining({
        name: 'Leadership Team',
        role: 'member',
        state: 'counted',
        resultId: resultsOf.ada?.[0],
      }),
      expect.objectContaining({ name: 'Strategy Circle', role: 'owner', state: 'no-result' }),
    ]);
    expect(data.shareLinks).toEqual([
      expect.objectContaining({ resultId: resultsOf.ada?.[0], revokedAt: null }),
    ]);
    expect(data.messages).toEqual([
      expect.objectContaining({
        kind: 'contact',
        message: 'Could we talk about a workshop for my team?',
        status: 'contacted',
        email: 'ada@example.com',
      }),
    ]);
    // Nothing of anyone else, no hash of a link, and none of the consultancy's own notes.
    const text = res.body;
    for (const other of ['bob', 'cy', 'dee']) {
      expect(text).not.toContain(`${other}@example.com`);
      expect(text).not.toContain(people[other]?.id);
      for (const id of resultsOf[other] ?? []) expect(text).not.toContain(id);
    }
    expect(text).not.toContain(adaLinkHash);
    expect(text).not.toContain('Called back on Monday.');
    expect(text).not.toContain('staff@example.com');
    expect(text).not.toMatch(/"(notes|owner|tokenHash|passwordHash|digest|resultKey)":/);
  });

  it('is for a signed-in person only', async () => {
    expect((await call(null, 'GET', '/api/account/data')).statusCode).toBe(401);
    expect(
      (await call(null, 'DELETE', '/api/account', { email: 'ada@example.com' })).statusCode,
    ).toBe(401);
  });

  it('streams an account at the saved-results quota whole, each result once, newest first', async () => {
    await signUp('many');
    const many = people.many as Account;
    const variants = Array.from({ length: 5 }, () => scored(answersOf(drawPerson(rng), rng)));
    const quota = 500;
    await insertResults(
      t.database.db,
      Array.from({ length: quota }, (_, i) => ({
        userId: many.id,
        results: variants[i % variants.length] as (typeof variants)[number],
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
      })),
    );
    expect(quota).toBeGreaterThan(RESULTS_PER_READ * 2);
    const started = performance.now();
    const { res, data } = await exportOf(many);
    const ms = Math.round(performance.now() - started);
    console.info(
      `export of ${quota} results on ${target}: ${(res.rawPayload.length / 1e6).toFixed(1)} MB in ${ms} ms`,
    );
    expect(data.results).toHaveLength(quota);
    expect(new Set(data.results.map((r) => r.id)).size).toBe(quota);
    const times = data.results.map((r) => Date.parse(r.savedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses a wrong or missing email with 400 and deletes nothing', async () => {
    const ada = people.ada as Account;
    const before = await rowsOf(ada.id);
    for (const body of [{ email: 'bob@example.com' }, { email: 'ada@example.co' }, { email: '' }]) {
      const res = await call(ada, 'DELETE', '/api/account', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(CONFIRM_EMAIL_MESSAGE);
    }
    for (const body of [{}, { email: 3 }, { email: 'a'.repeat(400) }, []]) {
      const res = await call(ada, 'DELETE', '/api/account', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    expect(await rowsOf(ada.id)).toEqual(before);
    expect(before).toMatchObject({ results: 2, shareLinks: 1, memberships: 2, users: 1 });
  });

  it('deletes every row of the person at once, keeps their message anonymised, and signs them out', async () => {
    const ada = people.ada as Account;
    const bob = people.bob as Account;
    const bobBefore = await rowsOf(bob.id);
    expect((await call(bob, 'GET', `/api/teams/${countedTeam}`)).json().counted).toBe(3);
    // Ada reads the team report she is part of, so the rounds remember her twice.
    expect((await call(ada, 'GET', `/api/teams/${countedTeam}/report`)).json().status).toBe(
      'ready',
    );
    expect(await rowsOf(ada.id)).toMatchObject({ roundsServed: 1, inRounds: 1 });

    // The address is compared whatever its case and the spaces around it.
    const res = await call(ada, 'DELETE', '/api/account', { email: '  ADA@Example.com ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    const cleared = res.cookies.find((c) => c.name === 'peak_session');
    expect(cleared?.value).toBe('');

    expect(await rowsOf(ada.id)).toEqual({
      results: 0,
      shareLinks: 0,
      memberships: 0,
      ownedTeams: 0,
      leads: 0,
      sessions: 0,
      users: 0,
      roundsServed: 0,
      inRounds: 0,
    });
    // The message stays for the consultancy, with nothing that names its sender.
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, adaLead));
    expect(lead).toMatchObject({
      kind: 'contact',
      name: DELETED_NAME,
      email: DELETED_EMAIL,
      company: null,
      message: 'Could we talk about a workshop for my team?',
      status: 'contacted',
      notes: 'Called back on Monday.',
      userId: null,
      shared: null,
    });
    // Ada's answers leave the team she was counted in: every report that held them is hidden.
    const detail = (await call(bob, 'GET', `/api/teams/${countedTeam}`)).json();
    expect(detail).toMatchObject({ counted: 2, members: 3 });
    expect(detail.people.filter((p: { role: string }) => p.role === 'member')).toEqual([
      expect.objectContaining({ name: 'cy Owner', status: 'counted' }),
      expect.objectContaining({ name: 'dee Owner', status: 'counted' }),
    ]);
    expect((await call(bob, 'GET', `/api/teams/${countedTeam}/report`)).json().status).toBe(
      'hidden',
    );
    // The team Ada owned is gone, as DELETE /api/teams/{id} deletes it.
    expect((await call(bob, 'GET', `/api/teams/${ownedTeam}`)).statusCode).toBe(404);
    // Bob keeps all of his but that membership.
    expect(await rowsOf(bob.id)).toEqual({ ...bobBefore, memberships: bobBefore.memberships - 1 });
    const [bobsLead] = await t.database.db.select().from(leads).where(eq(leads.id, bobLead));
    expect(bobsLead).toMatchObject({ name: 'bob Owner', userId: bob.id });

    // Nothing pending names Ada any more: her lead's events and the staff's note of it are
    // withdrawn, and the receiver that had the lead gets it as it is now. Bob's stay.
    const pending = await t.database.db.select().from(outbox).where(isNull(outbox.deliveredAt));
    const about = (lead: string) =>
      pending.filter((r) => {
        const p = r.payload as { id?: string; about?: string };
        return p.id === lead || p.about === lead;
      });
    expect(about(adaLead).map((r) => [r.type, (r.payload as { name?: string }).name])).toEqual([
      ['lead.updated', DELETED_NAME],
    ]);
    expect(JSON.stringify(pending)).not.toMatch(/ada@example\.com/i);
    expect(
      about(bobLead)
        .map((r) => r.type)
        .sort(),
    ).toEqual(['lead.created', 'lead.notification']);
  });

  it('leaves the deleted account unable to sign in or to use its old session', async () => {
    const ada = people.ada as Account;
    const signIn = await call(null, 'POST', '/api/auth/sign-in', {
      email: 'ada@example.com',
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(401);
    expect((await call(ada, 'GET', '/api/auth/me')).json()).toEqual({ user: null });
    expect((await call(ada, 'GET', '/api/account/data')).statusCode).toBe(401);
    expect((await call(ada, 'DELETE', '/api/account', { email: ada.email })).statusCode).toBe(401);
  });
});

describe('the data file is rate limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      seed: false,
      config: { rateLimits: limitsWith({ account: 2 }) },
    });
  });
  afterAll(() => t?.close());

  it('answers 429 past the account limit', async () => {
    const { cookie } = await signUpUser(t.app, { email: 'limit@example.com', password: PASSWORD });
    const get = () =>
      t.app.inject({ method: 'GET', url: '/api/account/data', headers: { cookie } });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    const third = await get();
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toEqual(expect.any(String));
  });
});
