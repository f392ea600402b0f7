// @vitest-environment jsdom
// Starting a 360 under a saved report opens its page; the profile lists my 360s with when each
// closes, the groups shown and the ways to its page and report.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyFeedback } from './my-feedback';
import { StartFeedback } from './start-feedback';
import {
  address,
  byName,
  type Call,
  feedbackDetail,
  ID,
  renderAt,
  signedOut,
  stubApi,
  text,
} from './test-kit';
import { START_360 } from './texts';

let root: Root | undefined;
let container: HTMLElement;
let calls: Call[];
const RESULT = '6f1c2b1e-8d7a-4c1e-9f3a-2b5d7e9a1c4f';

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

describe('starting a 360', () => {
  it('starts one from the saved result and opens its page', async () => {
    calls = stubApi({
      'POST /api/feedback': () => Response.json(feedbackDetail(), { status: 201 }),
    });
    root = await renderAt(container, <StartFeedback resultId={RESULT} />, { path: '/report' });
    const button = byName(container, START_360).find((b) => b.tagName === 'BUTTON');
    await act(async () => button?.click());
    await vi.waitFor(() => expect(address(container)).toBe(`/feedback/${ID}`));
    expect(calls).toEqual([{ method: 'POST', path: '/api/feedback', body: { resultId: RESULT } }]);
  });

  it('says why it could not start', async () => {
    stubApi({
      'POST /api/feedback': () =>
        Response.json({ error: 'The id is not one of yours.' }, { status: 400 }),
    });
    root = await renderAt(container, <StartFeedback resultId={RESULT} />, { path: '/report' });
    await act(async () =>
      byName(container, START_360)
        .find((b) => b.tagName === 'BUTTON')
        ?.click(),
    );
    await vi.waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(
        'The id is not one of yours.',
      ),
    );
  });
});

describe('my 360s on the profile', () => {
  it('lists each with its closing date, the groups shown and its links', async () => {
    const { invitations: _i, links: _l, ...summary } = feedbackDetail();
    stubApi({ 'GET /api/feedback': () => Response.json({ feedback: [summary] }) });
    root = await renderAt(container, <MyFeedback />, { path: '/profile' });
    await vi.waitFor(() => expect(container.querySelector('h2')?.textContent).toBe('Your 360s'));
    expect(text()).toContain('Open for answers until December 17, 2026.');
    expect(text()).toContain('Shown: Direct reports.');
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([`/feedback/${ID}`, `/feedback/${ID}/report`]);
  });

  it('shows nothing signed out, or with no 360', async () => {
    calls = stubApi({ 'GET /api/feedback': () => Response.json({ feedback: [] }) });
    root = await renderAt(container, <MyFeedback />, { path: '/profile', auth: signedOut() });
    expect(calls).toHaveLength(0);
    expect(container.querySelector('h2')).toBeNull();
  });
});
