// @vitest-environment jsdom
// The story of a result just taken: asked with the version of the bank it was scored with; when the
// server's bank has changed (409) the reader is told to reload, not that the service is limited.
import { CONTENT_CHANGED_MESSAGE } from '@peak/contracts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordedAnswer, ReportResults, StoryState } from '../model';
import { STORY_UNAVAILABLE_TEXT, useStory } from './use-story';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const results = {
  role: 'manager',
  arbitratedFindings: [{ id: 'a-pattern' }],
} as unknown as ReportResults;
const answers: RecordedAnswer[] = [{ questionId: 'cof_v2_1', doing: 3, ms: 4000 }];

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The story state after the specified wait, with the server answering `status` and `body`. */
async function storyWith(status: number, body: unknown) {
  vi.useFakeTimers();
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(body), { status });
    }),
  );
  let state: StoryState | undefined;
  function Probe() {
    state = useStory(results, answers, 'bank-v1');
    return null;
  }
  root = createRoot(document.createElement('div'));
  act(() => root?.render(<Probe />));
  // Asked at once: no wait before the request (the patterns come with the results).
  await act(async () => {
    await vi.advanceTimersByTimeAsync(10);
  });
  return { state, sent };
}

describe('useStory', () => {
  it('asks with the answers, the role and the version of the bank they were scored with', async () => {
    const { state, sent } = await storyWith(200, { story: 'Your story.', source: 'composed' });
    expect(sent).toEqual([{ responses: answers, role: 'manager', contentVersion: 'bank-v1' }]);
    expect(state).toEqual({ status: 'ready', story: 'Your story.' });
  });

  it("tells the reader to reload when the server's bank has changed", async () => {
    const { state } = await storyWith(409, { error: CONTENT_CHANGED_MESSAGE });
    expect(state).toEqual({ status: 'failed', message: CONTENT_CHANGED_MESSAGE });
  });

  it('says the service is limited on any other failure', async () => {
    const { state } = await storyWith(503, { error: 'down' });
    expect(state).toEqual({ status: 'failed', message: STORY_UNAVAILABLE_TEXT });
  });
});
