// Preview links: the Preview button of a post opens its latest version (a draft too) on the site,
// at /blog/preview/{id}?expires={unix seconds}&signature={…}. The signature is HMAC-SHA256, keyed
// with the secret the CMS and the site's API share (SITE_PREVIEW_SECRET here, CMS_PREVIEW_SECRET
// there), of `posts:{id}:{expires}`, in base64url: the API checks it (and that the link has not
// expired) before it reads the draft from the CMS with its own API key. A link is made for a
// signed-in editor only, and works for PREVIEW_TTL_S; the API accepts none that claims to work for
// more than a day.
import { createHmac } from 'node:crypto';
import type { GeneratePreviewURL } from 'payload';

export interface PreviewOptions {
  /** The site's public origin (SITE_URL), e.g. https://www.peakpartners.example. */
  siteUrl: string;
  /** The secret shared with the site's API (its CMS_PREVIEW_SECRET): 32 characters at least. */
  secret: string;
  /** How long a link works, in seconds (default an hour). */
  ttlSeconds?: number;
}

/** How long a preview link works by default: an hour. */
export const PREVIEW_TTL_S = 60 * 60;
/** The shortest secret accepted (openssl rand -base64 32 gives 44 characters). */
export const PREVIEW_SECRET_MIN_LENGTH = 32;
/** The ids a link can name: what the site's route and the API's check take. */
export const PREVIEW_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** What is signed: the collection, the document's id and when the link stops working. */
export const previewMessage = (collection: string, id: string, expires: number) =>
  `${collection}:${id}:${expires}`;

/** HMAC-SHA256 of the message with the shared secret, base64url without padding (43 characters). */
export const previewSignature = (secret: string, collection: string, id: string, expires: number) =>
  createHmac('sha256', secret)
    .update(previewMessage(collection, id, expires))
    .digest('base64url');

/** The site's origin, checked; throws on a bad URL or a short secret. */
function checked(options: PreviewOptions): string {
  let origin: URL;
  try {
    origin = new URL(options.siteUrl);
  } catch {
    throw new Error(`SITE_URL must be an http(s) URL, not "${options.siteUrl}"`);
  }
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:')
    throw new Error(`SITE_URL must be an http(s) URL, not "${options.siteUrl}"`);
  if (options.secret.length < PREVIEW_SECRET_MIN_LENGTH)
    throw new Error(
      `SITE_PREVIEW_SECRET must be at least ${PREVIEW_SECRET_MIN_LENGTH} characters (e.g. openssl rand -base64 32)`,
    );
  return origin.origin;
}

/** The link that opens post `id` on the site until `nowMs` + the TTL. */
export function postPreviewUrl(options: PreviewOptions, id: string, nowMs = Date.now()): string {
  const origin = checked(options);
  const expires = Math.floor(nowMs / 1000) + (options.ttlSeconds ?? PREVIEW_TTL_S);
  const query = new URLSearchParams({
    expires: String(expires),
    signature: previewSignature(options.secret, 'posts', id, expires),
  });
  return `${origin}/blog/preview/${encodeURIComponent(id)}?${query}`;
}

const isEditor = (user: unknown) =>
  (user as { role?: string } | null | undefined)?.role === 'editor';

/**
 * Payload's `admin.preview` of posts: a fresh link for a signed-in editor, nothing for anyone else
 * (Payload then shows no link). Unset options: no preview at all (the button is not shown).
 */
export function postsPreview(options: PreviewOptions | undefined): GeneratePreviewURL | undefined {
  if (!options) return undefined;
  checked(options);
  return (doc, { req }) => {
    const id = (doc as { id?: unknown }).id;
    if (!isEditor(req.user) || (typeof id !== 'string' && typeof id !== 'number')) return null;
    return PREVIEW_ID.test(String(id)) ? postPreviewUrl(options, String(id)) : null;
  };
}
