import {
  knowledgeObjects as bundledObjects,
  questions as bundledQuestions,
  rules as liveRules,
} from '@peak/content';
import { cmsQuery } from '@peak/content-api';
import { contentGateway, gatewayFetch, readCmsConfig } from '@peak/content-api/gateway';
import { pagedResult } from '@peak/testkit';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';
import { collectionBySlug } from '../../src/content/collections';
import { startTestApp, type TestApp } from '../support/app';
import { logCollector } from '../support/logs';

const CMS = 'http://cms.test';
const TOKEN = 'secret-api-key-0123456789';
const TTL_MS = 200;
const NOW = '2026-01-02T03:04:05.000Z';

type Mode = 'ok' | 'error' | 'slow' | 'down' | 'unauthorized' | 'forbidden';
let mode: Mode = 'ok';
let title = 'From the CMS';
const received: Array<{ url: URL; authorization: string | null }> = [];

const envelope = (docs: unknown[]) => pagedResult(docs);

/** Payload's answer when the gateway's key is missing or wrong (401 from a failed sign-in, 403 from read access). */
const refused = (status: number) =>
  HttpResponse.json(
    { errors: [{ message: 'You are not allowed to perform this action.' }] },
    { status },
  );

async function failing() {
  if (mode === 'unauthorized') return refused(401);
  if (mode === 'forbidden') return refused(403);
  if (mode === 'error') return new HttpResponse('Internal Server Error', { status: 500 });
  if (mode === 'slow') await delay(2_000);
  if (mode === 'down') return HttpResponse.error();
  return undefined;
}

const cms = setupServer(
  http.get(`${CMS}/api/media/file/:name`, async ({ request, params }) => {
    received.push({
      url: new URL(request.url),
      authorization: request.headers.get('authorization'),
    });
    const failed = await failing();
    if (failed) return failed;
    if (params.name !== 'hero.svg') return new HttpResponse('Not Found', { status: 404 });
    return new HttpResponse('<svg xmlns="http://www.w3.org/2000/svg"/>', {
      headers: { 'Content-Type': 'image/svg+xml' },
    });
  }),
  http.get(`${CMS}/api/:collection/count`, async ({ request }) => {
    received.push({
      url: new URL(request.url),
      authorization: request.headers.get('authorization'),
    });
    return (await failing()) ?? HttpResponse.json({ totalDocs: 7 });
  }),
  http.get(`${CMS}/api/:collection`, async ({ request, params }) => {
    const url = new URL(request.url);
    received.push({ url, authorization: request.headers.get('authorization') });
    const failed = await failing();
    if (failed) return failed;
    if (url.searchParams.has('where[and][1][title][like]'))
      return HttpResponse.json(
        { errors: [{ message: 'The following path cannot be queried: title' }] },
        { status: 400 },
      );
    if (params.collection === 'questions') return HttpResponse.json(envelope(bundledQuestions));
    if (params.collection === 'rules') return HttpResponse.json(envelope(liveRules));
    if (params.collection === 'knowledge-objects') {
      const id = url.searchParams.get('where[id][equals]');
      const found = bundledObjects.filter((o) => o.id === id);
      // As Payload answers a document: with its timestamps.
      return HttpResponse.json(
        envelope(found.map((o) => ({ ...o, createdAt: NOW, updatedAt: NOW }))),
      );
    }
    if (url.searchParams.get('where[and][1][id][equals]') === 'missing')
      return HttpResponse.json(envelope([]));
    return HttpResponse.json(envelope([{ id: 'post-01', title, status: 'published' }]));
  }),
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(() => cms.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mode = 'ok';
  title = 'From the CMS';
  received.length = 0;
});
afterAll(() => cms.close());

describe('configuration', () => {
  it('reads CMS_URL, CMS_API_TOKEN and CMS_TIMEOUT_MS; no CMS_URL is the embedded default', () => {
    expect(readConfig({}).cms).toBeUndefined();
    expect(readConfig({ CMS_URL: '' }).cms).toBeUndefined();
    expect(readConfig({ CMS_URL: CMS, CMS_API_TOKEN: TOKEN }).cms).toEqual({
      url: CMS,
      apiKey: TOKEN,
      timeoutMs: 3_000,
    });
    expect(() => readConfig({ CMS_URL: 'ftp://cms.test' })).toThrow(/CMS_URL/);
  });

  it('forwards the parsed query in bracket syntax, posts only when published', () => {
    const posts = collectionBySlug('posts');
    const questions = collectionBySlug('questions');
    if (!posts || !questions) throw new Error('collections missing');
    const query = new URLSearchParams(
      cmsQuery(posts, {
        where: { slug: { equals: 'a b' } },
        sort: ['-publishedDate', 'title'],
        limit: 12,
        page: 2,
        depth: 1,
        pagination: true,
      }),
    );
    expect(Object.fromEntries(query)).toEqual({
      'where[and][0][status][equals]': 'published',
      'where[and][1][slug][equals]': 'a b',
      sort: '-publishedDate,title',
      limit: '12',
      page: '2',
      depth: '1',
    });
    expect(cmsQuery(questions, { depth: 0, pagination: false })).toBe('pagination=false&depth=0');
  });
});

