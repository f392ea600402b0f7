// The one way the browser calls the site's own API (same origin, session cookie, JSON both ways).
// Every answer is read defensively: a failure becomes an HttpError carrying the server's message
// (status 0 when the network failed), never a crash. The pages' own calls (assessment, contact,
// the debug pages) all come through here; content is read through lib/content.ts.
// The error's module alone: the client's index would bring its schemas into every page.
import { HttpError } from '@peak/cms-client/http-error';
import type { ErrorBody } from '@peak/contracts';
import type { ResponseName, ResponseOf } from '@peak/contracts/responses';

/** The browser's one HTTP error type (the content client's too): here with the server's message. */
export { HttpError };

/** An HttpError whose message is the server's (or the page's) own words. */
export const apiError = (status: number, message: string, body?: unknown) =>
  new HttpError(status, body, '', message);

export const NETWORK_ERROR = 'The network is unavailable. Check your connection and try again.';

/** The server's message from the contract's error body, else what the status says. */
const serverMessage = (body: unknown, response: Response) =>
  typeof (body as Partial<ErrorBody> | null)?.error === 'string'
    ? (body as ErrorBody).error
    : `The server answered ${response.status} ${response.statusText}`;

/** A request to the site's API; `answer` names the contract its answer is checked against. */
export type ApiInit = RequestInit & { answer?: ResponseName };

/**
 * Calls the site's API and resolves to its JSON answer (null for an empty one), typed by the
 * contract `answer` names. Throws an HttpError with the server's message for an error status, and
 * for a success that is not JSON. In development the answer is also parsed with its contract.
 */
export async function callApi<K extends ResponseName>(
  path: string,
  init: ApiInit & { answer: K },
): Promise<ResponseOf<K>>;
export async function callApi<T>(path: string, init?: ApiInit): Promise<T>;
export async function callApi(path: string, { answer, ...init }: ApiInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: {
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
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
    throw new HttpError(response.status, body, response.statusText, serverMessage(body, response));
  if (body === undefined)
    throw new HttpError(
      response.status,
      text,
      response.statusText,
      `Expected JSON from ${path}, got: ${text.slice(0, 120) || 'an empty answer'}`,
    );
  if (import.meta.env.DEV && answer) await checkAnswer(path, answer, body);
  return body;
}

/** Development only: an answer that breaks its contract fails loudly, where it was received. */
async function checkAnswer(path: string, answer: ResponseName, body: unknown) {
  const { responseSchemas } = await import('@peak/contracts/responses');
  const parsed = responseSchemas[answer].safeParse(body);
  if (!parsed.success)
    throw new Error(
      `The answer to ${path} breaks its contract (${answer}): ${parsed.error.message}`,
    );
}

/** A state-changing call: always a JSON body, which the API requires of every write. */
export function postApi<K extends ResponseName>(
  path: string,
  body: unknown,
  init: ApiInit & { answer: K },
): Promise<ResponseOf<K>>;
export function postApi<T>(path: string, body?: unknown, init?: ApiInit): Promise<T>;
export function postApi(path: string, body: unknown = {}, init?: ApiInit): Promise<unknown> {
  return callApi(path, { ...init, method: 'POST', body: JSON.stringify(body) });
}
