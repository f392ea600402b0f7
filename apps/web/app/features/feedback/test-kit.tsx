// Test helpers for the 360's pages: a rater's view with the 36 statements (three per capability),
// a 360 as its owner sees it, a report, a fetch stub that answers by method and path and records
// what was sent, and a render inside the router with the page's address shown.
import type {
  FeedbackDetail,
  FeedbackReportView,
  FeedbackRowView,
  RaterView,
} from '@peak/contracts';
import { CAPABILITIES, FAMILIES } from '@peak/scoring';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { RouterNavigation } from '../../lib/router-navigation';
import { AuthContext, type AuthState } from '../auth';

export const TOKEN = 'Zq9SecretTokenValue_0123456789abcdefghijklm';
export const OWN_TOKEN = 'Own9RaterTokenValue_0123456789abcdefghijklm';
export const ID = '3f2a9c1e-0b7d-4c55-9e0e-6a1f2b3c4d5e';

const OPTIONS = ['Rarely', 'Sometimes', 'Often', 'Usually', 'Consistently'];

export function raterView(overrides: Partial<RaterView> = {}): RaterView {
  return {
    askedBy: 'Ada Tester',
    group: 'peers',
    closesAt: '2026-12-17T12:00:00.000Z',
    open: true,
    minutes: 10,
    minimum: 3,
    items: CAPABILITIES.flatMap((c, ci) =>
      [1, 2, 3].map((n) => ({
        questionId: `o${ci * 3 + n}`,
        capability: c.name,
        family: c.family,
        text: `They show ${c.name} (${n}).`,
        options: OPTIONS.map((text, i) => ({ score: i + 1, text })),
      })),
    ),
    notSeen: 'I have not seen this',
    families: FAMILIES.map((f) => f.name),
    responses: [],
    comments: {},
    showAsManager: false,
    submittedAt: null,
    ...overrides,
  };
}

export function feedbackDetail(overrides: Partial<FeedbackDetail> = {}): FeedbackDetail {
  return {
    id: ID,
    resultId: '6f1c2b1e-8d7a-4c1e-9f3a-2b5d7e9a1c4f',
    createdAt: '2026-12-03T12:00:00.000Z',
    closesAt: '2026-12-17T12:00:00.000Z',
    open: true,
    minimum: 3,
    groups: [
      { group: 'manager', invited: 1, answered: null, needed: null, shown: false },
      { group: 'peers', invited: 4, answered: 2, needed: 1, shown: false },
      { group: 'direct-reports', invited: 3, answered: 3, needed: 0, shown: true },
      { group: 'others', invited: 0, answered: null, needed: null, shown: false },
    ],
    predictions: [],
    invitations: [
      {
        id: 'inv-1',
        group: 'peers',
        email: 'sam@example.com',
        createdAt: '2026-12-03T12:05:00.000Z',
        revoked: false,
      },
    ],
    links: [],
    ...overrides,
  };
}

const figure = (mean: number, n = 3) => ({
  n,
  mean,
  sd: 0.5,
  agreement: 'close' as const,
});

function row(level: 'capability' | 'family', name: string, i: number): FeedbackRowView {
  const verdicts = ['blind-spot', 'hidden-strength', 'agree', 'too-few'] as const;
  return {
    level,
    name,
    self: 3.5,
    groups: { 'direct-reports': figure(3 + (i % 3) / 2) },
    allOthers: { ...figure(3.2, 4), agreement: 'wide' },
    gap: { difference: 0.3, error: 0.5, verdict: verdicts[i % 4] as (typeof verdicts)[number] },
  };
}

export function feedbackReport(): FeedbackReportView {
  const { invitations: _i, links: _l, ...feedback } = feedbackDetail();
  return {
    feedback,
    counted: 4,
    allOthersShown: true,
    shown: { 'direct-reports': 3 },
    capabilities: CAPABILITIES.map((c, i) => row('capability', c.name, i)),
    families: FAMILIES.map((f, i) => row('family', f.name, i)),
    predictions: [
      {
        group: 'direct-reports',
        family: 'Motivational Activation',
        score: 4,
        actual: 3.5,
        difference: -0.5,
        verdict: 'lower',
      },
      {
        group: 'peers',
        family: 'Motivational Activation',
        score: 3,
        actual: null,
        difference: null,
        verdict: 'hidden',
      },
    ],
    comments: [
      {
        family: 'Motivational Activation',
        texts: [
          { text: 'Always knows the one thing that matters.', mentionsName: false },
          { text: 'Sam says she starts strong.', mentionsName: true },
        ],
      },
      { family: 'Execution Rhythms', texts: [] },
    ],
  };
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Answer = (call: Call) => Response | Promise<Response>;

/** Stubs fetch: `answers` by "METHOD /path"; anything else fails the test loudly. */
export function stubApi(answers: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(input, 'http://localhost').pathname;
      const call = {
        method,
        path,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const answer = answers[`${method} ${path}`];
      if (!answer) throw new Error(`unexpected request ${method} ${path}`);
      return answer(call);
    }),
  );
  return calls;
}

export const signedIn = (): AuthState => ({
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
});

export const signedOut = (): AuthState => ({ ...signedIn(), status: 'signed-out', user: null });

/** The page's address, as the router holds it. */
function Address() {
  const { pathname } = useLocation();
  return <output data-testid="address">{pathname}</output>;
}

/** Renders `page` at `path` (matched by `pattern`), with any other address standing in as text. */
export async function renderAt(
  container: HTMLElement,
  page: ReactNode,
  { path, pattern = path, auth = signedIn() }: { path: string; pattern?: string; auth?: AuthState },
): Promise<Root> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <MemoryRouter initialEntries={[path]}>
        <RouterNavigation>
          <AuthContext.Provider value={auth}>
            <Address />
            <Routes>
              <Route path={pattern} element={page} />
              <Route path="*" element={<h1>Another page</h1>} />
            </Routes>
          </AuthContext.Provider>
        </RouterNavigation>
      </MemoryRouter>,
    ),
  );
  return root;
}

export const address = (container: HTMLElement) =>
  container.querySelector('[data-testid="address"]')?.textContent;

/** The buttons (and links) whose visible text or accessible name is `name`. */
export const byName = (scope: ParentNode, name: string) =>
  [...scope.querySelectorAll<HTMLElement>('button, a')].filter(
    (el) => el.getAttribute('aria-label') === name || el.textContent?.trim() === name,
  );

/** Sets a field's value as typing does, so React sees it. */
export async function type(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
) {
  const proto = Object.getPrototypeOf(field);
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

/** The form control a label names. */
export const byLabel = <T extends HTMLElement>(scope: ParentNode, text: string) => {
  const label = [...scope.querySelectorAll('label')].find((l) => l.textContent === text);
  return document.getElementById(label?.htmlFor ?? '') as T;
};

export const text = () => document.body.textContent?.replace(/\s+/g, ' ') ?? '';
