// What the comparison page shows for two ids: the comparison, "choose two", "not found" or an error
// text. The server answers 404 when either result is not the signed-in user's.
import type { CompareResponse } from '@peak/contracts';
import { callApi, HttpError } from '../../../lib/http';

export const COMPARE_TITLE = 'Compare Your Results';
export const NOT_FOUND_TITLE = 'Comparison Not Found';
export const NOT_FOUND_TEXT =
  'One or both of these results could not be found among your saved results.';
export const CHOOSE_TEXT = 'Choose two of your saved results to compare on your profile.';
export const ERROR_TITLE = 'Error Loading Comparison';
export const SESSION_ENDED = 'Your session has ended: sign in again to compare your results.';
export const COMPARE_FAILED = 'Failed to load the comparison. Please try again.';

/**
 * GET /api/assessment-compare: two of the signed-in user's saved results and their comparison
 * (earlier first); null when either does not exist or belongs to someone else (404 for both).
 * Here rather than in the assessment's api.ts, so only this page carries it.
 */
export async function getComparison(from: string, to: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ from, to });
  try {
    return await callApi(`/api/assessment-compare?${query}`, { signal, answer: 'compare' });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export type CompareState =
  | { status: 'loading' }
  /** The address names fewer than two different results. */
  | { status: 'choose' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'shown'; data: CompareResponse };

/** The error text for a failed load: 401 means the session ended; anything else, try again. */
export const compareErrorMessage = (error: unknown): string =>
  error instanceof HttpError && error.status === 401 ? SESSION_ENDED : COMPARE_FAILED;

const isComparison = (value: unknown): value is CompareResponse => {
  const data = value as Partial<CompareResponse> | null;
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof data.from === 'object' &&
    typeof data.to === 'object' &&
    typeof data.comparison === 'object' &&
    data.comparison !== null &&
    Array.isArray(data.comparison.capabilities) &&
    typeof data.account === 'object' &&
    data.account !== null &&
    Array.isArray(data.account.groups) &&
    Array.isArray(data.sentences)
  );
};

export async function fetchComparison(
  from: string,
  to: string,
  get: typeof getComparison = getComparison,
): Promise<Exclude<CompareState, { status: 'loading' }>> {
  if (!from || !to || from === to) return { status: 'choose' };
  try {
    const data = await get(from, to);
    if (!data) return { status: 'not-found' };
    if (!isComparison(data)) return { status: 'error', message: COMPARE_FAILED };
    return { status: 'shown', data };
  } catch (error) {
    console.error('Failed to load the comparison', error);
    return { status: 'error', message: compareErrorMessage(error) };
  }
}
