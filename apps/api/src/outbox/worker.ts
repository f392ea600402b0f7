// Delivers the outbox: claims due rows under a lease (FOR UPDATE SKIP LOCKED, so every instance of
// the API can run a worker), up to OUTBOX_SLOTS deliveries at a time, and marks each delivered, or
// schedules its next try (backoff.ts), or gives it up after 24 hours. A slot frees as soon as its
// delivery ends, so a receiver that hangs holds one slot for one timeout, not the whole worker.
// With more due than slots, rows are claimed half the slots at a time and delivered rows marked
// many in one statement, so a burst (every plan's check-in at 18:00) costs few statements a mail.
// A process that dies mid-delivery leaves its rows locked until the lease ends; a worker then
// delivers them again (at least once).
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { afterFailure } from './backoff';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxChannel = OutboxRow['channel'];

/** Delivers one row or throws; stops its work when `signal` aborts (the attempt's timeout). */
export type Deliver = (row: OutboxRow, signal: AbortSignal) => Promise<void>;

export interface OutboxSettings {
  /** How often due rows are looked for while none are. */
  pollMs: number;
  /** How long one delivery may take before it counts as failed. */
  attemptTimeoutMs: number;
  /** The first retry comes within this; each later one within twice the one before. */
  retryBaseMs: number;
  /** Deliveries at once (OUTBOX_SLOTS: 50 from the configuration; 10 when not given). */
  slots?: number;
  /**
   * Days a delivered or given-up row keeps its payload (the event's data, a mail's recipient, text
   * and attachments); then it is cleared. OUTBOX_PAYLOAD_RETENTION_DAYS, 30 by default.
   */
  payloadRetentionDays?: number;
}

export interface OutboxWorkerOptions extends OutboxSettings {
  db: Db;
  /** A deliverer per channel that has a transport; rows of any other channel are left alone. */
  deliverers: Partial<Record<OutboxChannel, Deliver>>;
  clock: () => number;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  random?: () => number;
}

export interface OutboxWorker {
  start: () => void;
  /**
   * One round now, for a worker that is not started (tests, tools): clears the payloads past the
   * retention, claims the rows due and waits for their deliveries. Answers how many were tried.
   */
  tick: () => Promise<number>;
  /** Stops claiming and waits for the deliveries in flight, at most one timeout and a second. */
  stop: () => Promise<void>;
}

const SLOTS = 10;
/** Delivered rows marked in one statement at most. */
const MARK_BATCH = 500;
const ERROR_TEXT_MAX = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
export const PAYLOAD_RETENTION_DAYS = 30;
/** How often a running worker clears the payloads past the retention. */
const CLEAR_EVERY_MS = 60 * 60 * 1000;

/**
 * Clears the payload of every row delivered or given up before `before`: what it said of a person
 * is gone, its id, type and times stay (the record that something was sent).
 */
export async function clearOldPayloads(db: Db, before: Date, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ payload: {}, payloadClearedAt: now, lastError: null })
    .where(
      and(
        isNull(outbox.payloadClearedAt),
        or(lte(outbox.deliveredAt, before), lte(outbox.failedAt, before)),
      ),
    );
}

/**
 * The lease outlasts a delivery (bounded by its timeout) with room to spare, so a live worker
 * never loses its rows to another; a dead one's come back soon after.
 */
export const leaseMs = (attemptTimeoutMs: number) => 2 * attemptTimeoutMs + 1_000;

/**
 * Takes up to `limit` due rows of these channels until `leaseUntil`, skipping rows others hold:
 * the statement (its plan reads outbox_due_idx, the due rows in order; bench:plans prints it).
 */
export function claimStatement(
  db: Db,
  channels: OutboxChannel[],
  now: Date,
  leaseUntil: Date,
  limit: number,
) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.deliveredAt),
        isNull(outbox.failedAt),
        lte(outbox.nextAttemptAt, now),
        or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
        inArray(outbox.channel, channels),
      ),
    )
    .orderBy(outbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ lockedUntil: leaseUntil })
    .where(inArray(outbox.id, due))
    .returning();
}

/** Why an attempt failed, in a line: an abort says its reason (the timeout), a network error its cause. */
export function failureText(error: unknown): string {
  const err = error instanceof Error ? error : new Error(String(error));
  const cause = err.cause instanceof Error ? `: ${err.cause.message}` : '';
  return `${err.message}${cause}`.slice(0, ERROR_TEXT_MAX);
}

