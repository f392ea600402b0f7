// Preview links of posts: the signature the site's API checks (HMAC-SHA256 of posts:{id}:{expires}
// with the shared secret, base64url), the link's shape and lifetime, and the Preview button, given
// to signed-in editors only and only when the CMS is configured for it.
import { createHmac } from 'node:crypto';
import type { CollectionConfig, PayloadRequest } from 'payload';
import { describe, expect, it } from 'vitest';
import { payloadCollections } from '../src/collections/from-specs';
import { withEditorial } from '../src/editorial';
import {
  PREVIEW_TTL_S,
  postPreviewUrl,
  postsPreview,
  previewMessage,
  previewSignature,
} from '../src/preview';

const SECRET = 'a-shared-preview-secret-of-44-characters-xyz';
const OPTIONS = { siteUrl: 'https://www.peakpartners.example', secret: SECRET };
const NOW_MS = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
const NOW_S = Math.floor(NOW_MS / 1000);

/** What the site's API computes: the expected signature of a link, from its parts. */
const expected = (id: string, expires: number, secret = SECRET) =>
  createHmac('sha256', secret).update(`posts:${id}:${expires}`).digest('base64url');

const editorRequest = (role: string | undefined) =>
  ({ user: role ? { id: 'u1', role } : null }) as unknown as PayloadRequest;

describe('the signature', () => {
  it('is HMAC-SHA256 of "posts:{id}:{expires}" with the shared secret, in base64url', () => {
    expect(previewMessage('posts', 'post-01', 1_767_323_045)).toBe('posts:post-01:1767323045');
    const signature = previewSignature(SECRET, 'posts', 'post-01', 1_767_323_045);
    expect(signature).toBe(expected('post-01', 1_767_323_045));
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('changes with the id, the expiry, the collection and the secret', () => {
    const base = previewSignature(SECRET, 'posts', 'post-01', 100);
    expect(previewSignature(SECRET, 'posts', 'post-02', 100)).not.toBe(base);
    expect(previewSignature(SECRET, 'posts', 'post-01', 101)).not.toBe(base);
    expect(previewSignature(SECRET, 'authors', 'post-01', 100)).not.toBe(base);
    expect(previewSignature(`${SECRET}!`, 'posts', 'post-01', 100)).not.toBe(base);
  });
});

describe('the link', () => {
  it("opens /blog/preview/{id} on the site's origin, for an hour", () => {
    const url = new URL(postPreviewUrl(OPTIONS, 'post-01', NOW_MS));
    expect(url.origin).toBe(OPTIONS.siteUrl);
    expect(url.pathname).toBe('/blog/preview/post-01');
    expect([...url.searchParams.keys()]).toEqual(['expires', 'signature']);
    const expires = Number(url.searchParams.get('expires'));
    expect(PREVIEW_TTL_S).toBe(3600);
    expect(expires).toBe(NOW_S + 3600);
    expect(url.searchParams.get('signature')).toBe(expected('post-01', expires));
  });

  it('takes the origin of SITE_URL (a path or a trailing slash is dropped) and its own TTL', () => {
    const url = new URL(
      postPreviewUrl(
        { siteUrl: 'http://localhost:3000/some/path/', secret: SECRET, ttlSeconds: 60 },
        'b0f4c1e2-9a57-4c39-8a3f-3f1f5f0e8d21',
        NOW_MS,
      ),
    );
    expect(url.toString()).toMatch(
      /^http:\/\/localhost:3000\/blog\/preview\/b0f4c1e2-9a57-4c39-8a3f-3f1f5f0e8d21\?expires=\d+&signature=/,
    );
    expect(Number(url.searchParams.get('expires'))).toBe(NOW_S + 60);
  });

  it('refuses a SITE_URL that is not http(s), and a short secret', () => {
    expect(() => postPreviewUrl({ ...OPTIONS, siteUrl: 'ftp://site' }, 'x')).toThrow(/SITE_URL/);
    expect(() => postPreviewUrl({ ...OPTIONS, siteUrl: 'not a url' }, 'x')).toThrow(/SITE_URL/);
    expect(() => postsPreview({ ...OPTIONS, secret: 'short' })).toThrow(
      /SITE_PREVIEW_SECRET must be at least 32 characters/,
    );
  });
});

describe('the Preview button', () => {
  const preview = postsPreview(OPTIONS);
  if (!preview) throw new Error('no preview function');
  const link = (doc: Record<string, unknown>, role: string | undefined) =>
    preview(doc, { locale: 'en', req: editorRequest(role), token: null });

  it('gives a signed-in editor a fresh link', async () => {
    const url = new URL(String(await link({ id: 'post-01', title: 'A draft' }, 'editor')));
    expect(url.pathname).toBe('/blog/preview/post-01');
    const expires = Number(url.searchParams.get('expires'));
    expect(expires - Math.floor(Date.now() / 1000)).toBeGreaterThan(3590);
    expect(url.searchParams.get('signature')).toBe(expected('post-01', expires));
  });

  it('gives no link to a reader, to nobody signed in, or for an id the site cannot open', async () => {
    expect(await link({ id: 'post-01' }, 'reader')).toBeNull();
    expect(await link({ id: 'post-01' }, undefined)).toBeNull();
    expect(await link({}, 'editor')).toBeNull();
    expect(await link({ id: 'a/b?c' }, 'editor')).toBeNull();
    expect(await link({ id: 'a:1' }, 'editor')).toBeNull();
    expect(await link({ id: 'x'.repeat(101) }, 'editor')).toBeNull();
  });

  it('is on posts only, and only when the CMS is configured with SITE_URL and the secret', () => {
    const collections = (options: Parameters<typeof withEditorial>[0]) =>
      payloadCollections('public', '/tmp').map(withEditorial(options));
    const previewOf = (list: CollectionConfig[], slug: string) =>
      list.find((c) => c.slug === slug)?.admin?.preview;
    const configured = collections({ postsPreview: preview });
    expect(previewOf(configured, 'posts')).toBe(preview);
    for (const other of configured.filter((c) => c.slug !== 'posts'))
      expect(other.admin?.preview, other.slug).toBeUndefined();
    expect(previewOf(collections({}), 'posts')).toBeUndefined();
    expect(postsPreview(undefined)).toBeUndefined();
  });
});
