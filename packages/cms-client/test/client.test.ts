import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createCmsClient, HttpError } from '../src';
import { barePost, blocksPost, htmlPost, richPost } from './fixtures';
import { answer, BASE, paged, quietLogger, useServer } from './support';

useServer();

const OBJECTS = 'http://objects.test';
const client = (token?: string) =>
  createCmsClient({ baseUrl: BASE, token, objectsBaseUrl: OBJECTS, logger: quietLogger() });

const allPosts = [richPost, blocksPost, htmlPost, barePost];

describe('posts.list', () => {
  it('sends page, limit, where and sort, and normalises the page', async () => {
    const seen = answer('get', `${BASE}/api/posts`, () =>
      HttpResponse.json(
        paged([richPost], {
          page: 2,
          limit: 5,
          totalDocs: 6,
          totalPages: 2,
          hasPrevPage: true,
          prevPage: 1,
          pagingCounter: 6,
        }),
      ),
    );
    const result = await client().posts.list({
      page: 2,
      limit: 5,
      where: { category: { equals: 'Strategy' } },
      sort: '-publishedDate',
    });
    expect(seen[0]?.path).toBe('/api/posts');
    expect(seen[0]?.search).toBe(
      '?where[category][equals]=Strategy&sort=-publishedDate&limit=5&page=2',
    );
    expect(result).toMatchObject({
      totalDocs: 6,
      limit: 5,
      totalPages: 2,
      page: 2,
      pagingCounter: 6,
      hasPrevPage: true,
      hasNextPage: false,
      prevPage: 1,
      nextPage: null,
    });
    expect(result.docs[0]?.slug).toBe('cost-of-delay');
    expect(result.docs[0]?.heroImage?.url).toBe('http://cms.test/api/media/file/hero.png');
  });

  it('sends no query when given no parameters', async () => {
    const seen = answer('get', `${BASE}/api/posts`, () => HttpResponse.json(paged([])));
    await client().posts.list();
    expect(seen[0]?.search).toBe('');
  });

  it('skips an invalid document with a warning and keeps the rest', async () => {
    answer('get', `${BASE}/api/posts`, () =>
      HttpResponse.json(paged([{ id: 9, title: 'No slug' }, barePost])),
    );
    const logger = quietLogger();
    const result = await createCmsClient({ baseUrl: BASE, logger }).posts.list();
    expect(result.docs.map((post) => post.slug)).toEqual(['untitled']);
    expect(logger.warn).toHaveBeenCalledWith(
      'Skipping an invalid document 0 of posts',
      expect.stringContaining('slug'),
    );
  });

  it('derives paging fields a compatible service leaves out', async () => {
    answer('get', `${BASE}/api/posts`, () => HttpResponse.json({ docs: [barePost] }));
    expect(await client().posts.list()).toMatchObject({
      totalDocs: 1,
      limit: 1,
      totalPages: 1,
      page: 1,
      hasNextPage: false,
      prevPage: null,
    });
  });

  it('rejects a body that is not a paged result', async () => {
    answer('get', `${BASE}/api/posts`, () => HttpResponse.json({ items: [] }));
    await expect(client().posts.list()).rejects.toThrow();
  });
});

describe('posts.bySlug', () => {
  it('reads published posts (limit 100) and matches the slug on the client', async () => {
    const seen = answer('get', `${BASE}/api/posts`, () => HttpResponse.json(paged(allPosts)));
    const post = await client().posts.bySlug('saying-no');
    expect(seen[0]?.search).toBe('?where[status][equals]=published&limit=100');
    expect(post?.title).toBe('Saying No');
  });

  it('answers null when no slug matches', async () => {
    answer('get', `${BASE}/api/posts`, () => HttpResponse.json(paged(allPosts)));
    await expect(client().posts.bySlug('missing')).resolves.toBeNull();
  });
});

