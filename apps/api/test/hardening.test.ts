// Abuse that one request can do, proven refused: cross-site and non-JSON state changes, debug calls
// in production, cacheable personal answers, retired rules, spoofed forwarded addresses, and
// visitor text that would drive a terminal.
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { heavyGate } from '@peak/content-api';
import { contactSubmissionSchema } from '@peak/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { printable } from '../src/cli/printable';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { accounts, assessmentResults } from '../src/db/schema';
import { seedContent } from '../src/db/seed';
import { attempt } from './support/answers';
import {
  limitsWith,
  sessionCookie,
  signUpCookie,
  startTestApp,
  type TestApp,
  testConfig,
} from './support/app';
import { versioned } from './support/bank';
import { openTestDatabase } from './support/database';

describe('state-changing requests come from the site itself', () => {
  let t: TestApp;
  let cookie = '';
  beforeAll(async () => {
    t = await startTestApp('pglite', { seed: false });
    cookie = await signUpCookie(t.app, {
      email: 'ada@example.com',
      password: 'a quiet harbour at dawn',
    });
  }, 60_000);
  afterAll(() => t?.close());

  const signOut = (headers: Record<string, string>, payload?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, ...headers },
      payload,
    });
  const signedIn = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json()
      .user !== null;

  it('refuses a text/plain sign-out (what a cross-site form or simple fetch sends) with 415', async () => {
    const res = await signOut({ 'content-type': 'text/plain' }, '{}');
    expect(res.statusCode).toBe(415);
    expect(await signedIn()).toBe(true);
  });

  it('refuses another origin, or a cross-site fetch, with 403 even with a JSON body', async () => {
    const json = { 'content-type': 'application/json' };
    expect((await signOut({ ...json, origin: 'https://evil.example' }, '{}')).statusCode).toBe(403);
    expect((await signOut({ ...json, 'sec-fetch-site': 'cross-site' }, '{}')).statusCode).toBe(403);
    expect((await signOut({ ...json, 'sec-fetch-site': 'same-site' }, '{}')).statusCode).toBe(403);
    expect(await signedIn()).toBe(true);
  });

  it('signs out from the same origin with JSON', async () => {
    const res = await signOut(
      {
        'content-type': 'application/json',
        origin: 'http://localhost:80',
        'sec-fetch-site': 'same-origin',
      },
      '{}',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await signedIn()).toBe(false);
  });

  it('marks personal answers no-store, and leaves public content cacheable', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(me.headers['cache-control']).toBe('no-store');
    const history = await t.app.inject({ method: 'GET', url: '/api/assessment-results' });
    expect(history.headers['cache-control']).toBe('no-store');
    const posts = await t.app.inject({ method: 'GET', url: '/api/posts?limit=1' });
    expect(posts.headers['cache-control']).not.toBe('no-store');
  });

  it('has no debug calls unless DEBUG_ENDPOINTS=1', async () => {
    const ids = await t.app.inject({ method: 'GET', url: '/api/extract-entry-ids' });
    expect(ids.statusCode).toBe(404);
    const test = await t.app.inject({ method: 'POST', url: '/api/test-google-form', payload: {} });
    expect(test.statusCode).toBe(404);
    expect(readConfig({ DEBUG_ENDPOINTS: '1' }).debugEndpoints).toBe(true);
    expect(readConfig({}).debugEndpoints).toBe(false);
  });
});

describe('retired rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  }, 60_000);
  afterAll(() => t?.close());

  it('are not served to the public, in lists, counts or by id', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/rules?limit=100' });
    const docs = all.json().docs as Array<{ id: string; enabled: boolean }>;
    expect(docs.length).toBeGreaterThan(30);
    expect(docs.every((r) => r.enabled === true)).toBe(true);
    const asked = await t.app.inject({
      method: 'GET',
      url: '/api/rules?where[enabled][equals]=false',
    });
    expect(asked.json().docs).toEqual([]);
    const byId = await t.app.inject({ method: 'GET', url: '/api/rules/legacy-malformed-rule' });
    expect(byId.statusCode).toBe(404);
  });
});

