// The two spreadsheet-form debug calls, through the site's one API client. Each resolves to the
// server's JSON answer, or throws an HttpError whose message the pages show after "Error: ".
import { type ApiInit, apiError, callApi, HttpError } from '../../lib/http';

export type {
  EntryIdsResponse as EntryIdsAnswer,
  FormEntryIds as EntryIds,
  TestSubmissionResponse as TestSubmissionAnswer,
} from '@peak/contracts';

import type { EntryIdsResponse, TestSubmissionResponse } from '@peak/contracts';

/** The server answers 404 for the debug calls unless its operator turned them on (see the README). */
export const DEBUG_OFF_MESSAGE =
  'The debug endpoints are off on this server; its operator can turn them on to use this page.';

async function callDebug<T>(path: string, init: ApiInit): Promise<T> {
  try {
    const body = await callApi<T>(path, {
      ...init,
      headers: { 'content-type': 'application/json' },
    });
    if (body === null || typeof body !== 'object')
      throw apiError(
        200,
        `Expected JSON from ${path}, got: ${body === null ? 'an empty answer' : JSON.stringify(body)}`,
      );
    return body;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw apiError(404, DEBUG_OFF_MESSAGE);
    throw error;
  }
}

/** POST /api/test-google-form with a JSON header and no body. */
export const sendTestSubmission = () =>
  callDebug<TestSubmissionResponse>('/api/test-google-form', {
    method: 'POST',
    answer: 'testSubmission',
  });

/** GET /api/extract-entry-ids. */
export const fetchEntryIds = () =>
  callDebug<EntryIdsResponse>('/api/extract-entry-ids', { method: 'GET', answer: 'entryIds' });

export const errorText = (error: unknown) =>
  `Error: ${error instanceof Error && error.message ? error.message : String(error)}`;

export const formatJson = (value: unknown) => JSON.stringify(value, null, 2);
