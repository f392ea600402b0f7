// The Payload-compatible read API: /api/{collection}, /api/{collection}/{id}, media files and
// knowledge objects. Content is read-only over HTTP.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { knowledgeObjects } from '../db/schema';
import { sendError } from '../http/errors';
import type { ResponseCache } from './cache';
import { COLLECTIONS, collectionBySlug } from './collections';
import { HEAVY_FROM_COST, type HeavyGate } from './heavy-gate';
import { applySelection, DEFAULT_LIMIT, find, findById, MAX_LIMIT } from './query';
import { costOf, parseWhere } from './where';

const whole = (what: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${what} must be a whole number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be at least ${min}`)
    .max(max, `${what} must be at most ${max}`);

const listQuery = z
  .object({
    where: z.unknown().optional(),
    sort: z.string().max(200).optional(),
    limit: whole('limit', 1, MAX_LIMIT).default(DEFAULT_LIMIT),
    page: whole('page', 1, 1_000_000).default(1),
    // Accepted for Payload clients; documents here have no relations or locales to resolve.
    depth: whole('depth', 0, 10).optional(),
    locale: z.string().max(20).optional(),
    'fallback-locale': z.string().max(20).optional(),
    draft: z.enum(['false']).optional(),
    select: z
      .record(
        z
          .string()
          .regex(/^[A-Za-z][A-Za-z0-9_]{0,60}$/, 'select names fields, e.g. select[title]=true'),
        z.enum(['true', 'false']),
      )
      .refine((s) => Object.keys(s).length <= 50, 'select takes at most 50 fields')
      .transform((s) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, v === 'true'])))
      .optional(),
  })
  .strict();

const collectionParam = z.object({ collection: z.string().max(60) });
const idParams = z.object({ collection: z.string().max(60), id: z.string().min(1).max(200) });

const MEDIA_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};
const MEDIA_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;

const etagOf = (body: string) =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: { body: string; etag: string },
) {
  reply.header('ETag', entry.etag).header('Cache-Control', 'public, max-age=0, must-revalidate');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}

/** Produces, caches (under `key`, the request's URL unless given) and sends a JSON answer; 404 when there is nothing. */
async function cachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  produce: () => Promise<unknown | null>,
  key = request.url,
) {
  const value = await produce();
  if (value === null) return sendError(reply, 404, 'Not Found');
  const body = JSON.stringify(value);
  const entry = { body, etag: etagOf(body) };
  cache.set(key, entry.body, entry.etag);
  return sendCached(request, reply, entry);
}

/** JSON with object keys sorted at every level: one text for every spelling of the same query. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

export interface ContentOptions {
  cache: ResponseCache;
  mediaDir: string;
  /** Admits the expensive reads a few at a time. */
  gate: HeavyGate;
}

/** The Payload-compatible content API: collections, documents, media. */
export const contentRoutes: FastifyPluginAsync<ContentOptions> = async (
  app,
  { cache, mediaDir, gate },
) => {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A URL answered before is answered again straight from the cache, before parsing and validation;
  // only valid requests are ever cached, so this skips no check that could fail.
  const fromCache = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const entry = cache.get(request.url);
    if (entry) {
      sendCached(request, reply, entry);
      return;
    }
    done();
  };
  const unknownCollection = (reply: FastifyReply, slug: string) =>
    sendError(
      reply,
      404,
      `Unknown collection "${slug}"; the content API serves ${Object.keys(COLLECTIONS).join(', ')}`,
    );

  api.get(
    '/api/media/file/:name',
    { schema: { params: z.object({ name: z.string().max(160) }) } },
    async (request, reply) => {
      const { name } = request.params;
      const type = MEDIA_TYPES[extname(name).toLowerCase()];
      if (!MEDIA_NAME.test(name) || name.includes('..') || !type)
        return sendError(reply, 404, 'Not Found');
      let file: Buffer;
      try {
        file = await readFile(join(mediaDir, name));
      } catch {
        return sendError(reply, 404, 'Not Found');
      }
      // An SVG opened directly must not run anything.
      return reply
        .type(type)
        .header('Cache-Control', 'public, max-age=86400')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(file);
    },
  );

  api.get(
    '/api/objects/:id',
    { onRequest: fromCache, schema: { params: z.object({ id: z.string().min(1).max(200) }) } },
    (request, reply) =>
      cachedJson(request, reply, cache, async () => {
        const [row] = await db
          .select()
          .from(knowledgeObjects)
          .where(eq(knowledgeObjects.id, request.params.id))
          .limit(1);
        return row ? { ...row.data, id: row.id } : null;
      }),
  );

  // Lists are cached by their validated, normalised query (defaults filled in, keys sorted), so
  // reordering parameters or spelling a number another way cannot skip the cache.
  api.get(
    '/api/:collection',
    { schema: { params: collectionParam, querystring: listQuery } },
    async (request, reply) => {
      const collection = collectionBySlug(request.params.collection);
      if (!collection) return unknownCollection(reply, request.params.collection);
      const { where, sort, limit, page, select } = request.query;
      const key = `${collection.slug} ${canonicalJson({ where, sort, limit, page, select })}`;
      const entry = cache.get(key);
      if (entry) return sendCached(request, reply, entry);
      if (costOf(parseWhere(where, collection)) >= HEAVY_FROM_COST && !(await gate.admit())) {
        reply.header('Retry-After', '1');
        return sendError(
          reply,
          503,
          'Too many expensive queries at once; please try again in a moment.',
        );
      }
      return cachedJson(
        request,
        reply,
        cache,
        () => find(db, collection, { where, sort, limit, page, select }),
        key,
      );
    },
  );

  const oneQuery = listQuery
    .pick({ depth: true, locale: true, draft: true, select: true })
    .strict();
  api.get(
    '/api/:collection/:id',
    { onRequest: fromCache, schema: { params: idParams, querystring: oneQuery } },
    (request, reply) => {
      const collection = collectionBySlug(request.params.collection);
      if (!collection) return unknownCollection(reply, request.params.collection);
      const { select } = request.query;
      return cachedJson(request, reply, cache, async () => {
        const doc = await findById(db, collection, request.params.id);
        return doc && applySelection(doc, select);
      });
    },
  );
};