describe('forwarded addresses behind a proxy', () => {
  it('refuses TRUST_PROXY=true and takes a hop count or a list of addresses', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: must be false, the number of proxies/,
    );
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.1.0/24',
    ]);
    expect(readConfig({}).trustProxy).toBe(false);
  });

  it('keeps counting one client whatever X-Forwarded-For it makes up, behind one proxy', async () => {
    const t = await startTestApp('pglite', {
      seed: false,
      config: {
        trustProxy: 1,
        rateLimits: limitsWith({ signIn: 3, signUp: 3, contact: 3, story: 3 }),
      },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          // The proxy (10.0.0.1) appends the address it saw; the client wrote the rest.
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
          remoteAddress: '10.0.0.1',
          payload: { email: 'nobody@example.com', password: 'not the password' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('visitor text and the terminal', () => {
  it('refuses control characters in a contact name or company', () => {
    const base = { email: 'a@example.com', message: 'Hello there, a real message.' };
    const named = contactSubmissionSchema.safeParse({ ...base, name: 'Eve\u001b]0;pwned\u0007' });
    expect(named.success).toBe(false);
    const company = contactSubmissionSchema.safeParse({
      ...base,
      name: 'Eve',
      company: 'X\u001b[2J',
    });
    expect(company.success).toBe(false);
    expect(contactSubmissionSchema.safeParse({ ...base, name: 'Zoë Ñandú' }).success).toBe(true);
  });

  it('prints escape sequences as visible escapes in contact:list', () => {
    expect(printable('a\u001b[31mred\u001b[0m\u0007')).toBe('a\\u001b[31mred\\u001b[0m\\u0007');
    expect(printable('tab\tand line\u2028sep')).toBe('tab\tand line\\u2028sep');
  });
});

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      seed: true,
      config: { saves: { perHour: 3, max: 5 } },
    });
  }, 60_000);
  afterAll(() => t?.close());

  const signUp = (password: string, email = 'grace@example.com') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { firstName: 'Grace', lastName: 'Hopper', email, password },
    });

  it.each([
    ['pass12345', /Password must be at least 10 characters/],
    ['password123', /commonly used password/],
    ['12345678910', /Choose a stronger password/],
    ['password1234', /Choose a stronger password/],
    ['grace@example.com', /does not contain your name or email/],
    ['GraceHopper2024!', /does not contain your name or email/],
  ])('refuses the weak password %s with a clear message', async (password, message) => {
    const res = await signUp(password);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });

  it('accepts a long, unrelated passphrase', async () => {
    expect((await signUp('cobalt tulips under the viaduct')).statusCode).toBe(201);
  });

  it('slows repeated failed sign-ins for one account, whatever address they come from', async () => {
    const attempt = (password: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress: `10.20.0.${i}`,
        payload: { email: 'grace@example.com', password },
      });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await attempt('guess number one', i)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const waiting = await attempt('cobalt tulips under the viaduct', 9);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBeDefined();
    expect(waiting.json().error).toMatch(/Too many failed sign-ins for this account/);
  });

  it("bounds one account's saves: so many an hour, and so many kept", async () => {
    const res = await signUp('maple lanterns drift at noon', 'saver@example.com');
    const cookie = sessionCookie(res);
    const questions = (
      await t.app.inject({ method: 'GET', url: '/api/questions?limit=1000' })
    ).json().docs as Array<{ questionId: string; part: string }>;
    const responses = questions
      .filter((q) => q.questionId.includes('_v2_') && q.part === 'Doing')
      .map((q) => ({ questionId: q.questionId, doing: 3 }));
    // Each save a result of its own: a repeat of one already stored is no new save (save-once.test.ts).
    const save = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/assessment-results',
        headers: { cookie },
        payload: versioned({ responses: attempt(responses, n) }),
      });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await save(i)).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    const refused = await save(4);
    expect(refused.json().error).toMatch(/You have saved 3 assessments in the last hour/);
    // The hour frees up when the oldest of those saves leaves it: within the hour, never at once.
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/assessment-results',
      headers: { cookie },
    });
    expect(history.json().totalDocs).toBe(3);
  });

  it('keeps at most so many saves per account, however old', async () => {
    const res = await signUp('quiet harbours hold red kites', 'keeper@example.com');
    const cookie = sessionCookie(res);
    const userId = res.json().user.id as string;
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await t.database.db.insert(accounts).values({ id: userId });
    await t.database.db.insert(assessmentResults).values(
      Array.from({ length: 5 }, () => ({
        userId,
        userEmail: 'keeper@example.com',
        userName: 'Grace Hopper',
        assessmentName: 'Earlier',
        overallScore: 50,
        rawOverallScore: 50,
        maturityLevel: 'Developing',
        results: {},
        createdAt: twoHoursAgo,
      })),
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/assessment-results',
      headers: { cookie },
      payload: versioned({ responses: [{ questionId: 'cof_v2_1', doing: 3 }] }),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/holds the most saved assessments it can \(5\)/);
  });
});

