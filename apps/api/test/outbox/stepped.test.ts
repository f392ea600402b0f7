// The outbox worker driven one round at a time (tick) on a clock the test steps: nothing here races
// a timer. A retried mail keeps its Message-ID, an event is given up once 24 hours old after exactly
// the attempts made, and what a delivered or given-up row said is cleared after the retention.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { outbox } from '../../src/db/schema';
import { enqueueEvent, enqueueMail } from '../../src/outbox/enqueue';
import { mailSender } from '../../src/outbox/mailer';
import { webhookSender } from '../../src/outbox/webhook';
import { type Deliver, type OutboxWorker, outboxWorker } from '../../src/outbox/worker';
import { openTestDatabase, TARGETS } from '../support/database';
import { type Receiver, startReceiver } from './receiver';
import { type SmtpInbox, startSmtp } from './smtp';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SITE = 'https://peak.example';
/**
 * How long an attempt may take: the held-back mail waits all of it once; the others finish well
 * within it even on a busy machine.
 */
const TIMEOUT_MS = 3_000;
const messageId = (raw: string) => /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim();

describe.each(TARGETS)('the outbox worker, step by step, on %s', (target) => {
  let database: Database;
  let smtp: SmtpInbox;
  let receiver: Receiver;
  let mail: ReturnType<typeof mailSender>;
  let now = Date.now();
  const warnings: string[] = [];
  const errors: string[] = [];
  const clock = () => now;

  const worker = (deliverers: Record<string, Deliver>, retention?: number): OutboxWorker =>
    outboxWorker({
      db: database.db,
      deliverers,
      clock,
      pollMs: 3_600_000,
      attemptTimeoutMs: TIMEOUT_MS,
      retryBaseMs: 1_000,
      ...(retention ? { payloadRetentionDays: retention } : {}),
      // The first retry is due at once (a wait of 0): the test steps past it anyway.
      random: () => 0,
      log: {
        warn: (_obj, msg) => warnings.push(msg),
        error: (_obj, msg) => errors.push(msg),
      },
    });

  beforeAll(async () => {
    database = await openTestDatabase(target);
    smtp = await startSmtp();
    receiver = await startReceiver();
    mail = mailSender(
      { smtpUrl: smtp.url, from: 'Peak <hello@peak.example>', siteUrl: SITE },
      TIMEOUT_MS,
    );
  });
  afterAll(async () => {
    mail?.close();
    await receiver?.close();
    await smtp?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.delete(outbox);
    // A minute ahead of the database, so what was just written is due.
    now = Date.now() + MINUTE;
    smtp.mail.length = 0;
    smtp.withhold = () => false;
    receiver.deliveries.length = 0;
    receiver.answer = () => 'ok';
    warnings.length = 0;
    errors.length = 0;
  });

  const rows = () => database.db.select().from(outbox);

  it('sends a retried mail with the Message-ID of its first attempt', async () => {
    await enqueueMail(
      database.db,
      'report.email',
      { to: 'ada@example.com', subject: 'Your report', text: 'Here it is.' },
      { subject: null },
    );
    const mails = worker({ mail: mail.send });
    // The server keeps the first message and never confirms it: the attempt times out.
    smtp.withhold = () => smtp.mail.length === 1;
    expect(await mails.tick()).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, deliveredAt: null });
    expect(row?.lastError).toMatch(/no answer within|timeout/i);
    now += MINUTE;
    expect(await mails.tick()).toBe(1);
    expect((await rows())[0]?.deliveredAt).not.toBeNull();

    expect(smtp.mail).toHaveLength(2);
    const [first, second] = smtp.mail.map((m) => messageId(m.raw));
    expect(first).toBe(`<outbox-${row?.id}@peak.example>`);
    expect(second).toBe(first);
  });

  it('gives up an event once it is 24 hours old, after the attempts made, and tries no more', async () => {
    receiver.answer = () => 'error';
    await enqueueEvent(database.db, true, 'lead.created', { id: 'lead-1' }, { subject: null });
    const events = worker({ webhook: webhookSender(receiver, clock) });
    const [written] = await rows();
    const createdAt = written?.createdAt.getTime() ?? 0;

    expect(await events.tick()).toBe(1);
    now += 10 * MINUTE;
    expect(await events.tick()).toBe(1);
    expect(errors).toEqual([]);
    // Past the 24-hour mark: the third attempt is the last.
    now = createdAt + DAY + MINUTE;
    expect(await events.tick()).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({
      attempts: 3,
      deliveredAt: null,
      lastError: 'the webhook answered 500',
    });
    expect(row?.failedAt?.getTime()).toBe(now);
    expect(errors).toEqual(['outbox: gave up']);
    expect(receiver.deliveries.map((d) => d.id)).toEqual(Array(3).fill(`msg_${row?.id}`));

    now += DAY;
    expect(await events.tick()).toBe(0);
    expect(receiver.deliveries).toHaveLength(3);
  });

  it('clears what delivered and given-up rows said once the retention has passed, and only then', async () => {
    const names = { subject: 'account-1' };
    await enqueueMail(
      database.db,
      'report.email',
      { to: 'ada@example.com', subject: 'Your report', text: 'Ada, here is your report.' },
      names,
    );
    await enqueueEvent(database.db, true, 'assessment.saved', { email: 'ada@example.com' }, names);
    const both = worker({ mail: mail.send, webhook: webhookSender(receiver, clock) }, 30);
    expect(await both.tick()).toBe(2);
    const delivered = now;
    // A row given up, and one still waiting (nothing delivers the channel "other").
    const [failed] = await database.db
      .insert(outbox)
      .values({
        channel: 'webhook',
        type: 'lead.created',
        payload: { email: 'bob@example.com' },
        failedAt: new Date(delivered),
        lastError: 'the webhook answered 500',
      })
      .returning();
    const [waiting] = await database.db
      .insert(outbox)
      .values({
        channel: 'other' as 'mail',
        type: 'lead.created',
        payload: { email: 'cy@example.com' },
        createdAt: new Date(delivered - 40 * DAY),
      })
      .returning();

    now = delivered + 30 * DAY - MINUTE;
    await both.tick();
    expect(JSON.stringify(await rows())).toMatch(/ada@example\.com.*|bob@example\.com/);
    expect((await rows()).every((r) => r.payloadClearedAt === null)).toBe(true);

    now = delivered + 30 * DAY + MINUTE;
    await both.tick();
    const after = await rows();
    const byId = (id?: string) => after.find((r) => r.id === id);
    for (const row of after.filter((r) => r.id !== waiting?.id)) {
      expect(row.payload).toEqual({});
      expect(row.payloadClearedAt?.getTime()).toBe(now);
      expect(row.lastError).toBeNull();
    }
    expect(byId(failed?.id)?.failedAt).not.toBeNull();
    expect(byId(waiting?.id)?.payload).toEqual({ email: 'cy@example.com' });
    expect(JSON.stringify(after)).not.toMatch(/ada@example\.com|bob@example\.com/);
    // The record that something was sent stays.
    const [kept] = await database.db.select().from(outbox).where(eq(outbox.type, 'report.email'));
    expect(kept?.deliveredAt?.getTime()).toBe(delivered);
  });
});
