// @vitest-environment jsdom
// The report at the end of the flow: one save offered twice (in the summary and at the end), both
// buttons showing the same state; a signed-out visitor who signs in from "Sign in to Save Your
// Results" has the result saved without another click, then goes to /profile (the save's answer is
// the saved entry: the history is not read to know it is kept); Take New Assessment
// asks first while the report is not saved (Escape and Cancel keep it, focus back on the button),
// and starts again at once when it is. Before saving, a signed-in person may share the result
// with the consultancy: one choice for both places, nothing unless they choose, sent with the save.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Navigation, NavigationProvider } from '../../../lib/navigation';
import { AuthContext, type AuthState } from '../../auth';
import type { SavedSummary } from '../model';
import { savedReportFor, scoredQuestions } from '../test-report';
import { CONFIRM_ACTION, CONFIRM_TITLE, NEW_ASSESSMENT } from './new-assessment';
import {
  KEPT_IN_BROWSER_SHORT,
  KEPT_IN_BROWSER_TEXT,
  SAVE_LABELS,
  SHARE_CHOICES,
  SHARE_HINT,
  SIGN_IN_TO_SAVE,
  SIGN_IN_TO_SAVE_TEXT,
  shareLegend,
} from './save-results';
import { RESULTS_KEY, readResult, SAVE_ON_SIGN_IN_KEY, type StoredResult } from './storage';
import TakenReport from './taken-report';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const report = savedReportFor((i) => (i % 5) + 1);
const result: StoredResult = {
  version: 1,
  results: report,
  answers: scoredQuestions.map((q, i) => ({
    questionId: q.questionId,
    doing: (i % 5) + 1,
    ms: 4000,
  })),
  completedAt: '2026-11-21T10:00:00.000Z',
  contentVersion: 'test-version',
};

const summary: SavedSummary = {
  id: 'saved-1',
  userId: 'user-1',
  userEmail: 'ada@example.com',
  userName: 'Ada Tester',
  assessmentName: 'Peak Partners Prioritization Self-Assessment',
  timestamp: '2026-11-21T10:05:00.000Z',
  overallScore: 3,
  rawOverallScore: 108,
  maturityLevel: 'Developing',
};

let root: Root | undefined;
let container: HTMLElement;
let saves: Array<{ body: unknown; resolve: (r: Response) => void }>;
let listed: string[];
/** How many times the history was read. */
let historyReads: number;
let navigate: ReturnType<typeof vi.fn<(to: string) => void>>;
let openSignIn: ReturnType<typeof vi.fn<() => void>>;
let onReset: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  saves = [];
  listed = [];
  historyReads = 0;
  navigate = vi.fn<(to: string) => void>();
  openSignIn = vi.fn<() => void>();
  onReset = vi.fn<() => void>();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/api/assessment-results' && init?.method === 'POST')
        // Each save waits until the test answers it, so its Saving... state can be seen.
        return new Promise<Response>((resolve) =>
          saves.push({ body: JSON.parse(String(init.body)), resolve }),
        );
      if (path === '/api/assessment-results') {
        historyReads++;
        return Promise.resolve(
          Response.json({
            // Whole entries: the answer is parsed with its contract in tests (DEV) as in development.
            docs: listed.map((id) => ({ ...summary, id })),
            totalDocs: listed.length,
          }),
        );
      }
      if (path === '/api/story')
        return Promise.resolve(Response.json({ story: 'A story.', source: 'composed' }));
      return Promise.resolve(Response.json({ docs: [], totalDocs: 0 }));
    }),
  );
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const auth = (signedIn: boolean): AuthState => ({
  status: signedIn ? 'signed-in' : 'signed-out',
  user: signedIn
    ? {
        id: 'user-1',
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Tester',
        emailVerified: true,
      }
    : null,
  openSignIn,
  openSignUp: () => {},
  signOut: async () => {},
});

const navigation = (): Navigation => ({
  Link: ({ to, ...props }) => <a href={to} {...props} />,
  pathname: '/assessment/take',
  navigate,
});

