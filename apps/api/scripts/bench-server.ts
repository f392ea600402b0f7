// A server for the API benchmark, in its own process so the load generator does not share its
// event loop; started by the test kit's startServer, which gives it HOST and PORT and waits for
// /bare (bare) or /api/health. Modes: bare | pglite | postgres (DATABASE_URL).
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seedContent } from '../src/db/seed';

const [mode = 'pglite', cacheTtl = '5000'] = process.argv.slice(2);

async function start() {
  if (mode === 'bare') {
    const app = Fastify();
    app.get('/bare', async () => ({ ok: true }));
    // A rater's two requests with nothing behind them: the floor under the 360 benchmark's burst.
    app.put('/bare/rate/:token', async () => ({ saved: true }));
    app.post('/bare/rate/:token/submit', async () => ({ submittedAt: new Date().toISOString() }));
    // A batch of funnel events taken and dropped: the floor under the events benchmark.
    app.post('/bare/events', async (_request, reply) => reply.code(204).send());
    return { app, close: async () => {} };
  }
  const database =
    mode === 'postgres'
      ? await openDatabase({
          kind: 'postgres',
          url: process.env.DATABASE_URL as string,
          poolSize: 20,
        })
      : await openDatabase({ kind: 'pglite' });
  await seedContent(database.db);
  const config = {
    ...readConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      // The team benchmark reads as one client, and seeds a team larger than the default quota.
      ...(process.env.RATE_LIMIT_READS ? { RATE_LIMIT_READS: process.env.RATE_LIMIT_READS } : {}),
      ...(process.env.TEAM_MAX_MEMBERS ? { TEAM_MAX_MEMBERS: process.env.TEAM_MAX_MEMBERS } : {}),
      ...(process.env.STAFF_EMAILS ? { STAFF_EMAILS: process.env.STAFF_EMAILS } : {}),
    }),
    contentCacheTtlMs: Number(cacheTtl),
  };
  const app = await buildApp({ database, config });
  return { app, close: () => database.close() };
}

const { app, close } = await start();
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
// The database closes after the app, as in main.ts: onClose hooks run last-registered first, so
// one of them closing the pool would run before the funnel's last write and lose its counts.
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(close)
      .then(() => process.exit(0)),
);
