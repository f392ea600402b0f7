// Events reach the webhook signed as Standard Webhooks say (the receiver verifies them with
// standardwebhooks), are retried with backoff after a 500 or a hang, and keep their id across
// retries. Giving up once 24 hours old is played step by step in stepped.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leads, outbox } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import { TARGETS } from '../support/database';
import { logCollector } from '../support/logs';
import { type Answer, type Receiver, startReceiver, until } from './receiver';

const TIMINGS = { pollMs: 50, attemptTimeoutMs: 300, retryBaseMs: 200 };

describe.each(TARGETS)('webhook delivery on %s', (target) => {
  let receiver: Receiver;
  let t: TestApp;
  const logs = logCollector();

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await startTestApp(target, {
      seed: false,
      logStream: logs.stream,
      config: {
        logLevel: 'warn',
        webhook: { url: receiver.url, secret: receiver.secret },
        outbox: TIMINGS,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });
  // Each test starts with an empty outbox and a receiver that has seen nothing.
  beforeEach(async () => {
    await t.database.db.delete(outbox);
    receiver.deliveries.length = 0;
    receiver.answer = () => 'ok';
    logs.lines.length = 0;
  });

  const submitContact = (email = 'ada@example.com') =>
    t.app.inject({
      method: 'POST',
      url: '/api/submit-contact',
      payload: { name: 'Ada Lovelace', email, message: 'We would like a workshop.' },
      remoteAddress: '10.9.0.1',
    });
  const outboxRow = async () => {
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.channel, 'webhook'));
    if (!row) throw new Error('no webhook row in the outbox');
    return row;
  };
  const logged = (msg: string) => logs.lines.filter((l) => l.msg === msg);

  it('posts lead.created, signed, with the lead as its data', async () => {
    expect((await submitContact()).statusCode).toBe(200);
    const [delivery] = await until(() => receiver.acknowledged().length && receiver.deliveries);
    const [lead] = await t.database.db
      .select()
      .from(leads)
      .where(eq(leads.id, String(delivery?.data.id)));
    const row = await outboxRow();
    expect(delivery).toMatchObject({
      id: `msg_${row.id}`,
      type: 'lead.created',
      timestamp: row.createdAt.toISOString(),
      verified: true,
    });
    expect(delivery?.data).toMatchObject({
      id: lead?.id,
      kind: 'contact',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    await until(async () => (await outboxRow()).deliveredAt);
    expect(await outboxRow()).toMatchObject({ attempts: 1, lastError: null, lockedUntil: null });
  });

  it('retries after a 500 and after a hang, with backoff, under the same id', async () => {
    const answers: Answer[] = ['error', 'hang', 'ok'];
    receiver.answer = () => answers[receiver.deliveries.length] ?? 'ok';
    expect((await submitContact()).statusCode).toBe(200);
    await until(() => receiver.acknowledged().length, 15_000, 'the third attempt');
    const row = await until(async () => {
      const r = await outboxRow();
      return r.deliveredAt && r;
    });
    expect(row.attempts).toBe(3);

    const tries = receiver.deliveries;
    expect(tries.map((d) => d.answer)).toEqual(['error', 'hang', 'ok']);
    expect(new Set(tries.map((d) => d.id))).toEqual(new Set([`msg_${row.id}`]));
    expect(tries.every((d) => d.verified)).toBe(true);

    // Each failure scheduled the next try within its ceiling (200 ms, then 400 ms), and the try
    // came no earlier than scheduled.
    const retries = logged('outbox: will retry');
    expect(retries.map((r) => [r.attempts, r.lastError])).toEqual([
      [1, 'the webhook answered 500'],
      [2, `no answer within ${TIMINGS.attemptTimeoutMs} ms`],
    ]);
    retries.forEach((r, i) => {
      const scheduled = new Date(r.nextAttemptAt as string).getTime();
      const failedAt = r.time as number;
      expect(scheduled - failedAt).toBeGreaterThanOrEqual(-5);
      expect(scheduled - failedAt).toBeLessThanOrEqual(TIMINGS.retryBaseMs * 2 ** i + 5);
      expect(tries[i + 1]?.at).toBeGreaterThanOrEqual(scheduled - 5);
    });
    // The hang held its attempt for the timeout (which began no earlier than scheduled), no longer.
    const hangBegan = new Date(retries[0]?.nextAttemptAt as string).getTime();
    const hangHeld = (retries[1]?.time as number) - hangBegan;
    expect(hangHeld).toBeGreaterThanOrEqual(TIMINGS.attemptTimeoutMs - 5);
    expect(hangHeld).toBeLessThan(TIMINGS.attemptTimeoutMs + 1_000);
  });
});
