// @vitest-environment jsdom
// The take page loads the questions and the rules together when the visitor begins: a failed
// request for either shows the failure page with Try Again, never questions that would be scored
// without rules (a report whose content version the server refuses on save). A finished flow is
// scored with the rules loaded with its questions.
import { questions, rules } from '@peak/content';
import { contentVersion } from '@peak/scoring';
import { pagedResult } from '@peak/testkit';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterNavigation } from '../../../lib/router-navigation';
import { AuthContext, type AuthState } from '../../auth';
import { START_WITHOUT_ACCOUNT } from './intro';
import { QUESTIONS_FAILED } from './load';
import { PROGRESS_KEY, RESULTS_KEY, readResult } from './storage';
import { TakePage } from './take-page';
import { type TakeFlow, useTakeFlow } from './use-take-flow';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** How the service answers a collection: its documents, a status, or a network error. */
type Answer = unknown[] | number | 'network-error';

const seeded = {
  questions: questions.map((q) => ({ id: q.questionId, ...q })),
  rules: rules.map((r) => ({ ...r })),
};
let answers: Record<string, Answer>;
let asked: string[];
let logged: ReturnType<typeof vi.spyOn>;
let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  answers = { ...seeded };
  asked = [];
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('scrollTo', vi.fn());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const collection = new URL(input, 'http://localhost').pathname.split('/')[2] ?? '';
      asked.push(collection);
      const answer = answers[collection] ?? [];
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      if (typeof answer === 'number')
        return Response.json({ errors: [{ message: 'boom' }] }, { status: answer });
      return Response.json(pagedResult(answer, { limit: 100 }));
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
  logged.mockRestore();
  vi.unstubAllGlobals();
});

const signedIn: AuthState = {
  status: 'signed-in',
  user: {
    id: 'user-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Tester',
    emailVerified: true,
  },
  openSignIn: () => {},
  openSignUp: () => {},
  signOut: async () => {},
};

const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name);

/** The take page, signed in, after the visitor clicks Begin Your Assessment. */
async function beginOnPage() {
  root = createRoot(container);
  act(() =>
    root?.render(
      <AuthContext.Provider value={signedIn}>
        <TakePage />
      </AuthContext.Provider>,
    ),
  );
  const begin = button('Begin Your Assessment');
  expect(begin).toBeDefined();
  await act(async () => begin?.click());
}

