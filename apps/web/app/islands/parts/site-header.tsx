// The header as an island: it brings its own sign-in provider, which root.tsx mounts around the
// whole app when the router runs the page, and its own site settings: those the page was
// pre-rendered with (its props, root.tsx), then those the page's refresh read brings.
import { SiteHeader } from '../../components/layout/site-header';
import { AuthProvider } from '../../features/auth/auth-provider';
import { IslandSiteSettings, type SiteSettings } from '../../lib/site-settings';

export default function SiteHeaderIsland({ settings }: { settings: SiteSettings }) {
  return (
    <IslandSiteSettings initial={settings}>
      <AuthProvider>
        <SiteHeader />
      </AuthProvider>
    </IslandSiteSettings>
  );
}