function render(signedIn: boolean, stored: StoredResult = result) {
  root ??= createRoot(container);
  act(() =>
    root?.render(
      // The report's own links are the router's; the save's navigation is the spy.
      <MemoryRouter>
        <NavigationProvider value={navigation()}>
          <AuthContext.Provider value={auth(signedIn)}>
            <TakenReport result={stored} onReset={onReset} />
          </AuthContext.Provider>
        </NavigationProvider>
      </MemoryRouter>,
    ),
  );
}

/** Lets pending promises and the effects they cause run. */
const settle = () => act(async () => {});
/** And the timers of 0 ms too: Radix gives the focus back to the trigger in one. */
const afterTimers = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

const buttons = (name: string) =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent === name);
const summaryButton = () => container.querySelector<HTMLButtonElement>('.summary-save button');
const footerButton = () => container.querySelector<HTMLButtonElement>('.report-footer button');

/** The share choice in one place: its legend and its radios by label, checked or not. */
const shareIn = (place: '.summary-save' | '.report-footer') => {
  const fieldset = container.querySelector<HTMLFieldSetElement>(`${place} fieldset`);
  const radio = (label: string) =>
    [...(fieldset?.querySelectorAll('label') ?? [])]
      .find((l) => l.querySelector('strong')?.textContent === label)
      ?.querySelector('input') ?? null;
  return {
    fieldset,
    legend: fieldset?.querySelector('legend')?.textContent,
    hint: document.getElementById(fieldset?.getAttribute('aria-describedby') ?? '')?.textContent,
    labels: [...(fieldset?.querySelectorAll('strong') ?? [])].map((l) => l.textContent),
    checked: SHARE_CHOICES.find((c) => radio(c.label)?.checked)?.label,
    pick: (label: string) => act(() => radio(label)?.click()),
  };
};
const [NO_SHARE, HEADLINE, WHOLE_REPORT] = SHARE_CHOICES.map((c) => c.label) as [
  string,
  string,
  string,
];

async function answerSave(response: Response) {
  await act(async () => saves.at(-1)?.resolve(response));
  await settle();
}

describe('saving the report, offered twice', () => {
  it('shows one state in both places: idle, Saving..., then Saved! and the profile', async () => {
    localStorage.setItem(RESULTS_KEY, JSON.stringify(result));
    render(true);
    await settle();
    expect(summaryButton()?.textContent).toBe(SAVE_LABELS.idle);
    expect(footerButton()?.textContent).toBe(SAVE_LABELS.idle);

    act(() => summaryButton()?.click());
    expect(summaryButton()?.textContent).toBe(SAVE_LABELS.saving);
    expect(footerButton()?.textContent).toBe(SAVE_LABELS.saving);
    expect(summaryButton()?.disabled).toBe(true);
    expect(footerButton()?.disabled).toBe(true);
    // The other button (or a second click) while saving sends nothing more.
    act(() => footerButton()?.click());
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({ contentVersion: 'test-version' });

    await answerSave(Response.json(summary, { status: 201 }));
    expect(summaryButton()?.textContent).toBe(SAVE_LABELS.saved);
    expect(footerButton()?.textContent).toBe(SAVE_LABELS.saved);
    expect(footerButton()?.className).toContain('is-saved');
    expect(navigate).toHaveBeenCalledWith('/profile');
    expect(readResult()?.savedId).toBe('saved-1');
    // Kept in the browser with the account it is saved in, for no one else to open.
    expect(readResult()?.owner).toBe('user-1');
    expect(historyReads).toBe(0);
    // Signed in, the report is not said to be kept in this browser only.
    expect(container.textContent).not.toContain(KEPT_IN_BROWSER_TEXT);
    expect(container.textContent).not.toContain(KEPT_IN_BROWSER_SHORT);
  });

  it('shows the failure in both places, announced once, and tries again from either', async () => {
    render(true);
    await settle();
    act(() => footerButton()?.click());
    await answerSave(
      Response.json({ success: false, error: 'The database is unavailable' }, { status: 503 }),
    );
    expect(summaryButton()?.textContent).toBe(SAVE_LABELS.error);
    expect(footerButton()?.textContent).toBe(SAVE_LABELS.error);
    const messages = [...container.querySelectorAll('.save-message')].map((p) => p.textContent);
    expect(messages).toEqual([
      'Failed to save: The database is unavailable',
      'Failed to save: The database is unavailable',
    ]);
    const live = [...container.querySelectorAll('[role="status"]')].filter((p) =>
      p.textContent?.startsWith('Failed to save'),
    );
    expect(live).toHaveLength(1);
    act(() => summaryButton()?.click());
    expect(saves).toHaveLength(2);
    await answerSave(Response.json(summary, { status: 200 }));
    expect(footerButton()?.textContent).toBe(SAVE_LABELS.saved);
    expect(navigate).toHaveBeenCalledWith('/profile');
  });
});

