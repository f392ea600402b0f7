// React Router's links and navigation behind the shared interface (lib/navigation.tsx).
import { type ReactNode, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { type Navigation, NavigationProvider } from './navigation';

export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const value = useMemo<Navigation>(
    () => ({ Link, pathname, navigate: (to) => void navigate(to) }),
    [pathname, navigate],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