describe("the build's gateway (the content routes in process)", () => {
  it('answers what the served gateway answers, from the same environment', async () => {
    const env = { CMS_URL: CMS, CMS_API_TOKEN: TOKEN, CMS_TIMEOUT_MS: '500' };
    const settings = readCmsConfig(env);
    expect(settings).toEqual(readConfig(env).cms);
    if (!settings) throw new Error('no CMS settings');
    const gateway = await contentGateway(settings);
    const served = await startTestApp('pglite', {
      seed: false,
      config: { logLevel: 'silent', contentCacheTtlMs: 0, cms: settings },
    });
    try {
      const read = gatewayFetch(gateway);
      for (const path of [
        '/api/posts?where[slug][equals]=x&limit=5',
        '/api/posts/count',
        '/api/objects/degap-method',
        '/api/posts?where[title][like]=x',
        '/api/no-such-collection',
      ]) {
        const inProcess = await read(path);
        const answer = await served.app.inject({ method: 'GET', url: path });
        expect(inProcess.status, path).toBe(answer.statusCode);
        expect(await inProcess.json(), path).toEqual(answer.json());
      }
      // The public filter and the key go with every read, as from the served gateway.
      expect(received[0]?.url.searchParams.get('where[and][0][status][equals]')).toBe('published');
      expect(received.every((r) => r.authorization === `users API-Key ${TOKEN}`)).toBe(true);
      mode = 'down';
      const unavailable = await read('/api/posts?limit=3');
      expect(unavailable.status).toBe(503);
      const body = (await unavailable.json()) as { errors: Array<{ message: string }> };
      expect(body.errors[0]?.message).toMatch(/unavailable/);
    } finally {
      await gateway.close();
      await served.close();
    }
  });
});

