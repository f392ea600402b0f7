// API instances started at the same moment on an empty PostgreSQL database all migrate it before
// they serve. Only one may run the migrations; the others wait for it and then find them done.
// Without that, one fails on a table another is creating ("duplicate key value violates unique
// constraint pg_type_typname_nsp_index"). Each instance here is a process of its own.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { answers } from '@peak/testkit';
import { LOCAL_POSTGRES_URL, throwawayPostgres } from '@peak/testkit/postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { API_DIR } from '../support/paths';

const ADMIN_URL = process.env.DATABASE_URL || LOCAL_POSTGRES_URL;
const admin = new URL(ADMIN_URL);
const postgresAnswers = await answers(admin.hostname, Number(admin.port || 5432), 2_000);

const INSTANCES = 3;
const ROUNDS = 4;
const INSTANCE_SCRIPT = join(API_DIR, 'test', 'db', 'migrate-on-signal.ts');
const MIGRATIONS: number = JSON.parse(
  readFileSync(join(API_DIR, 'drizzle', 'meta', '_journal.json'), 'utf8'),
).entries.length;

/** An instance loaded and waiting: go() lets it migrate; exited gives its code and stderr. */
function startInstance(url: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', INSTANCE_SCRIPT, url], {
    cwd: API_DIR,
    stdio: 'pipe',
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    void exited.then(() => reject(new Error(`an instance exited before it was ready: ${stderr}`)));
  });
  return { ready, exited, go: () => child.stdin.write('go\n'), kill: () => child.kill() };
}

/** Starts the instances, lets them all migrate at once, and answers how each ended. */
async function migrateTogether(url: string) {
  const instances = Array.from({ length: INSTANCES }, () => startInstance(url));
  try {
    await Promise.all(instances.map((i) => i.ready));
    for (const i of instances) i.go();
    return await Promise.all(instances.map((i) => i.exited));
  } finally {
    for (const i of instances) i.kill();
  }
}

/** How many times drizzle recorded each migration it applied. */
async function timesRecorded(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations group by hash',
    );
    return rows.map((r) => r.n);
  } finally {
    await client.end();
  }
}

/** PostgreSQL's message when there is one (pg prints it as "error: ..."), else the first line. */
const firstError = (stderr: string) =>
  stderr.match(/\berror: .*/)?.[0] ?? stderr.trim().split('\n')[0];

/** One round on a fresh database: the exit codes, the first line of each failure, the records. */
async function round() {
  const database = await throwawayPostgres({ adminUrl: ADMIN_URL, prefix: 'peak_migrate' });
  try {
    const ends = await migrateTogether(database.url);
    return {
      exitCodes: ends.map((e) => e.code),
      failures: ends.filter((e) => e.code !== 0).map((e) => firstError(e.stderr)),
      timesRecorded: await timesRecorded(database.url),
    };
  } finally {
    await database.drop();
  }
}

describe.skipIf(!postgresAnswers)(
  postgresAnswers
    ? `${INSTANCES} instances starting together on an empty PostgreSQL database`
    : `Concurrent migrations: skipped, no PostgreSQL answers on ${admin.host}`,
  () => {
    it('all start, and each migration runs and is recorded once', async () => {
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await round());
      const clean = {
        exitCodes: Array(INSTANCES).fill(0),
        failures: [],
        timesRecorded: Array(MIGRATIONS).fill(1),
      };
      expect(rounds).toEqual(Array(ROUNDS).fill(clean));
    }, 240_000);
  },
);
