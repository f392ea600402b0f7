// Where content comes from: our own database (the embedded default), or a hosted Payload CMS over
// its REST API when CMS_URL is set (the API is then a caching gateway in front of it). The routes,
// the scoring bank and so the prerender and the browser all read through one ContentSource.

import { eq } from 'drizzle-orm';
import type { Collection } from './collections';
import type { ContentDb } from './db';
import { ContentError } from './errors';
import type { Global } from './globals';
import type { FindParams, ReadParams } from './params';
import { count, find, findById } from './query';
import { shapeGlobal } from './read';

export interface MediaFile {
  body: Buffer;
  type: string;
}

export interface ContentSource {
  readonly kind: 'database' | 'cms';
  find(collection: Collection, params: FindParams): Promise<unknown>;
  count(collection: Collection, where: unknown): Promise<unknown>;
  /** null when there is no such (public) document. */
  findById(collection: Collection, id: string, params: ReadParams): Promise<unknown | null>;
  /** A global as Payload answers it; null when it is not stored. */
  findGlobal(global: Global): Promise<unknown | null>;
}

async function findGlobal(db: ContentDb, global: Global): Promise<unknown | null> {
  const t = global.table;
  const [row] = await db
    .select({ id: t.id, data: t.data, createdAt: t.createdAt, updatedAt: t.updatedAt })
    .from(t)
    .where(eq(t.id, global.slug));
  return row ? shapeGlobal(global.slug, global.fields, row) : null;
}

export const databaseSource = (db: ContentDb): ContentSource => ({
  kind: 'database',
  find: (collection, params) => find(db, collection, params),
  count: (collection, where) => count(db, collection, where),
  findById: (collection, id, params) => findById(db, collection, id, params),
  findGlobal: (global) => findGlobal(db, global),
});

/** The CMS did not answer in time, could not be reached, or failed (5xx): not the reader's fault. */
export class CmsUnavailable extends ContentError {
  override name = 'CmsUnavailable';
  constructor(readonly reason: string) {
    super(503, 'The content service is unavailable; please try again in a moment.');
  }
}

export interface CmsOptions {
  /** The CMS's origin (its REST API is under /api). */
  url: string;
  /** A Payload API key of a user allowed to read; sent server-side only. */
  apiKey?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** Flattens a value into Payload's bracket syntax (`where[and][0][status][equals]=published`). */
function flatten(prefix: string, value: unknown, out: URLSearchParams): void {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) flatten(`${prefix}[${i}]`, item, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) flatten(`${prefix}[${key}]`, item, out);
  } else out.append(prefix, value === null ? '' : String(value));
}

/**
 * What the public may read (Payload's read access, e.g. posts only when published, rules only when
 * live), AND-ed into every forwarded read: an API key may see more, readers never do.
 */
function publicWhere(collection: Collection, where: unknown): unknown {
  const only = collection.publicWhere;
  if (!only) return where;
  if (where === undefined) return only;
  // A JSON where (a string) is read here so it can be combined.
  const parsed = typeof where === 'string' ? JSON.parse(where) : where;
  return { and: [only, parsed] };
}

/** The query of a read, as Payload's REST API takes it, from the already-parsed parameters. */
export function cmsQuery(collection: Collection, params: Partial<FindParams>): string {
  const out = new URLSearchParams();
  flatten('where', publicWhere(collection, params.where), out);
  if (params.sort?.length) out.append('sort', params.sort.join(','));
  if (params.limit !== undefined) out.append('limit', String(params.limit));
  if (params.page !== undefined && params.page !== 1) out.append('page', String(params.page));
  if (params.pagination === false) out.append('pagination', 'false');
  if (params.depth !== undefined) out.append('depth', String(params.depth));
  flatten('select', params.select, out);
  flatten('populate', params.populate, out);
  return out.toString();
}

/** The headers of every request to the CMS: with an API key, Payload's `{collection} API-Key {key}`. */
export function cmsHeaders(options: Pick<CmsOptions, 'apiKey'>): Record<string, string> {
  // The key belongs to a user of Payload's `users` collection.
  return options.apiKey ? { authorization: `users API-Key ${options.apiKey}` } : {};
}

/**
 * Why the CMS refused the gateway itself (401 or 403), for the log: the reader asked nothing wrong,
 * the gateway's key is missing, wrong or not allowed to read. The key itself is never written.
 */
export const refusedReason = (status: number, path: string, apiKey: string | undefined) =>
  `the CMS refused ${path} with ${status}: ${apiKey ? 'its API key (CMS_API_TOKEN) is wrong or may not read' : 'no API key was sent (set CMS_API_TOKEN)'}`;

