// GET /api/norms: how the people who saved results here scored, as aggregates only. Public and
// read from the cache (service.ts); the answer is the same for everyone, so browsers and proxies
// may keep it for a minute, and a client holding the current one is answered 304.
import { normsResponseSchema } from '@peak/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

export const NORMS_MAX_AGE_S = 60;

export const normsRoutes: FastifyPluginAsync = async (app) => {
  // The schema declares the answer; the body is sent as the string the cache serialised through it
  // (a string is never serialised again), hence the route is not typed by the zod provider.
  app.get(
    '/api/norms',
    { schema: { response: { 200: normsResponseSchema, 304: z.undefined() } } },
    async (request, reply) => {
      const { body, etag } = await app.norms.answer();
      reply.header('ETag', etag).header('Cache-Control', `public, max-age=${NORMS_MAX_AGE_S}`);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      // Serialised through the contract once per snapshot: sent as it is.
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
};
