// pnpm bench:abuse: does a flood of the heaviest accepted query hurt everyone else? The production
// server runs on its embedded PGlite (whose queries run on the server's own thread, the worst
// case); the home page and /api/posts?limit=1 are timed idle, then while four clients, each from
// its own loopback address, send the heaviest query the content API accepts (its values changed on
// every request, so no cache answers) as fast as they are answered. Target: each page's median
// under load within 3 times its idle median. BENCH_JSON writes the figures for the budgets table.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningServer, startServer } from '@peak/testkit';
import { serverArgs } from '../src/launch';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIST = process.env.WEB_DIST ?? join(API_DIR, '..', 'web', 'dist', 'client');
const ATTACKERS = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? '150');
const TARGET_RATIO = 3;
/** How long the pages are timed under the flood, at the least. */
const FLOOD_MS = Number(process.env.BENCH_FLOOD_MS ?? '8000');

interface Answer {
  status: number;
  ms: number;
}

function get(port: number, path: string, agent: Agent, localAddress?: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent, localAddress, headers: { 'accept-encoding': 'br' } },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/** The heaviest `where` the API accepts: 20 branches of 10 tags each (cost 100 of 100). */
function heaviestQuery(n: number): string {
  const branch = (b: number) =>
    `where[or][${b}][tags][in]=${Array.from({ length: 10 }, (_, v) => `t${n}-${b}-${v}`).join(',')}`;
  return `/api/posts?${Array.from({ length: 20 }, (_, b) => branch(b)).join('&')}`;
}

/** The production server on a throwaway PGlite, serving the built site. */
function startProductionServer(): Promise<RunningServer> {
  return startServer({
    args: serverArgs(),
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-abuse-')),
      WEB_DIST,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Times both pages in turn, SAMPLES times each and for at least `minMs`. */
async function timePages(port: number, agent: Agent, minMs = 0) {
  const home: number[] = [];
  const posts: number[] = [];
  const started = Date.now();
  for (let i = 0; i < SAMPLES || Date.now() - started < minMs; i++) {
    home.push((await get(port, '/', agent)).ms);
    posts.push((await get(port, '/api/posts?limit=1', agent)).ms);
  }
  return { home: median(home), posts: median(posts) };
}

type Medians = Awaited<ReturnType<typeof timePages>>;

function requireBuiltSite() {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    console.error(
      `bench:abuse: no built site at ${WEB_DIST}; run the web build first (or set WEB_DIST)`,
    );
    process.exit(1);
  }
}

/** The pages timed idle, after a warm-up round. */
async function timeIdle(port: number, visitor: Agent): Promise<Medians> {
  await timePages(port, visitor); // warm-up
  return timePages(port, visitor);
}

/**
 * The pages timed while every attacker sends the heaviest query as fast as it is answered; the
 * medians, and how the flood's requests were answered (count by status).
 */
async function timeUnderFlood(port: number, visitor: Agent) {
  let flooding = true;
  const counts: Record<number, number> = {};
  const attackers = ATTACKERS.map(async (address, a) => {
    const agent = new Agent({ keepAlive: true });
    for (let n = 0; flooding; n++) {
      const answer = await get(port, heaviestQuery(a * 1_000_000 + n), agent, address);
      counts[answer.status] = (counts[answer.status] ?? 0) + 1;
    }
    agent.destroy();
  });
  await new Promise((r) => setTimeout(r, 1000));
  const loaded = await timePages(port, visitor, FLOOD_MS);
  flooding = false;
  await Promise.all(attackers);
  return { loaded, counts };
}

/** Prints the table and the verdict; whether each page stayed within the target ratio. */
function report(idle: Medians, loaded: Medians, counts: Record<number, number>): boolean {
  const ratio = { home: loaded.home / idle.home, posts: loaded.posts / idle.posts };
  const pass = ratio.home <= TARGET_RATIO && ratio.posts <= TARGET_RATIO;
  const f = (ms: number) => `${ms.toFixed(2)} ms`;
  console.log(
    `bench:abuse: production server on PGlite, ${SAMPLES} timed requests per page, node ${process.version}`,
  );
  console.log(
    `  heaviest accepted query from ${ATTACKERS.length} addresses: ${Object.entries(counts)
      .map(([s, n]) => `${n}x${s}`)
      .join(', ')}`,
  );
  console.log(`  page                 idle median   under flood   ratio`);
  console.log(
    `  /                    ${f(idle.home).padEnd(13)} ${f(loaded.home).padEnd(13)} ${ratio.home.toFixed(2)}`,
  );
  console.log(
    `  /api/posts?limit=1   ${f(idle.posts).padEnd(13)} ${f(loaded.posts).padEnd(13)} ${ratio.posts.toFixed(2)}`,
  );
  console.log(`  target: each within ${TARGET_RATIO}x its idle median: ${pass ? 'PASS' : 'FAIL'}`);
  if (process.env.BENCH_JSON)
    writeFileSync(process.env.BENCH_JSON, JSON.stringify({ idle, loaded, ratio, counts, pass }));
  return pass;
}

async function main() {
  requireBuiltSite();
  const server = await startProductionServer();
  const visitor = new Agent({ keepAlive: true });
  try {
    const idle = await timeIdle(server.port, visitor);
    const { loaded, counts } = await timeUnderFlood(server.port, visitor);
    process.exitCode = report(idle, loaded, counts) ? 0 : 1;
  } finally {
    visitor.destroy();
    await server.stop();
  }
}

await main();
