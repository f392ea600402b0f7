// pnpm verify:load: the production server (a child process, NODE_ENV=production) under a mixed load
// on loopback: 50 signed-in users saving complete assessments at once, with article pages, filtered
// post lists and story requests alongside. Every save answered 2xx is then looked up in the database.
//   LOAD_SECONDS=30 tsx apps/api/scripts/verify-load.ts      (WEB_DIST=<built client> skips the build;
//   LOAD_JSON=<file> also writes the figures as JSON)
// Targets: >= 500 saves/s (on PostgreSQL), p99 < 100 ms on every route kind, zero 5xx, and the stored
// rows equal the answered saves, each once, with the rawOverallScore the golden fixture expects.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { posts, questions } from '@peak/content';
import { isScoredQuestion } from '@peak/scoring';
import autocannon from 'autocannon';
import pg from 'pg';
import { serverArgs } from '../src/launch';
import { answers, freePort } from './net';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = join(API_DIR, '..', '..');
const WEB_DIR = join(REPO_ROOT, 'apps', 'web');
const FIXTURES_DIR = join(REPO_ROOT, 'packages', 'scoring', 'fixtures');

const SECONDS = Number(process.env.LOAD_SECONDS ?? '30');
if (!Number.isFinite(SECONDS) || SECONDS < 1 || SECONDS > 600)
  throw new Error('LOAD_SECONDS must be a number of seconds from 1 to 600');
const USERS = 50;
const TARGET_SAVES_PER_S = 500;
const TARGET_P99_MS = 100;
const WARMUP_SAVES_PER_USER = 10;
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The route kinds besides saves are paced (requests/s over a few connections), so saves dominate the
 * mix: every user saves as fast as the server answers, one request in flight each.
 */
const PACED = {
  article: { connections: 4, rate: 50 },
  list: { connections: 4, rate: 50 },
  story: { connections: 2, rate: 25 },
};

interface Fixture {
  name: string;
  responses: Array<{ questionId: string; doing: unknown }>;
  rawOverallScore: number;
}

/** The golden fixtures that answer every scored question: valid, complete answer sets. */
function completeFixtures(): Fixture[] {
  const scored = questions.filter(isScoredQuestion).map((q) => q.questionId);
  const fixtures: Fixture[] = [];
  for (const file of readdirSync(FIXTURES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const f = JSON.parse(readFileSync(join(FIXTURES_DIR, file), 'utf8'));
    const ids = Array.isArray(f.responses)
      ? new Set(f.responses.map((r: { questionId: string }) => r.questionId))
      : new Set();
    const complete =
      ids.size === scored.length &&
      f.responses.length === scored.length &&
      scored.every((id) => ids.has(id));
    if (complete && typeof f.expected?.rawOverallScore === 'number')
      fixtures.push({
        name: file,
        responses: f.responses,
        rawOverallScore: f.expected.rawOverallScore,
      });
  }
  if (fixtures.length === 0) throw new Error(`no complete answer set in ${FIXTURES_DIR}`);
  return fixtures;
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** WEB_DIST when given; else a fresh build of the site into its own folder (removed afterwards). */
function webDist(cleanup: Array<() => Promise<void> | void>): string {
  if (process.env.WEB_DIST) return process.env.WEB_DIST;
  const buildDir = `dist-verify-load-${randomBytes(3).toString('hex')}`;
  cleanup.push(() => rmSync(join(WEB_DIR, buildDir), { recursive: true, force: true }));
  const env = { ...process.env, WEB_BUILD_DIR: buildDir };
  console.log(`building the site into apps/web/${buildDir} ...`);
  const run = (command: string, args: string[]) =>
    spawnSync(command, args, { cwd: WEB_DIR, env, encoding: 'utf8' });
  let result = run(join(WEB_DIR, 'node_modules', '.bin', 'react-router'), ['build']);
  if (result.status === 0) result = run(process.execPath, ['scripts/precompress.mjs']);
  if (result.status === 0) return join(WEB_DIR, buildDir, 'client');
  const existing = join(WEB_DIR, 'dist', 'client');
  if (existsSync(join(existing, '__spa-fallback.html'))) {
    console.log('the site did not build; serving the existing apps/web/dist build instead');
    return existing;
  }
  throw new Error(`the site did not build:\n${result.stderr}`);
}

interface Server {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

async function startServer(env: NodeJS.ProcessEnv, logFile: string): Promise<Server> {
  const port = await freePort();
  const log = openSync(logFile, 'a');
  // LOAD_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load.
  const nodeArgs = (process.env.LOAD_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, serverArgs(nodeArgs), {
    cwd: API_DIR,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} while starting; see ${logFile}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`the server did not answer /api/health within 120 s; see ${logFile}`);
}

async function signUp(url: string, i: number): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Load',
      lastName: `User ${i}`,
      email: `load-user-${i}@example.com`,
      password: `quiet river ${randomBytes(6).toString('hex')} ${i}`,
    }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('peak_session='));
  if (res.status !== 201 || !cookie) throw new Error(`sign-up ${i} answered ${res.status}`);
  return cookie;
}

