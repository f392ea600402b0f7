// A crash loses no event. The real server runs as a child process with WEBHOOK_URL pointing at a
// receiver here that answers at random 2xx, 500 or never; contact messages arrive in bursts, and
// the server is killed outright (SIGKILL) while deliveries are under way, then started again on the
// same database. Once the outbox is drained, every lead's event has been acknowledged at least once
// and, deduplicated by webhook-id, exactly once: none is lost.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answers, type RunningServer, startServer } from '@peak/testkit';
import { type ThrowawayPostgres, throwawayPostgres } from '@peak/testkit/postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseTarget, openDatabase } from '../../src/db/client';
import { leads, outbox } from '../../src/db/schema';
import { serverArgs } from '../../src/launch';
import { webhookId } from '../../src/outbox/webhook';
import { API_DIR } from '../support/paths';
import { type Answer, type Receiver, startReceiver, until } from './receiver';

const EVENTS = 300;
const BURST = 50;
/** Killed after these bursts (the last one too, so the final start finds work left). */
const KILL_AFTER_BURSTS = new Set([3, 6]);
const ATTEMPT_TIMEOUT_MS = 300;

/** Most attempts succeed; one in five answers 500 and one in ten never answers. */
const randomAnswer = (): Answer => {
  const draw = Math.random();
  return draw < 0.7 ? 'ok' : draw < 0.9 ? 'error' : 'hang';
};

/** PostgreSQL when a server answers (the suites' DATABASE_URL or the local one), else PGlite. */
async function crashDatabase(): Promise<{
  env: Record<string, string>;
  target: DatabaseTarget;
  drop?: ThrowawayPostgres;
}> {
  if (process.env.DATABASE_URL || (await answers('127.0.0.1', 5432))) {
    const drop = await throwawayPostgres({ prefix: 'peak_crash' });
    return { env: { DATABASE_URL: drop.url }, target: { kind: 'postgres', url: drop.url }, drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'outbox-crash-'));
  return {
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    target: { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
  };
}

/** The leads and the outbox as they stand, read while no server holds the database. */
async function readRows(target: DatabaseTarget) {
  const db = await openDatabase(target);
  const [leadRows, outboxRows] = await Promise.all([
    db.db.select({ id: leads.id }).from(leads),
    db.db.select().from(outbox),
  ]).finally(() => db.close());
  return { leadRows, outboxRows };
}

describe('the outbox under crashes', () => {
  let server: RunningServer | undefined;
  let receiver: Receiver | undefined;
  let database: Awaited<ReturnType<typeof crashDatabase>> | undefined;
  afterAll(async () => {
    await server?.stop({ signal: 'SIGKILL' });
    await receiver?.close();
    await database?.drop?.drop();
  });

  it('delivers every event at least once, and exactly once by id, through kills', async () => {
    const started = Date.now();
    receiver = await startReceiver();
    receiver.answer = randomAnswer;
    database = await crashDatabase();
    const logFile = join(mkdtempSync(join(tmpdir(), 'outbox-crash-log-')), 'server.log');
    const env = {
      ...process.env,
      ...database.env,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'error',
      RATE_LIMIT_CONTACT: '100000',
      RATE_LIMIT_READS: '100000',
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: receiver.secret,
      OUTBOX_POLL_MS: '50',
      OUTBOX_ATTEMPT_TIMEOUT_MS: String(ATTEMPT_TIMEOUT_MS),
      OUTBOX_RETRY_BASE_MS: '20',
    };
    const start = () => startServer({ args: serverArgs(), cwd: API_DIR, env, logFile });
    const r = receiver;
    const deliveredIds = () => new Set(r.acknowledged().map((d) => d.id));

    server = await start();
    let created = 0;
    let kills = 0;
    for (let burst = 1; created < EVENTS; burst++) {
      const url = `${server.url}/api/submit-contact`;
      const answered = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name: `Visitor ${created + i}`,
              email: `visitor${created + i}@example.com`,
              message: `Burst ${burst}, message ${i}.`,
            }),
          }).then((res) => res.status),
        ),
      );
      expect(answered.every((status) => status === 200)).toBe(true);
      created += BURST;
      if (!KILL_AFTER_BURSTS.has(burst)) continue;
      // Killed while deliveries are under way: some of this burst have reached the receiver,
      // and some have not been acknowledged yet.
      const seen = r.deliveries.length;
      await until(() => r.deliveries.length >= seen + 5, 10_000, 'deliveries of the burst');
      expect(deliveredIds().size).toBeLessThan(created);
      await server.stop({ signal: 'SIGKILL' });
      kills++;
      server = await start();
    }

    await until(() => deliveredIds().size >= created, 45_000, 'every event acknowledged');
    expect(await server.stop({ killAfterMs: 10_000 })).toBe(0);
    server = undefined;

    // Drained: every row marked delivered. An answer that came after its attempt's timeout counts
    // as a failure, so that row waits to be sent again though the receiver has it: start the
    // server until each such row has been acknowledged once more (a few rounds at most).
    let { leadRows, outboxRows } = await readRows(database.target);
    for (let round = 0; round < 5; round++) {
      const waiting = new Set(
        outboxRows.filter((row) => !row.deliveredAt).map((row) => webhookId(row.id)),
      );
      if (waiting.size === 0) break;
      const from = r.deliveries.length;
      server = await start();
      await until(
        () => {
          const again = new Set(
            r.deliveries
              .slice(from)
              .filter((d) => d.answer === 'ok')
              .map((d) => d.id),
          );
          return [...waiting].every((id) => again.has(id));
        },
        30_000,
        'the waiting rows sent again',
      );
      expect(await server.stop({ killAfterMs: 10_000 })).toBe(0);
      server = undefined;
      ({ leadRows, outboxRows } = await readRows(database.target));
    }

    const acknowledged = r.acknowledged();
    const unique = new Map(acknowledged.map((d) => [d.id, d]));
    const leadIdsDelivered = new Set([...unique.values()].map((d) => d.data.id));
    const lost = leadRows.filter((lead) => !leadIdsDelivered.has(lead.id)).length;
    const duplicates = acknowledged.length - unique.size;
    console.log(
      `outbox crash test: events created ${created}, deliveries received ${acknowledged.length}, duplicates removed ${duplicates}, delivered ${unique.size}, lost ${lost}, kills ${kills}`,
    );
    console.log(
      `  (${r.deliveries.length} requests: ${acknowledged.length} answered 2xx, ` +
        `${r.deliveries.filter((d) => d.answer === 'error').length} 500, ` +
        `${r.deliveries.filter((d) => d.answer === 'hang').length} left hanging; ` +
        `${database.target.kind}; ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );

    expect(kills).toBeGreaterThanOrEqual(2);
    expect(leadRows).toHaveLength(created);
    expect(lost).toBe(0);
    expect(unique.size).toBe(created);
    expect(acknowledged.every((d) => d.verified && d.type === 'lead.created')).toBe(true);
    // One event per lead, and its id the same on every delivery of it.
    expect(new Set(outboxRows.map((row) => webhookId(row.id)))).toEqual(new Set(unique.keys()));
    for (const d of acknowledged) expect(d.data.id).toBe(unique.get(d.id)?.data.id);
    expect(outboxRows.every((row) => row.deliveredAt && !row.failedAt)).toBe(true);
  }, 90_000);
});
