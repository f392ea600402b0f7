// POST /api/content/revalidate: the hosted CMS says what changed (its afterChange and afterDelete
// hooks, @peak/cms-config), and the gateway makes the answers that read it stale at once, so a
// published edit shows on the next view instead of after CONTENT_CACHE_TTL_MS. The notice is
// signed as Standard Webhooks say (the scheme of our own events, outbox/webhook.ts): the signature
// covers the body as received, so this plugin reads JSON bodies as text; its timestamp must be
// within 5 minutes, and an id seen in that time is refused (a replay). Without the notice the TTL
// still applies.
import type { ContentChange } from '@peak/content-api';
import type { FastifyPluginAsync } from 'fastify';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { z } from 'zod';
import { sendError } from '../http/errors';

export const REVALIDATE_PATH = '/api/content/revalidate';

/** How far a notice's timestamp may be from now (the standardwebhooks package's own tolerance). */
export const TOLERANCE_MS = 5 * 60_000;
/** The ids remembered at most; past it the oldest go first (only signed notices are remembered). */
export const MAX_REMEMBERED_IDS = 10_000;

const slug = z.string().min(1).max(60);
/** `{collection, id}` for a document created, changed or deleted; `{global}` for a global. */
export const revalidateBodySchema = z.union([
  z.strictObject({ collection: slug, id: z.union([z.string().max(200), z.number()]).optional() }),
  z.strictObject({ global: slug, id: z.union([z.string().max(200), z.number()]).optional() }),
]);

export const SIGNATURE_MESSAGE =
  'The request must be signed with the CMS revalidation secret (webhook-id, webhook-timestamp and webhook-signature headers, within 5 minutes).';
export const REPLAY_MESSAGE = 'This notice was already received (its webhook-id was seen before).';

/** Recent webhook-ids, each until its timestamp leaves the tolerance window. */
function seenIds(max: number) {
  const until = new Map<string, number>();
  return {
    /** False when the id is already known; otherwise remembers it. */
    add(id: string, timestampS: number, now: number): boolean {
      for (const [known, expires] of until) {
        if (expires > now && until.size < max) break;
        until.delete(known);
      }
      const expires = timestampS * 1000 + TOLERANCE_MS;
      if ((until.get(id) ?? 0) > now) return false;
      until.delete(id);
      until.set(id, expires);
      return true;
    },
  };
}

const headerText = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : '';

export interface RevalidateOptions {
  /** The `whsec_…` secret the CMS signs with. */
  secret: string;
  /** Makes what the change reads stale; the tags it made stale, undefined for unknown content. */
  invalidate: (change: ContentChange) => string[] | undefined;
  /** Requests per client address a minute. */
  rateLimit: { max: number; timeWindow: number };
}

/** Encapsulated: JSON bodies are read as text here alone (the signature covers the raw body). */
export const revalidateRoutes: FastifyPluginAsync<RevalidateOptions> = async (
  app,
  { secret, invalidate, rateLimit },
) => {
  const signer = new Webhook(secret);
  const seen = seenIds(MAX_REMEMBERED_IDS);

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    REVALIDATE_PATH,
    { bodyLimit: 4 * 1024, config: { rateLimit } },
    async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const headers = {
        'webhook-id': headerText(request.headers['webhook-id']),
        'webhook-timestamp': headerText(request.headers['webhook-timestamp']),
        'webhook-signature': headerText(request.headers['webhook-signature']),
      };
      try {
        signer.verify(raw, headers, { jsonParse: false });
      } catch (error) {
        if (!(error instanceof WebhookVerificationError)) throw error;
        request.log.warn({ reason: error.message }, 'content revalidation refused: bad signature');
        return sendError(reply, 401, SIGNATURE_MESSAGE);
      }
      const timestampS = Number.parseInt(headers['webhook-timestamp'], 10);
      if (!seen.add(headers['webhook-id'], timestampS, Date.now()))
        return sendError(reply, 409, REPLAY_MESSAGE);

      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return sendError(reply, 400, 'The body must be JSON: {collection, id} or {global}.');
      }
      const parsed = revalidateBodySchema.safeParse(json);
      if (!parsed.success)
        return sendError(reply, 400, 'The body must be {collection, id} or {global}.');
      const change = parsed.data;
      const tags = invalidate(change);
      if (!tags) {
        const name =
          'global' in change ? `global "${change.global}"` : `collection "${change.collection}"`;
        return sendError(reply, 400, `The content API serves no ${name}.`);
      }
      request.log.info({ change, stale: tags }, 'content revalidated');
      return reply.code(204).send();
    },
  );
};