describe('posts.byId', () => {
  it('reads one post', async () => {
    const seen = answer('get', `${BASE}/api/posts/:id`, () => HttpResponse.json(blocksPost));
    const post = await client().posts.byId(2);
    expect(seen[0]?.path).toBe('/api/posts/2');
    expect(seen[0]?.search).toBe('');
    expect(post?.title).toBe('Weekly Rhythm');
  });

  it('encodes the id into the path', async () => {
    const seen = answer('get', `${BASE}/api/posts/:id`, () => HttpResponse.json(barePost));
    await client().posts.byId('a/b c');
    expect(seen[0]?.path).toBe('/api/posts/a%2Fb%20c');
  });

  it('answers null on 404 and throws on other failures', async () => {
    answer('get', `${BASE}/api/posts/missing`, () =>
      HttpResponse.json({ errors: [{ message: 'Not Found' }] }, { status: 404 }),
    );
    answer('get', `${BASE}/api/posts/broken`, () => HttpResponse.json({}, { status: 500 }));
    await expect(client().posts.byId('missing')).resolves.toBeNull();
    await expect(client().posts.byId('broken')).rejects.toBeInstanceOf(HttpError);
  });
});

describe('posts by category, featured and search', () => {
  it('byCategory filters on the category name, limit 10 by default', async () => {
    const seen = answer('get', `${BASE}/api/posts`, () => HttpResponse.json(paged([blocksPost])));
    const posts = await client().posts.byCategory('Case Studies');
    await client().posts.byCategory('Case Studies', 50);
    expect(seen.map((request) => request.search)).toEqual([
      '?where[category][equals]=Case%20Studies&limit=10',
      '?where[category][equals]=Case%20Studies&limit=50',
    ]);
    expect(posts.map((post) => post.slug)).toEqual(['weekly-rhythm']);
  });

  it('featured asks for featured posts, limit 3 by default', async () => {
    const seen = answer('get', `${BASE}/api/posts`, () => HttpResponse.json(paged([richPost])));
    const posts = await client().posts.featured();
    expect(seen[0]?.search).toBe('?where[featured][equals]=true&limit=3');
    expect(posts[0]?.featured).toBe(true);
  });

  it('search matches titles, limit 10 by default, with the trimmed query', async () => {
    const seen = answer('get', `${BASE}/api/posts`, () => HttpResponse.json(paged([htmlPost])));
    const posts = await client().posts.search('  no & yes ');
    await client().posts.search('delay', 20);
    expect(seen.map((request) => request.search)).toEqual([
      '?where[title][contains]=no%20%26%20yes&limit=10',
      '?where[title][contains]=delay&limit=20',
    ]);
    expect(posts[0]?.slug).toBe('saying-no');
  });

  it('search sends nothing for a blank query', async () => {
    const seen = answer('get', `${BASE}/api/posts`, () => HttpResponse.json(paged([htmlPost])));
    await expect(client().posts.search('   ')).resolves.toEqual([]);
    await expect(client().posts.search('')).resolves.toEqual([]);
    expect(seen).toHaveLength(0);
  });
});

describe('posts.categories', () => {
  it('derives sorted summaries from up to 1000 posts, General for posts without one', async () => {
    const seen = answer('get', `${BASE}/api/posts`, () =>
      HttpResponse.json(paged([...allPosts, { ...barePost, id: 5, category: 'Case Studies' }])),
    );
    const categories = await client().posts.categories();
    expect(seen[0]?.search).toBe('?limit=1000');
    expect(categories).toEqual([
      { id: 'case-studies', name: 'Case Studies', slug: 'case-studies', count: 2 },
      { id: 'general', name: 'General', slug: 'general', count: 1 },
      { id: 'leadership', name: 'Leadership', slug: 'leadership', count: 1 },
      { id: 'strategy', name: 'Strategy', slug: 'strategy', count: 1 },
    ]);
  });
});

