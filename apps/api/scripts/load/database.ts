// Where the server stores: a throwaway PostgreSQL database when a server answers, else PGlite;
// and the rows it stored, read directly.
import { join } from 'node:path';
import { answers } from '@peak/testkit';
import { throwawayPostgres } from '@peak/testkit/postgres';
import pg from 'pg';
import { openPglite } from '../../src/db/client';
import type { Leftovers, WorkDir } from './leftovers';

/** Where the server stores: a database of its own on PostgreSQL when one answers, else PGlite. */
export interface Store {
  onPostgres: boolean;
  /** DATABASE_URL for the server: empty on PGlite. */
  url: string;
  name: string;
}

/** A database of its own on the server at `adminUrl` (dropped at the end), or PGlite. */
export async function createDatabase(leftovers: Leftovers, adminUrl: string): Promise<Store> {
  const admin = new URL(adminUrl);
  if (!(await answers(admin.hostname, Number(admin.port || 5432))))
    return { onPostgres: false, url: '', name: 'PGlite' };
  const database = await throwawayPostgres({ adminUrl, prefix: 'load' });
  leftovers.add(() => database.drop());
  return { onPostgres: true, url: database.url, name: `PostgreSQL, database ${database.name}` };
}

export interface StoredRow {
  id: string;
  user_email: string;
  raw: number;
}

/** Every stored result: its id, its user and its score (null when report and column disagree). */
export async function storedRows(store: Store, work: WorkDir): Promise<StoredRow[]> {
  // The stored report and its headline column must both hold the score: a mismatch reads as null.
  const sql = `select id::text as id, user_email,
    case when (results->>'rawOverallScore')::float8 = raw_overall_score then raw_overall_score::int end as raw
    from assessment_results`;
  if (store.onPostgres) {
    const client = new pg.Client({ connectionString: store.url });
    await client.connect();
    try {
      return (await client.query<StoredRow>(sql)).rows;
    } finally {
      await client.end();
    }
  }
  const db = await openPglite(join(work.dir, 'pglite'));
  try {
    return (await db.query<StoredRow>(sql)).rows;
  } finally {
    await db.close();
  }
}
