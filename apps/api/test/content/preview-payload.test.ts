// Previews against a real Payload 3 (the CMS's configuration, @peak/cms-config, on its own
// PostgreSQL database; private, as hosted CMSs are): the Preview link Payload gives an editor
// opens, through our API in gateway mode, a post that is only a draft and the newer draft of a
// published post, populated as the public read is; the public reads never show either, before or
// after a preview; and with Payload stopped the preview answers 503.
import {
  DEFAULT_ADMIN_URL,
  type PayloadServer,
  postgresAnswers,
  startPayloadServer,
} from '@peak/cms-config/testing';
import { richText } from '@peak/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_UNAVAILABLE } from '../../src/content/preview';
import { startTestApp, type TestApp } from '../support/app';

const ADMIN_URL = process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL;
const postgres = await postgresAnswers(ADMIN_URL);
if (!postgres) {
  console.warn(
    `Preview suite against Payload skipped: no PostgreSQL answers at ${new URL(ADMIN_URL).host} (set DATABASE_URL, or start one on 127.0.0.1:5432).`,
  );
}

const SECRET = 'the-preview-secret-shared-with-the-cms-0123';
const SITE = 'https://www.peakpartners.example';
const DRAFT_ID = 'draft-preview-01';
const DRAFT_TITLE = 'A post still in draft';
const DRAFT_SLUG = 'a-post-still-in-draft';
const EDITED_TITLE = 'The DEGAP Method, rewritten in a draft';

describe.skipIf(!postgres)('previews of drafts held by a real Payload 3', () => {
  let payload: PayloadServer | undefined;
  let api: TestApp;
  let published: { title: string };

  /** The link Payload's admin gives a signed-in editor for a post (its Preview button). */
  const previewLink = async (id: string, role = 'editor') => {
    const preview = payload?.payload.collections.posts?.config.admin.preview;
    if (typeof preview !== 'function') throw new Error('posts have no preview');
    type Request = Parameters<typeof preview>[1]['req'];
    const req = { user: { id: 'editor', role } } as unknown as Request;
    const url = await preview({ id }, { locale: 'en', req, token: null });
    return url === null ? null : new URL(url);
  };
  const get = (url: string) => api.app.inject({ method: 'GET', url });
  const preview = async (id: string) => {
    const link = await previewLink(id);
    if (!link) throw new Error('no link');
    return get(`/api/preview/posts/${id}${link.search}`);
  };

  beforeAll(async () => {
    payload = await startPayloadServer({
      adminUrl: ADMIN_URL,
      read: 'private',
      preview: { siteUrl: SITE, secret: SECRET },
    });
    await payload.payload.create({
      collection: 'posts',
      draft: true,
      data: {
        id: DRAFT_ID,
        title: DRAFT_TITLE,
        slug: DRAFT_SLUG,
        excerpt: 'Only editors see this before it is published.',
        content: richText('The text of a draft nobody else may read yet.'),
        authors: ['elena-marsh'],
        _status: 'draft',
      },
    });
    // A published post with a newer draft: Payload keeps the published version for the public.
    await payload.payload.update({
      collection: 'posts',
      id: 'post-01',
      draft: true,
      data: { title: EDITED_TITLE, _status: 'draft' },
    });
    api = await startTestApp('pglite', {
      seed: false,
      config: {
        contentCacheTtlMs: 60_000,
        cms: { url: payload.url, apiKey: payload.apiKey, timeoutMs: 2_000 },
        cmsPreviewSecret: SECRET,
      },
    });
    published = (await get('/api/posts/post-01')).json();
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    await payload?.stop();
  });

  it('gives an editor a link to the site, and a reader none', async () => {
    const link = await previewLink(DRAFT_ID);
    expect(link?.origin).toBe(SITE);
    expect(link?.pathname).toBe(`/blog/preview/${DRAFT_ID}`);
    expect(await previewLink(DRAFT_ID, 'reader')).toBeNull();
  });

  it('opens a post that is only a draft, populated as the public read is', async () => {
    const res = await preview(DRAFT_ID);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const post = res.json();
    expect(post).toMatchObject({
      id: DRAFT_ID,
      title: DRAFT_TITLE,
      slug: DRAFT_SLUG,
      status: 'draft',
      _status: 'draft',
    });
    // Authors populated, with their avatars (depth 2), as /api/posts/{id} answers them.
    expect(post.authors[0]).toMatchObject({ id: 'elena-marsh', name: expect.any(String) });
    expect(post.authors[0].avatar).toMatchObject({ url: expect.stringMatching(/^\/api\/media/) });
    expect(JSON.stringify(post.content)).toContain('nobody else may read yet');
  });

  it("opens a published post's newer draft, while the public keeps reading the published one", async () => {
    expect(published.title).not.toBe(EDITED_TITLE);
    const res = await preview('post-01');
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe(EDITED_TITLE);
  });

  it('never shows a draft to the public, before or after a preview', async () => {
    await preview(DRAFT_ID);
    await preview('post-01');
    // Past the cache too: a fresh query of each kind goes to Payload.
    for (const url of [
      `/api/posts/${DRAFT_ID}`,
      `/api/posts/${DRAFT_ID}?depth=1`,
      `/api/posts?where[slug][equals]=${DRAFT_SLUG}`,
      `/api/posts?where[id][equals]=${DRAFT_ID}&draft=true`,
    ]) {
      const res = await get(url);
      const body = res.body;
      expect(body, url).not.toContain(DRAFT_TITLE);
    }
    const all = (await get('/api/posts?limit=100')).json();
    expect(all.docs.map((d: { id: string }) => d.id)).not.toContain(DRAFT_ID);
    expect(all.docs.find((d: { id: string }) => d.id === 'post-01').title).toBe(published.title);
    expect((await get('/api/posts/post-01?depth=1')).json().title).toBe(published.title);
  });

  it('answers 503 when Payload has stopped, while the public reads keep their last answers', async () => {
    const link = await previewLink(DRAFT_ID);
    await payload?.stop();
    payload = undefined;
    const res = await get(`/api/preview/posts/${DRAFT_ID}${link?.search}`);
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe(PREVIEW_UNAVAILABLE);
    expect((await get('/api/posts/post-01')).json().title).toBe(published.title);
  });
});
