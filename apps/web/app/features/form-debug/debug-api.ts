// The two spreadsheet-form debug calls. Each resolves to the server's JSON answer, or throws an
// Error whose message the pages show after "Error: ".

export interface EntryIds {
  name: string;
  email: string;
  company: string;
  message: string;
}

export type EntryIdsAnswer =
  | { configured: true; formUrl: string; entryIds: EntryIds }
  | { configured: false; message: string };

export type TestSubmissionAnswer =
  | { configured: true; ok: boolean; status: number | null; message: string }
  | { configured: false; message: string };

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

const browserFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

/** The server answers 404 for the debug calls unless its operator turned them on (see the README). */
export const DEBUG_OFF_MESSAGE =
  'The debug endpoints are off on this server; its operator can turn them on to use this page.';

async function callJson<T>(path: string, init: RequestInit, fetchImpl: FetchLike): Promise<T> {
  const response = await fetchImpl(path, {
    ...init,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (response.status === 404) throw new Error(DEBUG_OFF_MESSAGE);
  if (!response.ok) {
    const serverMessage =
      body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string'
        ? (body as { error: string }).error
        : undefined;
    throw new Error(
      serverMessage ?? `The server answered ${response.status} ${response.statusText}`.trim(),
    );
  }
  if (body === undefined || body === null || typeof body !== 'object')
    throw new Error(`Expected JSON from ${path}, got: ${text.slice(0, 120) || 'an empty answer'}`);
  return body as T;
}

/** POST /api/test-google-form with a JSON header and no body. */
export const sendTestSubmission = (fetchImpl: FetchLike = browserFetch) =>
  callJson<TestSubmissionAnswer>('/api/test-google-form', { method: 'POST' }, fetchImpl);

/** GET /api/extract-entry-ids. */
export const fetchEntryIds = (fetchImpl: FetchLike = browserFetch) =>
  callJson<EntryIdsAnswer>('/api/extract-entry-ids', { method: 'GET' }, fetchImpl);

export const errorText = (error: unknown) =>
  `Error: ${error instanceof Error && error.message ? error.message : String(error)}`;

export const formatJson = (value: unknown) => JSON.stringify(value, null, 2);
