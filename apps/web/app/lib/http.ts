// The one way the browser calls the site's own API (same origin, session cookie, JSON both ways).
// Every answer is read defensively: a failure becomes an ApiError carrying the server's message
// (status 0 when the network failed), never a crash.
import type { ErrorBody } from '@peak/contracts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR = 'The network is unavailable. Check your connection and try again.';

/** The server's message from the contract's error body, else the start of whatever it sent. */
const messageOf = (body: unknown, text: string, statusText: string) =>
  typeof (body as Partial<ErrorBody> | null)?.error === 'string'
    ? (body as ErrorBody).error
    : text.slice(0, 200) || statusText;

export async function callApi<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: {
        accept: 'application/json',
        ...(init?.body ? { 'content-type': 'application/json' } : {}),
      },
    });
  } catch (error) {
    if (init?.signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) throw new ApiError(response.status, messageOf(body, text, response.statusText));
  return body as T;
}

/** A state-changing call: always a JSON body, which the API requires of every write. */
export const postApi = <T>(path: string, body: unknown = {}, init?: RequestInit) =>
  callApi<T>(path, { ...init, method: 'POST', body: JSON.stringify(body) });
