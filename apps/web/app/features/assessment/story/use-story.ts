// Your Prioritization Story for a result just taken: asked for as soon as the report shows. The
// specification waits 6 seconds for patterns and archetypes still loading; ours come with the
// results, so the story needs no wait and appears when the server has written it. It is kept
// under 'aiStory' so a reload shows it again without a second request.
import { HttpError } from '../../../lib/http';
import { STORY_KEY } from '../../../lib/kept-in-browser';
import { useQuery } from '../../../lib/query';
import { requestStory } from '../api';
import type { RecordedAnswer, ReportResults, StoryState } from '../model';

export const STORY_WAITING_TEXT =
  'Analyzing your patterns and archetypes to craft your personalized story...';
export const STORY_NONE_TEXT =
  'Your personalized prioritization story will be generated based on your patterns and archetypes.';
export const STORY_UNAVAILABLE_TEXT =
  'Unable to generate personalized story at this time due to service limits. Please try again later.';

interface StoredStory {
  resultKey: string;
  story: string;
  label?: string;
}

/** Identifies a result by its answers, so a story is never shown for a different result. */
export const resultKey = (answers: readonly RecordedAnswer[]) =>
  answers.map((a) => `${a.questionId}:${a.doing}`).join(',');

function readStored(key: string): StoredStory | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORY_KEY) ?? 'null') as StoredStory | null;
    return stored && stored.resultKey === key && typeof stored.story === 'string' ? stored : null;
  } catch {
    return null;
  }
}

export const hasPatterns = (results: ReportResults) => results.arbitratedFindings.length > 0;

/** The story of a saved result: stored with it, or the no-story text. */
export function savedStory(results: ReportResults): StoryState {
  if (!results.story) return { status: 'none' };
  return results.storyLabel
    ? { status: 'ready', story: results.story, label: results.storyLabel }
    : { status: 'ready', story: results.story };
}

/** Asks the server for the story and keeps it under STORY_KEY for a reload. */
async function fetchStory(
  key: string,
  answers: readonly RecordedAnswer[],
  role: ReportResults['role'],
  contentVersion: string | undefined,
  signal: AbortSignal,
): Promise<StoredStory> {
  const answer = await requestStory([...answers], role, contentVersion, signal);
  const ready = { resultKey: key, story: answer.story, label: answer.label };
  localStorage.setItem(STORY_KEY, JSON.stringify(ready));
  return ready;
}

/** Why the story failed, as the reader should hear it: the server's reload message on 409. */
const failureText = (error: unknown) =>
  error instanceof HttpError && error.status === 409 ? error.message : STORY_UNAVAILABLE_TEXT;

/** The story of a result just taken; `contentVersion` names the bank it was scored with. */
export function useStory(
  results: ReportResults,
  answers: readonly RecordedAnswer[],
  contentVersion: string | undefined,
): StoryState {
  const key = resultKey(answers);
  const patterns = hasPatterns(results);
  // Read at render: a story kept from an earlier visit is shown at once, with no request.
  const stored = patterns ? readStored(key) : null;
  // Keyed by the answers: the results follow from them.
  const story = useQuery(patterns && !stored ? ['story', key] : null, (signal) =>
    fetchStory(key, answers, results.role, contentVersion, signal),
  );
  const ready = stored ?? (story.status === 'success' ? story.data : null);
  if (!patterns) return { status: 'none' };
  if (ready) return { status: 'ready', story: ready.story, label: ready.label };
  if (story.status === 'error') return { status: 'failed', message: failureText(story.error) };
  return { status: 'waiting' };
}
