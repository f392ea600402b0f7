// How the report's PDF writes a date. Without a time zone, the reader's own (in the browser) or
// the process's; the API passes UTC.

const UNKNOWN_DATE = 'Unknown date';

/** "November 21, 2026"; "Unknown date" for a time that cannot be read. */
export function formatDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return UNKNOWN_DATE;
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
