// The assessment's calls to the site's own API.
import type { ShareWithConsultancy } from '@peak/contracts';
import type { RoleId } from '@peak/scoring';
import { callApi, HttpError, postApi } from '../../lib/http';
import type { RecordedAnswer, SavedReport } from './model';

/**
 * What the server needs to score a result again: the raw answers with their times, the role, and
 * the version of the bank they were scored with (the server answers 409, reload, when its bank
 * has changed since).
 */
const answersBody = (
  responses: RecordedAnswer[],
  role: RoleId | null | undefined,
  contentVersion: string | undefined,
) => ({
  responses,
  ...(role ? { role } : {}),
  ...(contentVersion ? { contentVersion } : {}),
});

/**
 * Saves raw answers (and the story shown); the server scores them and answers the saved entry as
 * the history lists it. `share`: what the person agreed the consultancy may see (sent only then).
 */
export const saveResults = (
  responses: RecordedAnswer[],
  role?: RoleId | null,
  story?: string,
  contentVersion?: string,
  share?: ShareWithConsultancy,
) =>
  postApi(
    '/api/assessment-results',
    {
      ...answersBody(responses, role, contentVersion),
      ...(story ? { story } : {}),
      ...(share ? { shareWithConsultancy: share } : {}),
    },
    { answer: 'savedSummary' },
  );

export const listResults = (signal?: AbortSignal) =>
  callApi('/api/assessment-results', { signal, answer: 'history' });

/** The saved report, or null when it does not exist or belongs to someone else. */
export async function getResult(id: string, signal?: AbortSignal): Promise<SavedReport | null> {
  try {
    return await callApi(`/api/assessment-results/${encodeURIComponent(id)}`, {
      signal,
      answer: 'savedReport',
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export type { StoryResponse as StoryAnswer } from '@peak/contracts';

export const requestStory = (
  responses: RecordedAnswer[],
  role: RoleId | null | undefined,
  contentVersion: string | undefined,
  signal?: AbortSignal,
) =>
  postApi('/api/story', answersBody(responses, role, contentVersion), { signal, answer: 'story' });