interface Row {
  kind: string;
  connections: number;
  pace: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  s2xx: number;
  s4xx: number;
  s5xx: number;
  errors: number;
}

const rowOf = (kind: string, pace: string, r: autocannon.Result, seconds: number): Row => {
  const requests = r['1xx'] + r['2xx'] + r['3xx'] + r['4xx'] + r['5xx'];
  return {
    kind,
    connections: r.connections,
    pace,
    requests,
    rps: Math.round(requests / seconds),
    p50: r.latency.p50,
    p99: r.latency.p99,
    s2xx: r['2xx'],
    s4xx: r['4xx'],
    s5xx: r['5xx'],
    errors: r.errors,
  };
};

interface Saved {
  id: string;
  user: number;
  returnedRaw: number;
}

async function storedRows(kind: 'postgres' | 'pglite', target: string) {
  // The stored report and its headline column must both hold the score: a mismatch reads as null.
  const sql = `select id::text as id, user_email,
    case when (results->>'rawOverallScore')::float8 = raw_overall_score then raw_overall_score::int end as raw
    from assessment_results`;
  type Stored = { id: string; user_email: string; raw: number };
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      return (await client.query<Stored>(sql)).rows;
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(target);
  try {
    return (await db.query<Stored>(sql)).rows;
  } finally {
    await db.close();
  }
}

