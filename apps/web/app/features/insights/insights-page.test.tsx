// @vitest-environment jsdom
// The staff's insights: each figure a table with its numbers (the bars only draw them), the range
// asked again when changed, the CSV for the range shown, and the site's not-found page for anyone
// the API does not take for staff.
import type { Insights } from '@peak/contracts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterNavigation } from '../../lib/router-navigation';
import { AuthContext, type AuthState } from '../auth';
import { InsightsPage } from './insights-page';

const staff: AuthState = {
  status: 'signed-in',
  user: {
    id: 'staff-1',
    email: 'sam@example.com',
    firstName: 'Sam',
    lastName: 'Staff',
    emailVerified: true,
  },
  openSignIn: () => {},
  openSignUp: () => {},
  signOut: async () => {},
};

/** Stubs fetch: each request's address is kept, and `answer` answers it. */
function stubApi(answer: () => Response) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      urls.push(input);
      if (!input.startsWith('/api/staff/insights')) throw new Error(`unexpected ${input}`);
      return answer();
    }),
  );
  return urls;
}

async function render() {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const made = createRoot(container);
  await act(async () =>
    made.render(
      <MemoryRouter initialEntries={['/staff/insights']}>
        <RouterNavigation>
          <AuthContext.Provider value={staff}>
            <InsightsPage />
          </AuthContext.Provider>
        </RouterNavigation>
      </MemoryRouter>,
    ),
  );
  return made;
}

/** Sets a field's value as typing does, so React sees it. */
async function type(field: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

let root: Root | undefined;
let container: HTMLElement;

const insights = (from = '2026-09-08', to = '2026-11-30'): Insights => ({
  from,
  to,
  weeks: [
    { week: '2026-11-23', steps: { started: 3, finished: 2, saved: 1, 'review-requested': 1 } },
  ],
  funnel: [
    { step: 'assessment-viewed', count: 3, ofPrevious: null },
    { step: 'intro-viewed', count: 3, ofPrevious: 1 },
    { step: 'started', count: 3, ofPrevious: 1 },
    { step: 'question-reached', count: 92, ofPrevious: null },
    { step: 'finished', count: 2, ofPrevious: 2 / 3 },
    { step: 'report-viewed', count: 2, ofPrevious: 1 },
    { step: 'saved', count: 1, ofPrevious: 0.5 },
    { step: 'shared', count: 0, ofPrevious: 0 },
    { step: 'review-requested', count: 1, ofPrevious: 0.5 },
    { step: 'plan-made', count: 0, ofPrevious: 0 },
  ],
  byPosition: [
    { position: 11, reached: 3, lost: 0 },
    { position: 12, reached: 3, lost: 1 },
    { position: 13, reached: 2, lost: 0 },
  ],
  byQuestion: [
    {
      questionId: 'q12',
      text: 'I say no to work that does not serve the goal.',
      reached: 3,
      lost: 1,
    },
    { questionId: 'q11', text: 'I plan my week.', reached: 3, lost: 0 },
  ],
  completion: { finished: 2, medianMinutes: 9 },
  bands: [{ band: 'Developing', finished: 2, reviews: 1, rate: 0.5 }],
  sources: [{ source: 'linkedin.com', started: 3, reviews: 1, rate: 1 / 3 }],
});

const rows = (table: Element) =>
  [...table.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('th, td')].map((c) => c.textContent?.trim()),
  );
const tableOf = (caption: string) =>
  [...container.querySelectorAll('table')].find((t) =>
    t.caption?.textContent?.startsWith(caption),
  ) as HTMLTableElement;

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

async function open() {
  root = await render();
  await vi.waitFor(() => expect(container.querySelector('table')).not.toBeNull());
}

describe('the staff insights', () => {
  it('shows each figure as a table with its numbers', async () => {
    stubApi(() => Response.json(insights()));
    await open();
    expect(container.querySelector('h1')?.textContent).toBe('Assessment insights');
    const headline = [...container.querySelectorAll('.insights-headline div')].map(
      (d) => d.textContent,
    );
    expect(headline).toEqual([
      'Started3',
      'Finished2',
      'Saved1',
      'Review requested1',
      'Median time to finish9 min',
    ]);
    expect(rows(tableOf('Each step')).slice(3, 5)).toEqual([
      ['Finished', '2', '66.7%'],
      ['Report viewed', '2', '100%'],
    ]);
    expect(rows(tableOf('How many reached'))).toEqual([
      ['11', '3', '0'],
      ['12', '3', '1'],
      ['13', '2', '0'],
    ]);
    expect(rows(tableOf('The questions people stopped'))).toEqual([
      ['I say no to work that does not serve the goal.', '3', '1'],
    ]);
    expect(rows(tableOf('Each week'))).toEqual([['23 Nov', '3', '2', '1', '1']]);
    expect(rows(tableOf('Who finished'))).toEqual([['Developing', '2', '1', '50%']]);
    expect(rows(tableOf('Starts by'))).toEqual([['linkedin.com', '3', '1', '33.3%']]);
    // The bars are drawn from the numbers and left out for screen readers.
    for (const bar of container.querySelectorAll('.insights-bar'))
      expect(bar.getAttribute('aria-hidden')).toBe('true');
    const csv = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Export CSV');
    expect(csv?.getAttribute('href')).toBe('/api/staff/insights.csv?from=2026-09-08&to=2026-11-30');
  });

  it('asks for the range chosen', async () => {
    const urls = stubApi(() => Response.json(insights()));
    await open();
    await type(container.querySelector('input[type="date"]') as HTMLInputElement, '2026-01-05');
    await act(async () => (container.querySelector('form') as HTMLFormElement).requestSubmit());
    await vi.waitFor(() => expect(urls).toHaveLength(2));
    expect(urls).toEqual([
      '/api/staff/insights',
      '/api/staff/insights?from=2026-01-05&to=2026-11-30',
    ]);
  });

  it('is the not-found page for anyone who is not staff', async () => {
    stubApi(() => Response.json({ success: false, error: 'Not Found' }, { status: 404 }));
    root = await render();
    await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).not.toBe(''));
    await vi.waitFor(() =>
      expect(container.querySelector('h1')?.textContent).not.toBe('Assessment insights'),
    );
    expect(container.querySelector('table')).toBeNull();
  });
});
