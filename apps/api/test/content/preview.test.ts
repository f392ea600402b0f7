// GET /api/preview/posts/{id}: an editor's preview link (signed by the CMS's Preview button with
// @peak/cms-config's postPreviewUrl) opens the post's latest version, a draft too, read from a CMS
// answered by msw. A tampered, expired, too-long-lived or other post's link answers the same 404
// without asking the CMS; the CMS away answers 503; every answer carries no-store, noindex and
// no-referrer; the draft never enters the gateway's cache. The page /blog/preview/{id} is the
// site's document with the same headers, 200 only while its link is valid.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postPreviewUrl } from '@peak/cms-config';
import { pagedResult } from '@peak/testkit';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';
import { PREVIEW_INVALID, PREVIEW_UNAVAILABLE } from '../../src/content/preview';
import { limitsWith, startTestApp, type TestApp } from '../support/app';

const CMS = 'http://cms.test';
const TOKEN = 'reader-api-key-0123456789';
const SECRET = 'the-preview-secret-shared-with-the-cms-0123';
const SITE = 'https://www.peakpartners.example';
const PUBLISHED = 'The published title';
const DRAFT = 'The draft, not yet published';
const UNLISTED = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
};
const ROBOTS_META = '<meta name="robots" content="noindex"/>';

type Mode = 'ok' | 'down' | 'error' | 'unauthorized' | 'missing';
let mode: Mode = 'ok';
const received: Array<{ url: URL; authorization: string | null }> = [];

const cms = setupServer(
  // The latest version of one post (Payload's findByID with draft=true).
  http.get(`${CMS}/api/posts/:id`, ({ request, params }) => {
    const url = new URL(request.url);
    received.push({ url, authorization: request.headers.get('authorization') });
    if (mode === 'down') return HttpResponse.error();
    if (mode === 'error') return new HttpResponse('Internal Server Error', { status: 500 });
    if (mode === 'unauthorized')
      return HttpResponse.json({ errors: [{ message: 'Unauthorized' }] }, { status: 401 });
    if (mode === 'missing' || params.id !== 'post-01')
      return HttpResponse.json({ errors: [{ message: 'Not Found' }] }, { status: 404 });
    const draft = url.searchParams.get('draft') === 'true';
    return HttpResponse.json({
      id: 'post-01',
      title: draft ? DRAFT : PUBLISHED,
      slug: 'post-01',
      status: draft ? 'draft' : 'published',
      _status: draft ? 'draft' : 'published',
      authors: [{ id: 'author-01', name: 'Ada Author' }],
    });
  }),
  // The public reads: the published version only.
  http.get(`${CMS}/api/posts`, ({ request }) => {
    received.push({
      url: new URL(request.url),
      authorization: request.headers.get('authorization'),
    });
    return HttpResponse.json(
      pagedResult([{ id: 'post-01', title: PUBLISHED, slug: 'post-01', status: 'published' }]),
    );
  }),
);

beforeAll(() => cms.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mode = 'ok';
  received.length = 0;
});
afterAll(() => cms.close());

/** A built site of one fallback page. */
function fallbackSite(): string {
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(
    join(webDist, '__spa-fallback.html'),
    '<!doctype html><html><head><title>Site</title></head><body></body></html>',
  );
  return webDist;
}

const link = (id: string, nowMs = Date.now(), ttlSeconds?: number) =>
  new URL(
    postPreviewUrl(
      { siteUrl: SITE, secret: SECRET, ...(ttlSeconds ? { ttlSeconds } : {}) },
      id,
      nowMs,
    ),
  );
/** The API's address of a preview link: /api/preview/posts/{id}?expires&signature. */
const apiPath = (url: URL, id = url.pathname.split('/').pop()) =>
  `/api/preview/posts/${id}${url.search}`;

