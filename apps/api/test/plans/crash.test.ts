// A crash loses no nudge. 1,000 plans are made through the plan store, a week ago on the clock, in
// four time zones, so that each one's first check-in is due at the same minute (18:00 in Tokyo is
// 09:00 UTC); each plan also writes its three later check-ins and the retake, due weeks on. The real
// server runs as a child process with SMTP_URL at an SMTP server in this process and is killed
// outright (SIGKILL) while those check-ins are being sent, then started again on the same database.
// Once it has drained the outbox, every one of the 1,000 Message-IDs has arrived, each at its
// plan's owner; deduplicated by Message-ID they are exactly the 1,000 due rows; every due row is
// marked delivered; and nothing that is not due yet was touched.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHECK_INS_PER_PLAN, RETAKE_DAYS } from '@peak/contracts';
import { type RunningServer, startServer } from '@peak/testkit';
import { throwawayPostgres } from '@peak/testkit/postgres';
import { formatInTimeZone } from 'date-fns-tz';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseTarget, openDatabase } from '../../src/db/client';
import { accounts, assessmentResults, outbox, planCheckIns } from '../../src/db/schema';
import { serverArgs } from '../../src/launch';
import { outboxMessageId } from '../../src/outbox/mailer';
import { SITE_NAME } from '../../src/plans/routes';
import { planStore } from '../../src/plans/store';
import { until } from '../outbox/receiver';
import { type SmtpInbox, startSmtp } from '../outbox/smtp';
import { TARGETS, type Target } from '../support/database';
import { API_DIR } from '../support/paths';

const PLANS = 1_000;
const SITE = 'https://peak.example';
const DAY_MS = 86_400_000;
/** Zones without a clock change this week, so "a week ago" is seven days of 24 hours in each. */
const ZONES = ['UTC', 'Asia/Tokyo', 'Asia/Kolkata', 'America/Phoenix'];
/** Killed once this many check-ins have arrived. */
const KILL_AFTER = 150;
/** A lease of 2 × 1 s + 1 s: the killed process's rows come back 3 s after their claim. */
const ATTEMPT_TIMEOUT_MS = 1_000;

const messageIdOf = (raw: string) => /^Message-ID:[ \t]*(.*)$/im.exec(raw)?.[1]?.trim() ?? '';

/** A database of the target that a child server can open too (PGlite: its files in DATA_DIR). */
async function crashDatabase(kind: Target): Promise<{
  env: Record<string, string>;
  target: DatabaseTarget;
  drop?: () => Promise<void>;
}> {
  if (kind === 'postgres') {
    const db = await throwawayPostgres({ prefix: 'peak_plan_crash' });
    return {
      env: { DATABASE_URL: db.url },
      target: { kind: 'postgres', url: db.url },
      drop: db.drop,
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'plan-crash-'));
  return {
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    target: { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
  };
}

/**
 * Makes the plans through the store, on a clock a week before `dueAt`: each first check-in comes
 * at `dueAt` (its local time of day in its zone), the rest of the plan's mail weeks later.
 */
async function makePlans(target: DatabaseTarget, dueAt: number) {
  const database = await openDatabase(target);
  try {
    const { db } = database;
    const owners = Array.from({ length: PLANS }, (_, i) => ({
      id: `planner-${i}`,
      email: `planner${i}@example.com`,
      firstName: `Planner ${i}`,
    }));
    await db.insert(accounts).values(owners.map((o) => ({ id: o.id })));
    // A saved result for each to make the plan from (its figures play no part here).
    const results = await db
      .insert(assessmentResults)
      .values(
        owners.map((o) => ({
          userId: o.id,
          userEmail: o.email,
          userName: o.firstName,
          assessmentName: 'Prioritization Self-Assessment',
          overallScore: 3,
          rawOverallScore: 3,
          maturityLevel: 'Developing',
          results: {},
        })),
      )
      .returning({ id: assessmentResults.id, userId: assessmentResults.userId });
    const resultOf = new Map(results.map((r) => [r.userId, r.id]));
    const store = planStore(db, { siteUrl: SITE, siteName: SITE_NAME }, () => dueAt - 7 * DAY_MS);
    const make = async (i: number) => {
      const owner = owners[i] as (typeof owners)[number];
      const timeZone = ZONES[i % ZONES.length] as string;
      const plan = await store.create(
        owner,
        {
          resultId: resultOf.get(owner.id) as string,
          capability: 'Clarity of Focus',
          ifThen: 'When I open my laptop in the morning, I will write down my three priorities.',
          signal: 'I end the week having moved all three.',
          cadence: 'weekly',
          localTime: formatInTimeZone(dueAt, timeZone, 'HH:mm'),
          timeZone,
        },
        RETAKE_DAYS.default,
      );
      if (!plan) throw new Error(`no plan for ${owner.id}`);
    };
    // A few at a time, as requests would come (PGlite takes them one after another).
    const next = { i: 0 };
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next.i < PLANS) await make(next.i++);
      }),
    );
    const firstCheckIns = await db
      .select({ dueAt: planCheckIns.dueAt })
      .from(planCheckIns)
      .where(eq(planCheckIns.n, 1));
    return { firstCheckIns, toOf: new Map(owners.map((o) => [o.id, o.email])) };
  } finally {
    await database.close();
  }
}

/** The outbox as it stands, read while no server holds the database. */
async function outboxRows(target: DatabaseTarget) {
  const database = await openDatabase(target);
  try {
    return await database.db.select().from(outbox);
  } finally {
    await database.close();
  }
}

