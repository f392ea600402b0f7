// The CMS on PostgreSQL (DATABASE_URI), as production runs it: its first start creates the tables
// through the PostgreSQL migrations, seeds the bundled content, and a second start changes nothing.
// Skipped, saying so, when no PostgreSQL answers at DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresAnswers } from '@peak/cms-config/testing';
import { throwawayPostgres } from '@peak/testkit/postgres';
import { getPayload, type Payload } from 'payload';
import { afterAll, describe, expect, it, vi } from 'vitest';

const adminUrl = process.env.DATABASE_URL;
const postgres = adminUrl ? await postgresAnswers(adminUrl) : false;
if (!postgres) console.warn('CMS-on-PostgreSQL test skipped: set DATABASE_URL to a server.');

describe.skipIf(!postgres)('the CMS on PostgreSQL', async () => {
  const database = postgres ? await throwawayPostgres({ adminUrl, prefix: 'peak_cms' }) : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'cms-pg-'));
  let payload: Payload | undefined;

  afterAll(async () => {
    await payload?.destroy();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    vi.unstubAllEnvs();
  });

  it('creates its tables through its migrations and seeds the bundled content', async () => {
    vi.stubEnv('DATABASE_URI', database?.url ?? '');
    vi.stubEnv('CMS_DATA_DIR', dataDir);
    const { default: config } = await import('../src/payload.config');
    payload = await getPayload({ config, key: 'cms-on-postgres' });
    // The adapter keeps a connection for good: dropping the database at the end closes it.
    (payload.db as unknown as { pool?: { on: (event: 'error', f: () => void) => void } }).pool?.on(
      'error',
      () => {},
    );
    const { totalDocs } = await payload.count({ collection: 'posts', overrideAccess: true });
    expect(totalDocs).toBeGreaterThan(10);
    const migrations = await payload.find({ collection: 'payload-migrations', limit: 100 });
    expect(migrations.docs.map((m) => m.name).sort()).toEqual(
      (await import('../src/migrations/postgres')).migrations.map((m) => m.name).sort(),
    );
    // What editors see first: a post with its latest version, a rule with its guard.
    const post = await payload.findByID({ collection: 'posts', id: 'post-01', draft: true });
    expect(post._status).toBe('published');
    // The 360's observer form, one item per scored question, its saves guarded by the rules.
    const observer = await payload.count({ collection: 'observer-items', overrideAccess: true });
    expect(observer.totalDocs).toBe(36);
  }, 120_000);
});
