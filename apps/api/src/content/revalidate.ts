// POST /api/content/revalidate: the hosted CMS says what changed (its afterChange and afterDelete
// hooks, @peak/cms-config), and the gateway makes the answers that read it stale at once, so a
// published edit shows on the next view instead of after CONTENT_CACHE_TTL_MS. The notice is
// signed as Standard Webhooks say (the scheme of our own events, outbox/webhook.ts): the signature
// covers the body as received, so this plugin reads JSON bodies as text; its timestamp must be
// within 5 minutes, and an id seen in that time, by any instance, is refused (a replay: the ids are
// kept in the shared counters, the database or Redis). Without the notice the TTL still applies.
import type { ContentChange } from '@peak/content-api';
import type { FastifyPluginAsync } from 'fastify';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { z } from 'zod';
import { sendError } from '../http/errors';

export const REVALIDATE_PATH = '/api/content/revalidate';

/** How far a notice's timestamp may be from now (the standardwebhooks package's own tolerance). */
export const TOLERANCE_MS = 5 * 60_000;
const slug = z.string().min(1).max(60);
/** `{collection, id}` for a document created, changed or deleted; `{global}` for a global. */
export const revalidateBodySchema = z.union([
  z.strictObject({ collection: slug, id: z.union([z.string().max(200), z.number()]).optional() }),
  z.strictObject({ global: slug, id: z.union([z.string().max(200), z.number()]).optional() }),
]);

export const SIGNATURE_MESSAGE =
  'The request must be signed with the CMS revalidation secret (webhook-id, webhook-timestamp and webhook-signature headers, within 5 minutes).';
export const UNCHECKED_MESSAGE =
  'Whether this notice was already received could not be checked. Please send it again.';
export const REPLAY_MESSAGE = 'This notice was already received (its webhook-id was seen before).';

/** The shared counters' namespace of the notice ids seen (pruned as they expire). */
const NOTICE_KEY = 'revalidate-notice:';

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
  const { counters } = app;
  /**
   * False when the id was seen by any instance while its notice could still be taken: kept in the
   * shared store until the notice's timestamp leaves the window (and a second more for clocks
   * that differ), so neither another instance nor a restart takes it again.
   */
  const firstSight = (id: string, timestampS: number) =>
    counters.claim(
      NOTICE_KEY + id,
      Math.max(1000, timestampS * 1000 + TOLERANCE_MS - Date.now() + 1000),
    );

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
      let first: boolean;
      try {
        first = await firstSight(headers['webhook-id'], timestampS);
      } catch (error) {
        // Unchecked is not taken: the CMS may send it again.
        request.log.error({ err: error }, 'content revalidation: the shared store did not answer');
        reply.header('Retry-After', '1');
        return sendError(reply, 503, UNCHECKED_MESSAGE);
      }
      if (!first) return sendError(reply, 409, REPLAY_MESSAGE);

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
