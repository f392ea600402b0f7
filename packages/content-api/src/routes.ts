// The Payload-compatible read API: /api/{collection}, /api/{collection}/count,
// /api/{collection}/{id}, media files and knowledge objects. Content is read-only over HTTP.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CachedAnswer, ResponseCache } from './cache';
import type { Collection, Collections } from './collections';
import { namedTables } from './collections';
import { sendError } from './error-handling';
import { ContentError, notFound, payloadErrorBody } from './errors';
import {
  bundledGlobal,
  contentGlobals,
  type Global,
  type Globals,
  globalProblems,
} from './globals';
import { HEAVY_FROM_COST, type HeavyGate } from './heavy-gate';
import { collectionTag, globalTag } from './invalidation';
import { countParams, findByIdParams, findParams } from './params';
import { type CmsMedia, CmsUnavailable, type ContentSource } from './source';
import { compileWhere } from './where';

/** Routes whose errors answer in Payload's shape (see error-handling.ts). */
export const PAYLOAD_ERRORS = { payloadErrors: true } as const;

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
  cacheControl = 'public, max-age=0, must-revalidate',
) {
  reply.header('ETag', entry.etag).header('Cache-Control', cacheControl);
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}

/** Logs why the CMS could not answer a read with nothing kept for it, then passes the error on. */
const logUnavailable =
  (request: FastifyRequest, key: string) =>
  (error: unknown): never => {
    if (error instanceof CmsUnavailable)
      request.log.warn(
        { reason: error.reason, key },
        'the CMS is unavailable and nothing is cached',
      );
    throw error;
  };

/**
 * Sends the cached answer under `key` (the request's URL unless given), refreshed by `produce`
 * once past its TTL (see cache.ts) or once `tag` (what it reads) is invalidated; 404 when there is
 * nothing.
 */
async function cachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  tag: string,
  produce: () => Promise<unknown | null>,
  key = request.url,
) {
  const render = async (): Promise<CachedAnswer | null> => {
    const value = await produce();
    if (value === null) return null;
    const body = JSON.stringify(value);
    return { body, etag: etagOf(body) };
  };
  const entry = await cache
    .answer(
      key,
      render,
      (error) =>
        request.log.warn({ err: error, key }, 'content refresh failed; the last answer stays'),
      tag,
    )
    .catch(logUnavailable(request, key));
  if (!entry) throw notFound();
  return sendCached(request, reply, entry);
}

/** The longest a browser keeps a global, in seconds (a build's cache never expires). */
const GLOBAL_MAX_AGE_S = 300;

const serialised = (value: unknown): CachedAnswer => {
  const body = JSON.stringify(value);
  return { body, etag: etagOf(body) };
};

/** A global's answer, refused (as the CMS being unavailable) when a field holds an invalid value. */
async function readGlobal(source: ContentSource, global: Global): Promise<CachedAnswer | null> {
  const answer = await source.findGlobal(global);
  if (answer === null) return null;
  const problems = globalProblems(global, answer);
  if (problems.length > 0)
    throw new CmsUnavailable(`the global "${global.slug}" is invalid: ${problems.join('; ')}`);
  return serialised(answer);
}

/** The collection the diagrams' knowledge objects are documents of. */
export const KNOWLEDGE_OBJECTS = 'knowledge-objects';

/**
 * A knowledge object as the diagrams read it: its data and id, without the timestamps every
 * document carries, so the answer is the same from our database and from a hosted CMS.
 */
export function knowledgeObject(doc: unknown): Record<string, unknown> {
  const { createdAt: _created, updatedAt: _updated, ...data } = doc as Record<string, unknown>;
  return data;
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
  /** The collections over the host's tables (see collections.ts). */
  collections: Collections;
  cache: ResponseCache;
  mediaDir: string;
  /** Admits the expensive reads a few at a time. */
  gate: HeavyGate;
  /** Where the collections come from: our database, or the hosted CMS. */
  source: ContentSource;
  /** With a hosted CMS: its media files (otherwise they are read from mediaDir). */
  cmsMedia?: CmsMedia;
  /** The globals over the host's tables (default: its `globals` table by name). */
  globals?: Globals;
}

