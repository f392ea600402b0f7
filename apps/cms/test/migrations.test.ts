// The migrations are the schema: a collection changed without `pnpm --filter @peak/cms
// migrate:create <name>` would leave the CMS's tables behind its admin. Payload is asked to write a
// migration against the last one's snapshot, for each database; it must find nothing to write.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const app = join(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'cms-migrations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function newMigrations(
  database: 'sqlite' | 'postgres',
  env: Record<string, string | undefined>,
): string[] {
  const dir = join(app, 'src', 'migrations', database);
  const before = new Set(readdirSync(dir));
  execFileSync('npx', ['payload', 'migrate:create', 'unwritten', '--skip-empty'], {
    cwd: app,
    env: { ...process.env, CMS_DATA_DIR: scratch, ...env },
    stdio: 'pipe',
  });
  const added = readdirSync(dir).filter((name) => !before.has(name));
  // What Payload wrote is a symptom, not a migration anyone named: it goes.
  for (const name of added) rmSync(join(dir, name));
  if (added.length > 0)
    execFileSync('git', ['checkout', '--', join(dir, 'index.ts')], { cwd: app });
  return added;
}

describe('the CMS migrations', () => {
  it('hold every collection change, on SQLite', () => {
    expect(newMigrations('sqlite', { DATABASE_URI: '' })).toEqual([]);
  }, 60_000);

  const postgres = process.env.DATABASE_URL;
  it.skipIf(!postgres)(
    'hold every collection change, on PostgreSQL',
    () => {
      // Payload compares with the snapshot; the database is only connected to.
      expect(newMigrations('postgres', { DATABASE_URI: postgres })).toEqual([]);
    },
    60_000,
  );
});
