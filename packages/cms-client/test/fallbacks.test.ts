import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  createCmsClient,
  createResilientCmsClient,
  FALLBACK_CATEGORIES,
  FALLBACK_MESSAGES,
  POST_CARD_FIELDS,
  SAMPLE_POSTS,
  searchSamplePosts,
} from '../src';
import { barePost, htmlPost, richPost } from './fixtures';
import { answer, BASE, paged, quietLogger, server, useServer } from './support';

/** Lists ask only for the fields a card shows. */
const CARD_SELECT = POST_CARD_FIELDS.map((field) => `select[${field}]=true`).join('&');

useServer();

function resilient() {
  const logger = quietLogger();
  const client = createResilientCmsClient(createCmsClient({ baseUrl: BASE, logger }), { logger });
  return { client, logger };
}

const failures = [
  ['a 500 answer', () => HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 500 })],
  ['a network error', () => HttpResponse.error()],
] as const;

describe.each(failures)('when the content service fails with %s', (_label, fail) => {
  const failEverything = () => server.use(http.all(`${BASE}/api/*`, fail));

  it('posts.list logs a warning and returns an empty page (limit 10, page 1)', async () => {
    failEverything();
    const { client, logger } = resilient();
    await expect(client.posts.list({ limit: 12 })).resolves.toEqual({
      docs: [],
      totalDocs: 0,
      limit: 10,
      totalPages: 0,
      page: 1,
      pagingCounter: 1,
      hasPrevPage: false,
      hasNextPage: false,
      prevPage: null,
      nextPage: null,
    });
    expect(logger.warn).toHaveBeenCalledWith('Failed to load content', expect.any(Error));
  });

  it('posts.load reports Failed to load content with the two sample posts', async () => {
    failEverything();
    const state = await resilient().client.posts.load();
    expect(state.error).toBe('Failed to load content');
    expect(state.posts).toEqual([...SAMPLE_POSTS]);
    expect(state.posts).toHaveLength(2);
  });

  it('posts.categories answers the four fallback categories', async () => {
    failEverything();
    const { client, logger } = resilient();
    await expect(client.posts.categories()).resolves.toEqual([
      { id: 'fundamentals', name: 'Fundamentals', slug: 'fundamentals', count: 0 },
      { id: 'advanced', name: 'Advanced', slug: 'advanced', count: 0 },
      { id: 'case-studies', name: 'Case Studies', slug: 'case-studies', count: 0 },
      { id: 'tools-&-templates', name: 'Tools & Templates', slug: 'tools-&-templates', count: 0 },
    ]);
    expect(logger.warn).toHaveBeenCalledWith('Failed to load categories', expect.any(Error));
  });

  it('posts.bySlug shows a sample post', async () => {
    failEverything();
    const { client } = resilient();
    await expect(client.posts.bySlug('anything')).resolves.toEqual(SAMPLE_POSTS[0]);
    await expect(client.posts.bySlug('setting-weekly-priorities')).resolves.toEqual(
      SAMPLE_POSTS[1],
    );
  });

  it('posts.search filters the sample posts by title or excerpt, ignoring case', async () => {
    failEverything();
    const { client } = resilient();
    expect((await client.posts.search('DEGAP')).map((post) => post.slug)).toEqual([
      'the-degap-method',
    ]);
    expect((await client.posts.search('fifteen-minute')).map((post) => post.slug)).toEqual([
      'setting-weekly-priorities',
    ]);
    await expect(client.posts.search('quantum')).resolves.toEqual([]);
  });

  it('posts.featured answers an empty list', async () => {
    failEverything();
    await expect(resilient().client.posts.featured()).resolves.toEqual([]);
  });

  it('posts.byCategory answers an empty list and posts.byId null', async () => {
    failEverything();
    const { client } = resilient();
    await expect(client.posts.byCategory('Strategy')).resolves.toEqual([]);
    await expect(client.posts.byId('p1')).resolves.toBeNull();
  });

  it('rules.list logs and answers an empty list', async () => {
    failEverything();
    const { client, logger } = resilient();
    await expect(client.rules.list()).resolves.toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith('Failed to fetch rules', expect.any(Error));
  });

  it('content.byType raises Failed to fetch content by type', async () => {
    failEverything();
    await expect(resilient().client.content.byType('report_introduction')).rejects.toThrow(
      'Failed to fetch content by type',
    );
  });

  it('staticContent.byType raises the no static content message', async () => {
    failEverything();
    await expect(resilient().client.staticContent.byType('model_overview')).rejects.toThrow(
      'CMS connection failed - no static content available',
    );
  });

  it('questions.list logs Failed to fetch questions, then raises no questions available', async () => {
    failEverything();
    const { client, logger } = resilient();
    await expect(client.questions.list()).rejects.toThrow(
      'CMS connection failed - no questions available',
    );
    expect(logger.error).toHaveBeenCalledWith('Failed to fetch questions', expect.any(Error));
  });

  it('submitContact still fails, for the form to show its own message', async () => {
    failEverything();
    await expect(
      resilient().client.submitContact({ name: 'A', email: 'a@b.co', message: 'Hi' }),
    ).rejects.toThrow();
    expect(FALLBACK_MESSAGES.contact).toBe(
      'Sorry, there was an error sending your message. Please try again.',
    );
  });
});

