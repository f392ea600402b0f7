import ISLANDS_ENTRY from 'virtual:islands-entry';
import { useContext, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useLocation,
  useMatches,
} from 'react-router';
import type { Route } from './+types/root';
import { Island, IslandsDocument, wantsIslands } from './components/island';
import { SiteFooter } from './components/layout/site-footer';
import { SiteHeader } from './components/layout/site-header';
import { AuthProvider } from './features/auth/auth-provider';
import { loadAnalytics } from './lib/analytics';
import { captureFunnelSource } from './lib/funnel-source';
import { useAdoptInlinedStyles } from './lib/inlined-styles';
import { documentNavigation, NavigationProvider } from './lib/navigation';
import { RouterNavigation } from './lib/router-navigation';
import { SiteSettingsProvider } from './lib/site-settings';
import { loadSiteSettings } from './lib/site-settings.server';
import './styles/global.css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * Whether this document is pre-rendered for hydration as islands: only in the production build,
 * for a page whose route asks for it. In the browser the router always runs the page (after a
 * client navigation to such a page, say), and in development too (hot reload needs its scripts).
 */
function useIslandsDocument(): boolean {
  const matches = useMatches();
  // The client app's fallback page is rendered for "/" too, and must keep the router's scripts.
  const spaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode ?? false;
  return (
    import.meta.env.SSR &&
    import.meta.env.PROD &&
    !spaFallback &&
    wantsIslands(matches.at(-1)?.handle)
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const islands = useIslandsDocument();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {children}
        {islands ? (
          <script type="module" src={ISLANDS_ENTRY} />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

// Build time only: the site settings every page is rendered with; the browser refreshes them.
export const loader = () => loadSiteSettings();

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    captureFunnelSource();
    loadAnalytics();
  }, []);
  useAdoptInlinedStyles();
  const islands = useIslandsDocument();
  return (
    <IslandsDocument.Provider value={islands}>
      <SiteSettingsProvider initial={loaderData}>
        <Navigation islands={islands}>
          <AuthProvider>
            {/* On a page hydrated as islands, the header hydrates with the settings it shows. */}
            <Island name="site-header" props={{ settings: loaderData }}>
              <SiteHeader />
            </Island>
            <main id="main" tabIndex={-1}>
              <Outlet />
            </main>
            <SiteFooter />
          </AuthProvider>
        </Navigation>
      </SiteSettingsProvider>
    </IslandsDocument.Provider>
  );
}

/** Islands navigate with the browser, so their pre-rendered links are the browser's too. */
function Navigation({ islands, children }: { islands: boolean; children: React.ReactNode }) {
  const { pathname } = useLocation();
  if (!islands) return <RouterNavigation>{children}</RouterNavigation>;
  return <NavigationProvider value={documentNavigation(pathname)}>{children}</NavigationProvider>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  const stack = !isRouteErrorResponse(error) && error instanceof Error ? error.stack : undefined;
  return (
    <main id="main" className="container section">
      <h1>Unexpected Application Error!</h1>
      <p>{detail}</p>
      {stack ? <pre className="error-stack">{stack}</pre> : null}
    </main>
  );
}