describe('configuration', () => {
  it('reads CMS_PREVIEW_SECRET with CMS_URL; refuses it short or without CMS_URL', () => {
    expect(readConfig({ CMS_URL: CMS }).cmsPreviewSecret).toBeUndefined();
    expect(readConfig({ CMS_URL: CMS, CMS_PREVIEW_SECRET: SECRET }).cmsPreviewSecret).toBe(SECRET);
    expect(() => readConfig({ CMS_URL: CMS, CMS_PREVIEW_SECRET: 'short' })).toThrow(
      /CMS_PREVIEW_SECRET: must be at least 32 characters/,
    );
    expect(() => readConfig({ CMS_PREVIEW_SECRET: SECRET })).toThrow(
      /CMS_PREVIEW_SECRET needs CMS_URL/,
    );
  });
});

describe('without CMS_PREVIEW_SECRET', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      seed: false,
      config: { webDist: fallbackSite(), cms: { url: CMS, apiKey: TOKEN, timeoutMs: 1_000 } },
    });
  });
  afterAll(() => t?.close());

  it('has no preview route, and no preview page', async () => {
    const url = link('post-01');
    const api = await t.app.inject({ method: 'GET', url: apiPath(url) });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toMatch(/^No route for GET/);
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(404);
    expect(page.headers).toMatchObject(UNLISTED);
    expect(received).toEqual([]);
  });
});

