// The funnel's first touch: how this tab's visit arrived, recorded on its first page (the site's
// router and the islands' script both call captureFunnelSource at start) and sent with every batch
// of the funnel's counts (lib/funnel.ts). Only the referrer's domain (none when it is this site)
// and the landing address's three utm values: no path, no query beyond them, no identifier.
import { type FunnelSource, SOURCE_PART_MAX } from '@peak/contracts';
import { analyticsExcluded } from './analytics';
import { FUNNEL_SOURCE_KEY } from './kept-in-browser';

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

/**
 * Whether this browser asks not to be counted: it opted out (exclude_from_analytics), or it sends
 * Do Not Track or Global Privacy Control. Then no source is recorded and no step sent.
 */
export function funnelRefused(): boolean {
  if (typeof window === 'undefined' || analyticsExcluded()) return true;
  const nav = navigator as PrivacyNavigator;
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** When sessionStorage is refused: the source of this page's visit, for this page only. */
let held: FunnelSource | undefined;

const part = (value: string | null | undefined) =>
  value?.trim().slice(0, SOURCE_PART_MAX) || undefined;

function referrerDomain(referrer: string, here: string): string | undefined {
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host && host !== here.toLowerCase() ? part(host) : undefined;
  } catch {
    return undefined;
  }
}

/** The source of a landing page: its referrer's domain and its address's utm values. */
export function sourceOf(href: string, referrer: string): FunnelSource {
  const url = new URL(href);
  const query = url.searchParams;
  const source: FunnelSource = {
    referrer: referrerDomain(referrer, url.hostname),
    utmSource: part(query.get('utm_source')),
    utmMedium: part(query.get('utm_medium')),
    utmCampaign: part(query.get('utm_campaign')),
  };
  return Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined),
  ) as FunnelSource;
}

/** Records the visit's first touch once per tab session; later pages keep the first one's. */
export function captureFunnelSource(): void {
  if (funnelRefused() || readFunnelSource()) return;
  const source = sourceOf(window.location.href, document.referrer);
  held = source;
  try {
    window.sessionStorage.setItem(FUNNEL_SOURCE_KEY, JSON.stringify(source));
  } catch {
    // Storage refused: the source stays with this page only.
  }
}

/** The first touch recorded for this tab, if any. */
export function readFunnelSource(): FunnelSource | undefined {
  try {
    const kept = window.sessionStorage.getItem(FUNNEL_SOURCE_KEY);
    if (kept) return JSON.parse(kept) as FunnelSource;
  } catch {
    // Refused or unreadable: what this page holds, if anything.
  }
  return held;
}
