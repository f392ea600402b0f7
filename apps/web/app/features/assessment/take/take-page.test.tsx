// @vitest-environment jsdom
// The take page loads the questions and the rules together when the visitor begins: a failed
// request for either shows the failure page with Try Again, never questions that would be scored
// without rules (a report whose content version the server refuses on save). A finished flow is
// scored with the rules loaded with its questions, and kept with the account signed in: shown to
// that account only, or to anyone while it was a signed-out visitor's. `?new` starts afresh when
// the kept report is saved. After Submit, the generating state and the report take the focus
// and are announced. The funnel hears the intro shown, the start, each question position the
// first time it is shown, the finished band and time, and the report shown.
import { questions, rules } from '@peak/content';
import { BAND_LABELS, contentVersion } from '@peak/scoring';
import { pagedResult } from '@peak/testkit';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterNavigation } from '../../../lib/router-navigation';
import { AuthContext, type AuthState } from '../../auth';
import { START_WITHOUT_ACCOUNT } from './intro';
import { QUESTIONS_FAILED } from './load';
import { PROGRESS_KEY, RESULTS_KEY, readResult, type StoredResult, writeResult } from './storage';
import { GENERATING_TITLE, REPORT_READY, TakePage } from './take-page';
import { type TakeFlow, useTakeFlow } from './use-take-flow';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The funnel's steps as the page reports them (lib/funnel.ts sends them; its own tests cover that).
const funnel = vi.hoisted(() => ({ reportStep: vi.fn() }));
vi.mock('../../../lib/funnel', () => funnel);

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

/** The take page as the router runs it, for whoever `auth` says is signed in. */
const takePageAs = (auth: AuthState) => (
  <MemoryRouter>
    <RouterNavigation>
      <AuthContext.Provider value={auth}>
        <TakePage />
      </AuthContext.Provider>
    </RouterNavigation>
  </MemoryRouter>
);

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