describe('the API as a gateway to a hosted CMS', () => {
  let api: TestApp;
  const logs = logCollector();

  beforeEach(async () => {
    logs.lines.length = 0;
    api = await startTestApp('pglite', {
      seed: false,
      logStream: logs.stream,
      config: {
        logLevel: 'warn',
        contentCacheTtlMs: TTL_MS,
        cms: { url: CMS, apiKey: TOKEN, timeoutMs: 300 },
      },
    });
  });
  afterEach(async () => {
    await api.close();
  });

  const get = (url: string) => api.app.inject({ method: 'GET', url });

  it("answers the CMS's documents, sending its API key and never showing it", async () => {
    const res = await get('/api/posts?where[slug][equals]=x&limit=5');
    expect(res.statusCode).toBe(200);
    expect(res.json().docs[0].title).toBe('From the CMS');
    expect(received).toHaveLength(1);
    expect(received[0]?.authorization).toBe(`users API-Key ${TOKEN}`);
    expect(Object.fromEntries(received[0]?.url.searchParams ?? [])).toEqual({
      'where[and][0][status][equals]': 'published',
      'where[and][1][slug][equals]': 'x',
      limit: '5',
      depth: '2',
    });
    expect(JSON.stringify(res.headers) + res.body).not.toContain(TOKEN);
    expect((await get('/api/posts/count')).json()).toEqual({ totalDocs: 7 });
    expect((await get('/api/posts/post-01')).json().id).toBe('post-01');
    expect((await get('/api/posts/missing')).statusCode).toBe(404);
  });

  it("passes on the CMS's refusal of a query as a 400", async () => {
    const res = await get('/api/posts?where[title][like]=x');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/cannot be queried/);
  });

  it('asks the CMS once within the TTL, then shows an edit on the first view after it', async () => {
    const path = '/api/posts?limit=1';
    expect((await get(path)).json().docs[0].title).toBe('From the CMS');
    title = 'Edited';
    expect((await get(path)).json().docs[0].title).toBe('From the CMS');
    expect(received).toHaveLength(1);
    await sleep(TTL_MS + 20);
    expect((await get(path)).json().docs[0].title).toBe('Edited');
    expect(received).toHaveLength(2);
  });

  for (const failure of ['error', 'slow', 'down'] as const) {
    it(`serves the last answer, and logs, when the CMS is ${failure}`, async () => {
      const path = '/api/posts?limit=2';
      expect((await get(path)).statusCode).toBe(200);
      mode = failure;
      await sleep(TTL_MS + 20);
      for (let i = 0; i < 3; i++) {
        const res = await get(path);
        expect(res.statusCode).toBe(200);
        expect(res.json().docs[0].title).toBe('From the CMS');
        await sleep(failure === 'slow' ? 400 : 50);
      }
      expect(
        logs.lines.some((l) => l.msg === 'content refresh failed; the last answer stays'),
      ).toBe(true);
      // Nothing to fall back on: 503 in Payload's error shape, never 500.
      const unseen = await get('/api/posts?limit=3');
      expect(unseen.statusCode).toBe(503);
      expect(unseen.json().errors[0].message).toMatch(/content service is unavailable/);
      expect(logs.lines.some((l) => l.msg === 'the CMS is unavailable and nothing is cached')).toBe(
        true,
      );
    });
  }

  it("answers the CMS's knowledge object as the database does, cached, the last one kept while the CMS is away", async () => {
    const matrix = bundledObjects.find((o) => o.id === 'ko-matrix');
    const res = await get('/api/objects/ko-matrix');
    expect(res.statusCode).toBe(200);
    // The object's data and id, as our database answers it: no document timestamps.
    expect(res.json()).toEqual(matrix);
    expect(received.map((r) => r.url.pathname)).toEqual(['/api/knowledge-objects']);
    expect(received[0]?.url.searchParams.get('where[id][equals]')).toBe('ko-matrix');
    expect((await get('/api/objects/ko-nothing')).statusCode).toBe(404);
    mode = 'down';
    await sleep(TTL_MS + 20);
    for (let i = 0; i < 3; i++)
      expect((await get('/api/objects/ko-matrix')).json()).toEqual(matrix);
    // Never read, nothing to fall back on: 503, not 500.
    const unseen = await get('/api/objects/ko-binary');
    expect(unseen.statusCode).toBe(503);
    expect(unseen.json().errors[0].message).toMatch(/content service is unavailable/);
  });

  for (const refusal of ['unauthorized', 'forbidden'] as const) {
    it(`answers 503 when the CMS refuses its API key (${refusal}), logging why but never the key`, async () => {
      mode = refusal;
      for (const path of ['/api/posts?limit=4', '/api/objects/ko-matrix']) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(503);
        expect(res.json()).toEqual({
          errors: [{ message: expect.stringMatching(/content service is unavailable/) }],
        });
        expect(JSON.stringify(res.headers) + res.body).not.toContain(TOKEN);
      }
      const why = logs.lines.find((l) => l.msg === 'the CMS is unavailable and nothing is cached');
      expect(why?.reason).toMatch(/API key \(CMS_API_TOKEN\) is wrong or may not read/);
      expect(JSON.stringify(logs.lines)).not.toContain(TOKEN);
    });
  }

  it("proxies the CMS's media files with its API key and keeps the last copy while it is away", async () => {
    const first = await get('/api/media/file/hero.svg');
    expect(first.statusCode).toBe(200);
    // A CMS that serves only signed-in readers guards its files too.
    expect(received[0]?.authorization).toBe(`users API-Key ${TOKEN}`);
    expect(first.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(first.headers['content-security-policy']).toMatch(/sandbox/);
    expect((await get('/api/media/file/other.svg')).statusCode).toBe(404);
    for (const away of ['down', 'forbidden'] as const) {
      mode = away;
      expect((await get('/api/media/file/hero.svg')).body).toBe(first.body);
      // A file never fetched cannot be told missing while the CMS is away or refuses the key.
      const unknown = await get('/api/media/file/never-fetched.svg');
      expect(unknown.statusCode).toBe(503);
      expect(unknown.json().errors[0].message).toMatch(/unavailable/);
    }
  });

  it("scores with the CMS's question bank and rules, and keeps them while it is away", async () => {
    const bank = await api.app.scoringBank();
    expect(bank.questions).toHaveLength(bundledQuestions.length);
    expect(bank.rules).toHaveLength(liveRules.length);
    const asked = received.map((r) => `${r.url.pathname}?${r.url.searchParams}`);
    expect(asked).toContain('/api/questions?pagination=false&depth=0');
    mode = 'down';
    await sleep(TTL_MS + 20);
    expect((await api.app.scoringBank()).questions).toHaveLength(bundledQuestions.length);
  });
});
