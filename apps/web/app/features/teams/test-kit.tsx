// Test helpers for the team pages: a team report built by the engine from made-up counts, team
// answers, and a fetch stub that answers by method and path and records what was sent.
import type { TeamDetail, TeamReportResponse } from '@peak/contracts';
import {
  type BandCounts,
  buildTeamReport,
  CAPABILITIES,
  emptyTeamCounts,
  FAMILIES,
  type TeamTexts,
} from '@peak/scoring';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { vi } from 'vitest';
import { RouterNavigation } from '../../lib/router-navigation';
import { AuthContext, type AuthState } from '../auth';

const texts: TeamTexts = {
  opening: {
    title: 'What we share',
    withStrengths: 'You share {strengths}.',
    withoutStrengths: 'Start with what works.',
  },
  closing: { title: 'Agree the next step', detail: 'Agree one experiment for the next month.' },
  capabilities: Object.fromEntries(
    CAPABILITIES.map((c) => [
      c.name,
      { strength: `${c.name} strength.`, practice: `${c.name} practice.`, discuss: `${c.name}?` },
    ]),
  ) as TeamTexts['capabilities'],
};

/** Seven people: every capability spread its own way, so the report has strengths, gaps and splits. */
const SPREADS: BandCounts[] = [
  [0, 0, 1, 3, 3],
  [3, 2, 1, 1, 0],
  [2, 0, 1, 2, 2],
  [0, 1, 5, 1, 0],
];

export function testTeamReport(): Extract<TeamReportResponse, { status: 'ready' }> {
  const counts = emptyTeamCounts();
  counts.n = 7;
  counts.total = [0, 1, 4, 2, 0];
  CAPABILITIES.forEach((c, i) => {
    counts.capabilities[c.name] = [...(SPREADS[i % SPREADS.length] as BandCounts)] as BandCounts;
  });
  for (const f of FAMILIES) counts.families[f.name] = [0, 2, 3, 2, 0];
  counts.selfSystem = { self: 4, balanced: 2, system: 1 };
  counts.senseActivate = { sense: 2, balanced: 2, activate: 3 };
  const report = buildTeamReport(counts, { rules: [], texts });
  return {
    status: 'ready',
    counted: 7,
    complete: 7,
    minimum: 5,
    updatedAt: '2026-11-24T10:00:00.000Z',
    upToDate: true,
    report: {
      ...report,
      patterns: [
        {
          ruleId: 'team-rhythm',
          name: 'Shared Rhythm',
          polarity: 'strength',
          narrative: 'Six of your seven keep a steady rhythm.',
          actions: ['Keep the weekly review.'],
        },
      ],
    },
  };
}

export const WAITING: Extract<TeamReportResponse, { status: 'hidden' }> = {
  status: 'hidden',
  reason: 'too-few',
  complete: 2,
  minimum: 5,
  needed: 3,
  message:
    'The team report appears once at least 5 people have a complete result in it: it needs 3 more complete results.',
};

export function testTeam(role: 'owner' | 'member'): TeamDetail {
  const owner = role === 'owner';
  return {
    id: 'team-1',
    name: 'Leadership Team',
    organisation: 'Acme',
    role,
    createdAt: '2026-11-01T09:00:00.000Z',
    closed: false,
    members: 3,
    counted: 2,
    minimum: 5,
    people: [
      {
        id: 'm1',
        name: 'Olive Owner',
        role: 'owner',
        joinedAt: '2026-11-01T09:00:00.000Z',
        status: 'counted',
        me: owner,
      },
      {
        id: 'm2',
        name: 'Bea Member',
        role: 'member',
        joinedAt: '2026-11-02T09:00:00.000Z',
        status: 'counted',
        me: !owner,
      },
      {
        id: 'm3',
        name: 'Cy Member',
        role: 'member',
        joinedAt: '2026-11-03T09:00:00.000Z',
        status: 'no-result',
        me: false,
      },
    ],
    me: { memberId: owner ? 'm1' : 'm2', status: 'counted', resultId: 'r2', cannotCount: [] },
    invitations: owner
      ? [
          {
            id: 'inv-1',
            createdAt: '2026-11-01T09:00:00.000Z',
            expiresAt: '2099-11-15T09:00:00.000Z',
            maxUses: 20,
            uses: 2,
            revoked: false,
          },
          {
            id: 'inv-0',
            createdAt: '2026-10-01T09:00:00.000Z',
            expiresAt: '2026-10-15T09:00:00.000Z',
            maxUses: 20,
            uses: 0,
            revoked: true,
          },
        ]
      : [],
  };
}

export const HISTORY = {
  docs: [
    {
      id: 'r1',
      assessmentName: 'Peak Partners Prioritization Self-Assessment',
      timestamp: '2026-10-20T10:00:00.000Z',
      overallScore: 3,
      rawOverallScore: 108,
      maturityLevel: 'Developing',
    },
    {
      id: 'r2',
      assessmentName: 'Peak Partners Prioritization Self-Assessment',
      timestamp: '2026-11-20T10:00:00.000Z',
      overallScore: 3.5,
      rawOverallScore: 126,
      maturityLevel: 'Proficient',
    },
  ],
  totalDocs: 2,
};

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

export const signedIn = (overrides: Partial<AuthState> = {}): AuthState => ({
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
  ...overrides,
});

export const signedOut = (overrides: Partial<AuthState> = {}): AuthState => ({
  ...signedIn(),
  status: 'signed-out',
  user: null,
  ...overrides,
});

function TeamStandIn() {
  const { id } = useParams();
  return <h1>Team page {id}</h1>;
}

/** Renders `page` at `path`, with the team page's address standing in for navigation. */
export async function renderPage(
  container: HTMLElement,
  page: ReactNode,
  { auth, path }: { auth: AuthState; path: string },
): Promise<Root> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <MemoryRouter initialEntries={[path]}>
        <RouterNavigation>
          <AuthContext.Provider value={auth}>
            <Routes>
              <Route path={path} element={page} />
              <Route path="/teams/:id" element={<TeamStandIn />} />
            </Routes>
          </AuthContext.Provider>
        </RouterNavigation>
      </MemoryRouter>,
    ),
  );
  return root;
}

/** The buttons (and links) whose visible text or accessible name is `name`. */
export const byName = (scope: ParentNode, name: string) =>
  [...scope.querySelectorAll<HTMLElement>('button, a')].filter(
    (el) => el.getAttribute('aria-label') === name || el.textContent?.trim() === name,
  );
