// The header as an island: it brings its own sign-in provider, which root.tsx mounts around the
// whole app when the router runs the page.
import { SiteHeader } from '../../components/layout/site-header';
import { AuthProvider } from '../../features/auth/auth-provider';

export default function SiteHeaderIsland() {
  return (
    <AuthProvider>
      <SiteHeader />
    </AuthProvider>
  );
}
