// The content API on its own, in front of a hosted CMS: what the site's build pre-renders through
// when CMS_URL is set, so the prerender reads content exactly as the browser and the server's
// scoring do (the same query parsing, public filter, cache and answers as /api/* in gateway mode),
// without a port or a database.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandling } from '../http/errors';
import { parseQueryString } from '../http/query-string';
import '../services';
import { ResponseCache } from './cache';
import { heavyGate } from './heavy-gate';
import { contentRoutes } from './routes';
import { type CmsOptions, cmsMedia, cmsSource } from './source';

export { readCmsConfig } from '../config';
export type { CmsOptions } from './source';

/** The content routes of gateway mode, in a Fastify instance that is only ever injected into. */
export async function contentGateway(cms: CmsOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: 'warn' },
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(contentRoutes, {
    // One build reads one snapshot: every page sees the same answer to the same query.
    cache: new ResponseCache(Number.POSITIVE_INFINITY),
    mediaDir: '',
    gate: heavyGate({ perSecond: 1000, maxWaitMs: 2000 }),
    source: cmsSource(cms),
    cmsMedia: cmsMedia(cms),
  });
  await app.ready();
  return app;
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
