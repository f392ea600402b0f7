// When a failed delivery is tried again: exponential backoff with full jitter (a random wait up to
// the doubling ceiling, so many failed rows do not all come back at once), for 24 hours.

/** A row undelivered this long after it was written is given up. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** The ceiling stops doubling here: a receiver back after a long outage waits at most this long. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/** The wait before the next try, after `attempts` failed ones: random in [0, base·2^(attempts-1)]. */
export function retryDelay(attempts: number, baseMs: number, random: () => number): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 30);
  const ceiling = Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** doublings);
  return Math.floor(random() * ceiling);
}

export type AfterFailure = { giveUp: true } | { giveUp: false; nextAttemptAt: Date };

/**
 * What follows a failed attempt on a row written at `createdAt`: another try (never later than
 * the 24-hour mark, so the last one happens then), or giving up once that mark has passed.
 */
export function afterFailure(
  createdAt: Date,
  attempts: number,
  now: number,
  baseMs: number,
  random: () => number = Math.random,
): AfterFailure {
  const deadline = createdAt.getTime() + GIVE_UP_AFTER_MS;
  if (now >= deadline) return { giveUp: true };
  const next = Math.min(deadline, now + retryDelay(attempts, baseMs, random));
  return { giveUp: false, nextAttemptAt: new Date(next) };
}
