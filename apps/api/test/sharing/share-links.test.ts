// Share links through the API: made, listed and revoked by the result's owner only, working until
// they expire (on the app's clock) or are revoked, kept only as hashes of 256-bit tokens; and the
// report a link opens, which names no one and stays out of caches, search engines and referrers.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareLinks } from '../../src/db/schema';
import { signUpUser, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { TARGETS } from '../support/database';
import { answersOf, drawPerson, seeded } from '../support/seeded-results';

type Account = { id: string; cookie: string; email: string };

const DAY_MS = 86_400_000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const UNLISTED = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
};

describe.each(TARGETS)('share links on %s', (target) => {
  let t: TestApp;
  let now = Date.now();
  const rng = seeded(41);
  let owner: Account;
  let stranger: Account;
  let resultId: string;

  const call = (who: Account | null, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      ...(who ? { headers: { cookie: who.cookie } } : {}),
      ...(method === 'GET' ? {} : { payload: payload ?? {} }),
    });
  const links = (id = resultId) => `/api/assessments/${id}/share-links`;

  async function account(name: string): Promise<Account> {
    const email = `${name}@example.com`;
    const user = await signUpUser(t.app, {
      firstName: name,
      lastName: 'Sharer',
      email,
      password: 'correct horse battery',
    });
    return { ...user, email };
  }

  async function createLink(body: object = {}) {
    const res = await call(owner, 'POST', links(), body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as {
      id: string;
      token: string;
      url: string;
      createdAt: string;
      expiresAt: string;
    };
  }

  beforeAll(async () => {
    t = await startTestApp(target, { clock: () => now });
    owner = await account('olivia');
    stranger = await account('sebastian');
    const saved = await call(
      owner,
      'POST',
      '/api/assessment-results',
      versioned({ responses: answersOf(drawPerson(rng), rng) }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    resultId = saved.json().id;
  });
  afterAll(() => t?.close());

  it('makes a link of 256 random bits, kept only as its SHA-256, working for the default days', async () => {
    const link = await createLink();
    expect(link.token).toMatch(TOKEN);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
    expect(link.url).toBe(`${t.config.siteUrl}/r/${link.token}`);
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(
      t.config.shareLinkDays * DAY_MS,
    );
    const rows = await t.database.db.select().from(shareLinks);
    expect(JSON.stringify(rows)).not.toContain(link.token);
    expect(rows.map((r) => r.tokenHash)).toEqual([
      createHash('sha256').update(link.token).digest('hex'),
    ]);
    // Every link has its own token.
    const [week, year] = await Promise.all([createLink({ days: 7 }), createLink({ days: 365 })]);
    expect(new Set([link.token, week?.token, year?.token]).size).toBe(3);
    expect(Date.parse(year?.expiresAt ?? '') - Date.parse(year?.createdAt ?? '')).toBe(
      365 * DAY_MS,
    );
  });

  it('lists the working links without their tokens, and revokes one', async () => {
    const link = await createLink({ days: 7 });
    const listed = await call(owner, 'GET', links());
    expect(listed.statusCode).toBe(200);
    const docs = listed.json().docs as Array<Record<string, string>>;
    expect(docs.find((d) => d.id === link.id)).toEqual({
      id: link.id,
      createdAt: link.createdAt,
      expiresAt: link.expiresAt,
    });
    expect(listed.body).not.toContain(link.token);
    expect((await call(null, 'GET', `/api/shared/${link.token}`)).statusCode).toBe(200);

    const revoked = await call(owner, 'DELETE', `${links()}/${link.id}`, {});
    expect(revoked.statusCode).toBe(204);
    const after = (await call(owner, 'GET', links())).json().docs as Array<{ id: string }>;
    expect(after.map((d) => d.id)).not.toContain(link.id);
    const gone = await call(null, 'GET', `/api/shared/${link.token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('Not Found');
    // Revoking again changes nothing; an unknown link is not found.
    expect((await call(owner, 'DELETE', `${links()}/${link.id}`, {})).statusCode).toBe(204);
    const unknown = await call(owner, 'DELETE', `${links()}/${crypto.randomUUID()}`, {});
    expect(unknown.statusCode).toBe(404);
  });

  it('stops working when it expires, by the app clock', async () => {
    const link = await createLink({ days: 1 });
    now += DAY_MS - 1000;
    expect((await call(null, 'GET', `/api/shared/${link.token}`)).statusCode).toBe(200);
    now += 1000;
    const expired = await call(null, 'GET', `/api/shared/${link.token}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error).toBe('Not Found');
    const listed = (await call(owner, 'GET', links())).json().docs as Array<{ id: string }>;
    expect(listed.map((d) => d.id)).not.toContain(link.id);
  });

  it('opens the report without the owner’s email, account id or name, with unlisted headers', async () => {
    const link = await createLink();
    const res = await call(null, 'GET', `/api/shared/${link.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject(UNLISTED);
    const body = res.json();
    expect(body).toMatchObject({
      assessmentName: expect.any(String),
      timestamp: expect.any(String),
      expiresAt: link.expiresAt,
      overallScore: expect.any(Number),
      report: expect.any(Object),
    });
    for (const key of ['id', 'userId', 'userEmail', 'userName'])
      expect(body).not.toHaveProperty(key);
    for (const text of [owner.email, owner.id, resultId, 'olivia', 'Sharer'])
      expect(res.body).not.toContain(text);
  });

  it('answers unknown, malformed, expired and revoked tokens alike: 404 with the same headers', async () => {
    for (const token of ['A'.repeat(43), 'short', 'x'.repeat(100), '%C3%A9'.repeat(14)]) {
      const res = await call(null, 'GET', `/api/shared/${token}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Not Found');
      expect(res.headers).toMatchObject(UNLISTED);
    }
  });

  it('answers someone else’s result with 404, and asks a signed-out caller to sign in', async () => {
    const link = await createLink();
    for (const [method, url] of [
      ['POST', links()],
      ['GET', links()],
      ['DELETE', `${links()}/${link.id}`],
      ['POST', `/api/assessments/${resultId}/email`],
    ] as const) {
      const res = await call(stranger, method, url, {});
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error).toBe('Assessment results not found');
      expect((await call(null, method, url, {})).statusCode).toBe(401);
    }
    expect((await call(null, 'GET', `/api/shared/${link.token}`)).statusCode).toBe(200);
    for (const id of ['not-a-uuid', crypto.randomUUID()])
      expect((await call(owner, 'GET', links(id))).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and a message', async () => {
    for (const body of [{ days: 0 }, { days: 366 }, { days: 1.5 }, { days: '7' }, { days: null }]) {
      const res = await call(owner, 'POST', links(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(/days/);
    }
  });

  it('holds at most 20 working links per result', async () => {
    const working = (await call(owner, 'GET', links())).json().docs.length as number;
    for (let i = working; i < 20; i++) await createLink({ days: 7 });
    const full = await call(owner, 'POST', links(), {});
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatch(/20 working share links/);
  });
});
