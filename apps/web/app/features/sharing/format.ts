// Pure helpers of the sharing feature: how long a link may work, its address, its dates and the
// name it shows in words, and what became of an emailed report.
import type { MailDelivery, ShareLink } from '@peak/contracts';
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

/** "Created November 26, 2026, works until December 26, 2026" (", shows your first name, Ada"). */
export const linkFacts = (link: ShareLink) =>
  `Created ${dateOf(link.createdAt)}, works until ${dateOf(link.expiresAt)}${link.firstName ? `, shows your first name, ${link.firstName}` : ''}`;

/** The choice beside the days: whether the shared page may call the owner by their first name. */
export const showNameLabel = (firstName: string) =>
  `Show my first name (${firstName}) on the shared page`;

/** Newest first, whatever order they arrived in. */
export const newestFirst = (links: readonly ShareLink[]) =>
  [...links].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/**
 * What "Email me this report" did, as the API's answer says: sent through the site's mail server,
 * or waiting, never claimed sent, while the site has none.
 */
export const emailedText = (delivery: MailDelivery, email: string) =>
  delivery === 'smtp'
    ? `Sent to ${email}. It may take a minute to arrive.`
    : `This site has no mail server set up yet, so your email to ${email} is waiting to be sent.`;
