// How the inbox writes a lead's time and its total.
import type { SharedReport } from '@peak/contracts';

/** A time as staff read it: on their own clock, its zone named ("3 Dec 2026, 19:07 UTC"). */
export const when = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleString('en-GB', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  });

/** The total as the person read it (out of 180); the 1-5 average for a lead shared before. */
export const totalText = (shared: Pick<SharedReport, 'overallScore' | 'total' | 'totalMax'>) =>
  shared.total !== undefined && shared.totalMax !== undefined
    ? `${shared.total}/${shared.totalMax}`
    : String(shared.overallScore);
