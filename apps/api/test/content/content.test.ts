// The Payload-compatible content API, against the bundled seed content.
import {
  knowledgeObjects as seedObjects,
  posts as seedPosts,
  questions as seedQuestions,
} from '@peak/content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts as postsTable } from '../../src/db/schema';
import { seedContent } from '../../src/db/seed';
import { startTestApp, type TestApp } from '../support/app';
import { TARGETS } from '../support/database';

type Doc = Record<string, unknown> & { id: string };
const published = seedPosts.filter((p) => p.status === 'published');
const drafts = seedPosts.filter((p) => p.status !== 'published');
const dateOf = (p: { publishedDate?: string; createdAt?: string }) =>
  p.publishedDate ?? p.createdAt ?? '';

describe.each(TARGETS)('content API on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const docs = async (url: string): Promise<Doc[]> => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().docs;
  };
  const ids = async (url: string) => (await docs(url)).map((d) => d.id).sort();
  const idsWhere = (keep: (p: (typeof seedPosts)[number]) => boolean) =>
    published
      .filter(keep)
      .map((p) => String(p.id))
      .sort();

  it('answers the paged result shape, newest first by default, drafts never listed', async () => {
    const res = await get('/api/posts?limit=5&page=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      totalDocs: published.length,
      limit: 5,
      totalPages: Math.ceil(published.length / 5),
      page: 2,
      pagingCounter: 6,
      hasPrevPage: true,
      prevPage: 1,
    });
    expect(body.hasNextPage).toBe(published.length > 10);
    const all = await docs('/api/posts?limit=100');
    expect(all).toHaveLength(published.length);
    for (const draft of drafts) expect(all.map((d) => d.id)).not.toContain(draft.id);
  });

  it('never finds a draft by id, nor by a where that asks for it', async () => {
    for (const draft of drafts) {
      expect((await get(`/api/posts/${draft.id}`)).statusCode).toBe(404);
      expect(await docs(`/api/posts?where[status][equals]=draft`)).toEqual([]);
    }
  });

  it('finds one post by id with every stored field', async () => {
    const first = published[0] as (typeof published)[number];
    const res = await get(`/api/posts/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first.id, title: first.title, slug: first.slug });
    expect((await get('/api/posts/no-such-post')).statusCode).toBe(404);
  });

  it('filters with bracket syntax, and with where as JSON', async () => {
    const category = published[0]?.category as string;
    const expected = idsWhere((p) => p.category === category);
    expect(
      await ids(`/api/posts?where[category][equals]=${encodeURIComponent(category)}&limit=100`),
    ).toEqual(expected);
    const json = encodeURIComponent(JSON.stringify({ category: { equals: category } }));
    expect(await ids(`/api/posts?where=${json}&limit=100`)).toEqual(expected);
    expect(
      await ids(
        '/api/posts?where[and][0][status][equals]=published&where[and][1][featured][equals]=true&limit=100',
      ),
    ).toEqual(idsWhere((p) => p.featured === true));
  });

  it('supports every operator', async () => {
    const [a, b] = [...new Set(published.map((p) => p.category))] as [string, string];
    const word = (published[0] as (typeof published)[number]).title
      .split(' ')
      .find((w) => w.length > 4) as string;
    const cases: Array<[string, string[]]> = [
      [`where[category][not_equals]=${a}`, idsWhere((p) => p.category !== a)],
      [
        `where[title][contains]=${encodeURIComponent(word.toLowerCase())}`,
        idsWhere((p) => p.title.toLowerCase().includes(word.toLowerCase())),
      ],
      [
        `where[title][like]=${encodeURIComponent(`${word} `)}`,
        idsWhere((p) => p.title.toLowerCase().includes(word.toLowerCase())),
      ],
      [`where[category][in]=${a},${b}`, idsWhere((p) => p.category === a || p.category === b)],
      [
        `where[category][in][0]=${a}&where[category][in][1]=${b}`,
        idsWhere((p) => p.category === a || p.category === b),
      ],
      [`where[category][not_in]=${a},${b}`, idsWhere((p) => p.category !== a && p.category !== b)],
      ['where[subtitle][exists]=true', idsWhere((p) => typeof p.subtitle === 'string')],
      ['where[readTime][exists]=false', idsWhere((p) => p.readTime === undefined)],
      ['where[readTime][greater_than]=6', idsWhere((p) => (p.readTime ?? -1) > 6)],
      ['where[readTime][greater_than_equal]=8', idsWhere((p) => (p.readTime ?? -1) >= 8)],
      ['where[readTime][less_than]=6', idsWhere((p) => p.readTime !== undefined && p.readTime < 6)],
      [
        'where[readTime][less_than_equal]=8',
        idsWhere((p) => p.readTime !== undefined && p.readTime <= 8),
      ],
      [
        'where[publishedDate][greater_than]=2026-01-01',
        idsWhere((p) => !!p.publishedDate && p.publishedDate > '2026-01-01'),
      ],
      [
        `where[tags][equals]=${encodeURIComponent(published[0]?.tags[0] as string)}`,
        idsWhere((p) => p.tags.includes(published[0]?.tags[0] as string)),
      ],
      ['where[featured][not_equals]=true', idsWhere((p) => p.featured !== true)],
      [
        `where[or][0][category][equals]=${a}&where[or][1][featured][equals]=true`,
        idsWhere((p) => p.category === a || p.featured === true),
      ],
    ];
    for (const [query, expected] of cases)
      expect(await ids(`/api/posts?${query}&limit=100`), query).toEqual(expected);
  });

  it('sorts by one or several fields, ascending or descending', async () => {
    const byDate = (
      await docs('/api/posts?sort=-publishedDate&limit=100&where[publishedDate][exists]=true')
    ).map((d) => d.publishedDate as string);
    expect(byDate).toEqual([...byDate].sort().reverse());
    // Numbers, not titles: text order follows the server's collation.
    const byReadTime = (await docs('/api/posts?sort=readTime&limit=100')).map(
      (d) => (d.readTime as number | undefined) ?? Number.POSITIVE_INFINITY,
    );
    expect(byReadTime).toEqual([...byReadTime].sort((x, y) => x - y));
    const multi = await docs('/api/posts?sort=category,-readTime&limit=100');
    expect(multi).toHaveLength(published.length);
    expect(multi.map((d) => d.category)).toEqual(
      [...multi.map((d) => d.category as string)].sort(),
    );
  });

  it('selects fields the way Payload does', async () => {
    const [only] = await docs('/api/posts?select[title]=true&select[slug]=true&limit=1');
    expect(Object.keys(only as Doc).sort()).toEqual(['id', 'slug', 'title']);
    const [without] = await docs('/api/posts?select[content]=false&select[body]=false&limit=1');
    expect(without).not.toHaveProperty('content');
    expect(without).toHaveProperty('title');
    const one = await get(`/api/posts/${published[0]?.id}?select[title]=true`);
    expect(Object.keys(one.json()).sort()).toEqual(['id', 'title']);
    // Payload ignores a field it does not know: the document keeps its id only.
    const unknown = await get('/api/posts?select[1bad]=true&limit=1');
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(unknown.json().docs[0])).toEqual(['id']);
    // qs never writes prototype keys: the selection is simply empty.
    expect((await get('/api/posts?select[__proto__][polluted]=true')).statusCode).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await get('/api/posts?select[title]=yes')).statusCode).toBe(400);
  });

  it('models authors and media as relationships, populated to the depth asked', async () => {
    const at = async (depth?: number) =>
      (await get(`/api/posts/post-01${depth === undefined ? '' : `?depth=${depth}`}`)).json();
    expect(await at(0)).toMatchObject({
      authors: ['elena-marsh', 'david-okoro'],
      heroImage: 'media-01',
    });
    const one = await at(1);
    expect(one.authors[0]).toMatchObject({
      id: 'elena-marsh',
      name: 'Elena Marsh',
      avatar: 'media-13',
    });
    expect(one.heroImage).toMatchObject({ id: 'media-01', url: '/api/media/file/degap-steps.svg' });
    const two = await at();
    expect(two.authors[0].avatar).toMatchObject({
      id: 'media-13',
      filename: 'avatar-elena-marsh.svg',
    });
    expect(
      await ids(
        `/api/posts?where[authors.name][equals]=${encodeURIComponent('Priya Raman')}&limit=100`,
      ),
    ).toEqual(['post-06', 'post-08']);
    expect(await ids('/api/posts?where[heroImage.filename][equals]=degap-steps.svg')).toEqual([
      'post-01',
    ]);
  });

  it('answers every post with all the site pre-renders it with from the bundle', async () => {
    // The bundle's posts are populated as the API answers them at the default depth (2).
    for (const doc of await docs('/api/posts?limit=100')) {
      const bundled = seedPosts.find((p) => p.id === doc.id);
      expect(doc, doc.id).toMatchObject(bundled as object);
    }
  });

  it('counts, pages every document with limit=0, and supports not_like', async () => {
    expect((await get('/api/posts/count')).json()).toEqual({ totalDocs: published.length });
    expect(
      (await get('/api/posts/count?where[category][equals]=leadership')).json().totalDocs,
    ).toBe(published.filter((p) => p.category === 'leadership').length);
    const all = (await get('/api/posts?limit=0')).json();
    expect(all).toMatchObject({ limit: 0, totalPages: 1, totalDocs: published.length });
    expect(all.docs).toHaveLength(published.length);
    expect((await get('/api/posts?pagination=false')).json().docs).toHaveLength(published.length);
    const empty = (await get('/api/posts?where[category][equals]=none')).json();
    expect(empty).toMatchObject({ totalDocs: 0, totalPages: 1, page: 1 });
    // not_like compares the whole value (case-insensitively, % as a wildcard), as Payload does.
    expect(await ids('/api/posts?where[slug][not_like]=THE-DEGAP-METHOD&limit=100')).toEqual(
      idsWhere((p) => p.slug !== 'the-degap-method'),
    );
  });

  it('falls back to createdAt for a post without publishedDate, and keeps timestamps', async () => {
    const all = await docs('/api/posts?limit=100');
    for (const d of all) {
      expect(typeof d.createdAt).toBe('string');
      expect(typeof d.updatedAt).toBe('string');
    }
    expect(all.every((d) => !Number.isNaN(Date.parse(dateOf(d as never))))).toBe(true);
  });

  it.each([
    ['/api/posts?where[secret][equals]=x', 'The following path cannot be queried: secret'],
    ['/api/posts?where[title][regex]=x', 'The following path cannot be queried: title.regex'],
    ['/api/posts?where[title]=x', 'The following path cannot be queried: title.0'],
    ['/api/posts?where[and]=x', 'The following path cannot be queried: and.0'],
    ['/api/posts?where[readTime][equals]=abc', 'where[readTime][equals] needs a number value'],
    ['/api/posts?where[featured][equals]=yes', 'needs a checkbox value'],
    ['/api/posts?where[publishedDate][greater_than]=notadate', 'needs a date value'],
    ['/api/posts?where={bad json', 'JSON object'],
    ['/api/posts?limit=5000', 'limit must be at most 1000'],
    ['/api/posts?limit=abc', 'limit must be a whole number'],
    ['/api/posts?page=-1', 'page must be at least 1'],
    ['/api/posts?page=0', 'page must be at least 1'],
    ['/api/posts?where[tags][all]=focus', 'the all operator is not supported'],
  ])("answers 400 naming the problem, in Payload's error shape: %s", async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [expect.objectContaining({ message: expect.any(String) })],
    });
    expect(res.json().errors[0].message).toContain(message);
  });

  it('names every path that cannot be queried, as Payload does', async () => {
    const res = await get('/api/posts?where[secret][equals]=x&where[authors.password][equals]=y');
    expect(res.json()).toEqual({
      errors: [
        {
          name: 'QueryError',
          data: [{ path: 'secret' }, { path: 'password' }],
          message: 'The following paths cannot be queried: secret, password',
        },
      ],
    });
  });

  it.each([
    // Payload skips a sort field it cannot sort by, sorts a list by its first value, answers every
    // document for limit=0, ignores parameters it does not know, and compares list elements as text.
    '/api/posts?sort=password',
    '/api/posts?sort=tags',
    '/api/posts?limit=0',
    '/api/posts?bogus=1',
    '/api/posts?where[tags][greater_than]=1',
  ])('answers what Payload answers rather than refusing: %s', async (url) => {
    expect((await get(url)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown collection and refuses writes', async () => {
    expect((await get('/api/users')).json()).toEqual({
      errors: [{ message: 'Route not found "/api/users"' }],
    });
    for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/posts/${published[0]?.id}`,
        payload: {},
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('serves the other collections', async () => {
    expect(await docs('/api/questions?limit=1000')).toHaveLength(seedQuestions.length);
    expect(await docs('/api/rules?limit=100&sort=-createdAt')).not.toHaveLength(0);
    const strength = await docs(
      `/api/content?where[capability][equals]=${encodeURIComponent('Tool Fluency')}`,
    );
    expect(strength[0]).toMatchObject({
      capability: 'Tool Fluency',
      strength: expect.any(String),
      weakness: expect.any(String),
    });
    expect(await docs('/api/content?where[type][equals]=report_introduction')).toHaveLength(1);
    const overview = await docs(
      '/api/static-content?where[and][0][status][equals]=published&where[and][1][contentType][equals]=model_overview&sort=priority',
    );
    expect(overview[0]?.content).toEqual(expect.any(String));
    expect((await docs('/api/media?limit=100')).length).toBeGreaterThan(0);
  });

  it('serves media files with a safe content type, and nothing outside the media folder', async () => {
    const [file] = await docs('/api/media?limit=1');
    const res = await get(file?.url as string);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    for (const bad of [
      '../package.json',
      '..%2Fpackage.json',
      '%2e%2e%2fsrc%2findex.ts',
      'nope.svg',
      'index.ts',
    ]) {
      expect((await get(`/api/media/file/${bad}`)).statusCode).toBe(404);
    }
  });

  it('serves knowledge objects by id, 404 when missing', async () => {
    const res = await get('/api/objects/ko-matrix');
    expect(res.statusCode).toBe(200);
    // The object's data and id, nothing more: the same answer a hosted CMS's gateway gives.
    expect(res.json()).toEqual(seedObjects.find((o) => o.id === 'ko-matrix'));
    expect(res.json().type).toBe('Matrix');
    expect((await get('/api/objects/ko-nothing')).statusCode).toBe(404);
  });

  it('answers a repeated read with 304 when the ETag matches', async () => {
    const first = await get('/api/posts?limit=3');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/api/posts?limit=3', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('sends security headers on every answer', async () => {
    for (const url of ['/api/posts', '/api/nothing-here', '/api/posts?where[x][equals]=1']) {
      const res = await get(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('reseeds idempotently', async () => {
    const counts = await seedContent(t.database.db);
    const again = await seedContent(t.database.db);
    expect(again).toEqual(counts);
    expect(counts.posts).toBe(seedPosts.length);
  });

  it('removes documents that are no longer in the seed', async () => {
    await t.database.db
      .insert(postsTable)
      .values({ id: 'stray', data: { title: 'Stray', slug: 'stray', status: 'published' } });
    expect((await get('/api/posts/stray')).statusCode).toBe(200);
    await seedContent(t.database.db);
    const rows = await t.database.db.select().from(postsTable).where(eq(postsTable.id, 'stray'));
    expect(rows).toEqual([]);
  });

  it('reports its health', async () => {
    const res = await get('/api/health');
    expect(res.json()).toEqual({ ok: true, database: target, auth: 'local' });
  });
});
