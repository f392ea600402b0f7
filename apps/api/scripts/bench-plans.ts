// pnpm --filter @peak/api bench:plans: 100,000 plans whose check-in is due in the same minute, on
// PostgreSQL (a throwaway database on DATABASE_URL's server, or on 127.0.0.1:5432), handed to the
// mail server by two API instances together (the real server, `pnpm start`'s command, twice). Each
// plan's rows are the ones its making writes: the first check-in due now, the next three and the
// retake invitation later, as mail rows with the check-in mail's payload (plans/mails.ts) and each
// its own Message-ID. The due rows are committed at once; the clock runs from that commit until
// the mail server (smtp-sink.ts, one port per instance) has every Message-ID. Printed: the time,
// mails per second, each instance's share, the duplicates (none may be sent twice) and the plan of
// the worker's claim statement on the 100,000 due rows (EXPLAIN ANALYZE, rolled back), which must
// read outbox_due_idx.
// Each instance runs with OUTBOX_SLOTS=50 (--slots) and SMTP_MAX_CONNECTIONS=5 (--connections),
// the production defaults otherwise (a poll a second, 10 s an attempt).
//   tsx apps/api/scripts/bench-plans.ts [--plans 100000] [--target 60] [--slots 50]
//     [--connections 5] [--json FILE]
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type RunningServer, startServer } from '@peak/testkit';
import { throwawayPostgres } from '@peak/testkit/postgres';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { serverArgs } from '../src/launch';
import { outboxMessageId } from '../src/outbox/mailer';
import { claimStatement, leaseMs } from '../src/outbox/worker';
import { checkInMail, type PlanWords, retakeMail } from '../src/plans/mails';
import { SITE_NAME } from '../src/plans/routes';
import { startSmtpSink } from './smtp-sink';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    plans: { type: 'string', default: '100000' },
    target: { type: 'string', default: '60' },
    // Each instance's OUTBOX_SLOTS and SMTP_MAX_CONNECTIONS.
    slots: { type: 'string', default: '50' },
    connections: { type: 'string', default: '5' },
    json: { type: 'string' },
  },
});
const PLANS = Number(values.plans);
const TARGET_S = Number(values.target);
const INSTANCES = 2;
const CORES = availableParallelism();
const SITE_URL = 'https://peak.example';
const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const DAY_MS = 86_400_000;
const ATTEMPT_TIMEOUT_MS = 10_000;
/** How long the run may take before it is called off (the target missed by far). */
const GIVE_UP_MS = 10 * 60_000;

/**
 * A plan's words with placeholders the seeding fills in per plan: the number (__I__), the check-in's
 * token (__TOKEN__) and the plan's stop token (__STOP__).
 */
const words: PlanWords = {
  to: 'planner__I__@example.com',
  firstName: 'Planner',
  siteUrl: SITE_URL,
  siteName: SITE_NAME,
  capability: 'Clarity of Focus',
  ifThen: 'When I open my laptop in the morning, I will write down my three priorities.',
  signal: 'I end the week having moved all three.',
  timeZone: 'America/New_York',
  stopToken: '__STOP__',
};

/** The due minute: every plan's first check-in is at its start (18:00 local for all of them). */
const dueAt = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const checkInAt = (n: number) => new Date(dueAt.getTime() + (n - 1) * 7 * DAY_MS);
const retakeAt = new Date(dueAt.getTime() + 90 * DAY_MS);

/** The rows one plan writes, as templates: type, JSON payload, when due, and a token salt. */
const rowsOfAPlan = [
  ...[1, 2, 3, 4].map((n) => ({
    type: 'plan.check-in',
    payload: JSON.stringify(
      checkInMail(words, {
        n,
        token: '__TOKEN__',
        nextAt: n < 4 ? checkInAt(n + 1) : null,
        retakeAt,
      }),
    ),
    at: checkInAt(n),
    salt: `check-in ${n} `,
  })),
  {
    type: 'plan.retake',
    payload: JSON.stringify(retakeMail(words, new Date(dueAt.getTime() - 7 * DAY_MS))),
    at: retakeAt,
    salt: 'retake ',
  },
];

