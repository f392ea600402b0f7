// Who may read and write whose data: every route that touches a user's data is tried signed out, as
// another user, and with every kind of bad credential (forged, tampered, expired, revoked; and for
// Clerk, altered, foreign-signed and expired tokens). Each must be treated as signed out.

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clerkProvider } from '../../src/auth/providers';
import { assessmentResults, sessions } from '../../src/db/schema';
import { attempt } from '../support/answers';
import { sessionCookie, signUpUser, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { type ClerkKeys, clerkKeys, clerkToken } from '../support/clerk-tokens';
import { TARGETS } from '../support/database';
import { readFixture } from '../support/paths';

const responses = readFixture('all-3s.json').responses as Array<{
  questionId: string;
  doing: number;
}>;

const SIGNED_OUT = 'Please sign in to continue.';
const NOT_FOUND = 'Assessment results not found';

/** The stored form of a session token, as sessions.ts keeps it. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
const tokenOf = (cookie: string) => cookie.slice('peak_session='.length);

/** The same token with the character at `index` swapped for another valid one. */
function withOneCharacterChanged(token: string, index: number): string {
  const c = token[index] as string;
  return `${token.slice(0, index)}${c === 'A' ? 'B' : 'A'}${token.slice(index + 1)}`;
}

type Headers = Record<string, string>;

describe.each(TARGETS)('access control with local accounts on %s', (target) => {
  let t: TestApp;
  const users = {} as Record<'ada' | 'grace' | 'eve', { id: string; cookie: string }>;
  let adaResult: string;
  let graceResult: string;

  const request = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const save = (headers: Headers, payload: object = { responses }) =>
    request('POST', '/api/assessment-results', headers, versioned(payload));
  const list = (headers: Headers, query = '') =>
    request('GET', `/api/assessment-results${query}`, headers);
  const one = (id: string, headers: Headers, query = '') =>
    request('GET', `/api/assessment-results/${id}${query}`, headers);
  const me = (headers: Headers) => request('GET', '/api/auth/me', headers);
  const cookieOf = (who: keyof typeof users) => ({ cookie: users[who].cookie });

  async function signUp(name: keyof typeof users) {
    users[name] = await signUpUser(t.app, {
      firstName: name,
      lastName: 'Test',
      email: `${name}@example.com`,
      password: 'correct horse battery',
    });
  }

  /** A second, independent session of an existing user. */
  async function signIn(name: keyof typeof users): Promise<string> {
    const res = await request(
      'POST',
      '/api/auth/sign-in',
      {},
      {
        email: `${name}@example.com`,
        password: 'correct horse battery',
      },
    );
    expect(res.statusCode).toBe(200);
    return sessionCookie(res);
  }

  const resultCount = async () =>
    Number(
      (await t.database.db.select({ n: sql<number>`count(*)` }).from(assessmentResults))[0]?.n,
    );

  /** Every protected route answers 401 (and /me no user) to these headers; nothing is stored. */
  async function expectSignedOut(headers: Headers) {
    const before = await resultCount();
    for (const res of [
      await list(headers),
      await save(headers),
      await one(adaResult, headers),
      await one(graceResult, headers),
      await request('GET', `/api/assessment-compare?from=${adaResult}&to=${adaResult}`, headers),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        error: SIGNED_OUT,
        errors: [{ message: SIGNED_OUT }],
      });
      expect(res.body).not.toContain('overallScore');
    }
    const who = await me(headers);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual({ user: null });
    expect(await resultCount()).toBe(before);
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    await signUp('ada');
    await signUp('grace');
    await signUp('eve');
    const saved = [await save(cookieOf('ada')), await save(cookieOf('grace'))];
    for (const res of saved) expect(res.statusCode, res.body).toBe(201);
    [adaResult, graceResult] = saved.map((res) => res.json().id as string) as [string, string];
  });
  afterAll(() => t?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets each user read and list their own results (the control for every refusal below)', async () => {
    const own = await one(adaResult, cookieOf('ada'));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: adaResult, userId: users.ada.id });
    const mine = await list(cookieOf('ada'));
    expect(mine.statusCode).toBe(200);
    expect(mine.json().docs.map((d: { id: string }) => d.id)).toContain(adaResult);
    expect((await me(cookieOf('ada'))).json().user).toMatchObject({ id: users.ada.id });
  });

  it('treats a request without a session as signed out on every route', async () => {
    await expectSignedOut({});
    const out = await request('POST', '/api/auth/sign-out', {}, {});
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
  });

  it("answers someone else's result exactly like a missing one", async () => {
    const theirs = await one(adaResult, cookieOf('grace'));
    const missing = await one(randomUUID(), cookieOf('grace'));
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect(theirs.json().error).toBe(NOT_FOUND);
    expect(theirs.body).not.toContain(users.ada.id);
    // Upper case is the same UUID to PostgreSQL; it must not slip past the owner check either.
    expect((await one(adaResult.toUpperCase(), cookieOf('grace'))).statusCode).toBe(404);
    expect((await one(graceResult, cookieOf('ada'))).statusCode).toBe(404);
    expect((await one(graceResult, cookieOf('eve'))).statusCode).toBe(404);
  });

  it("never lists another user's results", async () => {
    const owners = new Map(
      (
        await t.database.db
          .select({ id: assessmentResults.id, userId: assessmentResults.userId })
          .from(assessmentResults)
      ).map((r) => [r.id, r.userId]),
    );
    for (const who of ['ada', 'grace', 'eve'] as const) {
      const res = await list(cookieOf(who));
      expect(res.statusCode).toBe(200);
      const ids: string[] = res.json().docs.map((d: { id: string }) => d.id);
      for (const id of ids) expect(owners.get(id)).toBe(users[who].id);
      expect(ids.length).toBe([...owners.values()].filter((u) => u === users[who].id).length);
      expect(res.body).not.toContain(who === 'ada' ? graceResult : adaResult);
    }
    expect((await list(cookieOf('eve'))).json()).toEqual({ docs: [], totalDocs: 0 });
  });

  it('ignores a userId in the body or the query: the session decides whose data it is', async () => {
    // Answer times of their own: the same answers saved again would answer the first row (200).
    const res = await save(cookieOf('ada'), {
      responses: attempt(responses, 1),
      userId: users.grace.id,
      userEmail: 'grace@example.com',
      userName: 'grace Test',
      user: { id: users.grace.id },
    });
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({ userId: users.ada.id, userEmail: 'ada@example.com' });
    const [row] = await t.database.db
      .select({ userId: assessmentResults.userId })
      .from(assessmentResults)
      .where(eq(assessmentResults.id, saved.id));
    expect(row?.userId).toBe(users.ada.id);
    expect((await one(saved.id, cookieOf('grace'))).statusCode).toBe(404);

    const viaQuery = await save(cookieOf('ada'), { responses: attempt(responses, 2) });
    expect(viaQuery.statusCode).toBe(201);
    for (const query of [
      `?userId=${users.grace.id}`,
      `?where[userId][equals]=${users.grace.id}`,
      `?user=${users.grace.id}&userId[]=${users.grace.id}`,
    ]) {
      const listed = await list(cookieOf('ada'), query);
      expect(listed.statusCode).toBe(200);
      const ids = listed.json().docs.map((d: { id: string }) => d.id);
      expect(ids).not.toContain(graceResult);
      expect(ids).toContain(adaResult);
      const theirs = await one(graceResult, cookieOf('ada'), query);
      expect(theirs.statusCode).toBe(404);
    }
    const asGrace = await list(cookieOf('grace'), `?userId=${users.ada.id}`);
    expect(asGrace.json().docs.map((d: { id: string }) => d.id)).toEqual([graceResult]);
  });

  it('treats a forged session token as signed out', async () => {
    await expectSignedOut({ cookie: `peak_session=${randomBytes(32).toString('base64url')}` });
    await expectSignedOut({ cookie: `peak_session=${'A'.repeat(43)}` });
    // The hash of a real token is what the database holds; it is not a token itself.
    await expectSignedOut({ cookie: `peak_session=${tokenHash(tokenOf(users.ada.cookie))}` });
  });

  it('treats a tampered session token (one character changed, cut or extended) as signed out', async () => {
    const token = tokenOf(users.ada.cookie);
    expect((await me(cookieOf('ada'))).json().user?.id).toBe(users.ada.id);
    for (const index of [0, Math.floor(token.length / 2), token.length - 1])
      await expectSignedOut({ cookie: `peak_session=${withOneCharacterChanged(token, index)}` });
    await expectSignedOut({ cookie: `peak_session=${token.slice(0, -1)}` });
    await expectSignedOut({ cookie: `peak_session=${token}A` });
    await expectSignedOut({ cookie: `peak_session=${token.toUpperCase()}` });
    // Another cookie name or the token as a bearer header is not a session either.
    await expectSignedOut({ cookie: `session=${token}` });
    await expectSignedOut({ authorization: `Bearer ${token}` });
    // The untouched token still works: the refusals above were about the change.
    expect((await me(cookieOf('ada'))).json().user?.id).toBe(users.ada.id);
  });

  it('treats a session past its stored expiry as signed out', async () => {
    const cookie = await signIn('ada');
    expect((await me({ cookie })).json().user?.id).toBe(users.ada.id);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.tokenHash, tokenHash(tokenOf(cookie))));
    await expectSignedOut({ cookie });
    // Other sessions of the same user are untouched.
    expect((await me(cookieOf('ada'))).json().user?.id).toBe(users.ada.id);
  });

  it('treats a session as expired once its lifetime has passed', async () => {
    const cookie = await signIn('grace');
    expect((await me({ cookie })).json().user?.id).toBe(users.grace.id);
    const lifetime = t.config.sessionTtlDays * 86_400_000;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + lifetime + 60_000 });
    await expectSignedOut({ cookie });
    await expectSignedOut(cookieOf('grace'));
    vi.useRealTimers();
    expect((await me({ cookie })).json().user?.id).toBe(users.grace.id);
  });

  it('treats a session revoked by sign-out as signed out, and only that session', async () => {
    const cookie = await signIn('ada');
    expect((await list({ cookie })).statusCode).toBe(200);
    const out = await request('POST', '/api/auth/sign-out', { cookie }, {});
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'peak_session')?.value).toBe('');
    await expectSignedOut({ cookie });
    // Signing out again with the dead token changes nothing, and revives nothing.
    expect((await request('POST', '/api/auth/sign-out', { cookie }, {})).statusCode).toBe(200);
    await expectSignedOut({ cookie });
    expect((await list(cookieOf('ada'))).statusCode).toBe(200);
  });

  it("cannot sign someone else out by sending their session's hash or a forged token", async () => {
    for (const token of [
      tokenHash(tokenOf(users.eve.cookie)),
      randomBytes(32).toString('base64url'),
    ])
      await request('POST', '/api/auth/sign-out', { cookie: `peak_session=${token}` }, {});
    expect((await me(cookieOf('eve'))).json().user?.id).toBe(users.eve.id);
  });
});