describe('the take page when its content cannot be loaded', () => {
  it.each([
    ['the rules are answered 500', 'rules', 500],
    ['the rules request fails on the network', 'rules', 'network-error'],
    ['the questions are answered 500', 'questions', 500],
  ] as const)(
    'shows the failure page with Try Again when %s',
    async (_label, collection, answer) => {
      answers[collection] = answer;
      await beginOnPage();
      expect(asked.sort()).toEqual(['questions', 'rules']);
      expect(container.querySelector('h1')?.textContent).toBe('Questions unavailable');
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(QUESTIONS_FAILED);
      expect(button('Try Again')).toBeDefined();
      expect(container.querySelector('[role="progressbar"]')).toBeNull();
      expect(container.textContent).not.toContain('Question 1 of');
      expect(logged).toHaveBeenCalledWith(
        collection === 'rules' ? 'Failed to fetch rules' : 'Failed to fetch questions',
        expect.any(Error),
      );
      // Nothing was started or scored.
      expect(localStorage.length).toBe(0);
    },
  );

  it('shows the questions when the service answers an empty list of rules', async () => {
    answers.rules = [];
    await beginOnPage();
    expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuetext')).toBe(
      'Question 1 of 36',
    );
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('scoring a finished flow', () => {
  /** The flow after Begin, then every question answered 3 and submitted. */
  async function takeAndSubmit() {
    let take: TakeFlow | undefined;
    function Probe() {
      take = useTakeFlow();
      return null;
    }
    root = createRoot(container);
    act(() => root?.render(<Probe />));
    await act(async () => take?.begin(false, 'manager'));
    const view = take?.view;
    if (view?.name !== 'questions' || !take?.flow) throw new Error(`view: ${view?.name}`);
    const flow = {
      ...take.flow,
      answers: Object.fromEntries(take.flow.order.map((id) => [id, { score: 3, ms: 1000 }])),
    };
    await act(async () => take?.submit(flow, view.questions, view.rules));
    return { view, stored: readResult() };
  }

  it('uses the rules loaded with the questions, without asking for them again', async () => {
    const { view, stored } = await takeAndSubmit();
    expect(view.rules).toHaveLength(rules.length);
    expect(asked.sort()).toEqual(['questions', 'rules']);
    expect(stored?.answers).toHaveLength(36);
    expect(stored?.contentVersion).toBe(contentVersion(questions, rules));
  });

  it('scores with no rules when the service has none, its version saying so', async () => {
    answers.rules = [];
    const { view, stored } = await takeAndSubmit();
    expect(view.rules).toEqual([]);
    expect(localStorage.getItem(RESULTS_KEY)).not.toBeNull();
    expect(stored?.contentVersion).toBe(contentVersion(questions, []));
    expect(stored?.contentVersion).not.toBe(contentVersion(questions, rules));
  });
});

describe('the intro for a signed-out visitor', () => {
  const signedOut: AuthState = { ...signedIn, status: 'signed-out', user: null };

  function renderSignedOut(auth: AuthState = signedOut) {
    root = createRoot(container);
    act(() =>
      root?.render(
        <AuthContext.Provider value={auth}>
          <TakePage />
        </AuthContext.Provider>,
      ),
    );
  }

  it('offers signing in, creating an account, and starting without one; says it is free', () => {
    const openSignIn = vi.fn();
    const openSignUp = vi.fn();
    renderSignedOut({ ...signedOut, openSignIn, openSignUp });
    const start = container.querySelector('.take-start');
    expect([...(start?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual([
      'Sign In to Start Assessment',
      'Create Account',
      START_WITHOUT_ACCOUNT,
    ]);
    expect(container.textContent).toContain('It is free and needs no credit card.');
    expect(container.textContent).toContain('You can take it without an account');
    expect(container.textContent).not.toContain('Begin Your Assessment');
    act(() => button('Sign In to Start Assessment')?.click());
    act(() => button('Create Account')?.click());
    expect(openSignIn).toHaveBeenCalledTimes(1);
    expect(openSignUp).toHaveBeenCalledTimes(1);
    // Nothing is loaded until the visitor chooses to start.
    expect(asked).toEqual([]);
  });

  it('starts at once without an account, with the role chosen on the intro', async () => {
    renderSignedOut();
    const manager = [...container.querySelectorAll<HTMLInputElement>('input[name="role"]')].find(
      (r) => r.value === 'manager',
    );
    act(() => manager?.click());
    await act(async () => button(START_WITHOUT_ACCOUNT)?.click());
    expect(asked.sort()).toEqual(['questions', 'rules']);
    expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuetext')).toBe(
      'Question 1 of 36',
    );
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? '{}').role).toBe('manager');
  });
});

describe('Take New Assessment from a stored report', () => {
  it('clears the stored state after the confirmation and gives the intro heading the focus', async () => {
    // A finished flow, scored and stored, as a return visit finds it.
    let take: TakeFlow | undefined;
    function Probe() {
      take = useTakeFlow();
      return null;
    }
    root = createRoot(container);
    act(() => root?.render(<Probe />));
    await act(async () => take?.begin(false));
    const view = take?.view;
    if (view?.name !== 'questions' || !take?.flow) throw new Error(`view: ${view?.name}`);
    const flow = {
      ...take.flow,
      answers: Object.fromEntries(take.flow.order.map((id) => [id, { score: 4, ms: 3000 }])),
    };
    await act(async () => take?.submit(flow, view.questions, view.rules));
    act(() => root?.unmount());
    expect(readResult()).not.toBeNull();
    sessionStorage.setItem('assessment-save-on-sign-in', '1');
    localStorage.setItem('aiStory', '{}');

    root = createRoot(container);
    await act(async () =>
      root?.render(
        <MemoryRouter>
          <RouterNavigation>
            <AuthContext.Provider value={{ ...signedIn, status: 'signed-out', user: null }}>
              <TakePage />
            </AuthContext.Provider>
          </RouterNavigation>
        </MemoryRouter>,
      ),
    );
    // The report is loaded on demand: wait for it.
    for (let i = 0; i < 100 && !container.querySelector('h1'); i++)
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
    expect(container.querySelector('h1')?.textContent).toBe('Your Prioritization Report');
    act(() => button('Take New Assessment')?.click());
    const confirm = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Discard and Start Again',
    );
    expect(confirm).toBeDefined();
    await act(async () => confirm?.click());
    expect(container.querySelector('h1')?.textContent).toBe('Prioritization Self-Assessment');
    expect(document.activeElement).toBe(container.querySelector('h1'));
    expect(readResult()).toBeNull();
    expect(localStorage.getItem('aiStory')).toBeNull();
    expect(sessionStorage.getItem('assessment-save-on-sign-in')).toBeNull();
  });
});
