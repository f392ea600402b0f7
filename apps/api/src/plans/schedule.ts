// When a plan's mail is due: each check-in at the chosen local time of its day in the person's time
// zone, a week (or two) apart, and the retake invitation on the retake day. Days are counted on the
// zone's calendar, never in 24-hour steps, so a daylight-saving change moves nothing: 18:00 stays
// 18:00. A time a change skips (02:30 on the spring morning) comes as the same clock time after it.
import { CHECK_INS_PER_PLAN, type PlanCadence } from '@peak/contracts';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

const HOUR_MS = 3_600_000;
const INTERVAL_DAYS: Record<Exclude<PlanCadence, 'none'>, number> = { weekly: 7, fortnightly: 14 };

export interface PlanTiming {
  cadence: PlanCadence;
  /** 'HH:MM', in `timeZone`. */
  localTime: string;
  timeZone: string;
  retakeDays: number;
}

/** The calendar day `instant` falls on in `zone`, as 'yyyy-MM-dd'. */
export const localDay = (instant: Date, zone: string): string =>
  formatInTimeZone(instant, zone, 'yyyy-MM-dd');

/** The calendar day `days` after `day` ('yyyy-MM-dd'). */
export function addDays(day: string, days: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** How far `zone`'s clocks are ahead of UTC at `instant`, in milliseconds. */
const offsetAt = (zone: string, instant: Date) =>
  Date.parse(formatInTimeZone(instant, zone, "yyyy-MM-dd'T'HH:mm:ss'Z'")) - instant.getTime();

/** The instant that is `time` ('HH:MM') on `day` in `zone`. */
export function zonedInstant(day: string, time: string, zone: string): Date {
  const instant = fromZonedTime(`${day}T${time}:00`, zone);
  if (formatInTimeZone(instant, zone, 'HH:mm') === time) return instant;
  // Skipped by the clocks (read at the offset before the change): moved on by the change's size.
  const before = offsetAt(zone, instant);
  const after = offsetAt(zone, new Date(instant.getTime() + 6 * HOUR_MS));
  return new Date(instant.getTime() + after - before);
}

/** When each check-in is asked: the plan's day plus one interval, then each interval on. */
export function checkInTimes(madeAt: Date, timing: PlanTiming): Date[] {
  if (timing.cadence === 'none') return [];
  const start = localDay(madeAt, timing.timeZone);
  const step = INTERVAL_DAYS[timing.cadence];
  return Array.from({ length: CHECK_INS_PER_PLAN }, (_, i) =>
    zonedInstant(addDays(start, step * (i + 1)), timing.localTime, timing.timeZone),
  );
}

/** When the retake invitation comes: `retakeDays` after the plan's day, at the same local time. */
export const retakeTime = (madeAt: Date, timing: PlanTiming): Date =>
  zonedInstant(
    addDays(localDay(madeAt, timing.timeZone), timing.retakeDays),
    timing.localTime,
    timing.timeZone,
  );
