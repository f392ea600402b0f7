// pnpm verify:load: the production server (a child process, NODE_ENV=production) under a mixed load
// on loopback: 50 signed-in users saving complete assessments at once, with article pages, filtered
// post lists and story requests alongside. Every save answered 2xx is then looked up in the database.
//   LOAD_SECONDS=30 tsx apps/api/scripts/verify-load.ts      (WEB_DIST=<built client> skips the build;
//   LOAD_JSON=<file> also writes the figures as JSON)
// Targets: >= 500 saves/s (on PostgreSQL), p99 < 100 ms on every route kind, zero 5xx, and the stored
// rows equal the answered saves, each once, with the rawOverallScore the golden fixture expects.
// A save is idempotent per account (the same answers, times, role and content version answer the
// row stored first), so every save of the load is a result of its own: its fixture's answers with
// times of its own (every answer on screen 4 s + the save's sequence number in ms), as people who
// answer alike still take their own time. After the window, each user's first save is sent again,
// twice at once: it must answer 200 with the id it was first given, and store nothing.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { posts, questions } from '@peak/content';
import { contentVersion, isScoredQuestion, type Question, type Rule } from '@peak/scoring';
import { answers, type RunningServer, signUp, startServer } from '@peak/testkit';
import autocannon from 'autocannon';
import pg from 'pg';
import { serverArgs } from '../src/launch';

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
function webDist(leftovers: Leftovers): string {
  if (process.env.WEB_DIST) return process.env.WEB_DIST;
  const buildDir = `dist-verify-load-${randomBytes(3).toString('hex')}`;
  leftovers.add(() => rmSync(join(WEB_DIR, buildDir), { recursive: true, force: true }));
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
  /** The save's sequence number: its answer times (see saveBody). */
  n: number;
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

/** What the run leaves behind (the server, a database, folders), undone in reverse at the end. */
class Leftovers {
  server: RunningServer | undefined;
  private steps: Array<() => Promise<void> | void> = [];

  add(step: () => Promise<void> | void) {
    this.steps.push(step);
  }

  /** SIGTERM, and SIGKILL when the server has not exited 15 s later; its exit code. */
  stopServer(): Promise<number | null> {
    return this.server ? this.server.stop({ killAfterMs: 15_000 }) : Promise.resolve(null);
  }

  async clear() {
    await this.stopServer();
    for (const step of this.steps.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error('cleanup:', (error as Error).message);
      }
    }
    this.steps.length = 0;
  }
}

/** The run's folder: PGlite's files and the server log, removed afterwards unless kept. */
interface WorkDir {
  dir: string;
  logFile: string;
  keep: boolean;
}

function makeWorkDir(leftovers: Leftovers): WorkDir {
  const dir = mkdtempSync(join(tmpdir(), 'verify-load-'));
  const work = { dir, logFile: join(dir, 'server.log'), keep: false };
  leftovers.add(() => {
    if (!work.keep) rmSync(dir, { recursive: true, force: true });
  });
  return work;
}

/** Where the server stores: a database of its own on PostgreSQL when one answers, else PGlite. */
interface Store {
  onPostgres: boolean;
  /** DATABASE_URL for the server: empty on PGlite. */
  url: string;
  name: string;
}