describe.each(TARGETS)('plan check-ins through a crash on %s', (kind) => {
  let server: RunningServer | undefined;
  let smtp: SmtpInbox | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await server?.stop({ signal: 'SIGKILL' });
    await smtp?.close();
    await drop?.();
  });

  it('sends each of 1,000 due check-ins, once by Message-ID, through a SIGKILL mid-delivery', async () => {
    const started = Date.now();
    const database = await crashDatabase(kind);
    drop = database.drop;
    // The minute before this one: due by the time the server looks.
    const dueAt = Math.floor(Date.now() / 60_000) * 60_000 - 60_000;
    const made = await makePlans(database.target, dueAt);
    expect(made.firstCheckIns).toHaveLength(PLANS);
    expect(made.firstCheckIns.every((c) => c.dueAt.getTime() === dueAt)).toBe(true);
    const madeMs = Date.now() - started;

    const written = await outboxRows(database.target);
    const due = written.filter((row) => row.nextAttemptAt.getTime() <= Date.now());
    const later = written.filter((row) => row.nextAttemptAt.getTime() > Date.now());
    expect(due).toHaveLength(PLANS);
    expect(due.every((row) => row.channel === 'mail' && row.type === 'plan.check-in')).toBe(true);
    // Each plan's later check-ins and its retake invitation.
    expect(later).toHaveLength(PLANS * (CHECK_INS_PER_PLAN - 1) + PLANS);
    const expected = new Map(due.map((row) => [outboxMessageId(row.id, SITE), row]));

    smtp = await startSmtp();
    const inbox = smtp;
    const logFile = join(mkdtempSync(join(tmpdir(), 'plan-crash-log-')), 'server.log');
    const env = {
      ...process.env,
      ...database.env,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'error',
      SITE_URL: SITE,
      SMTP_URL: inbox.url,
      OUTBOX_POLL_MS: '50',
      OUTBOX_ATTEMPT_TIMEOUT_MS: String(ATTEMPT_TIMEOUT_MS),
      OUTBOX_RETRY_BASE_MS: '20',
    };
    const start = () => startServer({ args: serverArgs(), cwd: API_DIR, env, logFile });
    const arrived = () => new Set(inbox.mail.map((m) => messageIdOf(m.raw)));

    server = await start();
    await until(() => inbox.mail.length >= KILL_AFTER, 30_000, `${KILL_AFTER} check-ins`);
    await server.stop({ signal: 'SIGKILL' });
    server = undefined;
    const atKill = arrived().size;
    // Killed while the check-ins were being sent: some have arrived, most have not.
    expect(atKill).toBeLessThan(PLANS);
    const killed = await outboxRows(database.target);
    const claimedUnmarked = killed.filter((r) => r.lockedUntil && !r.deliveredAt).length;
    const markedAtKill = killed.filter((r) => r.deliveredAt).length;

    server = await start();
    await until(() => arrived().size >= PLANS, 60_000, 'every check-in');
    // A graceful stop: the deliveries in flight (a row sent again, its mark) end first.
    expect(await server.stop({ killAfterMs: 10_000 })).toBe(0);
    server = undefined;

    // Drained: a mail accepted after its attempt's timeout counts as a failure, so its row waits
    // to be sent again though it has arrived; start the server until each such row has gone again.
    let rows = await outboxRows(database.target);
    for (let round = 0; round < 5; round++) {
      const waiting = rows
        .filter((row) => expected.has(outboxMessageId(row.id, SITE)) && !row.deliveredAt)
        .map((row) => outboxMessageId(row.id, SITE));
      if (waiting.length === 0) break;
      const from = inbox.mail.length;
      server = await start();
      await until(
        () => {
          const again = new Set(inbox.mail.slice(from).map((m) => messageIdOf(m.raw)));
          return waiting.every((id) => again.has(id));
        },
        30_000,
        'the waiting check-ins sent again',
      );
      expect(await server.stop({ killAfterMs: 10_000 })).toBe(0);
      server = undefined;
      rows = await outboxRows(database.target);
    }
    const ids = inbox.mail.map((m) => messageIdOf(m.raw));
    const unique = arrived();
    const lost = [...expected.keys()].filter((id) => !unique.has(id)).length;
    const duplicates = ids.length - unique.size;
    console.log(
      `plan crash test (${kind}): ${PLANS} plans made in ${(madeMs / 1000).toFixed(1)} s; killed after ` +
        `${atKill} check-ins had arrived (${markedAtKill} rows marked delivered, ${claimedUnmarked} ` +
        `claimed and not marked); received ${ids.length}, duplicates removed ${duplicates}, ` +
        `delivered ${unique.size}, lost ${lost}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    expect(lost).toBe(0);
    expect([...unique].sort()).toEqual([...expected.keys()].sort());
    // Each mail went to its plan's owner: the same Message-ID never carried another's check-in.
    for (const mail of inbox.mail) {
      const row = expected.get(messageIdOf(mail.raw));
      expect(mail.to).toEqual([made.toOf.get(row?.subjectUserId ?? '')]);
      expect(mail.raw).toMatch(/^Subject: Check-in 1 of 4: Clarity of Focus$/m);
    }
    // No undelivered row among the due ones; the later mail waits, never claimed.
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of due)
      expect(byId.get(row.id)).toMatchObject({ deliveredAt: expect.any(Date), failedAt: null });
    for (const row of later)
      expect(byId.get(row.id)).toMatchObject({
        attempts: 0,
        deliveredAt: null,
        lockedUntil: null,
        failedAt: null,
      });
    expect(rows).toHaveLength(written.length);
  }, 120_000);
});
