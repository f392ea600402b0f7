// @vitest-environment jsdom
// /teams/join/:token: the invitation's team, owner and size for anyone; what the owner will and
// will not see; signed out, the way to sign in on this page; signed in, Join needs the consent
// (the button stays enabled and says what is missing), then sends the token, the consent and the
// chosen result, and goes to the team.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JoinPage, SIGN_IN_TITLE, UNUSABLE_TITLE } from './join-page';
import { byName, type Call, HISTORY, renderPage, signedIn, signedOut, stubApi } from './test-kit';
import { CONSENT_MISSING } from './texts';

const TOKEN = 'a'.repeat(43);
const PATH = `/teams/join/${TOKEN}`;
const PREVIEW = {
  name: 'Leadership Team',
  organisation: 'Acme',
  owner: 'Olive Owner',
  memberCount: 4,
  minimum: 5,
};

let root: Root | undefined;
let container: HTMLElement;
let calls: Call[];

beforeEach(() => {
  // The answers land after the act() that rendered the page (React's act warning).
  vi.spyOn(console, 'error').mockImplementation(() => {});
  container = document.createElement('div');
  document.body.append(container);
  calls = stubApi({
    [`GET /api/teams/join/${TOKEN}`]: () => Response.json(PREVIEW),
    'GET /api/assessment-results': () => Response.json(HISTORY),
    'POST /api/teams/join': () => Response.json({ teamId: 'team-1', name: 'Leadership Team' }),
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
const joinButton = () => byName(container, 'Join Leadership Team')[0] as HTMLButtonElement;
const consent = () => container.querySelector<HTMLInputElement>('input[name="consent"]');

async function render(auth = signedIn()) {
  root = await renderPage(container, <JoinPage token={TOKEN} />, { auth, path: PATH });
  await vi.waitFor(() =>
    expect(container.querySelector('h1')?.textContent).toBe('Join Leadership Team'),
  );
}

describe('the invitation, for anyone', () => {
  it('names the team, its owner and its size, and what the owner will and will not see', async () => {
    await render(signedOut());
    expect(text()).toContain(
      'Olive Owner invited you to join Leadership Team (Acme), a team of 4 people',
    );
    expect(text()).toContain('What Olive Owner and the team will see');
    expect(text()).toContain('Your scores, for any capability, family or in total.');
    expect(text()).toContain('Your archetype or your story.');
    expect(text()).toContain(
      'the team report appears once at least 5 people have one: every figure in it counts at least 5 people',
    );
    // The one case where a count names everyone's band is said before consent.
    expect(text()).toContain(
      "when everyone counted is in the same band of a capability, that band is everyone's, yours too",
    );
  });

  it('asks a signed-out visitor to sign in or sign up on this page, and shows no form', async () => {
    const openSignIn = vi.fn();
    const openSignUp = vi.fn();
    await render(signedOut({ openSignIn, openSignUp }));
    expect(text()).toContain(SIGN_IN_TITLE);
    expect(consent()).toBeNull();
    await act(async () => byName(container, 'Sign In')[0]?.click());
    await act(async () => byName(container, 'Create Account')[0]?.click());
    expect(openSignIn).toHaveBeenCalledOnce();
    expect(openSignUp).toHaveBeenCalledOnce();
    expect(calls.map((c) => c.path)).toEqual([`/api/teams/join/${TOKEN}`]);
  });

  it('says why an invitation cannot be used', async () => {
    stubApi({
      [`GET /api/teams/join/${TOKEN}`]: () =>
        Response.json({ error: 'This invitation has expired.' }, { status: 404 }),
    });
    root = await renderPage(container, <JoinPage token={TOKEN} />, {
      auth: signedIn(),
      path: PATH,
    });
    await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).toBe(UNUSABLE_TITLE));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'This invitation has expired.',
    );
    expect(joinButton()).toBeUndefined();
  });
});

describe('joining, signed in', () => {
  it('needs the consent: Join stays enabled and says what is missing, and nothing is sent', async () => {
    await render();
    await vi.waitFor(() =>
      expect(container.querySelectorAll('input[type="radio"]')).toHaveLength(3),
    );
    expect(joinButton().disabled).toBe(false);
    await act(async () => joinButton().click());
    expect(text()).toContain(CONSENT_MISSING);
    expect(consent()?.getAttribute('aria-invalid')).toBe('true');
    const described = consent()?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toContain(CONSENT_MISSING);
    expect(document.activeElement).toBe(consent());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends the token, the consent and the newest saved result, then opens the team', async () => {
    await render();
    await vi.waitFor(() =>
      expect(container.querySelectorAll('input[type="radio"]')).toHaveLength(3),
    );
    const checked = container.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    expect(checked?.value).toBe('r2');
    await act(async () => consent()?.click());
    expect(text()).not.toContain(CONSENT_MISSING);
    await act(async () => joinButton().click());
    await vi.waitFor(() =>
      expect(container.querySelector('h1')?.textContent).toBe('Team page team-1'),
    );
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/teams/join',
      body: { token: TOKEN, consent: true, resultId: 'r2' },
    });
  });

  it('can count the next saved result instead', async () => {
    await render();
    await vi.waitFor(() =>
      expect(container.querySelectorAll('input[type="radio"]')).toHaveLength(3),
    );
    const next = container.querySelector<HTMLInputElement>('input[type="radio"][value="next"]');
    await act(async () => next?.click());
    await act(async () => consent()?.click());
    await act(async () => joinButton().click());
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ token: TOKEN, consent: true });
  });

  it("shows the server's reason when joining fails", async () => {
    stubApi({
      [`GET /api/teams/join/${TOKEN}`]: () => Response.json(PREVIEW),
      'GET /api/assessment-results': () => Response.json(HISTORY),
      'POST /api/teams/join': () =>
        Response.json({ error: 'You are already a member of this team.' }, { status: 409 }),
    });
    await render();
    await act(async () => consent()?.click());
    await act(async () => joinButton().click());
    await vi.waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(
        'You are already a member of this team.',
      ),
    );
  });
});
