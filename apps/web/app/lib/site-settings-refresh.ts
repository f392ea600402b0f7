// The site settings as the browser refreshes them: one small read of the global once the page is
// up (cached by the browser for the API's TTL), checked without a schema library so island pages
// stay light, and put into the pre-rendered page where its elements name a setting.
import type { SiteSettings } from '@peak/contracts';

export const SITE_SETTINGS_PATH = '/api/globals/site-settings';

const TEXTS = ['siteName', 'logo', 'postalAddress', 'podcastName'] as const;
const LINKS = ['linkedinUrl', 'podcastUrl', 'bookStoreUrl'] as const;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isHttps = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('https://');
const isEmail = (value: unknown): value is string =>
  typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** The settings in an answer, or null when any of them is missing or not of its kind. */
export function readSiteSettings(answer: unknown): SiteSettings | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const a = answer as Record<string, unknown>;
  const platforms = Array.isArray(a.podcastPlatforms) ? a.podcastPlatforms : null;
  const review = a.reviewBookingUrl ?? '';
  if (
    !TEXTS.every((key) => isText(a[key])) ||
    !LINKS.every((key) => isHttps(a[key])) ||
    !isEmail(a.contactEmail) ||
    !platforms?.every((p) => isText(p?.name) && isHttps(p?.url)) ||
    !(review === '' || isHttps(review))
  )
    return null;
  const pick = (key: string) => a[key] as string;
  return {
    siteName: pick('siteName'),
    logo: pick('logo'),
    contactEmail: pick('contactEmail'),
    postalAddress: pick('postalAddress'),
    linkedinUrl: pick('linkedinUrl'),
    podcastName: pick('podcastName'),
    podcastUrl: pick('podcastUrl'),
    podcastPlatforms: platforms.map((p) => ({ name: p.name as string, url: p.url as string })),
    bookStoreUrl: pick('bookStoreUrl'),
    reviewBookingUrl: review as string,
  };
}

/** The current settings from the API, or null when they cannot be read (the page keeps its own). */
export async function fetchSiteSettings(): Promise<SiteSettings | null> {
  try {
    const response = await fetch(SITE_SETTINGS_PATH, { headers: { accept: 'application/json' } });
    return response.ok ? readSiteSettings(await response.json()) : null;
  } catch {
    return null;
  }
}

/** The attributes a pre-rendered element names the setting it shows with. */
export const settingText = (key: keyof SiteSettings) => ({ 'data-setting-text': key });
export const settingHref = (key: keyof SiteSettings) => ({ 'data-setting-href': key });

/** Puts settings into a page rendered without them (an island page): texts, then links. */
export function applySiteSettings(root: ParentNode, settings: SiteSettings): void {
  const values = settings as unknown as Record<string, unknown>;
  for (const el of root.querySelectorAll<HTMLElement>('[data-setting-text]')) {
    const value = values[el.dataset.settingText ?? ''];
    if (typeof value === 'string') el.textContent = value;
  }
  for (const el of root.querySelectorAll<HTMLAnchorElement>('a[data-setting-href]')) {
    const key = el.dataset.settingHref ?? '';
    const value = values[key];
    if (typeof value === 'string') el.href = key === 'contactEmail' ? `mailto:${value}` : value;
  }
}
