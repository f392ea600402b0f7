// pnpm --filter @peak/api bench:events: the assessment funnel on PostgreSQL (DATABASE_URL, or a
// server on 127.0.0.1:5432) in a server process of its own. Part A: 200 browsers, each on a
// keep-alive connection and a loopback address of its own (POST /api/events is limited per
// address), send 2,000 events a second for --seconds: each one batch of --batch events (default
// 10, once a second) at a fixed pace whether or not the last one has answered, from a stream of
// visits (viewed, started, questions reached with the bank's ids, some finished with a band and
// saved, shared or reviewed), under one of eight sources each. The server is then stopped
// (SIGTERM: the aggregator writes what it holds) and funnel_counts must hold exactly what the
// answered batches carried, keyed as the server keys them. The same clients at the same pace go
// first to a route that does nothing (the floor). Part B: a year of the daily totals 100,000
// visitors leave, inserted directly, and GET /api/staff/insights over the year read by one staff
// account over --connections for --duration; its totals checked against the seeded ones first.
//   tsx apps/api/scripts/bench-events.ts [--seconds 60] [--floor-seconds 15] [--batch 10] [--clients 200]
//     [--rate 2000] [--visitors 100000] [--duration 10] [--connections 10] [--json FILE]
import { writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import { questions } from '@peak/content';
import { type EventsRequest, FUNNEL_STEPS, type FunnelEvent } from '@peak/contracts';
import { BAND_LABELS, isScoredQuestion } from '@peak/scoring';
import { random } from '@peak/scoring/simulate';
import { throwawayPostgres } from '@peak/testkit/postgres';
import { sql } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '../src/auth/sessions';
import { openDatabase } from '../src/db/client';
import { funnelCounts, users } from '../src/db/schema';
import {
  type Bank,
  countedKeys,
  dayOf,
  type FunnelKey,
  keyText,
  sourceOf,
} from '../src/funnel/counted';
import { benchServer, load } from './bench-kit';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    seconds: { type: 'string', default: '60' },
    'floor-seconds': { type: 'string', default: '15' },
    batch: { type: 'string', default: '10' },
    clients: { type: 'string', default: '200' },
    rate: { type: 'string', default: '2000' },
    visitors: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    json: { type: 'string' },
  },
});
const CLIENTS = Number(values.clients);
const RATE = Number(values.rate);
const BATCH = Number(values.batch);
/** Each client's pace: its share of the events a second, in batches of BATCH. */
const INTERVAL_MS = (1000 * BATCH * CLIENTS) / RATE;
const SECONDS = Number(values.seconds);
const FLOOR_SECONDS = Number(values['floor-seconds']);
const VISITORS = Number(values.visitors);
const DAYS = 365;
const TARGET_INGEST_P99_MS = 20;
const TARGET_INSIGHTS_P99_MS = 100;
const STAFF = 'staff@peakpartners.example';
const DAY_MS = 86_400_000;
/** The default limit, RATE_LIMIT_EVENTS: batches a minute per address. */
const EVENTS_LIMIT_PER_MINUTE = 120;

const IDS = questions.filter(isScoredQuestion).map((q) => q.questionId);
const BANK: Bank = { questionIds: new Set(IDS), positions: IDS.length };

/** The sources of Part A's browsers, as a landing page records them. */
const SOURCES: ReadonlyArray<EventsRequest['source']> = [
  undefined,
  { referrer: 'www.google.com' },
  { referrer: 'www.linkedin.com' },
  { referrer: 'duckduckgo.com' },
  { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'december' },
  { utmSource: 'linkedin', utmMedium: 'social', utmCampaign: 'launch' },
  { utmSource: 'partner', utmMedium: 'referral' },
  { referrer: 'news.ycombinator.com' },
];

type Rng = ReturnType<typeof random>;

/** A band drawn as finishers' bands fall: most in the middle. */
const bandOf = (rng: Rng) => {
  const x = rng.next();
  return BAND_LABELS[
    x < 0.1 ? 0 : x < 0.35 ? 1 : x < 0.7 ? 2 : x < 0.92 ? 3 : 4
  ] as FunnelEvent['band'];
};

