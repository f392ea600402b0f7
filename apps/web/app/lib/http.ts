// The one way the browser calls the site's own API (same origin, session cookie, JSON both ways).
// Every answer is read defensively: a failure becomes an HttpError carrying the server's message
// (status 0 when the network failed), never a crash. The pages' own calls (assessment, contact,
// the debug pages) all come through here; content is read through lib/content.ts.
// The error's module alone: the client's index would bring its schemas into every page.
import { HttpError } from '@peak/cms-client/http-error';
import type { ErrorBody } from '@peak/contracts';

/** The browser's one HTTP error type (the content client's too): here with the server's message. */
export { HttpError };

/** An HttpError whose message is the server's (or the page's) own words. */
export const apiError = (status: number, message: string, body?: unknown) =>
  new HttpError(status, body, '', message);

export const NETWORK_ERROR = 'The network is unavailable. Check your connection and try again.';

/** The server's message from the contract's error body, else what the status says. */
const messageOf = (body: unknown, response: Response) =>
  typeof (body as Partial<ErrorBody> | null)?.error === 'string'
    ? (body as ErrorBody).error
    : `The server answered ${response.status} ${response.statusText}`;

/**
 * Calls the site's API and resolves to its JSON answer (null for an empty one). Throws an
 * HttpError with the server's message for an error status, and for a success that is not JSON.
 */
export async function callApi<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: {
        accept: 'application/json',
        ...(init?.body ? { 'content-type': 'application/json' } : {}),
        ...(init?.headers as Record<string, string> | undefined),
      },
    });
  } catch (error) {
    if (init?.signal?.aborted) throw error;
    throw apiError(0, NETWORK_ERROR);
  }
  const text = await response.text();
  // undefined: not JSON (an HTML error page from a proxy, say).
  let body: unknown = null;
  try {
    if (text) body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!response.ok)
    throw new HttpError(response.status, body, response.statusText, messageOf(body, response));
  if (body === undefined)
    throw new HttpError(
      response.status,
      text,
      response.statusText,
      `Expected JSON from ${path}, got: ${text.slice(0, 120) || 'an empty answer'}`,
    );
  return body as T;
}

/** A state-changing call: always a JSON body, which the API requires of every write. */
export const postApi = <T>(path: string, body: unknown = {}, init?: RequestInit) =>
  callApi<T>(path, { ...init, method: 'POST', body: JSON.stringify(body) });
