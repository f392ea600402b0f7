// @vitest-environment jsdom
// The header's name and logo are the site settings': the pre-rendered header shows the build's,
// and once the page's one refresh read answers, the new ones, under the router's provider and as
// an island (no provider above it), where it hydrates without a mismatch even when the refresh
// answered before it hydrated.
import bundled from '@peak/content/data/site-settings.json';
import { act, type ReactNode, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '../components/layout/site-header';
import { AuthContext, type AuthState } from '../features/auth';
import { documentNavigation, NavigationProvider } from '../lib/navigation';
import { type SiteSettings, SiteSettingsProvider } from '../lib/site-settings';
import { rememberSiteSettings } from '../lib/site-settings-now';
import { readSiteSettings } from '../lib/site-settings-refresh';
import SiteHeaderIsland from './parts/site-header';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const settings = (changes: Partial<SiteSettings>): SiteSettings => {
  const read = readSiteSettings({ ...bundled, ...changes });
  if (!read) throw new Error('the settings were refused');
  return read;
};
const BUILT = settings({});
const CHANGED = settings({ siteName: 'Northwind Advisory', logo: '/media/northwind.svg' });

// What the sign-in provider gives while it asks who is signed in, as when the page is pre-rendered.
const AUTH_LOADING: AuthState = {
  status: 'loading',
  user: null,
  openSignIn: () => {},
  openSignUp: () => {},
  signOut: async () => {},
};

let refreshed: SiteSettings | null = null;
let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  refreshed = null;
  // Signed out; the settings' refresh answers `refreshed`, or fails as when the API is down.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/api/auth/me')
        return Response.json({ error: 'Not signed in' }, { status: 401 });
      if (path === '/api/globals/site-settings' && refreshed) return Response.json(refreshed);
      return new Response(null, { status: 503 });
    }),
  );
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  rememberSiteSettings(BUILT);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The header under the router's provider, filled with the build's settings. */
const routerHeader = (
  <SiteSettingsProvider initial={BUILT}>
    <AuthContext.Provider value={AUTH_LOADING}>
      <SiteHeader />
    </AuthContext.Provider>
  </SiteSettingsProvider>
);
/** The header island with the props a page hydrated as islands gives it (root.tsx). */
const islandHeader = <SiteHeaderIsland settings={BUILT} />;

const withNavigation = (tree: ReactNode) => (
  <NavigationProvider value={documentNavigation('/')}>{tree}</NavigationProvider>
);
const home = () => container.querySelector('a.site-logo');
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

/**
 * Pre-renders `tree` as the build does, runs `meanwhile` (what happens before the script hydrates
 * it), then hydrates it as the browser does; returns what React reported (mismatches included).
 */
function hydrate(tree: ReactNode, meanwhile = () => {}): unknown[] {
  const errors: unknown[] = [];
  container.innerHTML = renderToString(withNavigation(tree));
  meanwhile();
  vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  act(() => {
    root = hydrateRoot(container, <StrictMode>{withNavigation(tree)}</StrictMode>, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return errors;
}

describe('the site header', () => {
  it("pre-renders the settings' name, as the home link's name too, and their logo, sized", () => {
    container.innerHTML = renderToString(withNavigation(routerHeader));
    expect(home()?.getAttribute('aria-label')).toBe('Peak Partners, home');
    expect(home()?.textContent).toBe('Peak Partners');
    const logo = home()?.querySelector('img');
    expect(logo?.getAttribute('src')).toBe('/favicon.svg');
    // Decorative, and its box is known before the image arrives.
    expect(logo?.getAttribute('alt')).toBe('');
    expect([logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual(['32', '32']);
  });

  it('shows the refreshed name and logo under the router’s provider', async () => {
    refreshed = CHANGED;
    const errors = hydrate(routerHeader);
    await settle();
    expect(errors).toEqual([]);
    expect(home()?.getAttribute('aria-label')).toBe('Northwind Advisory, home');
    expect(home()?.textContent).toBe('Northwind Advisory');
    expect(home()?.querySelector('img')?.getAttribute('src')).toBe('/media/northwind.svg');
  });

  it('as an island, hydrates with the build’s settings though the refresh answered first, then shows it', async () => {
    // The islands' entry remembered the refresh before this island's code had loaded.
    const errors = hydrate(islandHeader, () => rememberSiteSettings(CHANGED));
    await settle();
    expect(errors).toEqual([]);
    expect(home()?.getAttribute('aria-label')).toBe('Northwind Advisory, home');
    expect(home()?.textContent).toBe('Northwind Advisory');
    expect(home()?.querySelector('img')?.getAttribute('src')).toBe('/media/northwind.svg');
  });

  it('as an island, shows a refresh that answers after it has hydrated', async () => {
    // Until the entry's read answers, the island shows what the page was pre-rendered with.
    const errors = hydrate(islandHeader);
    await settle();
    expect(home()?.textContent).toBe('Peak Partners');
    act(() => rememberSiteSettings(CHANGED));
    expect(errors).toEqual([]);
    expect(home()?.getAttribute('aria-label')).toBe('Northwind Advisory, home');
    expect(home()?.querySelector('img')?.getAttribute('src')).toBe('/media/northwind.svg');
  });
});