/**
 * One visit's steps in order: nine in ten see the intro, two thirds of those start, each question
 * keeps 98.5% of those who reached the one before, and finishers see the report, some save it
 * (and some of those make a plan), share it or ask for a review.
 */
function visit(rng: Rng): FunnelEvent[] {
  const events: FunnelEvent[] = [{ step: 'assessment-viewed' }];
  if (rng.next() > 0.9) return events;
  events.push({ step: 'intro-viewed' });
  if (rng.next() > 0.67) return events;
  events.push({ step: 'started' });
  for (let i = 0; i < IDS.length; i++) {
    if (i > 0 && rng.next() > 0.985) return events;
    events.push({ step: 'question-reached', position: i + 1, questionId: IDS[i] as string });
  }
  const band = bandOf(rng);
  const seconds = Math.max(60, Math.round(540 + rng.normal(180)));
  events.push({ step: 'finished', band, seconds }, { step: 'report-viewed' });
  const saved = rng.next() < 0.35;
  if (saved) events.push({ step: 'saved', band });
  if (rng.next() < 0.1) events.push({ step: 'shared' });
  if (rng.next() < 0.06) events.push({ step: 'review-requested', band });
  if (saved && rng.next() < 0.4) events.push({ step: 'plan-made' });
  return events;
}

/** A browser's endless stream of visits, cut into batches of BATCH. */
function batches(rng: Rng) {
  let pending: FunnelEvent[] = [];
  return () => {
    while (pending.length < BATCH) pending = pending.concat(visit(rng));
    const batch = pending.slice(0, BATCH);
    pending = pending.slice(BATCH);
    return batch;
  };
}

interface Answer {
  /** 0: no answer (a socket error or a timeout). */
  status: number;
  ms: number;
}

/** One request over the client's own connection, timed from its start to the answer's last byte. */
function send(base: URL, path: string, agent: Agent, localAddress: string, payload: string) {
  return new Promise<Answer>((resolve) => {
    const started = performance.now();
    const done = (status: number) => resolve({ status, ms: performance.now() - started });
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path,
        agent,
        localAddress,
        timeout: 30_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', () => done(0));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', () => done(0));
    req.end(payload);
  });
}

/** The i-th client's address: loopback is all of 127.0.0.0/8. */
const addressOf = (i: number) =>
  `127.${1 + Math.floor(i / 62_500)}.${1 + (Math.floor(i / 250) % 250)}.${1 + (i % 250)}`;

const rounded = (ms: number) => Math.round(ms * 10) / 10;
function percentile(sorted: readonly number[], p: number) {
  if (sorted.length === 0) return 0;
  return rounded(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number);
}

function figuresOf(answers: readonly Answer[]) {
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  const among = (low: number) => answers.filter((a) => a.status >= low && a.status < low + 100);
  return {
    requests: answers.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: rounded(sorted.at(-1) ?? 0),
    '2xx': among(200).length,
    '4xx': among(400).length,
    '5xx': among(500).length,
    errors: answers.filter((a) => a.status === 0).length,
  };
}

/**
 * CLIENTS browsers for `seconds`, each sending its next batch every INTERVAL_MS on a schedule
 * (open loop: a slow answer does not delay the next send; it waits on the connection), their
 * starts spread over the first interval. Counts the keys of every batch answered 204.
 */
