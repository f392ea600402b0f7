// State-changing requests must come from the site's own pages. A JSON body cannot be sent across
// sites without a CORS preflight (which this API never grants), and browsers say where a request
// comes from in Origin and Sec-Fetch-Site: a form post, a text/plain fetch or any request another
// site's page starts is refused before it reaches a route.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SAME_SITE_FETCH = new Set(['same-origin', 'none']);

export const CROSS_SITE_MESSAGE = 'Requests that change data must come from this site.';
export const JSON_ONLY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

/** The origin this request was made to, as a browser on this site would write it. */
const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export function crossSiteReason(request: FastifyRequest): string | null {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && !SAME_SITE_FETCH.has(fetchSite)) return CROSS_SITE_MESSAGE;
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== ownOrigin(request)) return CROSS_SITE_MESSAGE;
  return null;
}

export function registerSameOriginGuard(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
    // Its token is its authority (no cookie counts): a mail client may post it from anywhere.
    if (request.routeOptions.config?.oneClick) return done();
    const crossSite = crossSiteReason(request);
    if (crossSite) return void sendError(reply, 403, crossSite);
    const type = request.headers['content-type'] ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type))
      return void sendError(reply, 415, JSON_ONLY_MESSAGE);
    done();
  });
}

/** Personal answers (the signed-in user, their results) must never be stored by a cache. */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const personal =
      request.routeOptions.config?.auth !== undefined || request.url.startsWith('/api/auth/');
    if (personal) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
