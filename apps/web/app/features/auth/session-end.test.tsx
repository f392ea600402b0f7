// @vitest-environment jsdom
// The end of a session (auth-context.ts) forgets what the browser kept of the assessment (the
// report, its progress, its story, the request to save on sign-in), with the site's own accounts
// and with Clerk alike: on Sign out, even when its request fails, and when the signed-in account
// is gone or changes without it. A signed-out visitor who signs in keeps their report.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NARRATIVE_KEY,
  PROGRESS_KEY,
  RESULTS_KEY,
  SAVE_ON_SIGN_IN_KEY,
  STORY_KEY,
} from '../../lib/kept-in-browser';
import { type Navigation, NavigationProvider } from '../../lib/navigation';
import { type AuthState, useAuth } from './auth-context';
import { LocalAuthProvider } from './local-auth-provider';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Clerk's hooks as the bridge reads them, driven by the test.
const clerk = vi.hoisted(() => ({
  signOut: vi.fn(async () => {}),
  isLoaded: true,
  isSignedIn: true as boolean,
  user: null as null | Record<string, unknown>,
}));
vi.mock('@clerk/react', () => ({
  ClerkProvider: ({ children }: { children: ReactNode }) => children,
  useClerk: () => ({ signOut: clerk.signOut, openSignIn: () => {}, openSignUp: () => {} }),
  useAuth: () => ({ isLoaded: clerk.isLoaded, isSignedIn: clerk.isSignedIn }),
  useUser: () => ({ user: clerk.user }),
}));
const { default: ClerkAuthProvider } = await import('./clerk-auth-provider');

const clerkUser = (id: string) => ({
  id,
  firstName: 'Ada',
  lastName: 'Tester',
  primaryEmailAddress: { emailAddress: 'ada@example.com', verification: { status: 'verified' } },
});

let root: Root | undefined;
let container: HTMLElement;
let auth: AuthState | undefined;
let me: () => Promise<Response>;

function Probe() {
  auth = useAuth();
  return null;
}

const navigation: Navigation = {
  Link: ({ to, ...props }) => <a href={to} {...props} />,
  pathname: '/assessment/take',
  navigate: () => {},
};

/** Everything the take page keeps, as a finished report with a story leaves it. */
function keepAssessment() {
  for (const key of [PROGRESS_KEY, RESULTS_KEY, NARRATIVE_KEY, STORY_KEY])
    localStorage.setItem(key, '{}');
  sessionStorage.setItem(SAVE_ON_SIGN_IN_KEY, '1');
  localStorage.setItem('exclude_from_analytics', 'true');
}

/** What is left of it: only the analytics flag, which is the device's, not the person's. */
const kept = () => ({
  local: Object.keys({ ...localStorage }).sort(),
  session: Object.keys({ ...sessionStorage }),
});
const NOTHING_KEPT = { local: ['exclude_from_analytics'], session: [] };

const settle = () => act(async () => {});

beforeEach(() => {
  auth = undefined;
  clerk.signOut.mockClear();
  clerk.isSignedIn = true;
  clerk.user = clerkUser('user_clerk_1');
  me = async () =>
    Response.json({
      user: {
        id: 'user-1',
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Tester',
        emailVerified: true,
      },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/api/auth/me') return me();
      if (path === '/api/auth/sign-out') throw new TypeError('Failed to fetch');
      throw new Error(`unexpected request ${input}`);
    }),
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function renderLocal() {
  act(() =>
    root?.render(
      <NavigationProvider value={navigation}>
        <LocalAuthProvider>
          <Probe />
        </LocalAuthProvider>
      </NavigationProvider>,
    ),
  );
}

const renderClerk = () =>
  act(() =>
    root?.render(
      <ClerkAuthProvider publishableKey="pk_test_Y2xlcmsuZXhhbXBsZS5jb20k">
        <Probe />
      </ClerkAuthProvider>,
    ),
  );

describe('with the site’s own accounts', () => {
  it('forgets the kept assessment on Sign out, although the sign-out request fails', async () => {
    renderLocal();
    await vi.waitFor(() => expect(auth?.status).toBe('signed-in'));
    keepAssessment();
    await act(async () => auth?.signOut());
    expect(auth?.status).toBe('signed-out');
    expect(kept()).toEqual(NOTHING_KEPT);
  });

  it('keeps a signed-out visitor’s report while nobody was signed in', async () => {
    me = async () => Response.json({ error: 'Not signed in' }, { status: 401 });
    keepAssessment();
    renderLocal();
    await vi.waitFor(() => expect(auth?.status).toBe('signed-out'));
    await settle();
    expect(localStorage.getItem(RESULTS_KEY)).toBe('{}');
  });
});

describe('with Clerk', () => {
  it('forgets the kept assessment on Sign out, before Clerk is asked', async () => {
    renderClerk();
    await settle();
    expect(auth?.status).toBe('signed-in');
    keepAssessment();
    clerk.signOut.mockImplementationOnce(async () => {
      expect(kept()).toEqual(NOTHING_KEPT);
    });
    await act(async () => auth?.signOut());
    expect(clerk.signOut).toHaveBeenCalledWith({ redirectUrl: '/' });
    expect(kept()).toEqual(NOTHING_KEPT);
  });

  it('forgets it when the session ends elsewhere, or another account signs in', async () => {
    renderClerk();
    await settle();
    keepAssessment();
    // Signed out in another tab: Clerk tells this one.
    clerk.isSignedIn = false;
    clerk.user = null;
    renderClerk();
    await settle();
    expect(auth?.status).toBe('signed-out');
    expect(kept()).toEqual(NOTHING_KEPT);

    // A visitor's report is theirs when they sign in...
    keepAssessment();
    clerk.isSignedIn = true;
    clerk.user = clerkUser('user_clerk_2');
    renderClerk();
    await settle();
    expect(localStorage.getItem(RESULTS_KEY)).toBe('{}');
    // ...and not the next account's.
    clerk.user = clerkUser('user_clerk_3');
    renderClerk();
    await settle();
    expect(auth?.user?.id).toBe('user_clerk_3');
    expect(kept()).toEqual(NOTHING_KEPT);
  });
});
