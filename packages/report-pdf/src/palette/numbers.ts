// How the site writes numbers: a score with at most one decimal, never "-0" (shared by the report
// pages and the PDF engine), and counts with thousands separators. Without Intl: the first
// number format a page creates loads the browser's locale data, a 10-15 ms task (four times that on
// a throttled phone), and the report printed its first count as the norms arrived.

/** A score with at most one decimal: 3.47 -> "3.5", 4 -> "4". */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** A whole count with thousands separators, as en-US writes it: 1240 -> "1,240". */
export const groupDigits = (n: number): string =>
  String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