describe('assessment content', () => {
  const rule = {
    id: 'r1',
    name: 'Foggy focus',
    type: 'pattern',
    category: 'pairwise_pattern',
    enabled: true,
    logic: 'clarity_of_focus < 3',
    priority: 2,
    severity: 'warning',
    capabilities: ['Clarity of Focus'],
    roles: [],
    extra: 'kept',
  };

  it('rules.list reads 100 rules, newest first', async () => {
    const seen = answer('get', `${BASE}/api/rules`, () => HttpResponse.json(paged([rule])));
    const rules = await client().rules.list();
    expect(seen[0]?.search).toBe('?sort=-createdAt&limit=100');
    expect(rules).toEqual([rule]);
  });

  it('content.byType filters on the type', async () => {
    const entry = { id: 1, type: 'report_introduction', content: 'Welcome', status: 'published' };
    const seen = answer('get', `${BASE}/api/content`, () => HttpResponse.json(paged([entry])));
    await expect(client().content.byType('report_introduction')).resolves.toEqual([entry]);
    expect(seen[0]?.search).toBe('?where[type][equals]=report_introduction&limit=100');
  });

  it('content.byTypes reads every type asked for in one request', async () => {
    const entry = { id: 1, type: 'report_introduction', content: 'Welcome', status: 'published' };
    const seen = answer('get', `${BASE}/api/content`, () => HttpResponse.json(paged([entry])));
    await expect(client().content.byTypes(['report_introduction', 'capability'])).resolves.toEqual([
      entry,
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.search).toBe(
      '?where[type][in][0]=report_introduction&where[type][in][1]=capability&limit=200',
    );
  });

  it('content.byCapability filters on the capability label', async () => {
    const entry = { capability: 'Avoidance & Activation', strength: 'Starts', weakness: 'Stalls' };
    const seen = answer('get', `${BASE}/api/content`, () => HttpResponse.json(paged([entry])));
    await expect(client().content.byCapability('Avoidance & Activation')).resolves.toEqual([entry]);
    expect(seen[0]?.search).toBe(
      '?where[capability][equals]=Avoidance%20%26%20Activation&limit=100',
    );
  });

  it('staticContent.byType asks for published entries of the type, by priority', async () => {
    const entry = { id: 's1', contentType: 'model_overview', content: { root: {} }, priority: 1 };
    const seen = answer('get', `${BASE}/api/static-content`, () =>
      HttpResponse.json(paged([entry])),
    );
    await expect(client().staticContent.byType('model_overview')).resolves.toEqual([entry]);
    expect(seen[0]?.search).toBe(
      '?where[and][0][status][equals]=published&where[and][1][contentType][equals]=model_overview&sort=priority&limit=100',
    );
  });

  it('questions.list reads 1000 and keeps only the current bank, id from questionId', async () => {
    const question = (questionId: string) => ({
      id: `db-${questionId}`,
      questionId,
      part: 'Doing',
      capability: 'Clarity of Focus',
      scopeLevel: 'Individual',
      text: 'How often do you name your top priority?',
      responseOptions: [
        { score: 1, text: 'Never' },
        { score: 5, text: 'Always' },
      ],
    });
    const seen = answer('get', `${BASE}/api/questions`, () =>
      HttpResponse.json(
        paged([
          question('cof_v2_1'),
          question('cof_v1_1'),
          { ...question('cof_v2_2'), responseOptions: null },
        ]),
      ),
    );
    const questions = await client().questions.list();
    expect(seen[0]?.search).toBe('?limit=1000');
    expect(questions.map((q) => [q.id, q.questionId])).toEqual([
      ['cof_v2_1', 'cof_v2_1'],
      ['cof_v2_2', 'cof_v2_2'],
    ]);
    expect(questions[0]?.responseOptions).toEqual([
      { score: 1, text: 'Never' },
      { score: 5, text: 'Always' },
    ]);
    expect(questions[1]?.responseOptions).toEqual([]);
  });
});

describe('objects.get', () => {
  const object = {
    id: 'ko-1',
    title: 'Urgency',
    type: 'Continuum',
    structure: { poles: 2 },
    visual: { tokens: { accent: '#f60' } },
  };

  it('reads the object from the knowledge-object service, without the content token', async () => {
    const seen = answer('get', `${OBJECTS}/api/objects/:id`, () => HttpResponse.json(object));
    await expect(client('secret').objects.get('ko-1')).resolves.toEqual(object);
    expect(seen[0]?.path).toBe('/api/objects/ko-1');
    expect(seen[0]?.headers.has('authorization')).toBe(false);
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('uses the content service when no separate base is set', async () => {
    const seen = answer('get', `${BASE}/api/objects/:id`, () => HttpResponse.json(object));
    await createCmsClient({ baseUrl: BASE, token: 'secret' }).objects.get('ko-1');
    expect(seen[0]?.headers.get('authorization')).toBe('users API-Key secret');
  });

  it('answers null on 404', async () => {
    answer('get', `${OBJECTS}/api/objects/:id`, () => new HttpResponse(null, { status: 404 }));
    await expect(client().objects.get('nope')).resolves.toBeNull();
  });

  it('throws KE fetch failed with status and status text on other failures', async () => {
    answer('get', `${OBJECTS}/api/objects/:id`, () => new HttpResponse('oops', { status: 500 }));
    await expect(client().objects.get('ko-1')).rejects.toThrow(
      'KE fetch failed: 500 Internal Server Error',
    );
  });
});

describe('globals.siteSettings', () => {
  const settings = {
    id: 1,
    siteName: 'Peak Partners',
    logo: '/favicon.svg',
    contactEmail: 'hello@peak.example',
    postalAddress: '1 Main Street\nSanta Cruz',
    linkedinUrl: 'https://www.linkedin.com/company/peak',
    podcastName: 'Traction Heroes',
    podcastUrl: 'https://podcast.example/heroes',
    podcastPlatforms: [{ id: 'spotify', name: 'Spotify', url: 'https://open.spotify.com/x' }],
    bookStoreUrl: 'https://books.example/managing-priorities',
    reviewBookingUrl: null,
    globalType: 'site-settings',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };

  it("reads the global, Payload's empty booking link as ''", async () => {
    const seen = answer('get', `${BASE}/api/globals/site-settings`, () =>
      HttpResponse.json(settings),
    );
    const read = await client().globals.siteSettings();
    expect(seen[0]?.path).toBe('/api/globals/site-settings');
    expect(read).toEqual({
      siteName: 'Peak Partners',
      logo: '/favicon.svg',
      contactEmail: 'hello@peak.example',
      postalAddress: '1 Main Street\nSanta Cruz',
      linkedinUrl: 'https://www.linkedin.com/company/peak',
      podcastName: 'Traction Heroes',
      podcastUrl: 'https://podcast.example/heroes',
      podcastPlatforms: [{ name: 'Spotify', url: 'https://open.spotify.com/x' }],
      bookStoreUrl: 'https://books.example/managing-priorities',
      reviewBookingUrl: '',
    });
  });

  it('refuses an invalid email or a link that is not https', async () => {
    for (const bad of [{ contactEmail: 'nobody' }, { podcastUrl: 'http://podcast.example' }]) {
      answer('get', `${BASE}/api/globals/site-settings`, () =>
        HttpResponse.json({ ...settings, ...bad }),
      );
      await expect(client().globals.siteSettings()).rejects.toThrow();
    }
  });
});

describe('submitContact', () => {
  const draft = { name: 'Ada', email: 'ada@example.com', company: '', message: 'Hello' };
  const url = `${BASE}/api/submit-contact`;

  it('posts the draft as JSON and returns the answer on success', async () => {
    const seen = answer('post', url, () => HttpResponse.json({ success: true }));
    await expect(client().submitContact(draft)).resolves.toEqual({ success: true });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual(draft);
  });

  it('raises the error of a success:false answer', async () => {
    answer('post', url, () =>
      HttpResponse.json({ success: false, error: 'Please enter a message.' }, { status: 400 }),
    );
    await expect(client().submitContact(draft)).rejects.toThrow('Please enter a message.');
  });

  it('needs success true even with an OK status', async () => {
    answer('post', url, () => HttpResponse.json({ success: false }));
    await expect(client().submitContact(draft)).rejects.toThrow('Failed to submit form');
  });

  it('reads a JSON answer sent as text', async () => {
    answer('post', url, () => HttpResponse.text('{"success":true,"id":"m1"}'));
    await expect(client().submitContact(draft)).resolves.toEqual({ success: true, id: 'm1' });
  });

  it('falls back to the status for a non-JSON body, keeping the raw text', async () => {
    answer('post', url, () => HttpResponse.text('Thanks!'));
    await expect(client().submitContact(draft)).resolves.toEqual({ success: true, raw: 'Thanks!' });
  });

  it('fails on a server error with a non-JSON body', async () => {
    answer('post', url, () => new HttpResponse('Internal error', { status: 500 }));
    await expect(client().submitContact(draft)).rejects.toThrow('Failed to submit form');
  });

  it('fails on a server error with a JSON error', async () => {
    answer('post', url, () =>
      HttpResponse.json({ success: false, error: 'Mail is down' }, { status: 500 }),
    );
    await expect(client().submitContact(draft)).rejects.toThrow('Mail is down');
  });
});
