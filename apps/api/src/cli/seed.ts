// pnpm db:seed: (re)loads the bundled content into the database. Safe to run any number of times.
// On PGlite with the server running, the server seeds: its files are never opened twice.
import { readConfig } from '../config';
import { seedContent } from '../db/seed';
import { adminCall, withData } from './database-access';

const config = readConfig();
try {
  const counts = await withData(
    config,
    async (server) =>
      (await adminCall<{ counts: Record<string, number> }>(server, '/api/admin/seed', 'POST'))
        .counts,
    (db) => seedContent(db),
  );
  console.log(
    `seeded: ${Object.entries(counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
} catch (error) {
  console.error(`db:seed: ${(error as Error).message}`);
  process.exitCode = 1;
}
