// How the site writes a score: at most one decimal, never "-0". Shared by the report pages and the
// PDF engine (lib/pdf), which must not reach into a feature for it.

/** A score with at most one decimal: 3.47 -> "3.5", 4 -> "4". */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}
