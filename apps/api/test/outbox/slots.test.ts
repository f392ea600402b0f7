// The worker's slots under a burst: more rows due than slots are claimed half the slots at a time
// and marked delivered many in one statement, each row still delivered once and counted once; and
// receivers that hang on most of the slots keep the rest waiting for no more than a poll interval,
// not for their timeout.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { outbox } from '../../src/db/schema';
import { type Deliver, outboxWorker } from '../../src/outbox/worker';
import { openTestDatabase, TARGETS } from '../support/database';
import { until } from './receiver';

const MINUTE = 60_000;
const ATTEMPT_TIMEOUT_MS = 5_000;

describe.each(TARGETS)('the outbox worker under a burst on %s', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await database.db.delete(outbox);
  });

  const worker = (deliver: Deliver, slots: number) =>
    outboxWorker({
      db: database.db,
      deliverers: { webhook: deliver },
      clock: Date.now,
      pollMs: 50,
      attemptTimeoutMs: ATTEMPT_TIMEOUT_MS,
      retryBaseMs: MINUTE,
      slots,
      log: { warn: () => undefined, error: () => undefined },
    });
  /** Rows due since `ago`, each saying whether its receiver hangs. */
  const write = (count: number, ago: number, hang = false) =>
    database.db.insert(outbox).values(
      Array.from({ length: count }, (_, i) => ({
        channel: 'webhook' as const,
        type: 'lead.created',
        payload: { n: i, hang },
        subjectUserId: null,
        nextAttemptAt: new Date(Date.now() - ago),
      })),
    );
  const rows = () => database.db.select().from(outbox);

  it('delivers each of 300 rows once through 10 slots and marks each delivered after one attempt', async () => {
    await write(300, MINUTE);
    const calls = new Map<string, number>();
    let inFlight = 0;
    let most = 0;
    const mails = worker(async (row) => {
      calls.set(row.id, (calls.get(row.id) ?? 0) + 1);
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      inFlight--;
    }, 10);
    mails.start();
    await until(async () => (await rows()).every((row) => row.deliveredAt), 20_000, 'all 300');
    await mails.stop();
    const after = await rows();
    expect(calls.size).toBe(300);
    expect([...calls.values()].every((n) => n === 1)).toBe(true);
    expect(most).toBeLessThanOrEqual(10);
    expect(after.every((row) => row.attempts === 1 && row.lockedUntil === null)).toBe(true);
  });

  it('keeps delivering through the slots left while receivers hang on three of four', async () => {
    await write(3, 2 * MINUTE, true);
    await write(12, MINUTE);
    const mails = worker(
      (row, signal) =>
        row.payload.hang
          ? new Promise<void>((_, reject) =>
              signal.addEventListener('abort', () => reject(signal.reason)),
            )
          : Promise.resolve(),
      4,
    );
    const started = Date.now();
    mails.start();
    await until(
      async () => (await rows()).filter((row) => row.deliveredAt).length === 12,
      ATTEMPT_TIMEOUT_MS - 1_000,
      'the 12 rows whose receiver answers',
    );
    // All of them before the hanging ones' timeout freed a slot.
    expect(Date.now() - started).toBeLessThan(ATTEMPT_TIMEOUT_MS);
    await mails.stop();
    const hung = (await rows()).filter((row) => !row.deliveredAt);
    expect(hung).toHaveLength(3);
    expect(
      hung.every((row) => row.attempts === 1 && /no answer within/.test(row.lastError ?? '')),
    ).toBe(true);
  });
});
