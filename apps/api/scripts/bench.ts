// pnpm bench:api: requests/s and p99 latency of the content API under autocannon on loopback,
// against a bare Fastify route for the ratio, on PGlite and (when one answers) on PostgreSQL.
//   tsx scripts/bench.ts [--duration 10] [--connections 50] [--json FILE]
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { answers, startServer } from '@peak/testkit';
import { throwawayPostgres } from '@peak/testkit/postgres';
import autocannon from 'autocannon';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    json: { type: 'string' },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const TARGET_RATIO = 0.3;
const TARGET_P99_MS = 20;
// The blog list's own query: a category filter, newest first, and only the fields a card shows.
const CARD_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'summary',
  'category',
  'author',
  'authors',
  'publishedDate',
  'readTime',
  'featured',
  'heroImage',
  'heroImageUrl',
];
const FILTER = '/api/posts?where[category][equals]=leadership&sort=-publishedDate&limit=12';
const LIST = `${FILTER}&${CARD_FIELDS.map((f) => `select[${f}]=true`).join('&')}`;
const ONE = '/api/posts/post-01';
const here = dirname(fileURLToPath(import.meta.url));

interface Row {
  server: string;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

/** The benchmark's server in `mode`, with the content cache's TTL (ms; '0' turns it off). */
const startBenchServer = (
  mode: string,
  env: Readonly<Record<string, string | undefined>>,
  cacheTtl = '5000',
) =>
  startServer({
    args: ['--import', 'tsx', join(here, 'bench-server.ts'), mode, cacheTtl],
    cwd: join(here, '..'),
    env,
    readyPath: mode === 'bare' ? '/bare' : '/api/health',
    name: `the ${mode} server`,
  });

async function load(url: string, duration = DURATION): Promise<Omit<Row, 'server' | 'route'>> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

const postgresAnswers = () => answers('127.0.0.1', 5432);

async function withPostgresDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const database = await throwawayPostgres({ prefix: 'peak_bench' });
  try {
    return await run(database.url);
  } finally {
    await database.drop();
  }
}

async function measure(
  name: string,
  mode: string,
  env: Readonly<Record<string, string | undefined>>,
  rows: Row[],
) {
  const server = await startBenchServer(mode, env);
  try {
    for (const [route, path] of [
      ['posts list, where + sort', LIST],
      ['posts list, full documents', FILTER],
      ['post by id', ONE],
    ] as const) {
      rows.push({ server: name, route, ...(await load(server.url + path)) });
    }
  } finally {
    await server.stop();
  }
  const uncached = await startBenchServer(mode, env, '0');
  try {
    rows.push({
      server: name,
      route: 'posts list, cache off',
      ...(await load(uncached.url + LIST, Math.max(3, DURATION / 2))),
    });
  } finally {
    await uncached.stop();
  }
}

async function bareRoute(): Promise<Row> {
  const bare = await startBenchServer('bare', process.env);
  try {
    return { server: 'fastify', route: 'bare route', ...(await load(`${bare.url}/bare`)) };
  } finally {
    await bare.stop();
  }
}

// The bare route runs first and last; the ratio uses the faster run, so noise cannot flatter it.
const rows: Row[] = [await bareRoute()];
await measure('pglite', 'pglite', process.env, rows);
if (await postgresAnswers()) {
  await withPostgresDatabase((url) =>
    measure('postgres', 'postgres', { ...process.env, DATABASE_URL: url }, rows),
  );
} else {
  console.log('no PostgreSQL on 127.0.0.1:5432: PGlite only');
}
rows.push(await bareRoute());

const bareRps = Math.max(...rows.filter((r) => r.route === 'bare route').map((r) => r.rps));
const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(
  `\napi benchmark: autocannon, ${CONNECTIONS} connections, ${DURATION} s per route, loopback, node ${process.version}`,
);
console.log(
  `${'server'.padEnd(10)}${'route'.padEnd(28)}${pad('req/s', 9)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('errors', 8)}${pad('vs bare', 9)}`,
);
for (const r of rows) {
  console.log(
    `${r.server.padEnd(10)}${r.route.padEnd(28)}${pad(r.rps, 9)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(r.errors, 8)}${pad(`${Math.round((r.rps / bareRps) * 100)}%`, 9)}`,
  );
}
const lists = rows.filter((r) => r.route === 'posts list, where + sort');
const targeted = rows.filter(
  (r) => r.route === 'posts list, where + sort' || r.route === 'post by id',
);
const ratioPass = lists.every((r) => r.rps / bareRps >= TARGET_RATIO);
const p99Pass = targeted.every((r) => r.p99 < TARGET_P99_MS);
const errorPass = rows.every((r) => r.errors === 0);
console.log('\ntargets');
console.log(
  `  posts list >= ${TARGET_RATIO * 100}% of the bare route's req/s: ${ratioPass ? 'PASS' : 'FAIL'} (${lists.map((r) => `${r.server} ${Math.round((r.rps / bareRps) * 100)}%`).join(', ')})`,
);
console.log(
  `  p99 < ${TARGET_P99_MS} ms at ${CONNECTIONS} connections: ${p99Pass ? 'PASS' : 'FAIL'} (worst ${Math.max(...targeted.map((r) => r.p99))} ms)`,
);
console.log(`  zero errors: ${errorPass ? 'PASS' : 'FAIL'}`);
console.log(
  '  ("full documents" and "cache off" rows are for information: whole bodies on the wire, and the database path alone)',
);
if (values.json)
  writeFileSync(values.json, JSON.stringify({ rows, ratioPass, p99Pass, errorPass }, null, 2));
