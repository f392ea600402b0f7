// The assessment's calls to the site's own API (same origin, session cookie). Every answer is read
// defensively: a failure becomes an ApiError carrying the server's message, never a crash.
import type { RoleId } from '@peak/scoring';
import type { HistoryEntry, RecordedAnswer, SavedReport, SavedSummary } from './model';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
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
  } catch {
    throw new ApiError(0, 'The network is unavailable. Check your connection and try again.');
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string'
        ? (body as { error: string }).error
        : text.slice(0, 200) || response.statusText;
    throw new ApiError(response.status, message);
  }
  return body as T;
}

const post = <T>(path: string, body: unknown) =>
  call<T>(path, { method: 'POST', body: JSON.stringify(body) });

/** What the server needs to score a result again: the raw answers with their times, and the role. */
const answersBody = (responses: RecordedAnswer[], role: RoleId | null | undefined) =>
  role ? { responses, role } : { responses };

/** Saves raw answers (and the story shown); the server scores them and answers the summary. */
export const saveResults = (responses: RecordedAnswer[], role?: RoleId | null, story?: string) =>
  post<SavedSummary>('/api/assessment-results', {
    ...answersBody(responses, role),
    ...(story ? { story } : {}),
  });

export const listResults = () =>
  call<{ docs: HistoryEntry[]; totalDocs: number }>('/api/assessment-results');

/** The saved report, or null when it does not exist or belongs to someone else. */
export async function getResult(id: string): Promise<SavedReport | null> {
  try {
    return await call<SavedReport>(`/api/assessment-results/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export interface StoryAnswer {
  story: string;
  source: 'model' | 'composed';
  label?: string;
}

export const requestStory = (responses: RecordedAnswer[], role?: RoleId | null) =>
  post<StoryAnswer>('/api/story', answersBody(responses, role));
