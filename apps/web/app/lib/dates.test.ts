import { describe, expect, it } from 'vitest';
import { longDateUtc } from './dates';

const intl = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

describe('longDateUtc', () => {
  it('prints what Intl prints for en-US long dates in UTC, every day of several years', () => {
    const day = 86_400_000;
    const start = Date.UTC(1999, 0, 1);
    const end = Date.UTC(2031, 0, 1);
    const mismatches: string[] = [];
    for (let time = start; time < end; time += day) {
      // The last millisecond of the day too: the UTC day, not the local one, decides.
      for (const t of [time, time + day - 1])
        if (longDateUtc(t) !== intl.format(t)) mismatches.push(new Date(t).toISOString());
    }
    expect(mismatches).toEqual([]);
    expect(longDateUtc(Date.parse('2025-09-08T23:30:00-05:00'))).toBe('September 9, 2025');
  });
});