describe('GET /api/preview/posts/{id}', () => {
  let t: TestApp;
  let now = Date.now();

  beforeAll(async () => {
    t = await startTestApp('pglite', {
      seed: false,
      clock: () => now,
      config: {
        webDist: fallbackSite(),
        contentCacheTtlMs: 60_000,
        cms: { url: CMS, apiKey: TOKEN, timeoutMs: 1_000 },
        cmsPreviewSecret: SECRET,
      },
    });
  });
  afterEach(() => {
    now = Date.now();
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers the latest version, a draft, for a link the CMS signed, with the unlisted headers', async () => {
    const res = await get(apiPath(link('post-01')));
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject(UNLISTED);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toMatchObject({ id: 'post-01', title: DRAFT, _status: 'draft' });
    // Read past the public filter, with the API key, populated as the public read (depth 2).
    expect(received).toHaveLength(1);
    const [read] = received;
    expect(read?.url.pathname).toBe('/api/posts/post-01');
    expect(Object.fromEntries(read?.url.searchParams ?? [])).toEqual({
      depth: '2',
      draft: 'true',
    });
    expect(read?.authorization).toBe(`users API-Key ${TOKEN}`);
  });

  it('answers the same 404 for a tampered, expired, too long-lived or other post link, without asking the CMS', async () => {
    const good = link('post-01');
    const signature = good.searchParams.get('signature') ?? '';
    const expires = Number(good.searchParams.get('expires'));
    const tampered = (at: number) => {
      const url = new URL(good);
      const swapped = signature[at] === 'A' ? 'B' : 'A';
      url.searchParams.set(
        'signature',
        `${signature.slice(0, at)}${swapped}${signature.slice(at + 1)}`,
      );
      return url;
    };
    const later = new URL(good);
    later.searchParams.set('expires', String(expires + 60));
    const padded = new URL(good);
    padded.searchParams.set('signature', `${signature}=`);
    const refused = [
      apiPath(tampered(0)),
      apiPath(tampered(20)),
      // The last character's two spare bits: another spelling of the same bytes is refused too.
      apiPath(tampered(42)),
      apiPath(padded),
      // The expiry moved on: the signature no longer matches.
      apiPath(later),
      // The link of post-01, sent for another post.
      apiPath(good, 'post-02'),
      // Signed for a CMS with another secret.
      apiPath(
        new URL(
          postPreviewUrl({ siteUrl: SITE, secret: `${SECRET}-other` }, 'post-01', Date.now()),
        ),
      ),
      // Signed, but for two days: the API accepts a day at most.
      apiPath(link('post-01', Date.now(), 2 * 24 * 60 * 60)),
      `/api/preview/posts/post-01?expires=${expires}&signature=${'A'.repeat(43)}`,
      `/api/preview/posts/post-01?expires=0${expires}&signature=${signature}`,
    ];
    for (const url of refused) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers, url).toMatchObject(UNLISTED);
      expect(res.json(), url).toEqual({
        success: false,
        error: PREVIEW_INVALID,
        errors: [{ message: PREVIEW_INVALID }],
      });
    }
    // Past its hour, the link that worked answers the same.
    now = expires * 1000 + 1;
    const expired = await get(apiPath(good));
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error).toBe(PREVIEW_INVALID);
    expect(received).toEqual([]);
  });

  it('answers the same 404 for a signed link to a post the CMS does not hold', async () => {
    mode = 'missing';
    const res = await get(apiPath(link('post-01')));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(PREVIEW_INVALID);
    expect(res.headers).toMatchObject(UNLISTED);
    expect(received).toHaveLength(1);
  });

  it('answers 400 for a link without its parts, still unlisted', async () => {
    for (const url of [
      '/api/preview/posts/post-01',
      '/api/preview/posts/post-01?expires=1',
      '/api/preview/posts/post-01?signature=abc',
      `/api/preview/posts/post-01?expires=1&signature=${'a'.repeat(101)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers, url).toMatchObject(UNLISTED);
      expect(res.json().error, url).toMatch(/^(expires|signature): /);
    }
  });

  it('answers 503 with a clear message when the CMS is away, fails or refuses the key; never 500', async () => {
    for (const failure of ['down', 'error', 'unauthorized'] as const) {
      mode = failure;
      const res = await get(apiPath(link('post-01')));
      expect(res.statusCode, failure).toBe(503);
      expect(res.headers, failure).toMatchObject(UNLISTED);
      expect(res.headers['retry-after'], failure).toBeDefined();
      expect(res.json().error, failure).toBe(PREVIEW_UNAVAILABLE);
    }
  });

  it('never keeps the draft in the gateway: public reads show the published post, and each preview asks the CMS', async () => {
    const publicRead = async () => {
      const one = await get('/api/posts/post-01');
      const list = await get('/api/posts');
      expect(one.statusCode).toBe(200);
      expect(one.json().title).toBe(PUBLISHED);
      expect(list.json().docs.map((d: { title: string }) => d.title)).toEqual([PUBLISHED]);
    };
    await publicRead();
    const url = apiPath(link('post-01'));
    expect((await get(url)).json().title).toBe(DRAFT);
    await publicRead();
    expect((await get(url)).json().title).toBe(DRAFT);
    const previews = received.filter((r) => r.url.searchParams.get('draft') === 'true');
    expect(previews).toHaveLength(2);
    // The public reads were answered from the cache the second time, with the published post.
    expect(received.filter((r) => r.url.searchParams.get('draft') !== 'true')).toHaveLength(2);
  });

  it('serves /blog/preview/{id} as the site document, unlisted: 200 for a valid link, 404 otherwise', async () => {
    const good = link('post-01');
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: `${good.pathname}${good.search}` });
      expect(res.statusCode, method).toBe(200);
      expect(res.headers, method).toMatchObject(UNLISTED);
      expect(res.headers['content-type'], method).toBe('text/html; charset=utf-8');
      if (method === 'GET') expect(res.body).toContain(ROBOTS_META);
    }
    const wrong = new URL(good);
    wrong.searchParams.set('signature', 'A'.repeat(43));
    for (const path of [
      `${wrong.pathname}${wrong.search}`,
      good.pathname,
      `/blog/preview/post-02${good.search}`,
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers, path).toMatchObject(UNLISTED);
      expect(res.body, path).toContain(ROBOTS_META);
    }
    // The page itself never asks the CMS: the draft is read by the page's own request.
    expect(received).toEqual([]);
  });
});

describe('the preview route is limited like the reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      seed: false,
      config: {
        cms: { url: CMS, apiKey: TOKEN, timeoutMs: 1_000 },
        cmsPreviewSecret: SECRET,
        rateLimits: limitsWith({ reads: 3 }),
      },
    });
  });
  afterAll(() => t?.close());

  it('answers 429 past RATE_LIMIT_READS a minute', async () => {
    const url = apiPath(link('post-01'));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await t.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.9' })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
