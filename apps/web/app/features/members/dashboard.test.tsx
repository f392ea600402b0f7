// @vitest-environment jsdom
// The dashboard's My Plan: the plan in progress (its if-then, the next check-in, the check-ins so
// far, the days until the retake); without one, how to make one and the latest saved assessments
// (name, date, total of 180 with its band, View Results) once there are any, the specified text
// until then, also when the history cannot be read. Take Assessment asks for a new assessment.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterNavigation } from '../../lib/router-navigation';
import { AuthContext, type AuthState } from '../auth';
import { Dashboard } from './dashboard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const EMPTY = 'Your recent activity will appear here';

const entry = (n: number, raw: number, band: string) => ({
  id: `r${n}`,
  assessmentName: 'Peak Partners Prioritization Self-Assessment',
  timestamp: `2026-11-2${n}T10:04:00.000Z`,
  overallScore: raw / 36,
  rawOverallScore: raw,
  maturityLevel: band,
});

let root: Root | undefined;
let container: HTMLElement;
let answer: () => Promise<Response>;
let planAnswer: () => Promise<Response>;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/api/plans/current') return planAnswer();
      if (path !== '/api/assessment-results') throw new Error(`unexpected request ${input}`);
      return answer();
    }),
  );
  planAnswer = async () => Response.json({ plan: null });
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.restoreAllMocks();
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

async function renderDashboard({ settled = true } = {}) {
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <MemoryRouter>
        <RouterNavigation>
          <AuthContext.Provider value={signedIn}>
            <Dashboard />
          </AuthContext.Provider>
        </RouterNavigation>
      </MemoryRouter>,
    ),
  );
  // The answer is read (and in development checked against its contract) asynchronously.
  if (settled) await vi.waitFor(() => expect(activity()?.textContent).not.toMatch(/Loading/));
}

const activity = () => container.querySelector('section[aria-labelledby="my-plan"]');

describe('the next steps', () => {
  it('link Take Assessment to a new assessment, past a report already saved', async () => {
    answer = async () => Response.json({ docs: [], totalDocs: 0 });
    await renderDashboard();
    const take = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Take Assessment',
    );
    expect(take?.getAttribute('href')).toBe('/assessment/take?new');
  });
});

const DAY_MS = 86_400_000;
const plan = (now: number) => ({
  id: 'p1',
  resultId: 'r1',
  capability: 'Clarity of Focus',
  ifThen: 'When I open my laptop on Monday, I will name the one outcome that matters most.',
  signal: 'I can say my one outcome by Monday noon.',
  cadence: 'weekly',
  localTime: '09:00',
  timeZone: 'America/Los_Angeles',
  status: 'active',
  createdAt: new Date(now - 8 * DAY_MS).toISOString(),
  retakeAt: new Date(now + 82 * DAY_MS - 60_000).toISOString(),
  remindersStopped: false,
  partner: null,
  checkIns: [1, 2, 3, 4].map((n) => ({
    n,
    dueAt: new Date(now + (n - 2) * 7 * DAY_MS + 3_600_000).toISOString(),
    answer: n === 1 ? 'partly' : null,
    answeredAt: n === 1 ? new Date(now - DAY_MS).toISOString() : null,
    note: null,
  })),
  nextCheckInAt: '2026-12-05T17:00:00.000Z',
});

describe('My Plan', () => {
  it('shows the plan in progress: its if-then, next check-in, check-ins and retake', async () => {
    answer = async () => Response.json({ docs: [entry(1, 90, 'Emerging')], totalDocs: 1 });
    planAnswer = async () => Response.json({ plan: plan(Date.now()) });
    await renderDashboard();
    const text = activity()?.textContent ?? '';
    expect(activity()?.querySelector('h2')?.textContent).toBe('My Plan');
    expect(text).toContain('Clarity of Focus');
    expect(text).toContain('When I open my laptop on Monday, I will name');
    expect(text).toContain('Next check-in: Saturday, December 5 at 9:00 AM (America/Los Angeles).');
    expect(text).toContain('1 of 4 check-ins answered: 1 Partly.');
    expect(text).toContain('82 days until your suggested retake.');
    const open = activity()?.querySelector('a');
    expect(open?.getAttribute('href')).toBe('/plan');
    // The saved results give way to the plan.
    expect(activity()?.querySelector('li')).toBeNull();
  });

  it('says how to make a plan when none is in progress', async () => {
    answer = async () => Response.json({ docs: [entry(1, 90, 'Emerging')], totalDocs: 1 });
    await renderDashboard();
    expect(activity()?.textContent).toContain('You have no plan in progress.');
    expect(activity()?.querySelectorAll('li')).toHaveLength(1);
  });
});

describe('the latest saved results, without a plan', () => {
  it('lists the latest three saved results, newest first, with the way to the rest', async () => {
    const docs = [
      entry(1, 90, 'Emerging'),
      entry(4, 126, 'Proficient'),
      entry(3, 108, 'Developing'),
      entry(2, 99, 'Developing'),
    ];
    answer = async () => Response.json({ docs, totalDocs: docs.length });
    await renderDashboard();
    const items = [...(activity()?.querySelectorAll('li') ?? [])];
    expect(items).toHaveLength(3);
    const first = items[0]?.textContent ?? '';
    expect(first).toContain('Peak Partners Prioritization Self-Assessment');
    expect(first).toMatch(/Completed November 24, 2026 at \d+:\d\d [AP]M/);
    expect(first).toContain('Total 126/180');
    expect(first).toContain('Proficient');
    expect(items.map((li) => li.querySelector('a')?.getAttribute('href'))).toEqual([
      '/assessment/results/r4',
      '/assessment/results/r3',
      '/assessment/results/r2',
    ]);
    expect(items[0]?.querySelector('a')?.textContent).toMatch(
      /^View Results for the assessment of November 24, 2026/,
    );
    expect(activity()?.textContent).not.toContain(EMPTY);
    const more = [...(activity()?.querySelectorAll('a') ?? [])].at(-1);
    expect(more?.getAttribute('href')).toBe('/profile');
    expect(more?.textContent).toBe('See all 4 saved assessments in your profile');
  });

  it('shows the specified text until something is saved', async () => {
    answer = async () => Response.json({ docs: [], totalDocs: 0 });
    await renderDashboard();
    expect(activity()?.textContent).toContain(EMPTY);
    expect(activity()?.querySelector('li')).toBeNull();
  });

  it('shows the specified text when the history cannot be read, and logs why', async () => {
    answer = async () => Response.json({ success: false, error: 'boom' }, { status: 500 });
    await renderDashboard();
    expect(activity()?.textContent).toContain(EMPTY);
    expect(console.error).toHaveBeenCalledWith(
      'Failed to fetch assessment history',
      expect.anything(),
    );
  });

  it('says it is loading meanwhile', async () => {
    answer = () => new Promise(() => {});
    await renderDashboard({ settled: false });
    await vi.waitFor(() => expect(activity()?.textContent).toContain('no plan in progress'));
    expect(activity()?.querySelector('[role="status"]')?.textContent).toBe(
      'Loading your recent activity...',
    );
  });
});
