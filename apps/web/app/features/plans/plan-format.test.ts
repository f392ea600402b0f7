import { describe, expect, it } from 'vitest';
import { checkInSummary, daysUntil, formatPlanTime, retakeText } from './plan-format';

const checkIn = (n: number, answer: 'done' | 'partly' | 'not-this-week' | null) => ({
  n,
  dueAt: '2026-10-24T16:00:00.000Z',
  answer,
  answeredAt: answer ? '2026-10-24T17:00:00.000Z' : null,
  note: null,
});

describe('the plan in words', () => {
  it('writes a check-in time in the plan’s zone, across the change of clocks', () => {
    expect(formatPlanTime('2026-10-31T16:00:00.000Z', 'America/Los_Angeles')).toBe(
      'Saturday, October 31 at 9:00 AM',
    );
    expect(formatPlanTime('2026-11-07T17:00:00.000Z', 'America/Los_Angeles')).toBe(
      'Saturday, November 7 at 9:00 AM',
    );
  });

  it('counts whole days to the retake, a part day as one, never below zero', () => {
    const now = Date.parse('2026-10-16T19:30:00.000Z');
    expect(daysUntil('2027-01-14T19:30:00.000Z', now)).toBe(90);
    expect(daysUntil('2027-01-14T19:31:00.000Z', now)).toBe(91);
    expect(daysUntil('2026-10-01T00:00:00.000Z', now)).toBe(0);
    expect(retakeText(1)).toBe('1 day until your suggested retake.');
    expect(retakeText(0)).toMatch(/^Your retake is due/);
  });

  it('sums the check-ins up by answer', () => {
    expect(checkInSummary([])).toBe('No check-ins: this plan sends none.');
    expect(checkInSummary([checkIn(1, null), checkIn(2, null)])).toBe('0 of 2 check-ins answered.');
    expect(
      checkInSummary([
        checkIn(1, 'done'),
        checkIn(2, 'partly'),
        checkIn(3, 'done'),
        checkIn(4, 'not-this-week'),
      ]),
    ).toBe('4 of 4 check-ins answered: 2 Done, 1 Partly, 1 Not this week.');
  });
});
