// The stopped site's own database, for a test that must set what no request can: a saved result's
// date months back, say. PGlite's files open in one process at a time, so only while the site is
// stopped (startSite with a data directory of the test's, then stop, change, start again). PGlite
// is the API's dependency, loaded from there.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

interface Database {
  query: <T>(sql: string, params?: unknown[]) => Promise<{ rows: T[]; affectedRows?: number }>;
  close: () => Promise<void>;
}

type PGliteModule = {
  PGlite: { create: (dataDir: string, options: { extensions: object }) => Promise<Database> };
};

/** Runs `change` on the database of a stopped site's data directory, and closes it. */
export async function withSiteDatabase<T>(
  dataDir: string,
  change: (db: Database) => Promise<T>,
): Promise<T> {
  const load = createRequire(join(REPO_ROOT, 'apps/api/package.json'));
  const { PGlite } = load('@electric-sql/pglite') as PGliteModule;
  // The extension the site's migrations created (the leads' search index).
  const { pg_trgm } = load('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: object };
  const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    return await change(db);
  } finally {
    await db.close();
  }
}