describe('when the content service answers', () => {
  it('posts.load asks for published posts, 12 per page, newest first', async () => {
    const seen = answer('get', `${BASE}/api/posts`, () =>
      HttpResponse.json(paged([richPost], { totalDocs: 13, hasNextPage: true, nextPage: 2 })),
    );
    const state = await resilient().client.posts.load();
    expect(seen[0]?.search).toBe(
      `?where[status][equals]=published&sort=-publishedDate&limit=12&page=1&${CARD_SELECT}`,
    );
    expect(state).toMatchObject({ page: 1, totalDocs: 13, hasNextPage: true, error: null });
    expect(state.posts.map((post) => post.slug)).toEqual(['cost-of-delay']);
  });

  it('posts.load within a category asks for up to 50 of that category', async () => {
    const seen = answer('get', `${BASE}/api/posts`, () => HttpResponse.json(paged([])));
    const state = await resilient().client.posts.load({ category: 'Case Studies' });
    expect(seen[0]?.search).toBe(
      '?where[and][0][status][equals]=published&where[and][1][category][equals]=Case%20Studies' +
        `&sort=-publishedDate&limit=50&page=1&${CARD_SELECT}`,
    );
    expect(state).toMatchObject({ posts: [], error: null });
  });

  it('posts.bySlug answers null, not a sample, when no slug matches', async () => {
    answer('get', `${BASE}/api/posts`, () => HttpResponse.json(paged([htmlPost, barePost])));
    await expect(resilient().client.posts.bySlug('missing')).resolves.toBeNull();
  });

  it('passes answers through unchanged', async () => {
    answer('get', `${BASE}/api/posts`, () => HttpResponse.json(paged([richPost])));
    const { client, logger } = resilient();
    expect((await client.posts.featured()).map((post) => post.slug)).toEqual(['cost-of-delay']);
    expect((await client.posts.categories()).map((category) => category.name)).toEqual([
      'Strategy',
    ]);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('search with a blank query answers nothing without asking', async () => {
    const seen = answer('get', `${BASE}/api/posts`, () => HttpResponse.json(paged([richPost])));
    await expect(resilient().client.posts.search('  ')).resolves.toEqual([]);
    expect(seen).toHaveLength(0);
  });
});

describe('sample content', () => {
  it('has two published sample posts, the DEGAP one reading in 8 minutes', () => {
    expect(SAMPLE_POSTS.map((post) => [post.slug, post.readTime, post.status])).toEqual([
      ['the-degap-method', 8, 'published'],
      ['setting-weekly-priorities', 4, 'published'],
    ]);
  });

  it('searchSamplePosts ignores a blank query', () => {
    expect(searchSamplePosts('  ')).toEqual([]);
    expect(searchSamplePosts('weekly').map((post) => post.slug)).toEqual([
      'setting-weekly-priorities',
    ]);
  });

  it('hands out copies of the fallback categories', async () => {
    server.use(http.all(`${BASE}/api/*`, () => HttpResponse.error()));
    const categories = await resilient().client.posts.categories();
    const first = categories[0];
    if (first) first.count = 99;
    expect(FALLBACK_CATEGORIES[0]?.count).toBe(0);
  });
});