/** GETs of the CMS's REST API: the JSON answer; null on 404; a 4xx is the reader's error, anything else CmsUnavailable. */
function cmsGet(options: CmsOptions): (path: string) => Promise<unknown | null> {
  const base = options.url.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const headers = { accept: 'application/json', ...cmsHeaders(options) };

  return async function get(path: string): Promise<unknown | null> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        headers,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new CmsUnavailable(`the CMS did not answer ${path}: ${(error as Error).message}`);
    }
    if (response.status === 404) return null;
    const text = await response.text().catch(() => '');
    if (response.status >= 500 || response.status < 200 || response.status === 429)
      throw new CmsUnavailable(`the CMS answered ${response.status} to ${path}`);
    if (response.status === 401 || response.status === 403)
      throw new CmsUnavailable(refusedReason(response.status, path, options.apiKey));
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new CmsUnavailable(`the CMS answered ${path} with something other than JSON`);
    }
    if (response.status >= 400) {
      const message =
        (body as { errors?: { message?: string }[] })?.errors?.[0]?.message ??
        `the CMS answered ${response.status}`;
      throw new ContentError(response.status, message);
    }
    return body;
  };
}

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

export function cmsSource(options: CmsOptions): ContentSource {
  const get = cmsGet(options);
  return {
    kind: 'cms',
    async find(collection, params) {
      const body = await get(withQuery(`/api/${collection.slug}`, cmsQuery(collection, params)));
      if (body === null) throw new ContentError(404, `Route not found "/api/${collection.slug}"`);
      return body;
    },
    async count(collection, where) {
      const query = cmsQuery(collection, { where });
      const body = await get(withQuery(`/api/${collection.slug}/count`, query));
      if (body === null)
        throw new ContentError(404, `Route not found "/api/${collection.slug}/count"`);
      return body;
    },
    async findById(collection, id, params) {
      // A document by id, as a list of one, so a post keeps its published filter.
      const where = { id: { equals: id } };
      const body = (await get(
        withQuery(
          `/api/${collection.slug}`,
          cmsQuery(collection, { ...params, where, limit: 1, pagination: false }),
        ),
      )) as { docs?: unknown[] } | null;
      return body?.docs?.[0] ?? null;
    },
    findGlobal: (global) => get(`/api/globals/${encodeURIComponent(global.slug)}`),
  };
}

export interface CmsDrafts {
  /**
   * The latest version of a document, a draft too (Payload's `draft=true`), populated to `depth`;
   * null when there is none. Without the public filter: for a signed preview only, never cached.
   */
  latest(collection: Collection, id: string, depth: number): Promise<unknown | null>;
}

/** Drafts from the CMS, read with the gateway's API key (one that may read drafts). */
export function cmsDrafts(options: CmsOptions): CmsDrafts {
  const get = cmsGet(options);
  return {
    latest: (collection, id, depth) =>
      get(
        `/api/${collection.slug}/${encodeURIComponent(id)}?${new URLSearchParams({ depth: String(depth), draft: 'true' })}`,
      ),
  };
}

export interface CmsMedia {
  file(name: string): Promise<MediaFile | null>;
}

/** Media files from the CMS, the last good copy of each kept to serve while the CMS is away. */
export function cmsMedia(options: CmsOptions, maxBytes = 32 * 1024 * 1024): CmsMedia {
  const base = options.url.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const kept = new Map<string, MediaFile>();
  let bytes = 0;
  /** The last copy of a file while the CMS cannot give it; with none, the CMS is unavailable (503). */
  const lastCopy = (name: string, reason: string) => {
    const copy = kept.get(name);
    if (!copy) throw new CmsUnavailable(reason);
    return copy;
  };
  return {
    async file(name) {
      let response: Response;
      try {
        response = await doFetch(`${base}/api/media/file/${encodeURIComponent(name)}`, {
          // A CMS that serves only signed-in readers guards its files too.
          headers: cmsHeaders(options),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        return lastCopy(name, `the CMS did not answer for ${name}: ${(error as Error).message}`);
      }
      if (response.status === 404) return null;
      if (!response.ok) return lastCopy(name, `the CMS answered ${response.status} for ${name}`);
      const body = Buffer.from(await response.arrayBuffer());
      const file = {
        body,
        type: response.headers.get('content-type') ?? 'application/octet-stream',
      };
      const old = kept.get(name);
      if (old) bytes -= old.body.length;
      if (bytes + body.length <= maxBytes) {
        kept.set(name, file);
        bytes += body.length;
      } else kept.delete(name);
      return file;
    },
  };
}
