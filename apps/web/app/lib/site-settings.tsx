// The consultancy's identity and outside links (the site-settings global) for every component:
// filled with what the build read, then refreshed once the page is up, so a change in the CMS shows
// on the next page load without a build.

import type { SiteSettings } from '@peak/contracts';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { onSiteSettings, rememberSiteSettings, siteSettingsNow } from './site-settings-now';
import { fetchSiteSettings } from './site-settings-refresh';

export type { SiteSettings };

// No default: the values come from the build (root's loader) or a test's provider, never from a
// copy in every page's script.
const SiteSettingsContext = createContext<SiteSettings | null>(null);

export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext) ?? siteSettingsNow();
  if (!settings) throw new Error('useSiteSettings needs a SiteSettingsProvider above it');
  return settings;
}

export function SiteSettingsProvider({
  initial,
  children,
}: {
  initial: SiteSettings;
  children: ReactNode;
}) {
  const [settings, setSettings] = useState(() => {
    rememberSiteSettings(initial);
    return initial;
  });
  useEffect(() => {
    let current = true;
    void fetchSiteSettings().then((fresh) => {
      if (!current || !fresh) return;
      rememberSiteSettings(fresh);
      setSettings(fresh);
    });
    return () => {
      current = false;
    };
  }, []);
  return <SiteSettingsContext.Provider value={settings}>{children}</SiteSettingsContext.Provider>;
}

/**
 * The provider of an island (islands/parts/), on a page hydrated without the router and its
 * provider: `initial` is what the page was pre-rendered with (the island's props), so hydration
 * renders exactly that; then whatever the page's one refresh read remembers (islands/
 * entry.client.tsx), even when it arrived before the island hydrated.
 */
export function IslandSiteSettings({
  initial,
  children,
}: {
  initial: SiteSettings;
  children: ReactNode;
}) {
  const settings = useSyncExternalStore(
    onSiteSettings,
    () => siteSettingsNow() ?? initial,
    () => initial,
  );
  return <SiteSettingsContext.Provider value={settings}>{children}</SiteSettingsContext.Provider>;
}

/** A postal address on one line, as a sentence writes it. */
export const onOneLine = (address: string): string => address.split('\n').join(', ');
