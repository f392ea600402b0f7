// A CMS change notice is acted on once, by whichever instance gets it: the ids seen are kept in
// the shared store (the database, or Redis with REDIS_URL) for the notice's 5-minute window, so a
// replay is refused by every other instance and after a restart, and the ids are pruned after.
import { randomBytes, randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { REPLAY_MESSAGE, REVALIDATE_PATH } from '../../src/content/revalidate';
import { type Database, openDatabase } from '../../src/db/client';
import { testConfig } from '../support/app';
import { openTestDatabase, TARGETS } from '../support/database';

const CMS = 'http://cms-replay.test';
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const signer = new Webhook(SECRET);

const cms = setupServer(
  http.get(`${CMS}/api/:collection`, () =>
    HttpResponse.json({ docs: [], totalDocs: 0, page: 1, totalPages: 1, limit: 10 }),
  ),
);
beforeAll(() => cms.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => cms.close());

/** A signed notice that posts changed, with its own id unless one is given. */
function notice(id = `msg_${randomUUID()}`, at = new Date()) {
  const payload = JSON.stringify({ collection: 'posts', id: 'post-01' });
  return {
    method: 'POST' as const,
    url: REVALIDATE_PATH,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signer.sign(id, at, payload),
    },
    payload,
  };
}

async function instance(database: Database, config: Partial<AppConfig> = {}) {
  const app = await buildApp({
    database,
    config: testConfig({
      cms: { url: CMS, timeoutMs: 500 },
      cmsRevalidateSecret: SECRET,
      ...config,
    }),
  });
  await app.ready();
  return app;
}

describe.each(TARGETS)('a replayed notice on %s', (target) => {
  let database: Database & { url?: string };
  let other: Database;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await openTestDatabase(target);
    // On PostgreSQL the second instance has a pool of its own; PGlite is one process's.
    other = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : database;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    if (other !== database) await other.close();
    await database?.close();
  });
  const start = async (on: Database) => {
    const app = await instance(on);
    apps.push(app);
    return app;
  };

  it('is refused by another instance on the same database', async () => {
    const [one, two] = [await start(database), await start(other)];
    const sent = notice();
    expect((await one.inject(sent)).statusCode).toBe(204);
    const replayed = await two.inject(sent);
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json().error).toBe(REPLAY_MESSAGE);
    expect((await one.inject(sent)).statusCode).toBe(409);
  });

  it('is refused after a restart', async () => {
    const first = await start(database);
    const sent = notice();
    expect((await first.inject(sent)).statusCode).toBe(204);
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    const restarted = await start(database);
    expect((await restarted.inject(sent)).statusCode).toBe(409);
  });

  it('keeps an id for its window only, and prunes it after', async () => {
    const app = await start(database);
    const sent = notice();
    expect((await app.inject(sent)).statusCode).toBe(204);
    const kept = async () =>
      Number(
        (
          (await database.db.execute(
            sql`select count(*) as n from counters where key like 'revalidate-notice:%'`,
          )) as unknown as { rows: Array<{ n: number | string }> }
        ).rows[0]?.n,
      );
    expect(await kept()).toBeGreaterThan(0);
    // The window passes (the rows are moved, rather than the test waiting 5 minutes).
    await database.db.execute(
      sql`update counters set reset_at = now() - interval '1 second' where key like 'revalidate-notice:%'`,
    );
    expect((await app.inject(notice())).statusCode).toBe(204);
    expect(await kept()).toBe(1);
  });
});

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS_URL);
  const socket = connect({ host: url.hostname, port: Number(url.port || 6379) });
  socket.setTimeout(500);
  const done = (answers: boolean) => {
    socket.destroy();
    resolve(answers);
  };
  socket.on('connect', () => done(true));
  socket.on('error', () => done(false));
  socket.on('timeout', () => done(false));
});

describe.skipIf(!redisAnswers)('a replayed notice with REDIS_URL', () => {
  it('is refused by another instance, each on its own database, and after a restart', async () => {
    const [a, b] = [await openTestDatabase('pglite'), await openTestDatabase('pglite')];
    const one = await instance(a, { redisUrl: REDIS_URL });
    const two = await instance(b, { redisUrl: REDIS_URL });
    try {
      const sent = notice();
      expect((await one.inject(sent)).statusCode).toBe(204);
      expect((await two.inject(sent)).statusCode).toBe(409);
      await one.close();
      const restarted = await instance(a, { redisUrl: REDIS_URL });
      expect((await restarted.inject(sent)).statusCode).toBe(409);
      await restarted.close();
    } finally {
      await two.close();
      await a.close();
      await b.close();
    }
  }, 120_000);
});
