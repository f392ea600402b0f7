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

/**
 * SITE_API_URL (the site API's origin) and SITE_REVALIDATE_SECRET (the API's CMS_REVALIDATE_SECRET):
 * each saved change is sent there, so the site shows it at once. Unset: the site's cache TTL.
 */
function revalidate() {
  const url = process.env.SITE_API_URL?.trim();
  const secret = process.env.SITE_REVALIDATE_SECRET?.trim();
  if (!url && !secret) return undefined;
  if (!url || !secret) throw new Error('SITE_API_URL and SITE_REVALIDATE_SECRET go together');
  return { url, secret };
}

/**
 * SITE_URL (the site's public origin) and SITE_PREVIEW_SECRET (the API's CMS_PREVIEW_SECRET): a
 * Preview button on posts opens the latest version, a draft too, on the site. Unset: no button.
 */
function preview() {
  const siteUrl = process.env.SITE_URL?.trim();
  const secret = process.env.SITE_PREVIEW_SECRET?.trim();
  if (!siteUrl && !secret) return undefined;
  if (!siteUrl || !secret) throw new Error('SITE_URL and SITE_PREVIEW_SECRET go together');
  return { siteUrl, secret };
}

export default cmsConfig({
  observerItems: true,
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
  // Scheduled publications are published by this server, each minute.
  runScheduledJobs: true,
  revalidate: revalidate(),
  preview: preview(),
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
