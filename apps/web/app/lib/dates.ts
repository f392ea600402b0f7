// Dates as the site prints them, without Intl: the first Intl.DateTimeFormat a page creates loads
// the browser's locale data, a 15-35 ms task (four times that on a throttled phone) on pages that
// print one date.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "September 8, 2025": en-US long form, read in UTC so the build and every visitor agree. */
export function longDateUtc(time: number): string {
  const date = new Date(time);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "March 2026", read in UTC so every reader sees the same month. */
export function monthYearUtc(time: number): string {
  const date = new Date(time);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
