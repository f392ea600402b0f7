// GET /api/preview/posts/{id}?expires&signature: a post's latest version, a draft too, for an editor
// holding a link the CMS signed (its Preview button, @peak/cms-config's preview.ts). The signature
// is HMAC-SHA256 of `posts:{id}:{expires}` with the secret both share (CMS_PREVIEW_SECRET), in
// base64url; it is compared in constant time, and the link works until `expires` (unix seconds,
// at most a day ahead). A bad, expired or tampered link and a post that does not exist all answer
// the same 404, so nothing tells which. The post is read from the CMS with the gateway's API key,
// past the gateway's cache and never kept in it, populated as the public read is, and answered
// with no-store, noindex and no-referrer. The CMS away: 503, never 500. Limited like the reads.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type CmsDrafts,
  CmsUnavailable,
  type Collection,
  ContentError,
  DEFAULT_DEPTH,
} from '@peak/content-api';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../http/errors';
import { UNLISTED_HEADERS } from '../http/web';

export const PREVIEW_PATH = '/api/preview/posts/:id';
/** The furthest ahead a link may say it expires: a day (the CMS makes them for an hour). */
export const PREVIEW_MAX_AHEAD_S = 24 * 60 * 60;
export const PREVIEW_INVALID = 'This preview link is not valid or has expired.';
export const PREVIEW_UNAVAILABLE =
  'The preview could not be loaded: the content service is unavailable. Please try again in a moment.';

/** Ids a link can name (the CMS makes links for these only). */
const ID = /^[A-Za-z0-9_-]{1,100}$/;
/** Unix seconds as the CMS writes them: no sign, no leading zero. */
const EXPIRES = /^[1-9]\d{0,11}$/;
/** HMAC-SHA256 in base64url without padding: 43 characters, one spelling only. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

const previewParams = z.object({ id: z.string().min(1).max(100) });
const previewQuery = z.object({
  expires: z.string().max(20),
  signature: z.string().max(100),
});

/** Whether a link opens post `id` now: well formed, not expired, not too far ahead, signed. */
export type PreviewCheck = (id: string, expires: string, signature: string) => boolean;

/** The check of links signed with `secret`, at the time `clock` (milliseconds) gives. */
export function previewCheck(secret: string, clock: () => number = Date.now): PreviewCheck {
  return (id, expires, signature) => {
    if (!ID.test(id) || !EXPIRES.test(expires) || !SIGNATURE.test(signature)) return false;
    const now = Math.floor(clock() / 1000);
    const until = Number(expires);
    if (until <= now || until > now + PREVIEW_MAX_AHEAD_S) return false;
    const wanted = createHmac('sha256', secret)
      .update(`posts:${id}:${expires}`)
      .digest('base64url');
    // Both are 43 ASCII characters here, so the comparison takes the same time whatever differs.
    return timingSafeEqual(Buffer.from(signature), Buffer.from(wanted));
  };
}

export interface PreviewOptions {
  check: PreviewCheck;
  /** The CMS's latest versions, read with the gateway's API key. */
  drafts: CmsDrafts;
  posts: Collection;
}

export const previewRoutes: FastifyPluginAsync<PreviewOptions> = async (
  app,
  { check, drafts, posts },
) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    PREVIEW_PATH,
    {
      schema: { params: previewParams, querystring: previewQuery },
      // Every answer, a refusal included, stays out of caches, search engines and Referer headers.
      onRequest: (_request, reply, done) => {
        reply.headers(UNLISTED_HEADERS);
        done();
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, signature } = request.query;
      if (!check(id, expires, signature)) return sendError(reply, 404, PREVIEW_INVALID);
      let post: unknown;
      try {
        post = await drafts.latest(posts, id, DEFAULT_DEPTH);
      } catch (error) {
        if (error instanceof CmsUnavailable) {
          request.log.warn({ reason: error.reason, id }, 'preview: the CMS is unavailable');
          reply.header('Retry-After', '5');
          return sendError(reply, 503, PREVIEW_UNAVAILABLE);
        }
        // The CMS refused the read as the reader's mistake: the link opens nothing.
        if (error instanceof ContentError && error.status < 500)
          return sendError(reply, 404, PREVIEW_INVALID);
        throw error;
      }
      if (post === null || typeof post !== 'object' || Array.isArray(post))
        return sendError(reply, 404, PREVIEW_INVALID);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(post));
    },
  );
};
