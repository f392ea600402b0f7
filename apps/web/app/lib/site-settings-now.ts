// The settings the page shows now, for code that runs outside React's tree (the report PDFs, made
// on a click), and for the header island of a page hydrated as islands, which no provider wraps:
// the provider, or on such a page the islands' one refresh read, keeps this up to date.
import type { SiteSettings } from '@peak/contracts';

let current: SiteSettings | null = null;
const listeners = new Set<() => void>();

export const rememberSiteSettings = (settings: SiteSettings): void => {
  current = settings;
  for (const listener of listeners) listener();
};

/** The settings the page shows, or null before any provider has run (tests, say). */
export const siteSettingsNow = (): SiteSettings | null => current;

/** Calls `listener` each time settings are remembered; returns the call that stops it. */
export const onSiteSettings = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