describe('sharing the result with the consultancy', () => {
  it('is offered in both places before saving, and sends nothing unless chosen', async () => {
    render(true);
    await settle();
    for (const place of ['.summary-save', '.report-footer'] as const) {
      const share = shareIn(place);
      expect(share.legend).toBe(shareLegend('Peak Partners'));
      expect(share.labels).toEqual([NO_SHARE, HEADLINE, WHOLE_REPORT]);
      expect(share.hint).toBe(SHARE_HINT);
      expect(share.checked).toBe(NO_SHARE);
    }
    act(() => summaryButton()?.click());
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).not.toHaveProperty('shareWithConsultancy');
    // Not changed while it saves; gone once it is saved.
    expect(shareIn('.summary-save').fieldset?.disabled).toBe(true);
    expect(shareIn('.report-footer').fieldset?.disabled).toBe(true);
    await answerSave(Response.json(summary, { status: 201 }));
    expect(container.querySelector('fieldset')).toBeNull();
  });

  it('is one choice for both places, sent with the save', async () => {
    render(true);
    await settle();
    shareIn('.summary-save').pick(HEADLINE);
    expect(shareIn('.summary-save').checked).toBe(HEADLINE);
    expect(shareIn('.report-footer').checked).toBe(HEADLINE);
    act(() => footerButton()?.click());
    expect(saves[0]?.body).toMatchObject({ shareWithConsultancy: 'headline' });
    // A failed save keeps the choice, which may still change before trying again.
    await answerSave(Response.json({ success: false, error: 'Unavailable' }, { status: 503 }));
    expect(shareIn('.report-footer').fieldset?.disabled).toBe(false);
    shareIn('.report-footer').pick(WHOLE_REPORT);
    expect(shareIn('.summary-save').checked).toBe(WHOLE_REPORT);
    act(() => summaryButton()?.click());
    expect(saves[1]?.body).toMatchObject({ shareWithConsultancy: 'report' });
    // And back to nothing: the field is left out.
    await answerSave(Response.json({ success: false, error: 'Unavailable' }, { status: 503 }));
    shareIn('.summary-save').pick(NO_SHARE);
    act(() => summaryButton()?.click());
    expect(saves[2]?.body).not.toHaveProperty('shareWithConsultancy');
  });

  it('is not offered on a result saved before', async () => {
    listed = ['saved-1'];
    render(true, { ...result, savedId: 'saved-1', owner: 'user-1' });
    await settle();
    expect(footerButton()?.textContent).toBe(SAVE_LABELS.saved);
    expect(container.querySelector('fieldset')).toBeNull();
  });
});