async function main(): Promise<boolean> {
  const cleanup: Array<() => Promise<void> | void> = [];
  let server: Server | undefined;
  const stopServer = async () => {
    if (!server || server.child.exitCode !== null) return server ? server.exited : null;
    server.child.kill('SIGTERM');
    const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 15_000).unref());
    const code = await Promise.race([server.exited, timeout]);
    if (code === 'timeout') {
      server.child.kill('SIGKILL');
      return server.exited;
    }
    return code;
  };
  const runCleanup = async () => {
    await stopServer();
    for (const step of cleanup.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error('cleanup:', (error as Error).message);
      }
    }
    cleanup.length = 0;
  };
  process.once('SIGINT', () => {
    void runCleanup().finally(() => process.exit(130));
  });

  try {
    const fixtures = completeFixtures();
    const dataDir = mkdtempSync(join(tmpdir(), 'verify-load-'));
    let keepDataDir = false;
    cleanup.push(() => {
      if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    });
    const logFile = join(dataDir, 'server.log');

    const admin = new URL(ADMIN_URL);
    const onPostgres = await answers(admin.hostname, Number(admin.port || 5432));
    let databaseUrl = '';
    let databaseName = 'PGlite';
    if (onPostgres) {
      const name = `load_${randomBytes(5).toString('hex')}`;
      await adminQuery(`create database ${name}`);
      cleanup.push(() => adminQuery(`drop database if exists ${name} with (force)`));
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      databaseName = `PostgreSQL, database ${name}`;
    }
    const web = webDist(cleanup);

    server = await startServer(
      {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        WEB_DIST: web,
        // This run only: sign-up and story limits would otherwise throttle 50 users on one address.
        RATE_LIMIT_SIGN_UP: '1000000',
        RATE_LIMIT_READS: '1000000',
        SAVES_PER_HOUR: '1000000',
        SAVED_RESULTS_MAX: '1000000',
        RATE_LIMIT_STORY: '1000000',
        // The embedded defaults: local accounts, the composed story writer, no form mirror.
        OPENAI_API_KEY: '',
        CLERK_JWT_KEY: '',
        CLERK_SECRET_KEY: '',
        CLERK_PUBLISHABLE_KEY: '',
        GOOGLE_FORM_URL: '',
      },
      logFile,
    );
    const { url } = server;

    // Sanity: the routes the load uses answer what they should before the clock starts.
    const slugs = posts.filter((p) => p.status === 'published').map((p) => p.slug);
    const categories = [...new Set(posts.map((p) => p.category).filter(Boolean))];
    const page = await fetch(`${url}/blog/${slugs[0]}`);
    if (!page.ok || !page.headers.get('content-type')?.includes('text/html'))
      throw new Error(
        `GET /blog/${slugs[0]} answered ${page.status} ${page.headers.get('content-type')}`,
      );
    await page.arrayBuffer();

    const cookies: string[] = [];
    for (let i = 0; i < USERS; i += 5) {
      const batch = Array.from({ length: Math.min(5, USERS - i) }, (_, k) => signUp(url, i + k));
      cookies.push(...(await Promise.all(batch)));
    }
    const fixtureOf = (user: number) => fixtures[user % fixtures.length] as Fixture;
    const emailOf = (user: number) => `load-user-${user}@example.com`;

    console.log(
      `verify:load: production server on ${databaseName}, ${SECONDS} s, ${USERS} users saving at once, loopback, node ${process.version}`,
    );
    console.log(
      `  answer sets: ${fixtures.length} complete golden fixtures (${fixtures.map((f) => f.rawOverallScore).join(', ')}); server log: ${logFile}`,
    );

    const saved: Saved[] = [];
    let badSaveBodies = 0;
    let lastSaveAt = 0;
    let nextUser = 0;
    /** Each connection is one user: its cookie, its answer set; every 2xx answer is recorded. */
    const setupSaveClient =
      (clients?: Array<{ reqsMade: number; responseMax?: number }>) =>
      (client: autocannon.Client) => {
        const user = nextUser++ % USERS;
        client.setRequests([
          {
            method: 'POST',
            path: '/api/assessment-results',
            headers: { 'content-type': 'application/json', cookie: cookies[user] as string },
            body: JSON.stringify({ responses: fixtureOf(user).responses }),
            onResponse: (status, body) => {
              lastSaveAt = Date.now();
              if (status < 200 || status >= 300) return;
              try {
                const doc = JSON.parse(body) as { id?: unknown; rawOverallScore?: unknown };
                if (typeof doc.id === 'string' && typeof doc.rawOverallScore === 'number')
                  saved.push({ id: doc.id, user, returnedRaw: doc.rawOverallScore });
                else badSaveBodies++;
              } catch {
                badSaveBodies++;
              }
            },
          },
        ]);
        clients?.push(client as unknown as { reqsMade: number });
      };
    const browserHeaders = { 'accept-encoding': 'br, gzip' };
    const articleRequests: autocannon.Request[] = slugs.map((slug) => ({
      method: 'GET',
      path: `/blog/${slug}`,
      headers: { ...browserHeaders, accept: 'text/html' },
    }));
    const listRequests: autocannon.Request[] = categories.map((category) => ({
      method: 'GET',
      path: `/api/posts?where[category][equals]=${category}&limit=12`,
      headers: browserHeaders,
    }));
    const storyRequests: autocannon.Request[] = fixtures.map((f) => ({
      method: 'POST',
      path: '/api/story',
      headers: { ...browserHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ responses: f.responses }),
    }));

    // Warm-up, as a long-running server would be: compiled code paths, open pool connections,
    // prepared statements. Its saves are verified with the rest; its latencies are not counted.
    const [warmSaves, warmOthers] = await Promise.all([
      autocannon({
        url,
        connections: USERS,
        amount: USERS * WARMUP_SAVES_PER_USER,
        timeout: 10,
        setupClient: setupSaveClient(),
      }),
      autocannon({
        url,
        connections: 2,
        amount: 150,
        timeout: 10,
        requests: [...articleRequests, ...listRequests, ...storyRequests],
      }),
    ]);

    const saveClients: Array<{ reqsMade: number; responseMax?: number }> = [];
    // The load generator's own event-loop delay, reported: it adds to every latency it measures.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const started = Date.now();
    const saves = autocannon({
      url,
      connections: USERS,
      // The saves end when each connection's request in flight is answered (below), not by the clock.
      duration: SECONDS + 60,
      timeout: 10,
      setupClient: setupSaveClient(saveClients),
    });
    const paced = (
      kind: keyof typeof PACED,
      requests: autocannon.Request[],
    ): Promise<autocannon.Result> =>
      autocannon({
        url,
        connections: PACED[kind].connections,
        overallRate: PACED[kind].rate,
        // autocannon's correction for paced runs assumes a 1 ms interval and records made-up
        // shorter latencies, which would flatter p99: the measured latencies are kept as they are.
        ignoreCoordinatedOmission: true,
        duration: SECONDS,
        timeout: 10,
        requests,
      });
    const articles = paced('article', articleRequests);
    const lists = paced('list', listRequests);
    const stories = paced('story', storyRequests);
    // At the end of the window each save connection stops after its request in flight is answered,
    // the way autocannon's own `amount` option ends one: no save is cut off unanswered.
    const drain = setTimeout(() => {
      for (const c of saveClients) c.responseMax = Math.max(1, c.reqsMade);
    }, SECONDS * 1000);
    const [saveResult, articleResult, listResult, storyResult] = await Promise.all([
      saves,
      articles,
      lists,
      stories,
    ]);
    clearTimeout(drain);
    loopDelay.disable();
    const saveSeconds = Math.max(1, lastSaveAt - started) / 1000;

    const exitCode = await stopServer();

    const rows: Row[] = [
      rowOf('save assessment', 'as answered', saveResult, saveSeconds),
      rowOf('article page', `${PACED.article.rate}/s`, articleResult, SECONDS),
      rowOf('posts list (where)', `${PACED.list.rate}/s`, listResult, SECONDS),
      rowOf('story (composed)', `${PACED.story.rate}/s`, storyResult, SECONDS),
    ];
    const warm = [warmSaves, warmOthers];

    // The database, read directly: each answered save stored once, as the server scored it.
    const stored = await storedRows(
      onPostgres ? 'postgres' : 'pglite',
      onPostgres ? databaseUrl : join(dataDir, 'pglite'),
    );
    const byId = new Map<string, { user_email: string; raw: number; count: number }>();
    for (const row of stored) {
      const seen = byId.get(row.id);
      if (seen) seen.count++;
      else byId.set(row.id, { ...row, count: 1 });
    }
    const answeredIds = new Set(saved.map((s) => s.id));
    let missing = 0;
    let duplicated = 0;
    let wrongScore = 0;
    let wrongUser = 0;
    for (const s of saved) {
      const row = byId.get(s.id);
      const expected = fixtureOf(s.user).rawOverallScore;
      if (!row) missing++;
      else {
        if (row.count !== 1) duplicated++;
        if (row.raw !== expected || s.returnedRaw !== expected) wrongScore++;
        if (row.user_email !== emailOf(s.user)) wrongUser++;
      }
    }
    duplicated += saved.length - answeredIds.size;

    const pad = (v: string | number, n: number) => String(v).padStart(n);
    console.log(
      `\n${'route kind'.padEnd(20)}${pad('conns', 6)}${pad('pace', 13)}${pad('requests', 10)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('2xx', 8)}${pad('4xx', 6)}${pad('5xx', 6)}${pad('errors', 8)}`,
    );
    for (const r of rows)
      console.log(
        `${r.kind.padEnd(20)}${pad(r.connections, 6)}${pad(r.pace, 13)}${pad(r.requests, 10)}${pad(r.rps, 8)}${pad(r.p50, 8)}${pad(r.p99, 8)}${pad(r.s2xx, 8)}${pad(r.s4xx, 6)}${pad(r.s5xx, 6)}${pad(r.errors, 8)}`,
      );
    const total = rows.reduce((sum, r) => sum + r.requests, 0);
    console.log(
      `${'all'.padEnd(20)}${pad(
        rows.reduce((s, r) => s + r.connections, 0),
        6,
      )}${pad('', 13)}${pad(total, 10)}${pad(Math.round(total / saveSeconds), 8)}`,
    );

    console.log(
      `warm-up before the window (not in the figures above): ${warmSaves['2xx']} saves and ${warmOthers['2xx']} other requests answered 2xx, ${warmSaves['5xx'] + warmOthers['5xx']} 5xx`,
    );
    console.log(
      `each user keeps one save in flight (a closed loop), so the mean save latency is ${USERS} / (saves per s); load generator event-loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms`,
    );

    const savesPerSecond = Math.round(saveResult['2xx'] / saveSeconds);
    const answered2xx = warmSaves['2xx'] + saveResult['2xx'];
    console.log(
      `\nsaves: ${saveResult['2xx']} answered 2xx in ${saveSeconds.toFixed(1)} s (${savesPerSecond}/s), ${answered2xx} with the warm-up; ${saved.length} with an id, ${stored.length} rows stored; missing ${missing}, duplicated ${duplicated}, wrong rawOverallScore ${wrongScore}, wrong user ${wrongUser}, unreadable bodies ${badSaveBodies}`,
    );
    console.log(`server: SIGTERM after the load, exited with ${exitCode}`);

    const worst = rows.reduce((a, b) => (b.p99 > a.p99 ? b : a));
    const fivexx = rows.reduce((s, r) => s + r.s5xx, 0) + warm.reduce((s, r) => s + r['5xx'], 0);
    const otherFailures =
      rows.reduce((s, r) => s + r.s4xx + r.errors, 0) +
      warm.reduce((s, r) => s + r['4xx'] + r.errors, 0);
    const checks = [
      {
        name: `saves/s >= ${TARGET_SAVES_PER_S}${onPostgres ? '' : ' (PostgreSQL only; not applied on PGlite)'}`,
        pass: !onPostgres || savesPerSecond >= TARGET_SAVES_PER_S,
        detail: `${savesPerSecond}/s`,
      },
      {
        name: `p99 < ${TARGET_P99_MS} ms on every route kind`,
        pass: rows.every((r) => r.p99 < TARGET_P99_MS),
        detail: `worst ${worst.p99} ms, ${worst.kind}`,
      },
      { name: 'zero 5xx', pass: fivexx === 0, detail: `${fivexx}` },
      {
        name: 'no 4xx, socket errors or timeouts (every request is valid)',
        pass: otherFailures === 0,
        detail: `${otherFailures}`,
      },
      {
        name: 'stored = answered, each once, with the expected rawOverallScore and user',
        pass:
          saved.length > 0 &&
          saved.length === answered2xx &&
          stored.length === saved.length &&
          missing + duplicated + wrongScore + wrongUser + badSaveBodies === 0,
        detail: `${stored.length} stored / ${answered2xx} answered`,
      },
      { name: 'graceful stop (exit code 0)', pass: exitCode === 0, detail: `${exitCode}` },
    ];
    if (process.env.LOAD_JSON) {
      const figures = {
        database: onPostgres ? 'postgres' : 'pglite',
        seconds: SECONDS,
        savesPerSecond,
        routes: rows.map(({ kind, rps, p50, p99, s5xx }) => ({ kind, rps, p50, p99, s5xx })),
        answered: answered2xx,
        stored: stored.length,
        fivexx,
        checks,
        pass: checks.every((c) => c.pass),
      };
      writeFileSync(process.env.LOAD_JSON, `${JSON.stringify(figures, null, 2)}\n`);
    }
    console.log('\ntargets');
    for (const c of checks) console.log(`  ${c.pass ? 'PASS' : 'FAIL'}  ${c.name}: ${c.detail}`);
    const pass = checks.every((c) => c.pass);
    if (!pass) {
      keepDataDir = true;
      console.log(`\nthe server log is kept in ${logFile}`);
    }
    console.log(`\n${pass ? 'PASS' : 'FAIL'}`);
    return pass;
  } finally {
    await runCleanup();
  }
}

main().then(
  (pass) => process.exit(pass ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