async function ingest(base: URL, path: string, seconds: number, seed: number) {
  const answers: Answer[] = [];
  const expected = new Map<string, { key: FunnelKey; count: number }>();
  let events = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) => {
      const rng = random(seed + i);
      const next = batches(rng);
      const source = SOURCES[i % SOURCES.length];
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const address = addressOf(i);
      const sent: Promise<void>[] = [];
      for (let k = 0; ; k++) {
        const at = started + (i * INTERVAL_MS) / CLIENTS + k * INTERVAL_MS;
        if (at >= end) break;
        const wait = at - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const body: EventsRequest = { events: next(), ...(source ? { source } : {}) };
        const now = Date.now();
        sent.push(
          send(base, path, agent, address, JSON.stringify(body)).then((answer) => {
            answers.push(answer);
            if (answer.status !== 204) return;
            events += body.events.length;
            for (const key of countedKeys(body, BANK, now, sourceOf(body.source))) {
              const text = keyText(key);
              const entry = expected.get(text);
              if (entry) entry.count += 1;
              else expected.set(text, { key, count: 1 });
            }
          }),
        );
      }
      await Promise.all(sent);
      agent.destroy();
    }),
  );
  const wallS = (performance.now() - started) / 1000;
  return {
    ...figuresOf(answers),
    events,
    eventsPerSecond: Math.round(events / seconds),
    requestsPerSecond: Math.round(answers.length / seconds),
    wallS: rounded(wallS),
    expected,
  };
}

/** funnel_counts against what the answered batches carried: every key's count, and the totals. */
async function compareCounts(
  url: string,
  expected: Map<string, { key: FunnelKey; count: number }>,
) {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    const rows = await database.db.select().from(funnelCounts);
    const stored = new Map(rows.map((r) => [keyText(r), r.count]));
    const differences: string[] = [];
    for (const [text, { key, count }] of expected) {
      const found = stored.get(text) ?? 0;
      if (found !== count)
        differences.push(
          `${key.day} ${key.step} ${key.position || ''}${key.questionId} ${key.band} ${key.minutes} ${key.source}: sent ${count}, stored ${found}`,
        );
    }
    for (const r of rows)
      if (!expected.has(keyText(r)))
        differences.push(`${r.day} ${r.step} ${r.source}: stored ${r.count}, never sent`);
    const storedTotal = rows.reduce((n, r) => n + r.count, 0);
    const sentTotal = [...expected.values()].reduce((n, e) => n + e.count, 0);
    return { rows: rows.length, keys: expected.size, sentTotal, storedTotal, differences };
  } finally {
    await database.close();
  }
}

/**
 * A year of 100,000 visitors' daily totals (each visitor simulated as Part A's are, on a day and
 * from one of 20 sources), inserted in statements of 2,000 rows; the seeded totals per step.
 */
