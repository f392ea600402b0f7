// Share links through the API: made, listed and revoked by the result's owner only, working until
// they expire (on the app's clock) or are revoked, kept only as hashes of 256-bit tokens; the
// report a link opens, which names no one (but the owner's first name when they chose to show it)
// and stays out of caches, search engines and referrers; and what a link says once it stopped
// working (410, expired or revoked), while an unknown token answers the plain 404.
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
      firstName: string | null;
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
      firstName: null,
    });
    expect(listed.body).not.toContain(link.token);
    expect((await call(null, 'GET', `/api/shared/${link.token}`)).statusCode).toBe(200);

    const revoked = await call(owner, 'DELETE', `${links()}/${link.id}`, {});
    expect(revoked.statusCode).toBe(204);
    const after = (await call(owner, 'GET', links())).json().docs as Array<{ id: string }>;
    expect(after.map((d) => d.id)).not.toContain(link.id);
    const gone = await call(null, 'GET', `/api/shared/${link.token}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.headers).toMatchObject(UNLISTED);
    expect(gone.json()).toEqual({
      success: false,
      error: 'This link was revoked by the person who shared it.',
      errors: [{ message: 'This link was revoked by the person who shared it.' }],
      reason: 'revoked',
    });
    // Revoking again changes nothing (it still reads revoked); an unknown link is not found.
    expect((await call(owner, 'DELETE', `${links()}/${link.id}`, {})).statusCode).toBe(204);
    expect((await call(null, 'GET', `/api/shared/${link.token}`)).json().reason).toBe('revoked');
    const unknown = await call(owner, 'DELETE', `${links()}/${crypto.randomUUID()}`, {});
    expect(unknown.statusCode).toBe(404);
  });

  it('stops working when it expires, by the app clock', async () => {
    const link = await createLink({ days: 1 });
    now += DAY_MS - 1000;
    expect((await call(null, 'GET', `/api/shared/${link.token}`)).statusCode).toBe(200);
    now += 1000;
    const expired = await call(null, 'GET', `/api/shared/${link.token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.headers).toMatchObject(UNLISTED);
    expect(expired.json()).toMatchObject({ error: 'This link has expired.', reason: 'expired' });
    const listed = (await call(owner, 'GET', links())).json().docs as Array<{ id: string }>;
    expect(listed.map((d) => d.id)).not.toContain(link.id);
    // Revoked after it ran out, it still reads expired: the date stopped it, not the owner.
    await call(owner, 'DELETE', `${links()}/${link.id}`, {});
    expect((await call(null, 'GET', `/api/shared/${link.token}`)).json().reason).toBe('expired');
  });

  it('says nothing of the report or its owner once a link stopped working', async () => {
    const link = await createLink({ days: 1, showFirstName: true });
    await call(owner, 'DELETE', `${links()}/${link.id}`, {});
    const res = await call(null, 'GET', `/api/shared/${link.token}`);
    expect(res.statusCode).toBe(410);
    expect(Object.keys(res.json()).sort()).toEqual(['error', 'errors', 'reason', 'success']);
    for (const text of [owner.email, owner.id, resultId, 'olivia', 'Sharer'])
      expect(res.body).not.toContain(text);
  });

  it('shows the owner’s first name only when they choose to, taken from their account', async () => {
    const named = await createLink({ showFirstName: true });
    expect(named.firstName).toBe('olivia');
    const res = await call(null, 'GET', `/api/shared/${named.token}`);
    expect(res.json().firstName).toBe('olivia');
    expect(res.body).not.toContain('Sharer');
    expect(res.body).not.toContain(owner.email);
    const listed = (await call(owner, 'GET', links())).json().docs as Array<{
      id: string;
      firstName: string | null;
    }>;
    expect(listed.find((d) => d.id === named.id)?.firstName).toBe('olivia');
    // Not asked for (or refused): no name at all.
    for (const body of [{}, { showFirstName: false }]) {
      const plain = await createLink(body);
      expect(plain.firstName).toBeNull();
      const shown = await call(null, 'GET', `/api/shared/${plain.token}`);
      expect(shown.json()).not.toHaveProperty('firstName');
    }
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

  it('answers unknown and malformed tokens alike: 404 with the same headers', async () => {
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
    for (const body of [{ showFirstName: 'yes' }, { showFirstName: 1 }]) {
      const res = await call(owner, 'POST', links(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(/showFirstName/);
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
