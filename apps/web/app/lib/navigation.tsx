// How links and programmatic navigation work, without naming the router: pages the router runs
// get React Router's (root.tsx provides it); pages hydrated as islands, which ship without the
// router, get the browser's own (a link loads the next document).
import { type AnchorHTMLAttributes, type ComponentType, createContext, useContext } from 'react';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
}

export interface Navigation {
  Link: ComponentType<AppLinkProps>;
  pathname: string;
  navigate: (to: string) => void;
}

function DocumentLink({ to, ...props }: AppLinkProps) {
  return <a href={to} {...props} />;
}

export const documentNavigation = (pathname: string): Navigation => ({
  Link: DocumentLink,
  pathname,
  navigate: (to) => window.location.assign(to),
});

const NavigationContext = createContext<Navigation | null>(null);
export const NavigationProvider = NavigationContext.Provider;

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation needs a NavigationProvider');
  return navigation;
}

export function AppLink(props: AppLinkProps) {
  const { Link } = useNavigation();
  return <Link {...props} />;
}

/** Whether `to` is the current page or one of its sections (React Router's NavLink rule). */
export function isCurrentPath(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  const target = to.toLowerCase().replace(/\/+$/, '') || '/';
  if (target === '/') return path === '/';
  return path === target || path.startsWith(`${target}/`);
}
