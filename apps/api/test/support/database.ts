// The databases every API suite runs against: PGlite always, and a fresh PostgreSQL database
// (created and dropped around the suite) when DATABASE_URL points at a server.
import { throwawayPostgres } from '@peak/testkit/postgres';
import { type Database, openDatabase } from '../../src/db/client';

export type Target = 'pglite' | 'postgres';

export const TARGETS: Target[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A test database; on PostgreSQL also its URL, so a second instance can open the same one. The
 * PostgreSQL server is DATABASE_URL's unless `adminUrl` names another.
 */
export async function openTestDatabase(
  target: Target,
  adminUrl?: string,
): Promise<Database & { url?: string }> {
  if (target === 'pglite') return openDatabase({ kind: 'pglite' });
  const throwaway = await throwawayPostgres({ adminUrl, prefix: 'peak_test' });
  const database = await openDatabase({ kind: 'postgres', url: throwaway.url, poolSize: 5 });
  return {
    ...database,
    url: throwaway.url,
    close: async () => {
      await database.close();
      await throwaway.drop();
    },
  };
}