/** Runs one delivery, bounded by the timeout even if the deliverer ignores its signal. */
async function attempt(deliver: Deliver, row: OutboxRow, timeoutMs: number): Promise<void> {
  const controller = new AbortController();
  const timedOut = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), {
      once: true,
    });
  });
  const timer = setTimeout(
    () => controller.abort(new Error(`no answer within ${timeoutMs} ms`)),
    timeoutMs,
  );
  try {
    await Promise.race([deliver(row, controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export function outboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, deliverers, clock, log } = options;
  const slots = options.slots ?? SLOTS;
  /** Free slots that are filled together, once the worker has more due than slots. */
  const refill = Math.max(1, Math.floor(slots / 2));
  const random = options.random ?? Math.random;
  const channels = Object.keys(deliverers) as OutboxChannel[];

  /**
   * Marks delivered rows, many in one statement: a delivery that ends while a statement is on its
   * way joins the next one. Each waits for its own row's statement, so a row counts as delivered
   * (and its slot frees) only once that is written.
   */
  const waiting: Array<{ id: string; done: (error?: unknown) => void }> = [];
  let marking = false;
  async function markWaiting() {
    marking = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, MARK_BATCH);
      let failure: unknown;
      try {
        await db
          .update(outbox)
          .set({
            deliveredAt: new Date(clock()),
            attempts: sql`${outbox.attempts} + 1`,
            lockedUntil: null,
            lastError: null,
          })
          .where(
            and(
              inArray(
                outbox.id,
                batch.map((b) => b.id),
              ),
              isNull(outbox.deliveredAt),
            ),
          );
      } catch (error) {
        failure = error ?? new Error('marking delivered rows failed');
      }
      for (const b of batch) b.done(failure);
    }
    marking = false;
  }
  const markDelivered = (row: OutboxRow) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ id: row.id, done: (error) => (error ? reject(error) : resolve()) });
      if (!marking) void markWaiting();
    });

  async function markFailed(row: OutboxRow, error: unknown) {
    const now = clock();
    const attempts = row.attempts + 1;
    const next = afterFailure(row.createdAt, attempts, now, options.retryBaseMs, random);
    const lastError = failureText(error);
    const about = { id: row.id, type: row.type, attempts, lastError };
    if (next.giveUp) log.error(about, 'outbox: gave up');
    else log.warn({ ...about, nextAttemptAt: next.nextAttemptAt }, 'outbox: will retry');
    await db
      .update(outbox)
      .set({
        attempts,
        lastError,
        lockedUntil: null,
        ...(next.giveUp ? { failedAt: new Date(now) } : { nextAttemptAt: next.nextAttemptAt }),
      })
      // Untouched since the claim: another worker that took it over after the lease keeps its say.
      .where(
        and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), isNull(outbox.deliveredAt)),
      );
  }

  async function deliverOne(row: OutboxRow) {
    const deliver = deliverers[row.channel];
    if (!deliver) return;
    try {
      await attempt(deliver, row, options.attemptTimeoutMs);
    } catch (error) {
      await markFailed(row, error);
      return;
    }
    await markDelivered(row);
  }

  const retentionMs = (options.payloadRetentionDays ?? PAYLOAD_RETENTION_DAYS) * DAY_MS;
  let clearedAt = Number.NEGATIVE_INFINITY;
  /** Clears the payloads past the retention, at most once in CLEAR_EVERY_MS unless told now. */
  async function clearPast(now: number, always: boolean) {
    if (!always && now - clearedAt < CLEAR_EVERY_MS) return;
    clearedAt = now;
    await clearOldPayloads(db, new Date(now - retentionMs), new Date(now));
  }

  const inFlight = new Set<Promise<void>>();
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  /** Free slots that end a pause early: a delivery ending wakes the worker once this many are. */
  let wakeWhenFree = 1;
  /** Waits `ms`, or less when woken (enough slots freed, or the worker stops). */
  const pause = (ms: number, free: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakeWhenFree = free;
      wake = done;
    });

  /** Claims rows for the free slots and starts their deliveries; answers whether all are taken. */
  async function fillSlots(): Promise<boolean> {
    const free = slots - inFlight.size;
    if (free <= 0) return true;
    const now = clock();
    const lease = new Date(now + leaseMs(options.attemptTimeoutMs));
    const rows = await claimStatement(db, channels, new Date(now), lease, free);
    for (const row of rows) {
      const delivery: Promise<void> = deliverOne(row)
        .catch((error) =>
          log.warn({ err: error, id: row.id }, 'outbox: recording a delivery failed'),
        )
        .finally(() => {
          inFlight.delete(delivery);
          if (slots - inFlight.size >= wakeWhenFree) wake?.();
        });
      inFlight.add(delivery);
    }
    return rows.length === free;
  }

  async function run() {
    while (running) {
      let full = false;
      try {
        await clearPast(clock(), false);
        full = await fillSlots();
      } catch (error) {
        log.warn({ err: error }, 'outbox: claiming due rows failed');
      }
      if (!running) break;
      // Every slot taken: wait until half of them are free (unless they already are) and claim
      // rows for them in one statement, or after the poll interval for those free by then (slots
      // held by receivers that hang keep the others waiting no longer). Otherwise nothing more is
      // due now: look again after the poll interval, or once a slot frees.
      if (full && slots - inFlight.size >= refill) continue;
      await pause(options.pollMs, full ? refill : 1);
    }
  }

  return {
    async tick() {
      await clearPast(clock(), true);
      const before = inFlight.size;
      await fillSlots();
      const started = inFlight.size - before;
      await Promise.allSettled([...inFlight]);
      return started;
    },
    start() {
      if (running || channels.length === 0) return;
      running = true;
      loop = run();
    },
    async stop() {
      if (!running) return;
      running = false;
      wake?.();
      const bound = new Promise<void>((resolve) =>
        setTimeout(resolve, options.attemptTimeoutMs + 1_000).unref(),
      );
      await Promise.race([Promise.allSettled([loop, ...inFlight]), bound]);
    },
  };
}
