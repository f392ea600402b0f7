// The settings the page shows now, for code that runs outside React's tree (the report PDFs, made
// on a click): the provider keeps this up to date.
import type { SiteSettings } from '@peak/contracts';

let current: SiteSettings | null = null;

export const rememberSiteSettings = (settings: SiteSettings): void => {
  current = settings;
};

/** The settings the page shows, or null before any provider has run (tests, say). */
export const siteSettingsNow = (): SiteSettings | null => current;
