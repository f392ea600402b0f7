// The databases every API suite runs against: PGlite always, and a fresh PostgreSQL database
// (created and dropped around the suite) when DATABASE_URL points at a server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client';

export type Target = 'pglite' | 'postgres';

export const TARGETS: Target[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A test database; on PostgreSQL also its URL, so a second instance can open the same one. The
 * PostgreSQL server is DATABASE_URL's unless `adminUrl` names another.
 */
export async function openTestDatabase(
  target: Target,
  adminUrl = process.env.DATABASE_URL as string,
): Promise<Database & { url?: string }> {
  if (target === 'pglite') return openDatabase({ kind: 'pglite' });
  const name = `peak_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}