async function createDatabase(leftovers: Leftovers): Promise<Store> {
  const admin = new URL(ADMIN_URL);
  if (!(await answers(admin.hostname, Number(admin.port || 5432))))
    return { onPostgres: false, url: '', name: 'PGlite' };
  const name = `load_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  leftovers.add(() => adminQuery(`drop database if exists ${name} with (force)`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { onPostgres: true, url: url.toString(), name: `PostgreSQL, database ${name}` };
}

function startProductionServer(work: WorkDir, store: Store, web: string): Promise<RunningServer> {
  // LOAD_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load.
  const nodeArgs = (process.env.LOAD_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return startServer({
    args: serverArgs(nodeArgs),
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: work.dir,
      DATABASE_URL: store.url,
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
    logFile: work.logFile,
    timeoutMs: 120_000,
  });
}

/** What the load reads: every published article and every category's post list. */
interface Content {
  slugs: string[];
  categories: string[];
  /** The bank's version, sent with every save and story as a browser sends it. */
  bankVersion: string;
}

/** The version of the bank, computed as a browser does from the questions and rules it is served. */
async function bankVersionAt(url: string): Promise<string> {
  const docs = async (path: string) => {
    const res = await fetch(`${url}${path}`);
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return ((await res.json()) as { docs: unknown[] }).docs;
  };
  const [bank, live] = await Promise.all([
    docs('/api/questions?pagination=false'),
    docs('/api/rules?pagination=false&where[enabled][equals]=true'),
  ]);
  return contentVersion(bank as Question[], live as Rule[]);
}

/** Sanity: the routes the load uses answer what they should before the clock starts. */
async function checkRoutes(url: string): Promise<Content> {
  const slugs = posts.filter((p) => p.status === 'published').map((p) => p.slug);
  const categories = [...new Set(posts.map((p) => p.category).filter(Boolean))] as string[];
  const page = await fetch(`${url}/blog/${slugs[0]}`);
  if (!page.ok || !page.headers.get('content-type')?.includes('text/html'))
    throw new Error(
      `GET /blog/${slugs[0]} answered ${page.status} ${page.headers.get('content-type')}`,
    );
  await page.arrayBuffer();
  return { slugs, categories, bankVersion: await bankVersionAt(url) };
}

const emailOf = (user: number) => `load-user-${user}@example.com`;

/** Signs the users up, five at a time; their session cookies, in user order. */
async function seedAccounts(url: string): Promise<string[]> {
  const signUpUser = (i: number) =>
    signUp(url, {
      firstName: 'Load',
      lastName: `User ${i}`,
      email: emailOf(i),
      password: `quiet river ${randomBytes(6).toString('hex')} ${i}`,
    });
  const cookies: string[] = [];
  for (let i = 0; i < USERS; i += 5) {
    const batch = Array.from({ length: Math.min(5, USERS - i) }, (_, k) => signUpUser(i + k));
    cookies.push(...(await Promise.all(batch)));
  }
  return cookies;
}

function printHeader(store: Store, fixtures: Fixture[], logFile: string) {
  console.log(
    `verify:load: production server on ${store.name}, ${SECONDS} s, ${USERS} users saving at once, loopback, node ${process.version}`,
  );
  console.log(
    `  answer sets: ${fixtures.length} complete golden fixtures (${fixtures.map((f) => f.rawOverallScore).join(', ')}); server log: ${logFile}`,
  );
}

/** The saves the server answered 2xx, as the load recorded them. */
interface Saves {
  saved: Saved[];
  badSaveBodies: number;
  lastSaveAt: number;
}

type SaveClient = { reqsMade: number; responseMax?: number };

/** Stands for a save's answer time in a body template (a number that no answer set holds). */
const MS_SLOT = -1.5;

/**
 * The body of save number `n` by `user`: the user's fixture with every answer on screen 4 s + n ms,
 * so no two saves of the run are the same result (4 s keeps the careless-answering check quiet).
 * Made from a template split once per user, so the load generator spends no time on JSON.
 */
function saveBodies(fixtures: Fixture[], content: Content) {
  const templates = new Map<number, string[]>();
  return (user: number, n: number) => {
    let parts = templates.get(user);
    if (!parts) {
      const template = JSON.stringify({
        responses: fixtureOf(fixtures, user).responses.map((r) => ({ ...r, ms: MS_SLOT })),
        contentVersion: content.bankVersion,
      });
      parts = template.split(String(MS_SLOT));
      templates.set(user, parts);
    }
    return parts.join(String(4000 + n));
  };
}
type SaveBody = ReturnType<typeof saveBodies>;

/**
 * Each connection is one user: its cookie, its answer set; each request gets the next sequence
 * number (its answer times), kept in the connection's context until its answer, which is recorded.
 */
function saveClients(cookies: string[], saveBody: SaveBody, saves: Saves) {
  let nextUser = 0;
  let sequence = 0;
  type Context = { n?: number };
  return (clients?: SaveClient[]) => (client: autocannon.Client) => {
    const user = nextUser++ % USERS;
    client.setRequests([
      {
        method: 'POST',
        path: '/api/assessment-results',
        headers: { 'content-type': 'application/json', cookie: cookies[user] as string },
        setupRequest: (request, context) => {
          const n = sequence++;
          (context as Context).n = n;
          return { ...request, body: saveBody(user, n) };
        },
        onResponse: (status, body, context) => {
          saves.lastSaveAt = Date.now();
          if (status < 200 || status >= 300) return;
          const n = (context as Context).n ?? -1;
          try {
            const doc = JSON.parse(body) as { id?: unknown; rawOverallScore?: unknown };
            if (typeof doc.id === 'string' && typeof doc.rawOverallScore === 'number')
              saves.saved.push({ id: doc.id, user, returnedRaw: doc.rawOverallScore, n });
            else saves.badSaveBodies++;
          } catch {
            saves.badSaveBodies++;
          }
        },
      },
    ]);
    clients?.push(client as unknown as SaveClient);
  };
}

/**
 * Each user's first answered save, sent again twice at once: each answer must be 200 with the id
 * the save was first given (idempotent saves). Counts the answers that were not.
 */
async function replaySaves(url: string, cookies: string[], saveBody: SaveBody, saved: Saved[]) {
  const firsts = new Map<number, Saved>();
  for (const s of saved) if (!firsts.has(s.user)) firsts.set(s.user, s);
  const replay = async (s: Saved) => {
    const res = await fetch(`${url}/api/assessment-results`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies[s.user] as string },
      body: saveBody(s.user, s.n),
    });
    const doc = (await res.json().catch(() => ({}))) as { id?: unknown };
    return res.status === 200 && doc.id === s.id;
  };
  const answers = await Promise.all([...firsts.values()].flatMap((s) => [replay(s), replay(s)]));
  return { replayed: answers.length, wrong: answers.filter((ok) => !ok).length };
}

const fixtureOf = (fixtures: Fixture[], user: number) =>
  fixtures[user % fixtures.length] as Fixture;

/** The paced route kinds' requests: article pages, filtered post lists, composed stories. */
function pacedRequests(content: Content, fixtures: Fixture[]) {
  const browserHeaders = { 'accept-encoding': 'br, gzip' };
  return {
    article: content.slugs.map(
      (slug): autocannon.Request => ({
        method: 'GET',
        path: `/blog/${slug}`,
        headers: { ...browserHeaders, accept: 'text/html' },
      }),
    ),
    list: content.categories.map(
      (category): autocannon.Request => ({
        method: 'GET',
        path: `/api/posts?where[category][equals]=${category}&limit=12`,
        headers: browserHeaders,
      }),
    ),
    story: fixtures.map(
      (f): autocannon.Request => ({
        method: 'POST',
        path: '/api/story',
        headers: { ...browserHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ responses: f.responses, contentVersion: content.bankVersion }),
      }),
    ),
  } satisfies Record<keyof typeof PACED, autocannon.Request[]>;
}

type PacedRequests = ReturnType<typeof pacedRequests>;
type SetupSaveClient = ReturnType<typeof saveClients>;

/**
 * Warm-up, as a long-running server would be: compiled code paths, open pool connections,
 * prepared statements. Its saves are verified with the rest; its latencies are not counted.
 */
async function warmUp(url: string, setupSaveClient: SetupSaveClient, requests: PacedRequests) {
  const [saves, others] = await Promise.all([
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
      requests: [...requests.article, ...requests.list, ...requests.story],
    }),
  ]);
  return { saves, others };
}

/** The measured window: every user saving as fast as answered, the other kinds paced alongside. */
async function runLoad(
  url: string,
  setupSaveClient: SetupSaveClient,
  requests: PacedRequests,
  saves: Saves,
) {
  const clients: SaveClient[] = [];
  // The load generator's own event-loop delay, reported: it adds to every latency it measures.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const started = Date.now();
  const saving = autocannon({
    url,
    connections: USERS,
    // The saves end when each connection's request in flight is answered (below), not by the clock.
    duration: SECONDS + 60,
    timeout: 10,
    setupClient: setupSaveClient(clients),
  });
  const paced = (kind: keyof typeof PACED): Promise<autocannon.Result> =>
    autocannon({
      url,
      connections: PACED[kind].connections,
      overallRate: PACED[kind].rate,
      // autocannon's correction for paced runs assumes a 1 ms interval and records made-up
      // shorter latencies, which would flatter p99: the measured latencies are kept as they are.
      ignoreCoordinatedOmission: true,
      duration: SECONDS,
      timeout: 10,
      requests: requests[kind],
    });
  const articles = paced('article');
  const lists = paced('list');
  const stories = paced('story');
  // At the end of the window each save connection stops after its request in flight is answered,
  // the way autocannon's own `amount` option ends one: no save is cut off unanswered.
  const drain = setTimeout(() => {
    for (const c of clients) c.responseMax = Math.max(1, c.reqsMade);
  }, SECONDS * 1000);
  const [save, article, list, story] = await Promise.all([saving, articles, lists, stories]);
  clearTimeout(drain);
  loopDelay.disable();
  return {
    save,
    article,
    list,
    story,
    saveSeconds: Math.max(1, saves.lastSaveAt - started) / 1000,
    loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
  };
}

type Load = Awaited<ReturnType<typeof runLoad>>;
type WarmUp = Awaited<ReturnType<typeof warmUp>>;

function tableRows(load: Load): Row[] {
  return [
    rowOf('save assessment', 'as answered', load.save, load.saveSeconds),
    rowOf('article page', `${PACED.article.rate}/s`, load.article, SECONDS),
    rowOf('posts list (where)', `${PACED.list.rate}/s`, load.list, SECONDS),
    rowOf('story (composed)', `${PACED.story.rate}/s`, load.story, SECONDS),
  ];
}

/** The database, read directly: each answered save stored once, as the server scored it. */
async function checkStored(store: Store, work: WorkDir, saved: Saved[], fixtures: Fixture[]) {
  const stored = await storedRows(
    store.onPostgres ? 'postgres' : 'pglite',
    store.onPostgres ? store.url : join(work.dir, 'pglite'),
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
    const expected = fixtureOf(fixtures, s.user).rawOverallScore;
    if (!row) missing++;
    else {
      if (row.count !== 1) duplicated++;
      if (row.raw !== expected || s.returnedRaw !== expected) wrongScore++;
      if (row.user_email !== emailOf(s.user)) wrongUser++;
    }
  }
  duplicated += saved.length - answeredIds.size;
  return { stored: stored.length, missing, duplicated, wrongScore, wrongUser };
}

type Stored = Awaited<ReturnType<typeof checkStored>>;
type Replays = Awaited<ReturnType<typeof replaySaves>>;

function printTable(rows: Row[], saveSeconds: number) {
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
}

function printLoadNotes(warm: WarmUp, load: Load) {
  console.log(
    `warm-up before the window (not in the figures above): ${warm.saves['2xx']} saves and ${warm.others['2xx']} other requests answered 2xx, ${warm.saves['5xx'] + warm.others['5xx']} 5xx`,
  );
  console.log(
    `each user keeps one save in flight (a closed loop), so the mean save latency is ${USERS} / (saves per s); load generator event-loop delay p99 ${load.loopDelayP99Ms.toFixed(1)} ms`,
  );
}

/** The saves' figures: per second in the window, and answered 2xx with the warm-up. */
const saveCounts = (warm: WarmUp, load: Load) => ({
  savesPerSecond: Math.round(load.save['2xx'] / load.saveSeconds),
  answered2xx: warm.saves['2xx'] + load.save['2xx'],
});

function printSaves(
  warm: WarmUp,
  load: Load,
  saves: Saves,
  stored: Stored,
  exitCode: number | null,
) {
  const { savesPerSecond, answered2xx } = saveCounts(warm, load);
  console.log(
    `\nsaves: ${load.save['2xx']} answered 2xx in ${load.saveSeconds.toFixed(1)} s (${savesPerSecond}/s), ${answered2xx} with the warm-up; ${saves.saved.length} with an id, ${stored.stored} rows stored; missing ${stored.missing}, duplicated ${stored.duplicated}, wrong rawOverallScore ${stored.wrongScore}, wrong user ${stored.wrongUser}, unreadable bodies ${saves.badSaveBodies}`,
  );
  console.log(`server: SIGTERM after the load, exited with ${exitCode}`);
}

interface Check {
  name: string;
  pass: boolean;
  detail: string;
}

function judgeTargets(
  store: Store,
  rows: Row[],
  warm: WarmUp,
  load: Load,
  saves: Saves,
  stored: Stored,
  replays: Replays,
  exitCode: number | null,
): { checks: Check[]; fivexx: number } {
  const { savesPerSecond, answered2xx } = saveCounts(warm, load);
  const warmResults = [warm.saves, warm.others];
  const worst = rows.reduce((a, b) => (b.p99 > a.p99 ? b : a));
  const fivexx =
    rows.reduce((s, r) => s + r.s5xx, 0) + warmResults.reduce((s, r) => s + r['5xx'], 0);
  const otherFailures =
    rows.reduce((s, r) => s + r.s4xx + r.errors, 0) +
    warmResults.reduce((s, r) => s + r['4xx'] + r.errors, 0);
  const { saved, badSaveBodies } = saves;
  const checks = [
    {
      name: `saves/s >= ${TARGET_SAVES_PER_S}${store.onPostgres ? '' : ' (PostgreSQL only; not applied on PGlite)'}`,
      pass: !store.onPostgres || savesPerSecond >= TARGET_SAVES_PER_S,
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
        stored.stored === saved.length &&
        stored.missing +
          stored.duplicated +
          stored.wrongScore +
          stored.wrongUser +
          badSaveBodies ===
          0,
      detail: `${stored.stored} stored / ${answered2xx} answered`,
    },
    {
      name: "a save sent again answers 200 with the first one's id, and stores nothing",
      pass: replays.replayed > 0 && replays.wrong === 0,
      detail: `${replays.replayed - replays.wrong} of ${replays.replayed} repeats`,
    },
    { name: 'graceful stop (exit code 0)', pass: exitCode === 0, detail: `${exitCode}` },
  ];
  return { checks, fivexx };
}

/** LOAD_JSON: the figures for the budgets table. */
function writeFigures(
  store: Store,
  rows: Row[],
  warm: WarmUp,
  load: Load,
  stored: Stored,
  judged: { checks: Check[]; fivexx: number },
) {
  if (!process.env.LOAD_JSON) return;
  const { savesPerSecond, answered2xx } = saveCounts(warm, load);
  const figures = {
    database: store.onPostgres ? 'postgres' : 'pglite',
    seconds: SECONDS,
    savesPerSecond,
    routes: rows.map(({ kind, rps, p50, p99, s5xx }) => ({ kind, rps, p50, p99, s5xx })),
    answered: answered2xx,
    stored: stored.stored,
    fivexx: judged.fivexx,
    checks: judged.checks,
    pass: judged.checks.every((c) => c.pass),
  };
  writeFileSync(process.env.LOAD_JSON, `${JSON.stringify(figures, null, 2)}\n`);
}

/** Prints each target's verdict and the run's; a failed run keeps its server log. */
function printVerdict(checks: Check[], work: WorkDir): boolean {
  console.log('\ntargets');
  for (const c of checks) console.log(`  ${c.pass ? 'PASS' : 'FAIL'}  ${c.name}: ${c.detail}`);
  const pass = checks.every((c) => c.pass);
  if (!pass) {
    work.keep = true;
    console.log(`\nthe server log is kept in ${work.logFile}`);
  }
  console.log(`\n${pass ? 'PASS' : 'FAIL'}`);
  return pass;
}

async function main(): Promise<boolean> {
  const leftovers = new Leftovers();
  process.once('SIGINT', () => {
    void leftovers.clear().finally(() => process.exit(130));
  });
  try {
    const fixtures = completeFixtures();
    const work = makeWorkDir(leftovers);
    const store = await createDatabase(leftovers);
    const web = webDist(leftovers);
    leftovers.server = await startProductionServer(work, store, web);
    const { url } = leftovers.server;
    const content = await checkRoutes(url);
    const cookies = await seedAccounts(url);
    printHeader(store, fixtures, work.logFile);

    const saves: Saves = { saved: [], badSaveBodies: 0, lastSaveAt: 0 };
    const saveBody = saveBodies(fixtures, content);
    const setupSaveClient = saveClients(cookies, saveBody, saves);
    const requests = pacedRequests(content, fixtures);
    const warm = await warmUp(url, setupSaveClient, requests);
    const load = await runLoad(url, setupSaveClient, requests, saves);
    const replays = await replaySaves(url, cookies, saveBody, saves.saved);
    const exitCode = await leftovers.stopServer();

    const rows = tableRows(load);
    const stored = await checkStored(store, work, saves.saved, fixtures);
    printTable(rows, load.saveSeconds);
    printLoadNotes(warm, load);
    printSaves(warm, load, saves, stored, exitCode);
    const judged = judgeTargets(store, rows, warm, load, saves, stored, replays, exitCode);
    writeFigures(store, rows, warm, load, stored, judged);
    return printVerdict(judged.checks, work);
  } finally {
    await leftovers.clear();
  }
}

main().then(
  (pass) => process.exit(pass ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
