// The header on every page: logo, the six nav links (current one highlighted), a menu that folds
// away at 768 px or less, and the sign-in area in its three states.
import { useEffect, useId, useRef, useState } from 'react';
import { isSignedIn, useAuth } from '../../features/auth';
import { track } from '../../lib/analytics';
import { AppLink, isCurrentPath, useNavigation } from '../../lib/navigation';
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
        <AppLink to="/" className="site-logo" aria-label="Peak Partners, home">
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
            <rect width="32" height="32" rx="6" fill="#1d4ed8" />
            <path d="M6 24 L14 10 L19 18 L22 14 L26 24 Z" fill="#fff" />
          </svg>
          <span>Peak Partners</span>
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
