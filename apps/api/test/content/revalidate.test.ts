// POST /api/content/revalidate: the hosted CMS's signed change notices make the changed content's
// cached answers stale at once (the cache TTL here is 10 minutes). Only a notice signed with the
// secret, within 5 minutes, and never seen before is acted on; anything else is refused with a
// clear 4xx, never a 500. The CMS is answered by msw.
import { randomBytes } from 'node:crypto';
import { questions as bundledQuestions } from '@peak/content';
import { pagedResult } from '@peak/testkit';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';
import { REPLAY_MESSAGE, REVALIDATE_PATH, SIGNATURE_MESSAGE } from '../../src/content/revalidate';
import { limitsWith, startTestApp, type TestApp } from '../support/app';
import { logCollector } from '../support/logs';

const CMS = 'http://cms-revalidate.test';
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const OTHER_SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const TEN_MINUTES = 10 * 60_000;

/** What the CMS holds now. */
const held = { title: 'Before', email: 'before@peak.example', text: 'Question before' };

const cms = setupServer(
  http.get(`${CMS}/api/globals/:slug`, () => {
    return HttpResponse.json({
      siteName: 'Peak Partners',
      logo: '/favicon.svg',
      contactEmail: held.email,
      postalAddress: 'Somewhere 1',
      linkedinUrl: 'https://www.linkedin.com/company/peak',
      podcastName: 'Peak',
      podcastUrl: 'https://podcast.example',
      podcastPlatforms: [],
      bookStoreUrl: 'https://books.example',
      reviewBookingUrl: null,
      globalType: 'site-settings',
    });
  }),
  http.get(`${CMS}/api/:collection/count`, () => {
    return HttpResponse.json({ totalDocs: 1 });
  }),
  http.get(`${CMS}/api/:collection`, ({ params }) => {
    if (params.collection === 'questions')
      return HttpResponse.json(
        pagedResult(bundledQuestions.map((q, i) => (i === 0 ? { ...q, text: held.text } : q))),
      );
    return HttpResponse.json(
      pagedResult([{ id: 'post-01', slug: 'a-post', title: held.title, status: 'published' }]),
    );
  }),
);

beforeAll(() => cms.listen({ onUnhandledRequest: 'error' }));
afterAll(() => cms.close());

const signer = new Webhook(SECRET);
let sequence = 0;

interface Notice {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  payload: string;
}

/** A notice as the CMS sends it: the body, signed with `secret` at `at`. */
function notice(
  body: unknown,
  options: { secret?: string; at?: Date; id?: string; raw?: string } = {},
): Notice {
  const payload = options.raw ?? JSON.stringify(body);
  const id = options.id ?? `msg_test_${++sequence}`;
  const at = options.at ?? new Date();
  const sign = options.secret ? new Webhook(options.secret) : signer;
  return {
    method: 'POST',
    url: REVALIDATE_PATH,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': sign.sign(id, at, payload),
    },
    payload,
  };
}