describe('what one request may cost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      config: {
        rateLimits: limitsWith({ reads: 5 }),
      },
    });
  }, 60_000);
  afterAll(() => t?.close());

  const values = (n: number, prefix: string) =>
    Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(',');

  it('refuses a where over its cost budget with 400 naming the limit, and takes ordinary ones', async () => {
    const heavy = Array.from(
      { length: 50 },
      (_, i) => `where[or][${i}][tags][in]=${values(100, `t${i}-`)}`,
    ).join('&');
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/posts?${heavy}`,
      remoteAddress: '10.30.0.1',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].message).toMatch(/costs more than one request may \(limit 100/);
    const ordinary =
      'where[or][0][tags][in]=focus,teams&where[or][1][category][equals]=Leadership&sort=-publishedDate';
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/posts?${ordinary}`,
      remoteAddress: '10.30.0.2',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('limits reads per client, and leaves the pages alone', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/posts?limit=1&page=${i + 1}`,
            remoteAddress: '10.30.0.9',
          })
        ).statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/posts?limit=1',
      remoteAddress: '10.30.0.10',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL behind a proxy', () => {
  it('count one limit, share sessions, and store each save once', async () => {
    const first = await openTestDatabase('postgres');
    const second = await openDatabase({ kind: 'postgres', url: first.url as string, poolSize: 5 });
    await seedContent(first.db);
    const config = testConfig({
      trustProxy: 1,
      rateLimits: limitsWith({ signIn: 4 }),
    });
    const a = await buildApp({ database: first, config });
    const b = await buildApp({ database: second, config });
    try {
      // As the proxy forwards them: the client's address last in X-Forwarded-For.
      const via = (ip: string) => ({ 'x-forwarded-for': ip });
      const signIn = (app: typeof a) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          remoteAddress: '10.0.0.1',
          headers: via('203.0.113.50'),
          payload: { email: 'nobody@example.com', password: 'not the password' },
        });
      const codes = [
        (await signIn(a)).statusCode,
        (await signIn(b)).statusCode,
        (await signIn(a)).statusCode,
        (await signIn(b)).statusCode,
        (await signIn(a)).statusCode,
      ];
      expect(codes).toEqual([401, 401, 401, 401, 429]);

      const signedUp = await a.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        remoteAddress: '10.0.0.1',
        headers: via('203.0.113.51'),
        payload: {
          firstName: 'Ira',
          lastName: 'Two',
          email: 'ira@example.com',
          password: 'lantern moss over granite',
        },
      });
      const cookie = sessionCookie(signedUp);
      const me = await b.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.json().user.email).toBe('ira@example.com');

      const questions = (await a.inject({ method: 'GET', url: '/api/questions?limit=1000' })).json()
        .docs as Array<{ questionId: string; part: string }>;
      const responses = questions
        .filter((q) => q.questionId.includes('_v2_') && q.part === 'Doing')
        .map((q) => ({ questionId: q.questionId, doing: 4 }));
      const saveOn = (app: typeof a, n: number) =>
        app.inject({
          method: 'POST',
          url: '/api/assessment-results',
          headers: { cookie },
          payload: versioned({ responses: attempt(responses, n) }),
        });
      const saves = await Promise.all(
        Array.from({ length: 10 }, (_, i) => saveOn(i % 2 ? a : b, i)),
      );
      const ids = saves.map((s) => s.json().id as string);
      expect(saves.map((s) => s.statusCode)).toEqual(Array(10).fill(201));
      // One result saved on both instances at once is stored once: one 201, the others its id.
      const repeats = await Promise.all(
        Array.from({ length: 6 }, (_, i) => saveOn(i % 2 ? a : b, 100)),
      );
      expect(repeats.map((s) => s.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      expect(new Set(repeats.map((s) => s.json().id)).size).toBe(1);
      ids.push(repeats[0]?.json().id as string);
      const stored = await b.inject({
        method: 'GET',
        url: '/api/assessment-results',
        headers: { cookie },
      });
      expect((stored.json().docs as Array<{ id: string }>).map((d) => d.id).sort()).toEqual(
        ids.sort(),
      );
    } finally {
      await a.close();
      await b.close();
      await second.close();
      await first.close();
    }
  }, 60_000);
});

describe('expensive reads share the database time', () => {
  it('start at most so many a second, each in its slot, and send the rest back', async () => {
    const gate = heavyGate({ perSecond: 10, maxWaitMs: 250 });
    const started = Date.now();
    const admitted = await Promise.all(
      Array.from({ length: 5 }, () =>
        gate.admit().then((ok) => ({ ok, at: Date.now() - started })),
      ),
    );
    expect(admitted.map((a) => a.ok)).toEqual([true, true, true, false, false]);
    // The third waited for its slot two tenths of a second on.
    expect(admitted[2]?.at).toBeGreaterThanOrEqual(190);
  });
});

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS_URL);
  const socket = connect({ host: url.hostname, port: Number(url.port || 6379) });
  socket.setTimeout(500);
  const done = (answers: boolean) => {
    socket.destroy();
    resolve(answers);
  };
  socket.on('connect', () => done(true));
  socket.on('error', () => done(false));
  socket.on('timeout', () => done(false));
});

describe.skipIf(!redisAnswers)('two instances sharing Redis (REDIS_URL)', () => {
  it('count one rate limit between them, each on its own database', async () => {
    const prefix = randomBytes(4).toString('hex');
    const limits = limitsWith({ signIn: 3 });
    const a = await startTestApp('pglite', {
      seed: false,
      config: { redisUrl: REDIS_URL, rateLimits: limits },
    });
    const b = await startTestApp('pglite', {
      seed: false,
      config: { redisUrl: REDIS_URL, rateLimits: limits },
    });
    try {
      const attempt = (t: TestApp, ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          remoteAddress: ip,
          payload: { email: `${prefix}@example.com`, password: 'not the password' },
        });
      const ip = `10.77.${Number.parseInt(prefix.slice(0, 2), 16)}.${Number.parseInt(prefix.slice(2, 4), 16)}`;
      const codes = [
        (await attempt(a, ip)).statusCode,
        (await attempt(b, ip)).statusCode,
        (await attempt(a, ip)).statusCode,
        (await attempt(b, ip)).statusCode,
      ];
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  }, 60_000);
});
