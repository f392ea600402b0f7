// The CMS as editors run it: SQLite in ./.data by default, PostgreSQL with DATABASE_URI; seeded
// with the bundled content on its first start.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { cmsConfig } from '@peak/cms-config';
import { copyBundledMedia, isEmpty, seed } from '@peak/cms-config/seed';
import type { Migration } from 'payload';
import { migrations as postgresMigrations } from './migrations/postgres';
import { migrations as sqliteMigrations } from './migrations/sqlite';

const dataDir = resolve(process.env.CMS_DATA_DIR ?? '.data');
mkdirSync(dataDir, { recursive: true });

/** PAYLOAD_SECRET, else one made on the first start and kept beside the embedded database. */
function secret(): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET;
  const file = join(dataDir, 'secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

const databaseUri = process.env.DATABASE_URI;
const mediaDir = join(dataDir, 'media');

export default cmsConfig({
  secret: secret(),
  db: databaseUri
    ? postgresAdapter({
        pool: { connectionString: databaseUri },
        // The schema changes only through migrations, also in development (no drizzle push).
        push: false,
        migrationDir: resolve('src/migrations/postgres'),
      })
    : sqliteAdapter({
        client: { url: `file:${join(dataDir, 'cms.db')}` },
        push: false,
        migrationDir: resolve('src/migrations/sqlite'),
      }),
  mediaDir,
  onInit: async (payload) => {
    // Also outside production (scripts, next dev), where Payload itself would not run them.
    const migrations = databaseUri ? postgresMigrations : sqliteMigrations;
    // Payload's generated migrations name their adapter's argument types; its list takes unknown.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] });
    if (!(await isEmpty(payload))) return;
    copyBundledMedia(mediaDir);
    await seed(payload);
    payload.logger.info('Seeded the bundled content.');
  },
});