describe('configuration', () => {
  it('reads CMS_REVALIDATE_SECRET with CMS_URL only, as a whsec_ secret', () => {
    expect(readConfig({}).cmsRevalidateSecret).toBeUndefined();
    expect(readConfig({ CMS_URL: CMS, CMS_REVALIDATE_SECRET: SECRET }).cmsRevalidateSecret).toBe(
      SECRET,
    );
    expect(() => readConfig({ CMS_REVALIDATE_SECRET: SECRET })).toThrow(/needs CMS_URL/);
    expect(() => readConfig({ CMS_URL: CMS, CMS_REVALIDATE_SECRET: 'hunter2' })).toThrow(
      /CMS_REVALIDATE_SECRET: must be whsec_/,
    );
  });

  it('has no route without the secret, nor without a CMS', async () => {
    const withoutSecret = await startTestApp('pglite', {
      seed: false,
      config: { cms: { url: CMS, timeoutMs: 500 } },
    });
    const embedded = await startTestApp('pglite', {
      seed: false,
      config: { cmsRevalidateSecret: SECRET },
    });
    try {
      for (const app of [withoutSecret, embedded]) {
        const res = await app.app.inject(notice({ collection: 'posts', id: 'post-01' }));
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await withoutSecret.close();
      await embedded.close();
    }
  });
});

describe('the revalidation route', () => {
  let api: TestApp;
  const logs = logCollector();

  beforeEach(async () => {
    held.title = 'Before';
    held.email = 'before@peak.example';
    held.text = 'Question before';
    logs.lines.length = 0;
    api = await startTestApp('pglite', {
      seed: false,
      logStream: logs.stream,
      config: {
        logLevel: 'info',
        contentCacheTtlMs: TEN_MINUTES,
        cms: { url: CMS, timeoutMs: 1_000 },
        cmsRevalidateSecret: SECRET,
      },
    });
  });
  afterEach(async () => {
    await api.close();
  });

  const get = (url: string) => api.app.inject({ method: 'GET', url });
  const send = (options: Notice) => api.app.inject(options);
  const titleOf = async (url: string) => (await get(url)).json().docs[0].title;

  it('makes the changed collection answer the edit at once, and leaves the rest cached', async () => {
    const list = '/api/posts?where[slug][equals]=a-post';
    expect(await titleOf(list)).toBe('Before');
    expect((await get('/api/posts/post-01')).json().title).toBe('Before');
    expect((await get('/api/globals/site-settings')).json().contactEmail).toBe(
      'before@peak.example',
    );
    const bankBefore = await api.app.scoringBank();
    held.title = 'After';
    held.email = 'after@peak.example';
    held.text = 'Question after';
    // Cached for ten minutes: the edit is not seen yet.
    expect(await titleOf(list)).toBe('Before');

    const res = await send(notice({ collection: 'posts', id: 'post-01' }));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await titleOf(list)).toBe('After');
    expect((await get('/api/posts/post-01')).json().title).toBe('After');
    // Other content stays as it was cached until its own notice.
    expect((await get('/api/globals/site-settings')).json().contactEmail).toBe(
      'before@peak.example',
    );
    expect((await api.app.scoringBank()).version).toBe(bankBefore.version);

    expect((await send(notice({ global: 'site-settings' }))).statusCode).toBe(204);
    expect((await get('/api/globals/site-settings')).json().contactEmail).toBe(
      'after@peak.example',
    );
    expect((await send(notice({ collection: 'questions', id: 'q1' }))).statusCode).toBe(204);
    const bankAfter = await api.app.scoringBank();
    expect(bankAfter.questions.map((q) => q.text)).toContain('Question after');
    expect(bankAfter.version).not.toBe(bankBefore.version);
    expect(logs.lines.some((l) => l.msg === 'content revalidated')).toBe(true);
  });

  it('makes the posts that show an author stale when the author changes', async () => {
    const list = '/api/posts?depth=1';
    expect(await titleOf(list)).toBe('Before');
    held.title = 'After';
    expect((await send(notice({ collection: 'authors', id: 'a1' }))).statusCode).toBe(204);
    expect(await titleOf(list)).toBe('After');
  });

  it('answers 401 with a clear message for a missing, wrong or tampered signature', async () => {
    const list = '/api/posts?where[slug][equals]=a-post';
    expect(await titleOf(list)).toBe('Before');
    held.title = 'After';
    const body = { collection: 'posts', id: 'post-01' };
    const good = notice(body);
    const unsigned = { ...good, headers: { 'content-type': 'application/json' } };
    const refused = [
      unsigned,
      notice(body, { secret: OTHER_SECRET }),
      // The body changed after signing.
      { ...notice(body), payload: JSON.stringify({ collection: 'posts', id: 'post-02' }) },
      { ...good, headers: { ...good.headers, 'webhook-signature': 'v1,bm90IGEgc2lnbmF0dXJl' } },
      { ...good, headers: { ...good.headers, 'webhook-timestamp': 'soon' } },
      { ...good, headers: { ...good.headers, 'webhook-signature': 'garbage' } },
    ];
    for (const request of refused) {
      const res = await send(request);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ success: false, error: SIGNATURE_MESSAGE });
    }
    // Nothing was made stale.
    expect(await titleOf(list)).toBe('Before');
    expect(logs.lines.filter((l) => String(l.msg).includes('bad signature'))).toHaveLength(
      refused.length,
    );
  });

  it('refuses a notice signed more than 5 minutes ago or ahead', async () => {
    const body = { collection: 'posts', id: 'post-01' };
    const sixMinutes = 6 * 60_000;
    for (const at of [new Date(Date.now() - sixMinutes), new Date(Date.now() + sixMinutes)]) {
      const res = await send(notice(body, { at }));
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(SIGNATURE_MESSAGE);
    }
    // Within the window: taken.
    const recent = await send(notice(body, { at: new Date(Date.now() - 4 * 60_000) }));
    expect(recent.statusCode).toBe(204);
  });

  it('refuses a replayed notice (an id seen before), even re-signed', async () => {
    const body = { collection: 'posts', id: 'post-01' };
    const first = notice(body, { id: 'msg_once' });
    expect((await send(first)).statusCode).toBe(204);
    const again = await send(first);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(REPLAY_MESSAGE);
    const resigned = await send(notice(body, { id: 'msg_once', at: new Date(Date.now() + 1000) }));
    expect(resigned.statusCode).toBe(409);
    expect((await send(notice(body, { id: 'msg_twice' }))).statusCode).toBe(204);
  });

  it('answers 400 for a signed body that is not a change of content served here', async () => {
    const bad: Array<[Notice, RegExp]> = [
      [notice(undefined, { raw: 'not json' }), /must be JSON/],
      [notice(undefined, { raw: '' }), /must be JSON/],
      [notice({ collection: 'posts', id: 'post-01', extra: true }), /\{collection, id\}/],
      [notice({ collection: '' }), /\{collection, id\}/],
      [notice({ collection: 'posts', global: 'site-settings' }), /\{collection, id\}/],
      [notice({ id: 'post-01' }), /\{collection, id\}/],
      [notice([{ collection: 'posts' }]), /\{collection, id\}/],
      [notice({ collection: 'posts', id: { $ne: 1 } }), /\{collection, id\}/],
      [notice({ collection: 'users', id: '1' }), /serves no collection "users"/],
      [notice({ global: 'nothing' }), /serves no global "nothing"/],
      [notice({ collection: '__proto__' }), /serves no collection "__proto__"/],
    ];
    for (const [request, message] of bad) {
      const res = await send(request);
      expect(res.statusCode, request.payload).toBe(400);
      expect(res.json().error, request.payload).toMatch(message);
    }
    // A number id is Payload's own on PostgreSQL with serial ids.
    expect((await send(notice({ collection: 'posts', id: 7 }))).statusCode).toBe(204);
  });

  it('takes JSON only, from no other site, and no more than a small body', async () => {
    const good = notice({ collection: 'posts', id: 'post-01' });
    const asText = await send({
      ...good,
      headers: { ...good.headers, 'content-type': 'text/plain' },
    });
    expect(asText.statusCode).toBe(415);
    const crossSite = await send({
      ...good,
      headers: { ...good.headers, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    const big = notice({ collection: 'posts', id: 'x'.repeat(8_000) });
    const tooBig = await send(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().success).toBe(false);
    // The JSON of every other route is still parsed as JSON.
    const signUp = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'Ada',
        lastName: 'Notice',
        email: 'ada.notice@example.com',
        password: 'correct horse battery',
      },
    });
    expect(signUp.statusCode).toBe(201);
    expect((await api.app.inject({ ...good, url: '/api/submit-contact' })).statusCode).toBe(400);
  });
});

describe('the revalidation route under its rate limit', () => {
  it('answers 429 past its limit per address', async () => {
    const api = await startTestApp('pglite', {
      seed: false,
      config: {
        cms: { url: CMS, timeoutMs: 500 },
        cmsRevalidateSecret: SECRET,
        rateLimits: limitsWith({ reads: 3 }),
      },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++)
        codes.push(
          (await api.app.inject(notice({ collection: 'posts', id: 'post-01' }))).statusCode,
        );
      expect(codes).toEqual([204, 204, 204, 429, 429]);
    } finally {
      await api.close();
    }
  });
});