describe('a signed-out visitor', () => {
  it('is invited to sign in at the top and at the end, and saves on signing in without another click', async () => {
    render(false);
    await settle();
    expect(buttons(SIGN_IN_TO_SAVE)).toHaveLength(2);
    expect(buttons(SAVE_LABELS.idle)).toHaveLength(0);
    // Nothing to share before signing in.
    expect(container.querySelector('fieldset')).toBeNull();
    // The summary keeps to its button and where the report is kept; the end says why too.
    expect(container.querySelector('.summary-save')?.textContent).toBe(
      `${SIGN_IN_TO_SAVE}${KEPT_IN_BROWSER_SHORT}`,
    );
    expect(container.querySelector('.report-footer')?.textContent).toContain(SIGN_IN_TO_SAVE_TEXT);
    expect(container.querySelector('.report-footer')?.textContent).toContain(KEPT_IN_BROWSER_TEXT);
    act(() => buttons(SIGN_IN_TO_SAVE)[0]?.click());
    expect(openSignIn).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(SAVE_ON_SIGN_IN_KEY)).toBe('1');
    expect(saves).toHaveLength(0);

    // The dialog signs them in: the result held in the browser is saved at once.
    render(true);
    await settle();
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({ responses: result.answers });
    // Saved on signing in, without a choice offered: nothing shared.
    expect(saves[0]?.body).not.toHaveProperty('shareWithConsultancy');
    expect(footerButton()?.textContent).toBe(SAVE_LABELS.saving);
    expect(sessionStorage.getItem(SAVE_ON_SIGN_IN_KEY)).toBeNull();
    await answerSave(Response.json(summary, { status: 201 }));
    expect(navigate).toHaveBeenCalledWith('/profile');
    expect(historyReads).toBe(0);
  });

  it('is not saved for on a sign-in they did not ask to save with', async () => {
    render(false);
    await settle();
    render(true);
    await settle();
    expect(saves).toHaveLength(0);
    expect(footerButton()?.textContent).toBe(SAVE_LABELS.idle);
  });
});

describe('Take New Assessment', () => {
  const dialog = () => document.querySelector('[role="alertdialog"]');
  const trigger = () => buttons(NEW_ASSESSMENT)[0];

  it('asks first on an unsaved report: Escape and Cancel keep it, focus back on the button', async () => {
    render(false);
    await settle();
    act(() => trigger()?.click());
    expect(dialog()?.querySelector('h2')?.textContent).toBe(CONFIRM_TITLE);
    expect(dialog()?.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Cancel');
    act(() => {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
      );
    });
    await afterTimers();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(trigger());

    act(() => trigger()?.click());
    act(() => buttons('Cancel')[0]?.click());
    await afterTimers();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(trigger());
    expect(onReset).not.toHaveBeenCalled();

    act(() => trigger()?.click());
    act(() => buttons(CONFIRM_ACTION)[0]?.click());
    await settle();
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
  });

  it('starts again at once on a saved report', async () => {
    listed = ['saved-1'];
    render(true, { ...result, savedId: 'saved-1', owner: 'user-1' });
    await settle();
    // Saved before this page: the history says whether it is still kept.
    expect(historyReads).toBe(1);
    expect(footerButton()?.textContent).toBe(SAVE_LABELS.saved);
    act(() => trigger()?.click());
    expect(dialog()).toBeNull();
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('asks first when the saved id is no longer in the list', async () => {
    listed = [];
    render(true, { ...result, savedId: 'gone', owner: 'user-1' });
    await settle();
    act(() => trigger()?.click());
    expect(dialog()).not.toBeNull();
    expect(onReset).not.toHaveBeenCalled();
  });

  it.each([
    ['signed out', false, 'user-1'],
    ['saved by another account', true, 'user-2'],
    ['saved by no account it names', true, undefined],
  ] as const)(
    'asks first on a report %s: it is not in this person’s account',
    async (_label, signedIn, owner) => {
      listed = ['saved-1'];
      render(signedIn, { ...result, savedId: 'saved-1', ...(owner ? { owner } : {}) });
      await settle();
      act(() => trigger()?.click());
      expect(dialog()?.textContent).toContain('This report is not saved.');
      expect(onReset).not.toHaveBeenCalled();
    },
  );
});
