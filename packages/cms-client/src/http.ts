// The one place requests are made: JSON headers, optional bearer token, timeout, HTTP errors.
import { DEFAULT_TIMEOUT_MS } from './constants';
import { HttpError } from './http-error';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface HttpConfig {
  /** Prefix of every path; '' sends same-origin relative requests (the browser). */
  baseUrl: string;
  /**
   * A Payload API key (of a `users` account), sent as `Authorization: users API-Key <token>` as
   * Payload reads API keys. Server-side only: never ship it to a browser.
   */
  token?: string;
  fetch: FetchLike;
  timeoutMs: number;
}

export { HttpError } from './http-error';

/** The service did not answer within the configured time. */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  readonly timeoutMs: number;

  constructor(url: string, timeoutMs: number, options?: { cause?: unknown }) {
    super(`Request to ${url} timed out after ${timeoutMs} ms`, options);
    this.timeoutMs = timeoutMs;
  }
}

/**
 * Resolves globalThis.fetch at call time: test interceptors installed after the client was
 * created still apply, and the browser's fetch is never called with a foreign `this`.
 */
export const globalFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

export function resolveHttpConfig(options: {
  baseUrl?: string;
  token?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}): HttpConfig {
  const token = options.token?.trim();
  return {
    baseUrl: (options.baseUrl ?? '').replace(/\/+$/, ''),
    ...(token ? { token } : {}),
    fetch: options.fetch ?? globalFetch,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
}

export function requestHeaders(
  token: string | undefined,
  extra?: ConstructorParameters<typeof Headers>[0],
): Headers {
  const headers = new Headers(extra);
  headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `users API-Key ${token}`);
  return headers;
}

const isTimeout = (error: unknown): boolean =>
  error instanceof Error && error.name === 'TimeoutError';

/** Sends one request and returns the response whatever its status; only the timeout is mapped. */
export async function request(
  config: HttpConfig,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const url = `${config.baseUrl}${path}`;
  try {
    return await config.fetch(url, {
      ...init,
      headers: requestHeaders(config.token, init.headers),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    if (isTimeout(error)) throw new RequestTimeoutError(url, config.timeoutMs, { cause: error });
    throw error;
  }
}

/** JSON when the text is JSON, else the text itself (or undefined when empty). */
export function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Reads the body within the same timeout as the request: a stalled stream aborts too. */
export async function readText(
  response: Response,
  url: string,
  timeoutMs: number,
): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    if (isTimeout(error)) throw new RequestTimeoutError(url, timeoutMs, { cause: error });
    throw error;
  }
}

/** GETs (or sends) JSON; a non-OK status throws HttpError, a non-JSON OK body throws too. */
export async function fetchJson(
  config: HttpConfig,
  path: string,
  init: RequestInit = {},
): Promise<unknown> {
  const response = await request(config, path, init);
  const text = await readText(response, `${config.baseUrl}${path}`, config.timeoutMs);
  if (!response.ok) throw new HttpError(response.status, parseBody(text), response.statusText);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`Expected JSON from ${config.baseUrl}${path}`, { cause: error });
  }
}