async function seedYear(url: string, to: string) {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  const { db } = database;
  const rng = random(2026);
  const started = performance.now();
  const sources = Array.from({ length: 20 }, (_, i) =>
    i === 0 ? 'direct' : i < 8 ? `partner${i}.example.com` : `utm:campaign${i}/email/-`,
  );
  const last = Date.parse(`${to}T00:00:00Z`);
  const held = new Map<string, FunnelKey & { count: number }>();
  const totals: Record<string, number> = {};
  for (let v = 0; v < VISITORS; v++) {
    const day = dayOf(last - Math.floor(rng.next() * DAYS) * DAY_MS);
    // A few sources bring most visitors.
    const source = sources[Math.floor(rng.next() ** 2 * sources.length)] as string;
    for (const event of visit(rng)) {
      const key: FunnelKey = {
        day,
        step: event.step,
        position: event.position ?? 0,
        questionId: event.questionId ?? '',
        band: event.band ?? '',
        minutes: event.seconds === undefined ? -1 : Math.floor(event.seconds / 60),
        source,
      };
      const text = keyText(key);
      const entry = held.get(text);
      if (entry) entry.count += 1;
      else held.set(text, { ...key, count: 1 });
      totals[event.step] = (totals[event.step] ?? 0) + 1;
    }
  }
  const rows = [...held.values()];
  for (let i = 0; i < rows.length; i += 2000)
    await db.insert(funnelCounts).values(rows.slice(i, i + 2000));
  await db.execute(sql`analyze funnel_counts`);
  const [staff] = await db
    .insert(users)
    .values({
      email: STAFF,
      firstName: 'Sam',
      lastName: 'Staff',
      passwordHash: '-',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  const { token } = await createSession(db, staff?.id as string, 1);
  const seedMs = performance.now() - started;
  await database.close();
  return { rows: rows.length, totals, cookie: `${SESSION_COOKIE}=${token}`, seedMs };
}

/** The plan of the heaviest of the insights' reads, by day and step over the year. */
async function explainHeaviest(url: string, from: string, to: string) {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  try {
    const result = await database.db.execute(
      sql`explain (analyze, buffers) select day, step, sum(count) from funnel_counts where day >= ${from} and day <= ${to} group by day, step`,
    );
    const lines = (result as unknown as { rows: Array<Record<string, string>> }).rows.map(
      (r) => Object.values(r)[0] as string,
    );
    return lines.filter((l) => !/^\s*(Planning|Sort Method|Group Key|Sort Key)/.test(l));
  } finally {
    await database.close();
  }
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISSED');
const today = dayOf(Date.now());
const from = dayOf(Date.parse(`${today}T00:00:00Z`) - (DAYS - 1) * DAY_MS);

const database = await throwawayPostgres({ prefix: 'peak_bench_events' });
try {
  const env = { DATABASE_URL: database.url, STAFF_EMAILS: STAFF, RATE_LIMIT_READS: '10000000' };
  // The floor: the same clients, bodies and pace to a route that does nothing.
  const bare = await benchServer('bare', {});
  const floor = await ingest(new URL(bare.url), '/bare/events', FLOOR_SECONDS, 1).finally(() =>
    bare.stop(),
  );
  const api = await benchServer('postgres', env);
  let ingested: Awaited<ReturnType<typeof ingest>>;
  let exitCode: number | null;
  try {
    ingested = await ingest(new URL(api.url), '/api/events', SECONDS, 1);
  } finally {
    exitCode = await api.stop();
  }
  const compared = await compareCounts(database.url, ingested.expected);
  const exact = compared.differences.length === 0 && exitCode === 0;
  const failed = ingested.requests - ingested['2xx'];
  const passA = exact && failed === 0 && ingested.p99 < TARGET_INGEST_P99_MS;

  // Part B on its own rows: Part A's are cleared.
  {
    const cleared = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
    await cleared.db.delete(funnelCounts);
    await cleared.close();
  }
  const seeded = await seedYear(database.url, today);
  const reader = await benchServer('postgres', env);
  let insights: Awaited<ReturnType<typeof load>>;
  let checked: { status: number; matches: boolean; differences: string[] };
  let alone: Awaited<ReturnType<typeof load>>;
  let plan: string[] = [];
  try {
    const url = `${reader.url}/api/staff/insights?from=${from}&to=${today}`;
    const headers = { cookie: seeded.cookie };
    const first = await fetch(url, { headers });
    const differences: string[] = [];
    if (first.status === 200) {
      const body = (await first.json()) as { funnel: Array<{ step: string; count: number }> };
      for (const step of FUNNEL_STEPS) {
        const got = body.funnel.find((f) => f.step === step)?.count ?? 0;
        const want = seeded.totals[step] ?? 0;
        if (got !== want) differences.push(`${step}: answered ${got}, seeded ${want}`);
      }
    }
    checked = { status: first.status, matches: differences.length === 0, differences };
    insights = await load(url, {
      connections: Number(values.connections),
      duration: Number(values.duration),
      headers,
    });
    // One reader alone: what a staff member waits for when nobody else is reading.
    alone = await load(url, { connections: 1, duration: 3, headers });
    plan = await explainHeaviest(database.url, from, today).catch((e) => [`(no plan: ${e})`]);
  } finally {
    await reader.stop();
  }
  const passB =
    checked.status === 200 &&
    checked.matches &&
    insights.errors === 0 &&
    insights.p99 < TARGET_INSIGHTS_P99_MS;

  const perMinute = (60_000 / INTERVAL_MS).toFixed(0);
  const ratio = floor.p99 > 0 ? ingested.p99 / floor.p99 : 0;
  console.log(
    `node ${process.version}, PostgreSQL (a throwaway database), server in its own process`,
  );
  console.log(
    `${CLIENTS} clients, each its own connection and address, one batch of ${BATCH} events every ${INTERVAL_MS} ms (${perMinute} batches a minute each; the default limit is ${EVENTS_LIMIT_PER_MINUTE})`,
  );
  console.log(
    `floor: POST /bare/events (answers 204, nothing behind it) at the same pace for ${FLOOR_SECONDS} s: ${floor.requestsPerSecond} req/s, p50 ${floor.p50} ms, p99 ${floor.p99} ms, max ${floor.max} ms; errors ${floor.errors}`,
  );
  console.log(
    `A. POST /api/events for ${SECONDS} s: ${ingested.eventsPerSecond} events/s counted, ${ingested.requestsPerSecond} req/s`,
  );
  console.log(
    `   ${ingested.requests} requests: p50 ${ingested.p50} ms, p99 ${ingested.p99} ms, max ${ingested.max} ms; 2xx ${ingested['2xx']}, 4xx ${ingested['4xx']}, 5xx ${ingested['5xx']}, errors ${ingested.errors}`,
  );
  console.log(
    `   server stopped with SIGTERM (exit ${exitCode}); funnel_counts: ${compared.rows} rows, ${compared.storedTotal} counted; sent ${compared.sentTotal} in ${compared.keys} keys`,
  );
  console.log(`   aggregates exact: ${exact ? 'yes' : 'no'}`);
  for (const d of compared.differences.slice(0, 5)) console.log(`   difference: ${d}`);
  console.log(
    `   p99 ${ingested.p99} ms (target < ${TARGET_INGEST_P99_MS} ms; the floor's ${floor.p99} ms, ${ratio.toFixed(1)} times), failed ${failed} ${verdict(passA)}`,
  );
  console.log(
    `B. seeded ${seeded.rows} rows (${VISITORS} visitors over ${DAYS} days, 20 sources) in ${Math.round(seeded.seedMs / 1000)} s; insights ${from}..${today} answered ${checked.status}, totals ${checked.matches ? 'equal the seeded ones' : 'differ'}`,
  );
  for (const d of checked.differences.slice(0, 5)) console.log(`   difference: ${d}`);
  console.log(
    `   ${values.connections} connections for ${values.duration} s: ${insights.rps} req/s, p50 ${insights.p50} ms, p99 ${insights.p99} ms, errors ${insights.errors} (target p99 < ${TARGET_INSIGHTS_P99_MS} ms) ${verdict(passB)}`,
  );
  console.log(
    `   one connection for 3 s: ${alone.rps} req/s, p50 ${alone.p50} ms, p99 ${alone.p99} ms, errors ${alone.errors}`,
  );
  if (plan.length) {
    console.log(
      '   the heaviest read (by day and step over the year), EXPLAIN (ANALYZE, BUFFERS):',
    );
    for (const line of plan) console.log(`     ${line}`);
  }
  if (values.json) {
    const { expected: _, ...a } = ingested;
    const { expected: __, ...f } = floor;
    writeFileSync(
      values.json,
      JSON.stringify(
        {
          node: process.version,
          database: 'postgres',
          clients: CLIENTS,
          batch: BATCH,
          intervalMs: INTERVAL_MS,
          seconds: SECONDS,
          floor: { seconds: FLOOR_SECONDS, ...f },
          ingest: {
            ...a,
            failed,
            target: TARGET_INGEST_P99_MS,
            floorRatio: Math.round(ratio * 10) / 10,
            exitCode,
            rows: compared.rows,
            sentTotal: compared.sentTotal,
            storedTotal: compared.storedTotal,
            differences: compared.differences.slice(0, 20),
            exact,
            pass: passA,
          },
          insights: {
            visitors: VISITORS,
            days: DAYS,
            rows: seeded.rows,
            from,
            to: today,
            status: checked.status,
            totalsMatch: checked.matches,
            connections: Number(values.connections),
            ...insights,
            target: TARGET_INSIGHTS_P99_MS,
            alone,
            plan,
            pass: passB,
          },
          pass: passA && passB,
        },
        null,
        2,
      ),
    );
  }
  if (!(passA && passB)) process.exitCode = 1;
} finally {
  await database.drop();
}
