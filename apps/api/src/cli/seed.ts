// pnpm db:seed: (re)loads the bundled content into the database. Safe to run any number of times.
import { readConfig } from '../config';
import { configuredTarget, openDatabase } from '../db/client';
import { seedContent } from '../db/seed';

const config = readConfig();
const database = await openDatabase(configuredTarget(config));
try {
  const counts = await seedContent(database.db);
  console.log(
    `seeded ${database.kind}: ${Object.entries(counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
} finally {
  await database.close();
}