/** Writes one of those rows for every plan, in one statement. */
const insertRows = (client: pg.Client, row: (typeof rowsOfAPlan)[number]) =>
  client.query(
    `insert into outbox (channel, type, payload, next_attempt_at, subject_user_id)
     select 'mail', $1,
       replace(replace(replace($2, '__I__', i::text), '__TOKEN__', md5($3 || i)),
         '__STOP__', md5('stop ' || i))::json,
       $4, 'planner-' || i
     from generate_series(1, $5::int) as i`,
    [row.type, row.payload, row.salt, row.at, PLANS],
  );

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** Clock ticks per second in /proc (USER_HZ, 100 on Linux). */
const TICKS = 100;
/** CPU seconds a process has used (user and system), from /proc; 0 once it is gone. */
function cpuOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}
/** CPU seconds the whole machine has been busy (every core, everything but idle and iowait). */
function machineBusy(): number {
  const [, ...times] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
  const ticks = times.map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return (ticks.reduce((a, b) => a + b, 0) - idle) / TICKS;
}
/** The PostgreSQL backends serving this database (the instances' connections). */
async function backends(client: pg.Client, name: string): Promise<number[]> {
  const { rows } = await client.query(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  return rows.map((r: { pid: number }) => r.pid);
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not come within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const database = await throwawayPostgres({ prefix: 'peak_bench_plans' });
const sink = await startSmtpSink(INSTANCES);
const servers: RunningServer[] = [];
const client = new pg.Client({ connectionString: database.url });
try {
  // The schema, as the servers would make it.
  const migrated = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
  await migrated.close();
  await client.connect();

  const seedStarted = performance.now();
  const [due, ...later] = rowsOfAPlan;
  if (!due) throw new Error('no due row');
  for (const row of later) await insertRows(client, row);
  await client.query('analyze outbox');
  const laterMs = performance.now() - seedStarted;

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    SITE_URL,
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'error',
    OUTBOX_ATTEMPT_TIMEOUT_MS: String(ATTEMPT_TIMEOUT_MS),
    OUTBOX_SLOTS: values.slots,
    SMTP_MAX_CONNECTIONS: values.connections,
  };
  // One after the other: the first start seeds the content, which the second then finds.
  for (const [i, port] of sink.ports.entries())
    servers.push(
      await startServer({
        args: serverArgs(),
        cwd: API_DIR,
        env: { ...env, SMTP_URL: port.url },
        name: `API instance ${i + 1}`,
      }),
    );

  // The due check-ins in one transaction: the instances see all of them at once, at the commit.
  // Before it, the claim statement's plan on them (its change rolled back).
  const dueStarted = performance.now();
  await client.query('begin');
  await insertRows(client, due);
  await client.query('analyze outbox');
  const now = new Date();
  const claimSql = claimStatement(
    migrated.db,
    ['mail'],
    now,
    new Date(now.getTime() + leaseMs(ATTEMPT_TIMEOUT_MS)),
    Number(values.slots),
  ).toSQL();
  await client.query('savepoint plan');
  const explained = await client.query(
    `explain (analyze, buffers) ${claimSql.sql}`,
    claimSql.params as unknown[],
  );
  await client.query('rollback to savepoint plan');
  const plan = explained.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
  const dueMs = performance.now() - dueStarted;
  await client.query('commit');
  const committed = performance.now();
  const cpuBefore = {
    instances: servers.map((server) => cpuOf(server.child.pid)),
    machine: machineBusy(),
    bench: process.cpuUsage(),
  };
  // The instances' pools are open by now; a backend that starts later is counted from zero.
  const backendCpu = new Map<number, number>();
  for (const pid of await backends(client, database.name)) backendCpu.set(pid, cpuOf(pid));
  let postgresCpu = 0;

  let receivedAll = 0;
  await until(
    () => {
      if (sink.received() < PLANS) return false;
      receivedAll ||= performance.now();
      return true;
    },
    GIVE_UP_MS,
    `${PLANS} mails`,
  );
  const elapsedMs = receivedAll - committed;
  const instanceCpu = servers.map(
    (server, i) => cpuOf(server.child.pid) - (cpuBefore.instances[i] ?? 0),
  );
  for (const pid of await backends(client, database.name))
    postgresCpu += cpuOf(pid) - (backendCpu.get(pid) ?? 0);
  const benchUsage = process.cpuUsage(cpuBefore.bench);
  const benchCpu = (benchUsage.user + benchUsage.system) / 1e6;
  const machineCpu = machineBusy() - cpuBefore.machine;
  const ourCpu = instanceCpu.reduce((a, b) => a + b, 0) + postgresCpu + benchCpu;
  // Every due row marked delivered: nothing is left that a worker could send again.
  const undelivered = async () =>
    Number(
      (
        await client.query(
          `select count(*) as n from outbox where next_attempt_at <= $1 and delivered_at is null`,
          [dueAt],
        )
      ).rows[0]?.n,
    );
  await until(async () => (await undelivered()) === 0, 60_000, 'every due row marked delivered');
  const drainedMs = performance.now() - committed;
  for (const server of servers.splice(0)) await server.stop({ killAfterMs: 20_000 });

  const { rows } = await client.query(
    `select id from outbox where type = 'plan.check-in' and next_attempt_at <= $1`,
    [dueAt],
  );
  const expected = new Set(rows.map((r: { id: string }) => outboxMessageId(r.id, SITE_URL)));
  const unique = new Set(sink.messageIds);
  const duplicates = sink.messageIds.length - unique.size;
  const missing = [...expected].filter((id) => !unique.has(id)).length;
  const unexpected = [...unique].filter((id) => !expected.has(id)).length;
  const rate = Math.round(PLANS / (elapsedMs / 1000));
  const usesIndex =
    /Index (Only )?Scan using outbox_due_idx|Bitmap Index Scan on outbox_due_idx/.test(plan);
  const pass =
    elapsedMs <= TARGET_S * 1000 &&
    duplicates === 0 &&
    missing === 0 &&
    unexpected === 0 &&
    usesIndex;

  console.log(
    `${INSTANCES} API instances, each OUTBOX_SLOTS=${values.slots} SMTP_MAX_CONNECTIONS=${values.connections}, on PostgreSQL`,
  );
  console.log(
    `seeded ${PLANS} plans' later mail (${later.length * PLANS} rows) in ${seconds(laterMs)} s, ` +
      `their due check-ins (${PLANS} rows, one transaction, with the plan below) in ${seconds(dueMs)} s`,
  );
  console.log(
    `${PLANS} check-ins due at ${dueAt.toISOString()} handed to the mail server in ` +
      `${seconds(elapsedMs)} s (target ${TARGET_S} s): ${rate} mails/s; all marked delivered ` +
      `after ${seconds(drainedMs)} s`,
  );
  for (const [i, port] of sink.ports.entries())
    console.log(
      `  instance ${i + 1}: ${port.received} mails (${Math.round((100 * port.received) / sink.received())}%), ` +
        `${(instanceCpu[i] ?? 0).toFixed(1)} CPU s (${((1000 * (instanceCpu[i] ?? 0)) / port.received).toFixed(2)} ms a mail)`,
    );
  console.log(
    `CPU in those ${seconds(elapsedMs)} s (${CORES} cores: ${((CORES * elapsedMs) / 1000).toFixed(0)} CPU s): ` +
      `instances ${instanceCpu.reduce((a, b) => a + b, 0).toFixed(1)} s, PostgreSQL backends ${postgresCpu.toFixed(1)} s, ` +
      `mail server and this script ${benchCpu.toFixed(1)} s; the machine was busy ${machineCpu.toFixed(1)} s, ` +
      `${Math.max(0, machineCpu - ourCpu).toFixed(1)} s of it outside those processes ` +
      `(PostgreSQL's background work, the kernel's loopback traffic, anything else running)`,
  );
  console.log(
    `received ${sink.received()}, distinct Message-IDs ${unique.size}, duplicates ${duplicates}, ` +
      `missing ${missing}, unexpected ${unexpected}`,
  );
  console.log(`the claim statement (its change rolled back):\n${claimSql.sql}\n${plan}`);
  console.log(
    `reads outbox_due_idx: ${usesIndex ? 'yes' : 'NO'}; ${pass ? 'PASS' : 'FAIL'} ` +
      `(all ${PLANS} within ${TARGET_S} s, none twice, none missing, through the index)`,
  );
  if (values.json)
    writeFileSync(
      values.json,
      JSON.stringify(
        {
          plans: PLANS,
          elapsedS: elapsedMs / 1000,
          rate,
          slots: Number(values.slots),
          connections: Number(values.connections),
          perInstance: sink.ports.map((p) => p.received),
          instanceCpuS: instanceCpu,
          postgresCpuS: postgresCpu,
          duplicates,
          missing,
          unexpected,
          usesIndex,
          plan,
          target: TARGET_S,
          pass,
        },
        null,
        2,
      ),
    );
  if (!pass) process.exitCode = 1;
} finally {
  for (const server of servers) await server.stop({ signal: 'SIGKILL' });
  await client.end().catch(() => undefined);
  await sink.close();
  await database.drop();
}
