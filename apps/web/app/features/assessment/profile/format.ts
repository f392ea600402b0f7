// How the profile and the saved report write dates, scores and the PDF's file name. Pure, so the
// exact texts are unit-tested.
import { formatNumber } from '../../../lib/numbers';
import type { HistoryEntry } from '../model';

// The score and date formats are shared with the PDF (@peak/report-pdf); pages read them here.
export { formatDate } from '@peak/report-pdf/report-format';
export { formatNumber };

const UNKNOWN_DATE = 'Unknown date';

const toDate = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Newer ICU versions put a narrow no-break space before AM/PM; plain spaces read and print alike. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/**
 * "November 21, 2026 at 10:04 AM" in the reader's time zone (or the one given, for tests);
 * "... at 10:04:31 AM" with `seconds`.
 */
export function formatDateTime(iso: string, timeZone?: string, seconds = false): string {
  const date = toDate(iso);
  if (!date) return UNKNOWN_DATE;
  const text = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: seconds ? 'medium' : 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
  return plainSpaces(text);
}

const isScore = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The overall score out of 5, e.g. "3.5/5"; null when the entry has none. */
export function formatOverall(score: unknown): string | null {
  return isScore(score) ? `${formatNumber(score)}/5` : null;
}

/** The total out of 180, e.g. "126/180"; null when there is none. */
export function formatTotal(total: unknown): string | null {
  return isScore(total) ? `${formatNumber(total)}/180` : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a date, in local time. */
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** "prioritization-assessment-<id>-<YYYY-MM-DD>.pdf", with only safe characters from the id. */
export function pdfFileName(id: string, date: Date): string {
  const safeId = id.replace(/[^A-Za-z0-9_-]/g, '') || 'report';
  return `prioritization-assessment-${safeId}-${isoDay(date)}.pdf`;
}

/** The history, newest first, whatever order it arrived in; undated entries go last. */
export function newestFirst(entries: readonly HistoryEntry[]): HistoryEntry[] {
  const time = (e: HistoryEntry) => toDate(e.timestamp)?.getTime() ?? Number.NEGATIVE_INFINITY;
  return [...entries].sort((a, b) => time(b) - time(a));
}

/** "Ada Lovelace", or the email when the account has no name. */
export function accountName(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
}
