// The retry schedule: full jitter under a doubling ceiling, capped at an hour, for 24 hours.
import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  GIVE_UP_AFTER_MS,
  MAX_RETRY_DELAY_MS,
  retryDelay,
} from '../../src/outbox/backoff';

const top = () => 0.999_999;

describe('retry delays', () => {
  it('double their ceiling with each failed attempt, up to an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, 1_000, top))).toEqual([999, 1_999, 3_999, 7_999]);
    expect(retryDelay(40, 1_000, () => 1)).toBe(MAX_RETRY_DELAY_MS);
  });

  it('are drawn anywhere from zero to the ceiling (full jitter)', () => {
    expect(retryDelay(3, 1_000, () => 0)).toBe(0);
    expect(retryDelay(3, 1_000, () => 0.5)).toBe(2_000);
    const draws = Array.from({ length: 2_000 }, () => retryDelay(5, 1_000, Math.random));
    expect(Math.min(...draws)).toBeLessThan(1_000);
    expect(Math.max(...draws)).toBeGreaterThan(15_000);
    expect(Math.max(...draws)).toBeLessThan(16_000);
  });
});

describe('after a failed attempt', () => {
  const created = new Date('2030-01-01T00:00:00Z');
  const at = (ms: number) => created.getTime() + ms;

  it('schedules the next try within the ceiling', () => {
    const next = afterFailure(created, 2, at(60_000), 1_000, () => 0.5);
    expect(next).toEqual({ giveUp: false, nextAttemptAt: new Date(at(61_000)) });
  });

  it('never schedules past the 24-hour mark, so the last try happens at it', () => {
    const next = afterFailure(created, 30, at(GIVE_UP_AFTER_MS - 60_000), 1_000, top);
    expect(next).toEqual({ giveUp: false, nextAttemptAt: new Date(at(GIVE_UP_AFTER_MS)) });
  });

  it('gives up once the row is 24 hours old', () => {
    expect(afterFailure(created, 31, at(GIVE_UP_AFTER_MS), 1_000)).toEqual({ giveUp: true });
  });
});
