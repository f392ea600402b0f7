// @vitest-environment jsdom
// /teams: signed out, the prompt to sign in; signed in, my teams (name, organisation, my role,
// members, counted) and the form to create one, which says what is missing and opens the new team.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_TEAMS, TeamsPage } from './teams-page';
import { byName, type Call, renderPage, signedIn, signedOut, stubApi, testTeam } from './test-kit';

let root: Root | undefined;
let container: HTMLElement;
let calls: Call[];
let docs: unknown[];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  container = document.createElement('div');
  document.body.append(container);
  docs = [
    {
      id: 'team-1',
      name: 'Leadership Team',
      organisation: 'Acme',
      role: 'owner',
      createdAt: '2026-11-01T09:00:00.000Z',
      closed: false,
      members: 7,
      counted: 5,
    },
  ];
  calls = stubApi({
    'GET /api/teams': () => Response.json({ docs }),
    'POST /api/teams': () => Response.json(testTeam('owner'), { status: 201 }),
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const text = () => container.textContent?.replace(/\s+/g, ' ') ?? '';

async function render(auth = signedIn()) {
  root = await renderPage(container, <TeamsPage />, { auth, path: '/teams' });
}

describe('/teams', () => {
  it('asks a signed-out visitor to sign in, and loads nothing', async () => {
    await render(signedOut());
    expect(text()).toContain('Sign in to see your teams');
    expect(byName(container, 'Sign In')).toHaveLength(1);
    expect(calls).toEqual([]);
  });

  it('lists my teams with my role, members and results counted', async () => {
    await render();
    await vi.waitFor(() => expect(container.querySelector('.team-card')).not.toBeNull());
    const card = container.querySelector('.team-card');
    expect(card?.querySelector('a')?.getAttribute('href')).toBe('/teams/team-1');
    expect(card?.textContent).toBe(
      'Leadership TeamAcmeYour roleOwnerMembers7 peopleIn the report5 results',
    );
  });

  it('says so when I am in no team', async () => {
    docs = [];
    await render();
    await vi.waitFor(() => expect(text()).toContain(NO_TEAMS));
  });

  it('asks for a name, then creates the team and opens it', async () => {
    await render();
    const name = container.querySelector<HTMLInputElement>('input[name="name"]');
    await act(async () => byName(container, 'Create team')[0]?.click());
    expect(name?.getAttribute('aria-invalid')).toBe('true');
    expect(text()).toContain('Please give the team a name.');
    expect(document.activeElement).toBe(name);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    await act(async () => {
      setValue?.call(name, 'Leadership Team');
      name?.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => byName(container, 'Create team')[0]?.click());
    await vi.waitFor(() =>
      expect(container.querySelector('h1')?.textContent).toBe('Team page team-1'),
    );
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/teams',
      body: { name: 'Leadership Team' },
    });
  });
});
