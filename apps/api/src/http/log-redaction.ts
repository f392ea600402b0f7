// What the request log writes of a request. Some addresses are secrets (a share link, an
// invitation, a 360 rater's link, a signed preview, a mailed link to verify an address or reset a
// password): whoever reads the log could open them. The tokens in those paths and the values of
// query parameters named like a secret are written as [redacted]; the rest of the address stays
// readable.
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** A slash, repeated or percent-encoded: how a client may spell one and still reach the route. */
const SLASH = '(?:/|%2f)+';
/** The routes whose path segment after these is a token: share links, invitations, 360 raters. */
const TOKEN_PATH = new RegExp(
  `^(${SLASH}(?:api${SLASH}shared|api${SLASH}teams${SLASH}join|teams${SLASH}join|(?:api${SLASH})?feedback${SLASH}rate|r)${SLASH})[^/?]+`,
  'i',
);
/** Query parameters whose value is a secret: token, access_token, signature, sig, secret, ... */
const SECRET_PARAMETER =
  /token|signature|^sig$|secret|password|^code$|^key$|api[-_]?key|session|jwt|credential/i;
/** An absolute-form request target (`GET http://host/path`) starts with its origin. */
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^/?]*/i;

const decodedName = (name: string) => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
};

const redactQuery = (query: string) =>
  query
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at < 0) return pair;
      const name = pair.slice(0, at);
      return SECRET_PARAMETER.test(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');

/** The address with its secrets replaced by [redacted]. */
export function redactUrl(url: string): string {
  const origin = ORIGIN.exec(url)?.[0] ?? '';
  const rest = url.slice(origin.length);
  const at = rest.indexOf('?');
  const path = at < 0 ? rest : rest.slice(0, at);
  const redactedPath = path.replace(TOKEN_PATH, `$1${REDACTED}`);
  return at < 0
    ? origin + redactedPath
    : `${origin}${redactedPath}?${redactQuery(rest.slice(at + 1))}`;
}

/** Fastify's own request serializer, with the address redacted: the one way a URL is logged. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