/** The Payload-compatible content API: collections, documents, media. */
export const contentRoutes: FastifyPluginAsync<ContentOptions> = async (
  app,
  { collections, cache, mediaDir, gate, source, cmsMedia, globals = contentGlobals(namedTables()) },
) => {
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
  /** Payload's 404 for a path it has no route for, in the errors shape of every error here. */
  const unknownRoute = (request: FastifyRequest) =>
    new ContentError(404, `Route not found "${request.url.split('?')[0]}"`);
  const collectionOf = (request: FastifyRequest, slug: string): Collection => {
    const collection = collections.bySlug(slug);
    if (!collection) throw unknownRoute(request);
    return collection;
  };
  /** Expensive reads wait for their slot (see heavy-gate.ts), or are told to come back. */
  const admitted = async (reply: FastifyReply, cost: number) => {
    if (cost < HEAVY_FROM_COST || (await gate.admit())) return true;
    reply.header('Retry-After', '1');
    reply
      .code(503)
      .type('application/json; charset=utf-8')
      .send(payloadErrorBody('Too many expensive queries at once; please try again in a moment.'));
    return false;
  };

  api.get(
    '/api/media/file/:name',
    { schema: { params: z.object({ name: z.string().max(160) }) } },
    async (request, reply) => {
      const { name } = request.params;
      const type = MEDIA_TYPES[extname(name).toLowerCase()];
      if (!MEDIA_NAME.test(name) || name.includes('..') || !type)
        return sendError(reply, 404, 'Not Found');
      if (cmsMedia) {
        const found = await cmsMedia.file(name).catch(logUnavailable(request, request.url));
        if (!found) return sendError(reply, 404, 'Not Found');
        return reply
          .type(type)
          .header('Cache-Control', 'public, max-age=300')
          .header(
            'Content-Security-Policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          )
          .send(found.body);
      }
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

  // A global is never missing nor a 500: with no good answer (none stored, the CMS away or wrong,
  // and nothing kept), its bundled values are served. Browsers keep it while it is fresh here.
  const bundledGlobals = new Map<string, CachedAnswer>();
  const bundledAnswer = (global: Global) => {
    const kept = bundledGlobals.get(global.slug) ?? serialised(bundledGlobal(global));
    bundledGlobals.set(global.slug, kept);
    return kept;
  };
  api.get(
    '/api/globals/:slug',
    { config: PAYLOAD_ERRORS, schema: { params: z.object({ slug: z.string().max(60) }) } },
    async (request, reply) => {
      const global = globals.bySlug(request.params.slug);
      if (!global) throw unknownRoute(request);
      const key = `globals ${global.slug}`;
      const entry =
        cache.get(key) ??
        (await cache
          .answer(
            key,
            () => readGlobal(source, global),
            (error) =>
              request.log.warn({ err: error, key }, 'global refresh failed; the last stays'),
            globalTag(global.slug),
          )
          .catch((error: unknown) => {
            request.log.warn(
              { err: error, key },
              'global unreadable; its bundled values are served',
            );
            return null;
          }));
      const maxAge = Math.min(GLOBAL_MAX_AGE_S, Math.floor(cache.freshForMs(key) / 1000));
      return sendCached(
        request,
        reply,
        entry ?? bundledAnswer(global),
        `public, max-age=${maxAge}`,
      );
    },
  );

  const objects = collections.bySlug(KNOWLEDGE_OBJECTS);
  if (!objects) throw new Error(`no collection "${KNOWLEDGE_OBJECTS}" for /api/objects`);
  api.get(
    '/api/objects/:id',
    { onRequest: fromCache, schema: { params: z.object({ id: z.string().min(1).max(200) }) } },
    (request, reply) =>
      cachedJson(request, reply, cache, collectionTag(objects.slug), async () => {
        const doc = await source.findById(objects, request.params.id, { depth: 0 });
        return doc === null ? null : knowledgeObject(doc);
      }),
  );

  // Lists are cached by their parsed parameters (defaults filled in, keys sorted), so reordering
  // parameters or spelling a number another way cannot skip the cache.
  api.get(
    '/api/:collection',
    { config: PAYLOAD_ERRORS, schema: { params: collectionParam } },
    async (request, reply) => {
      const collection = collectionOf(request, request.params.collection);
      const params = findParams(request.query as Record<string, unknown>);
      const key = `${collection.slug} ${canonicalJson(params)}`;
      const entry = cache.get(key);
      if (entry) return sendCached(request, reply, entry);
      if (!(await admitted(reply, compileWhere(params.where, collection).cost))) return reply;
      return cachedJson(
        request,
        reply,
        cache,
        collectionTag(collection.slug),
        () => source.find(collection, params),
        key,
      );
    },
  );

  api.get(
    '/api/:collection/count',
    { config: PAYLOAD_ERRORS, schema: { params: collectionParam } },
    async (request, reply) => {
      const collection = collectionOf(request, request.params.collection);
      const { where } = countParams(request.query as Record<string, unknown>);
      const key = `${collection.slug} count ${canonicalJson(where ?? null)}`;
      const entry = cache.get(key);
      if (entry) return sendCached(request, reply, entry);
      if (!(await admitted(reply, compileWhere(where, collection).cost))) return reply;
      return cachedJson(
        request,
        reply,
        cache,
        collectionTag(collection.slug),
        () => source.count(collection, where),
        key,
      );
    },
  );

  api.get(
    '/api/:collection/:id',
    { config: PAYLOAD_ERRORS, onRequest: fromCache, schema: { params: idParams } },
    (request, reply) => {
      const collection = collectionOf(request, request.params.collection);
      const params = findByIdParams(request.query as Record<string, unknown>);
      return cachedJson(request, reply, cache, collectionTag(collection.slug), () =>
        source.findById(collection, request.params.id, params),
      );
    },
  );
};
