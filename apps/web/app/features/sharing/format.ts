// Pure helpers of the sharing feature: how long a link may work, its address and its dates in
// words, and the PDF's bytes as the base64 the API takes.
import type { ShareLink } from '@peak/contracts';
import { longDateUtc } from '../../lib/dates';

export const SHARE_DAYS = [7, 30, 90, 365] as const;
export const DEFAULT_SHARE_DAYS = 30;

/** "7 days", "1 year". */
export const daysLabel = (days: number) => (days === 365 ? '1 year' : `${days} days`);

/** The address a share link's token opens, on this site. */
export const shareUrl = (token: string, origin: string) => `${origin}/r/${token}`;

/** "September 8, 2025"; the text itself when it is not a date. */
export function dateOf(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : longDateUtc(time);
}

/** "Created November 26, 2026, works until December 26, 2026". */
export const linkFacts = (link: ShareLink) =>
  `Created ${dateOf(link.createdAt)}, works until ${dateOf(link.expiresAt)}`;

/** Newest first, whatever order they arrived in. */
export const newestFirst = (links: readonly ShareLink[]) =>
  [...links].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
