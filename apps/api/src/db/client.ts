// Opens the database: PostgreSQL when a URL is given, else PGlite (file-backed, or in memory for
// tests). Both speak the same SQL through Drizzle, and migrations run before first use.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction on it: pass the transaction that makes the change. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string };

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

/**
 * The advisory lock instances take to migrate one at a time. Any fixed bigint will do, the same in
 * every instance and used for nothing else in the database: this one is "peakmigr" in ASCII.
 */
const MIGRATION_LOCK_KEY = 0x7065616b6d696772n;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      // A server that accepts connections but stops answering must not hold requests forever,
      // and no statement may run long: PostgreSQL itself cancels one after 5 s.
      query_timeout: 10_000,
      statement_timeout: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client that loses its server must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await withMigrationLock(target.url, () => migratePg(db as never, { migrationsFolder }));
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await openPglite(target.dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

/** PGlite with the extensions the migrations create (pg_trgm: the leads inbox's search index). */
export const openPglite = (dataDir?: string) => PGlite.create(dataDir, { extensions: { pg_trgm } });

/**
 * Runs `migrate` holding the migration lock, so instances started together do not create the same
 * tables at once. The lock has a connection of its own: waiting may outlast the pool's 5 s
 * statement limit, and a pool of one could not also lend the migration a connection. PostgreSQL
 * releases the lock by itself if this process dies.
 */
async function withMigrationLock(url: string, migrate: () => Promise<void>) {
  const lock = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 5_000,
    lock_timeout: 60_000,
  });
  // A lost lock connection must not crash the process: the migration or the unlock reports it.
  lock.on('error', () => {});
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await lock.end();
  }
}

/** The database the settings name: PostgreSQL at DATABASE_URL, else PGlite under DATA_DIR. */
export const configuredTarget = (config: {
  databaseUrl?: string;
  dataDir: string;
}): DatabaseTarget =>
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') };