describe("the funnel's steps", () => {
  beforeEach(() => funnel.reportStep.mockClear());
  const steps = () => funnel.reportStep.mock.calls.map(([event]) => event);

  it('reports the intro, the start and the first question with its position and id', async () => {
    await beginOnPage();
    const first = container.querySelector('[role="progressbar"]');
    expect(first?.getAttribute('aria-valuetext')).toBe('Question 1 of 36');
    const order = JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? '{}').order as string[];
    expect(steps()).toEqual([
      { step: 'intro-viewed' },
      { step: 'started' },
      { step: 'question-reached', position: 1, questionId: order[0] },
    ]);
  });

  it('reports each position once per run, then the finished band and time, then the report', async () => {
    let take: TakeFlow | undefined;
    function Probe() {
      take = useTakeFlow();
      return null;
    }
    root = createRoot(container);
    act(() =>
      root?.render(
        <AuthContext.Provider value={signedIn}>
          <Probe />
        </AuthContext.Provider>,
      ),
    );
    await act(async () => take?.begin(false));
    const view = take?.view;
    if (view?.name !== 'questions' || !take?.flow) throw new Error(`view: ${view?.name}`);
    const order = take.flow.order;
    const step = (action: 'answer' | 'next' | 'back') =>
      act(() => take?.dispatch({ type: action, score: 3, now: Date.now() }));
    step('answer');
    step('next');
    step('answer');
    step('back');
    step('next');
    const reached = steps().filter((e) => e.step === 'question-reached');
    expect(reached).toEqual([
      { step: 'question-reached', position: 1, questionId: order[0] },
      { step: 'question-reached', position: 2, questionId: order[1] },
    ]);

    const flow = {
      ...take.flow,
      answers: Object.fromEntries(order.map((id) => [id, { score: 3, ms: 1000 }])),
    };
    await act(async () => take?.submit(flow, view.questions, view.rules));
    const finished = steps().find((e) => e.step === 'finished');
    expect(finished?.band).toBe(readResult()?.results.maturityLevel);
    expect(BAND_LABELS).toContain(finished?.band);
    expect(Number.isInteger(finished?.seconds)).toBe(true);
    expect(finished?.seconds).toBeGreaterThanOrEqual(0);

    // The report, as a return visit opens it.
    act(() => root?.unmount());
    funnel.reportStep.mockClear();
    root = createRoot(container);
    act(() =>
      root?.render(
        <AuthContext.Provider value={signedIn}>
          <Probe />
        </AuthContext.Provider>,
      ),
    );
    expect(take?.view.name).toBe('report');
    expect(steps()).toEqual([{ step: 'report-viewed' }]);
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

/** A finished flow, scored and stored as Submit stores it, by whoever `auth` says is signed in. */
async function keptReport(auth: AuthState, extra: Partial<StoredResult> = {}) {
  let take: TakeFlow | undefined;
  function Probe() {
    take = useTakeFlow();
    return null;
  }
  root = createRoot(container);
  act(() =>
    root?.render(
      <AuthContext.Provider value={auth}>
        <Probe />
      </AuthContext.Provider>,
    ),
  );
  await act(async () => take?.begin(false));
  const view = take?.view;
  if (view?.name !== 'questions' || !take?.flow) throw new Error(`view: ${view?.name}`);
  const flow = {
    ...take.flow,
    answers: Object.fromEntries(take.flow.order.map((id) => [id, { score: 2, ms: 3000 }])),
  };
  await act(async () => take?.submit(flow, view.questions, view.rules));
  act(() => root?.unmount());
  root = undefined;
  const stored = readResult();
  if (!stored) throw new Error('nothing stored');
  writeResult({ ...stored, ...extra });
  localStorage.setItem('aiStory', '{}');
  return stored;
}

describe('a report kept in the browser, and whose it is', () => {
  const signedOut: AuthState = { ...signedIn, status: 'signed-out', user: null };
  const as = (id: string): AuthState => ({
    ...signedIn,
    user: { ...(signedIn.user as NonNullable<AuthState['user']>), id },
  });

  /** The take page as it opens for `auth`, at `search` (e.g. '?new'), once it shows a heading. */
  async function open(auth: AuthState, search = '', tries = 100) {
    window.history.replaceState(null, '', `/assessment/take${search}`);
    root = createRoot(container);
    await act(async () => root?.render(takePageAs(auth)));
    // The report is loaded on demand: give it the time to come.
    for (let i = 0; i < tries && !container.querySelector('h1'); i++)
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
    return container.querySelector('h1')?.textContent;
  }

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('records who was signed in when it was made', async () => {
    expect((await keptReport(signedIn)).owner).toBe('user-1');
    expect((await keptReport(signedOut)).owner).toBeUndefined();
  });

  it.each([
    ['signed out', signedOut],
    ['signed in as another account', as('user-2')],
  ])('is not shown to the next person, %s, and is forgotten', async (_label, next) => {
    await keptReport(signedIn);
    expect(await open(next)).toBe('Prioritization Self-Assessment');
    expect(readResult()).toBeNull();
    expect(localStorage.getItem('aiStory')).toBeNull();
  });

  it('opens for the account that made it', async () => {
    await keptReport(signedIn);
    expect(await open(signedIn)).toBe('Your Prioritization Report');
  });

  it('stays a signed-out visitor’s own, also once they sign in (then it is theirs)', async () => {
    await keptReport(signedOut);
    expect(await open(signedOut)).toBe('Your Prioritization Report');
    act(() => root?.unmount());
    root = undefined;
    expect(await open(signedIn)).toBe('Your Prioritization Report');
    expect(readResult()?.owner).toBe('user-1');
  });

  it('is not shown to anyone when it names a saved result but no account', async () => {
    await keptReport(signedOut, { savedId: 'saved-1' });
    expect(await open(signedIn)).toBe('Prioritization Self-Assessment');
    expect(readResult()).toBeNull();
  });

  it('waits for the sign-in state, and is only not shown while that cannot be read', async () => {
    await keptReport(signedIn);
    // While it loads, the page keeps the report's place, and decides nothing.
    expect(await open({ ...signedIn, status: 'loading', user: null }, '', 10)).toBeUndefined();
    expect(container.querySelector('.report-placeholder')).not.toBeNull();
    expect(readResult()?.owner).toBe('user-1');
    // Then it is known who is signed in: the report opens for its account.
    await act(async () => root?.render(takePageAs(signedIn)));
    await vi.waitFor(
      () => expect(container.querySelector('h1')?.textContent).toBe('Your Prioritization Report'),
      { timeout: 10_000, interval: 50 },
    );
    act(() => root?.unmount());
    root = undefined;
    expect(await open({ ...signedIn, status: 'error', user: null })).toBe(
      'Prioritization Self-Assessment',
    );
    expect(readResult()?.owner).toBe('user-1');
  });

  it('goes when its account signs out while the page is open', async () => {
    await keptReport(signedIn);
    expect(await open(signedIn)).toBe('Your Prioritization Report');
    await act(async () => root?.render(takePageAs(signedOut)));
    expect(container.querySelector('h1')?.textContent).toBe('Prioritization Self-Assessment');
  });

  it('forgets progress kept for another account, and asks for nothing', async () => {
    localStorage.setItem(
      PROGRESS_KEY,
      JSON.stringify({ version: 1, order: ['x'], index: 0, answers: {}, owner: 'user-2' }),
    );
    expect(await open(signedIn)).toBe('Prioritization Self-Assessment');
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
    expect(asked).toEqual([]);
  });

  describe('?new, as the profile and the dashboard link to it', () => {
    it('starts afresh at once when the kept report is saved in this account', async () => {
      await keptReport(signedIn, { savedId: 'saved-1' });
      expect(await open(signedIn, '?new')).toBe('Prioritization Self-Assessment');
      expect(container.textContent).toContain('Begin Your Assessment');
      expect(readResult()).toBeNull();
      expect(localStorage.getItem('aiStory')).toBeNull();
    });

    it('shows an unsaved report, which only its own Take New Assessment may clear', async () => {
      await keptReport(signedIn);
      expect(await open(signedIn, '?new')).toBe('Your Prioritization Report');
      expect(readResult()).not.toBeNull();
    });

    it('leaves a saved report to come back without it', async () => {
      await keptReport(signedIn, { savedId: 'saved-1' });
      expect(await open(signedIn)).toBe('Your Prioritization Report');
      expect(readResult()?.savedId).toBe('saved-1');
    });
  });
});

describe('after Submit', () => {
  it('focuses and announces the generating state, then the report’s heading', async () => {
    root = createRoot(container);
    window.history.replaceState(null, '', '/assessment/take');
    await act(async () => root?.render(takePageAs(signedIn)));
    const announcer = () => container.querySelector('[data-testid="take-announcer"]');
    // One polite live region, on the page before anything is said in it.
    expect(announcer()?.getAttribute('role')).toBe('status');
    expect(announcer()?.getAttribute('aria-live')).toBe('polite');
    expect(announcer()?.textContent).toBe('');
    await act(async () => button('Begin Your Assessment')?.click());
    const initial = announcer();
    // Every question answered, then Submit Assessment on the last.
    for (let n = 0; n < 36; n++) {
      act(() => container.querySelector<HTMLInputElement>('input[type="radio"]')?.click());
      act(() => button(n < 35 ? 'Next' : 'Submit Assessment')?.click());
    }
    await act(async () => {});
    const heading = container.querySelector('h1');
    expect(heading?.textContent).toBe(GENERATING_TITLE);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(heading);
    expect(announcer()).toBe(initial);
    expect(announcer()?.textContent).toBe(GENERATING_TITLE);

    // The report comes after the generating state's 3 seconds, and its texts.
    await vi.waitFor(
      () => expect(container.querySelector('h1')?.textContent).toBe('Your Prioritization Report'),
      { timeout: 10_000, interval: 100 },
    );
    await vi.waitFor(() => expect(announcer()?.textContent).toBe(REPORT_READY));
    const title = container.querySelector('h1');
    expect(title?.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(title);
    expect(announcer()).toBe(initial);
  }, 20_000);

  it('does not move the focus when a reload opens on the report', async () => {
    await keptReport(signedIn);
    root = createRoot(container);
    await act(async () => root?.render(takePageAs(signedIn)));
    await vi.waitFor(
      () => expect(container.querySelector('h1')?.textContent).toBe('Your Prioritization Report'),
      { timeout: 10_000, interval: 100 },
    );
    await act(async () => {});
    expect(document.activeElement).toBe(document.body);
    expect(container.querySelector('[data-testid="take-announcer"]')?.textContent).toBe('');
  });
});