describe('access control with Clerk session tokens', () => {
  let t: TestApp;
  let keys: ClerkKeys;
  let results: { one: string; two: string };

  const token = (claims: Record<string, unknown>, key = keys.privateKey, expiresIn = '5m') =>
    clerkToken(claims, key, expiresIn);
  const claimsOf = (id: string) => ({
    sub: id,
    email: `${id}@example.com`,
    first_name: 'Clerk',
    last_name: id,
  });
  const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

  const request = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function expectSignedOut(headers: Headers) {
    for (const res of [
      await request('GET', '/api/assessment-results', headers),
      await request('POST', '/api/assessment-results', headers, versioned({ responses })),
      await request('GET', `/api/assessment-results/${results.one}`, headers),
      await request(
        'GET',
        `/api/assessment-compare?from=${results.one}&to=${results.one}`,
        headers,
      ),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().error).toBe(SIGNED_OUT);
    }
    const who = await request('GET', '/api/auth/me', headers);
    expect(who.json()).toEqual({ user: null });
  }

  beforeAll(async () => {
    keys = await clerkKeys();
    // Networkless: the JWT key verifies tokens and the claims carry the profile, so no secret key.
    const provider = clerkProvider({ jwtKey: keys.jwtKey });
    t = await startTestApp('pglite', { provider });
    const saveAs = async (id: string) => {
      const res = await request(
        'POST',
        '/api/assessment-results',
        bearer(await token(claimsOf(id))),
        versioned({ responses }),
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    results = { one: await saveAs('user_one'), two: await saveAs('user_two') };
  });
  afterAll(() => t?.close());

  it('accepts a valid token, as a bearer header or the __session cookie (the control)', async () => {
    const jwt = await token(claimsOf('user_one'));
    for (const headers of [bearer(jwt), { cookie: `__session=${jwt}` }]) {
      const res = await request('GET', `/api/assessment-results/${results.one}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().userId).toBe('user_one');
      expect((await request('GET', '/api/auth/me', headers)).json().user.id).toBe('user_one');
    }
  });

  it('treats a token whose payload was altered after signing as signed out', async () => {
    const valid = await token(claimsOf('user_one'));
    const [header, payload, signature] = valid.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forge = (changes: Record<string, unknown>) =>
      `${header}.${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.${signature}`;
    await expectSignedOut(bearer(forge({ sub: 'user_two', email: 'user_two@example.com' })));
    await expectSignedOut(bearer(forge({ exp: 9_999_999_999 })));
    await expectSignedOut({ cookie: `__session=${forge({ sub: 'user_two' })}` });
    // A header switched to "none" with the signature dropped.
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    await expectSignedOut(bearer(`${none}.${payload}.`));
    // One character of the signature changed.
    await expectSignedOut(bearer(`${header}.${payload}.${withOneCharacterChanged(signature, 10)}`));
  });

  it('treats a token signed by another key as signed out', async () => {
    await expectSignedOut(bearer(await token(claimsOf('user_one'), keys.otherKey)));
    await expectSignedOut({
      cookie: `__session=${await token(claimsOf('user_two'), keys.otherKey)}`,
    });
  });

  it('treats an expired token as signed out', async () => {
    await expectSignedOut(bearer(await token(claimsOf('user_one'), keys.privateKey, '-1m')));
    await expectSignedOut({
      cookie: `__session=${await token(claimsOf('user_one'), keys.privateKey, '-1h')}`,
    });
  });

  it("answers another Clerk user's result with 404 and never lists it", async () => {
    const two = bearer(await token(claimsOf('user_two')));
    const res = await request('GET', `/api/assessment-results/${results.one}`, two);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(NOT_FOUND);
    const listed = await request('GET', '/api/assessment-results', two);
    expect(listed.json().docs.map((d: { id: string }) => d.id)).toEqual([results.two]);
  });

  it('ignores a userId in the body: the token decides', async () => {
    const res = await request(
      'POST',
      '/api/assessment-results?userId=user_one',
      bearer(await token(claimsOf('user_two'))),
      versioned({
        responses: attempt(responses, 1),
        userId: 'user_one',
        userEmail: 'user_one@example.com',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userId: 'user_two', userEmail: 'user_two@example.com' });
    const asOne = await request(
      'GET',
      `/api/assessment-results/${res.json().id}`,
      bearer(await token(claimsOf('user_one'))),
    );
    expect(asOne.statusCode).toBe(404);
  });

  it('keeps the local account routes off, whatever is sent', async () => {
    for (const path of ['/api/auth/sign-up', '/api/auth/sign-in', '/api/auth/sign-out']) {
      const res = await request(
        'POST',
        path,
        {},
        {
          firstName: 'A',
          lastName: 'B',
          email: 'a@b.co',
          password: 'correct horse battery',
        },
      );
      expect(res.statusCode).toBe(404);
      expect(res.cookies.find((c) => c.name === 'peak_session')).toBeUndefined();
    }
  });
});
