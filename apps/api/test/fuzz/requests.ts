// Whole requests for one route: mostly its own method, its paths, its queries and bodies, with
// generic ones mixed in; printed short when fast-check reports a failure.
import fc from 'fast-check';
import { type Body, bodyArb } from './bodies';
import { headersArb } from './headers';
import { genericQuery } from './query-strings';

/** Node's default limit for the request line and headers together. */
const MAX_URL_LENGTH = 16 * 1024;

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

export const short = (s: string, n = 240) =>
  s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s;

/** How a failing request is printed: big payloads are cut short. */
function describeRequest(r: FuzzRequest): string {
  const body =
    r.payload === undefined
      ? ''
      : Buffer.isBuffer(r.payload)
        ? ` body(bytes)=${short(r.payload.toString('latin1'))}`
        : ` body=${short(r.payload)}`;
  return `${r.method} ${short(r.url)} headers=${short(JSON.stringify(r.headers))}${body}`;
}

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: fc.Arbitrary<string>;
  query?: fc.Arbitrary<string>;
  body?: fc.Arbitrary<Body>;
  /** A valid Cookie header for routes that need a session. */
  cookie?: string;
  /** Headers made from the request's body, e.g. its signature (sent over the generated ones). */
  sign?: fc.Arbitrary<(payload: string | Buffer | undefined) => Record<string, string>>;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

export function requestArb(spec: RouteSpec): fc.Arbitrary<FuzzRequest> {
  const noBody: fc.Arbitrary<Body> = fc.constant({});
  return fc
    .record({
      method: fc.oneof(
        { weight: 24, arbitrary: fc.constant(spec.method) },
        { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
      ),
      path: spec.path,
      slash: fc.oneof(
        { weight: 9, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: fc.constant('/') },
      ),
      query: fc.oneof(
        { weight: 2, arbitrary: fc.constant('') },
        { weight: 3, arbitrary: spec.query ?? genericQuery },
        { weight: 1, arbitrary: genericQuery },
      ),
      body:
        spec.body ??
        fc.oneof({ weight: 3, arbitrary: noBody }, { weight: 1, arbitrary: bodyArb({}) }),
      headers: headersArb(spec.cookie),
      sign: spec.sign ?? fc.constant(undefined),
      remoteAddress: fc.ipV4(),
    })
    .map(({ method, path, slash, query, body, headers, sign, remoteAddress }) => {
      const all = { ...headers, ...sign?.(body.payload) };
      if (body.contentType !== undefined) all['content-type'] = body.contentType;
      // light-my-request sets the real length; a wrong one is exercised only without a body.
      if (body.payload !== undefined) delete all['content-length'];
      const request: FuzzRequest = {
        method,
        // Node refuses a request line and headers over 16 KB before the app sees them.
        url: `${path}${slash}${query ? `?${query}` : ''}`.slice(0, MAX_URL_LENGTH),
        headers: all,
        payload: body.payload,
        remoteAddress,
      };
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}
