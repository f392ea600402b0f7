// The header on every page: the site's name and logo (the site settings), the six nav links
// (current one highlighted), a menu that folds away at 768 px or less, and the sign-in area in its
// three states. On a page hydrated as islands it is an island of its own (islands/parts/
// site-header.tsx), whose provider brings it the settings, so its name and logo carry no
// `data-setting-*` marks: React keeps them current there as everywhere.
import { useEffect, useId, useRef, useState } from 'react';
import { isSignedIn, useAuth } from '../../features/auth';
import { track } from '../../lib/analytics';
import { AppLink, isCurrentPath, useNavigation } from '../../lib/navigation';
import { useSiteSettings } from '../../lib/site-settings';
import { Button } from '../ui';
import { UserMenu } from './user-menu';
import './site-header.css';

export const NAV_ITEMS = [
  { label: 'About', to: '/about' },
  { label: 'Services', to: '/services' },
  { label: 'Book', to: '/the-book' },
  { label: 'Assessment', to: '/assessment' },
  { label: 'Podcast', to: '/podcast' },
  { label: 'Connect', to: '/contact' },
] as const;

function AuthArea({ onNavigate }: { onNavigate: () => void }) {
  const auth = useAuth();
  if (isSignedIn(auth)) {
    return (
      <div className="auth-area">
        <AppLink to="/dashboard" className="button button-ghost button-small" onClick={onNavigate}>
          Dashboard
        </AppLink>
        <UserMenu />
      </div>
    );
  }
  if (auth.status === 'error') {
    return (
      <p className="auth-area auth-unavailable" role="status">
        Sign-in is unavailable right now.
      </p>
    );
  }
  // While the provider loads, the buttons are shown but inert.
  const loading = auth.status === 'loading';
  return (
    <div className="auth-area">
      <Button variant="secondary" size="small" disabled={loading} onClick={auth.openSignIn}>
        Sign In
      </Button>
      <Button size="small" disabled={loading} onClick={auth.openSignUp}>
        Sign Up
      </Button>
    </div>
  );
}

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useNavigation();
  const { siteName, logo } = useSiteSettings();

  // A new page closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <AppLink to="/" className="site-logo" aria-label={`${siteName}, home`}>
          {/* Decorative: the link has its name. Sized so the image takes its place at once. */}
          <img src={logo} alt="" width={32} height={32} />
          <span>{siteName}</span>
        </AppLink>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
          <span className="menu-icon" aria-hidden="true" />
        </button>
        <div id={menuId} className={open ? 'site-menu site-menu-open' : 'site-menu'}>
          <nav aria-label="Main">
            <ul className="site-nav">
              {NAV_ITEMS.map((item) => {
                const current = isCurrentPath(pathname, item.to);
                return (
                  <li key={item.to}>
                    <AppLink
                      to={item.to}
                      className={current ? 'nav-link nav-link-active' : 'nav-link'}
                      aria-current={current ? 'page' : undefined}
                      onClick={() => {
                        track('Navigation Click', { link: item.label });
                        close();
                      }}
                    >
                      {item.label}
                    </AppLink>
                  </li>
                );
              })}
            </ul>
          </nav>
          <AuthArea onNavigate={close} />
        </div>
      </div>
    </header>
  );
}
