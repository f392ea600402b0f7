// What the saved report page shows for one id: the report, "not found", or an error text. The
// server already answers someone else's id with 404; the owner check here is a second line.
import { HttpError } from '../../../lib/http';
import { getResult } from '../api';
import type { SavedReport } from '../model';

export const NOT_FOUND_TITLE = 'No Results Found';
export const NOT_FOUND_TEXT = 'The requested assessment results could not be found.';
export const ERROR_TITLE = 'Error Loading Results';
export const RESULTS_NOT_FOUND = 'Assessment results not found';
export const UNAUTHORIZED = 'Unauthorized access to assessment results';
export const LOAD_FAILED = 'Failed to load assessment results';

export type SavedState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'shown'; report: SavedReport };

/** The specified text for a failed load: 401 is unauthorized, another answer not found. */
export function loadErrorMessage(error: unknown): string {
  if (!(error instanceof HttpError) || error.status === 0) return LOAD_FAILED;
  return error.status === 401 ? UNAUTHORIZED : RESULTS_NOT_FOUND;
}

export async function fetchSavedReport(
  id: string,
  userId: string,
  get: typeof getResult = getResult,
): Promise<Exclude<SavedState, { status: 'loading' }>> {
  try {
    const report = await get(id);
    if (!report) return { status: 'not-found' };
    if (report.userId !== userId) return { status: 'error', message: UNAUTHORIZED };
    return { status: 'shown', report };
  } catch (error) {
    console.error('Failed to load assessment results', error);
    return { status: 'error', message: loadErrorMessage(error) };
  }
}
