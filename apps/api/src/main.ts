// Starts the API (and the built site) on one port: PostgreSQL when DATABASE_URL is set, else PGlite
// under DATA_DIR. Seeds content on first start. Stops gracefully on SIGTERM and SIGINT.
import { buildApp } from './app';
import { readConfig } from './config';
import { configuredTarget, openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { isContentEmpty, seedContent } from './db/seed';

const config = readConfig();
// PGlite's files belong to this process alone while it runs; commands ask it over HTTP.
let lock: ReturnType<typeof lockDataDir> | undefined;
if (!config.databaseUrl) {
  try {
    lock = lockDataDir(config.dataDir, {
      kind: 'server',
      url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`,
      token: true,
    });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
const database = await openDatabase(configuredTarget(config));
if (await isContentEmpty(database.db)) await seedContent(database.db);
const app = await buildApp({ database, config, adminToken: lock?.token });

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  // A keep-alive connection whose request ends while closing would hold the server open until it
  // times out: each one is closed as soon as it is idle.
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await app.close();
    await database.close();
    lock?.release();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  } finally {
    clearInterval(closeIdle);
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

const address = await app.listen({ host: config.host, port: config.port });
lock?.listening(address);
