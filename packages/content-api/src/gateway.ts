// The content API on its own, in a Fastify instance that is only ever injected into: what the
// site's build pre-renders through, in process, without a port. It is the plugin the API registers
// (routes.ts), with the API's query parsing and error handling, so the prerender reads content
// exactly as the browser and the server's scoring do. With CMS_URL it reads the hosted CMS (the
// same public filter, cache and answers as /api/* in gateway mode); without, a database the caller
// opens.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ResponseCache } from './cache';
import type { CmsSettings } from './cms-config';
import { type Collections, contentCollections, namedTables } from './collections';
import { registerErrorHandling } from './error-handling';
import { heavyGate } from './heavy-gate';
import { CONTENT_ROUTER_OPTIONS } from './query-string';
import { type ContentOptions, contentRoutes } from './routes';
import { cmsMedia, cmsSource } from './source';

export { readCmsConfig } from './cms-config';
export type { CmsOptions } from './source';

/** The content routes in an instance of their own, ready to be injected into. */
export async function contentServer(options: ContentOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: 'warn' }, routerOptions: CONTENT_ROUTER_OPTIONS });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(contentRoutes, options);
  await app.ready();
  return app;
}

/** What a build reads with: one snapshot (every page sees the same answer to the same query). */
export const buildReads = (collections: Collections) => ({
  collections,
  cache: new ResponseCache(Number.POSITIVE_INFINITY),
  gate: heavyGate({ perSecond: 1000, maxWaitMs: 2000 }),
});

/** The content routes of gateway mode (a hosted CMS), for a build. */
export function contentGateway(
  cms: CmsSettings & { fetch?: typeof fetch },
): Promise<FastifyInstance> {
  return contentServer({
    ...buildReads(contentCollections(namedTables())),
    mediaDir: '',
    source: cmsSource(cms),
    cmsMedia: cmsMedia(cms),
  });
}

/** A fetch that answers from the gateway in process (only the path and query of a URL count). */
export function gatewayFetch(gateway: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://gateway');
    const answer = await gateway.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json' },
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}
