// Publish shows at once: after a content document or a global is saved (or a document deleted),
// the site's API is told what changed, so it drops its cached answers that read it instead of
// serving them until its CONTENT_CACHE_TTL_MS ends (POST /api/content/revalidate, in apps/api).
// The notice `{collection, id}` or `{global}` is signed as Standard Webhooks say, the scheme of
// the API's own events (webhook-id, webhook-timestamp, webhook-signature; a `whsec_…` secret).
// It never holds or fails an editor's save: it is sent once the save is committed, without
// waiting for it, gives up after a short timeout, and a failure is only logged. When the notice
// does not arrive, the API's TTL still applies.
import { randomUUID } from 'node:crypto';
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload';
import { Webhook } from 'standardwebhooks';

/** Where the site's API takes the notices, under its origin. */
export const REVALIDATE_PATH = '/api/content/revalidate';
export const REVALIDATE_TIMEOUT_MS = 2_000;

export interface RevalidateOptions {
  /** The site API's origin (SITE_API_URL), e.g. https://www.peakpartners.example. */
  url: string;
  /** The `whsec_…` secret the API checks with (its CMS_REVALIDATE_SECRET). */
  secret: string;
  /** How long a notice may take before it is given up (default 2 s). */
  timeoutMs?: number;
}

/** What changed: a document of a collection (created, updated or deleted), or a global. */
export type ContentChange = { collection: string; id?: string | number } | { global: string };

const SECRET = /^whsec_[A-Za-z0-9+/]{24,}={0,2}$/;

/** The endpoint a site API origin takes notices at; throws on a bad URL or secret. */
function checked(options: RevalidateOptions): string {
  let origin: URL;
  try {
    origin = new URL(options.url);
  } catch {
    throw new Error(`SITE_API_URL must be an http(s) URL, not "${options.url}"`);
  }
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:')
    throw new Error(`SITE_API_URL must be an http(s) URL, not "${options.url}"`);
  if (!SECRET.test(options.secret))
    throw new Error('SITE_REVALIDATE_SECRET must be whsec_ followed by base64 (24+ bytes)');
  return new URL(REVALIDATE_PATH, origin).toString();
}

interface Session {
  resolve?: () => unknown;
}

/**
 * Runs `run` once what `req` wrote is committed. Payload calls afterChange and afterDelete inside
 * the operation's transaction: a notice sent then could make the API read the old document again
 * and keep it for a whole TTL. On the SQL adapters (@payloadcms/drizzle) a transaction is a session
 * whose `resolve` commits it, so `run` follows that commit; a rolled back one sends nothing. With
 * no transaction (or an adapter without such sessions) the write is already done.
 */
function afterCommit(req: PayloadRequest, run: () => void): void {
  const pending = req.transactionID;
  if (pending === undefined || pending === null) {
    run();
    return;
  }
  void Promise.resolve(pending).then(
    (id) => {
      const sessions = (req.payload.db as unknown as { sessions?: Record<string, Session> })
        .sessions;
      const session = id === undefined || id === null ? undefined : sessions?.[String(id)];
      const commit = session?.resolve;
      if (!session || typeof commit !== 'function') {
        run();
        return;
      }
      session.resolve = () => {
        const done = commit.call(session);
        Promise.resolve(done).then(run, run);
        return done;
      };
    },
    () => run(),
  );
}

/** The hooks that send notices to the site's API, added to a collection's or a global's own. */
export interface Revalidation {
  collection: (config: CollectionConfig) => CollectionConfig;
  global: (config: GlobalConfig) => GlobalConfig;
}

/** No notices: the collections and globals as they are. */
const none: Revalidation = {
  collection: (config) => config,
  global: (config) => config,
};

export function revalidation(options: RevalidateOptions | undefined): Revalidation {
  if (!options) return none;
  const endpoint = checked(options);
  const signer = new Webhook(options.secret);
  const timeoutMs = options.timeoutMs ?? REVALIDATE_TIMEOUT_MS;

  const send = async (change: ContentChange): Promise<void> => {
    const body = JSON.stringify(change);
    const id = `msg_${randomUUID()}`;
    const now = new Date();
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': signer.sign(id, now, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The answer's body is not needed; reading it to the end frees the connection for reuse.
    await response.arrayBuffer().catch(() => undefined);
    if (response.status < 200 || response.status > 299)
      throw new Error(`the site's API answered ${response.status}`);
  };

  /** Never awaited by the save, never throws: a failure is a warning in the CMS's log. */
  const notify = (req: PayloadRequest, change: ContentChange) =>
    afterCommit(req, () => {
      send(change).catch((error: unknown) =>
        req.payload.logger.warn(
          { err: error, change, endpoint },
          "the site's API was not told of a change; it shows after the API's cache TTL",
        ),
      );
    });

  const afterChange: CollectionAfterChangeHook = ({ collection, doc, req }) => {
    notify(req, { collection: collection.slug, id: (doc as { id?: string | number }).id });
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = ({ collection, id, doc, req }) => {
    notify(req, { collection: collection.slug, id });
    return doc;
  };
  const globalAfterChange: GlobalAfterChangeHook = ({ global, doc, req }) => {
    notify(req, { global: global.slug });
    return doc;
  };

  return {
    collection: (config) => ({
      ...config,
      hooks: {
        ...config.hooks,
        afterChange: [...(config.hooks?.afterChange ?? []), afterChange],
        afterDelete: [...(config.hooks?.afterDelete ?? []), afterDelete],
      },
    }),
    global: (config) => ({
      ...config,
      hooks: {
        ...config.hooks,
        afterChange: [...(config.hooks?.afterChange ?? []), globalAfterChange],
      },
    }),
  };
}
