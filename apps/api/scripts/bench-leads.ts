// pnpm --filter @peak/api bench:leads: the staff's leads inbox with 10,000 leads (a third of them
// review requests carrying a shared report) on PostgreSQL (DATABASE_URL, or a server on
// 127.0.0.1:5432) in a server process of its own: the first page, searches for a person and a
// company, a status filter and a page half way down, each read without pause by 5 staff at once (a
// consultancy's inbox has a handful of readers; --connections raises it); p99 against a bare
// Fastify route in the same run.
//   tsx apps/api/scripts/bench-leads.ts [--leads 10000] [--duration 5] [--connections 5] [--json FILE]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { questions, rules } from '@peak/content';
import { LEAD_KINDS, LEAD_STATUSES } from '@peak/contracts';
import { isScoredQuestion, scoreRawAnswers } from '@peak/scoring';
import { random } from '@peak/scoring/simulate';
import { throwawayPostgres } from '@peak/testkit/postgres';
import { desc, sql } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '../src/auth/sessions';
import { openDatabase } from '../src/db/client';
import { leads, users } from '../src/db/schema';
import { sharedReport } from '../src/leads/shared-report';
import { benchServer, type LoadFigures, load } from './bench-kit';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    leads: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '5' },
    json: { type: 'string' },
  },
});
const LEADS = Number(values.leads);
const TARGET_P99_MS = 100;
const STAFF = 'staff@peakpartners.example';
const WORDS =
  'keynote team offsite planning priorities coaching workshop quarter budget review strategy focus delay roadmap'.split(
    ' ',
  );

/** A few shared reports to draw from: scoring 10,000 answer sets would only slow the seeding. */
function sharedReports(rng: ReturnType<typeof random>) {
  const scored = questions.filter(isScoredQuestion);
  return Array.from({ length: 20 }, (_, i) => {
    const answers = scored.map((q) => ({
      questionId: q.questionId,
      doing: Math.min(5, Math.max(1, Math.round(3 + rng.normal(1)))),
    }));
    const result = scoreRawAnswers(answers, { questions, rules });
    if (!result.ok) throw new Error(result.error);
    return sharedReport(result.results, i % 2 ? 'report' : 'headline');
  });
}

async function seed(url: string) {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const { db } = database;
  const [staff] = await db
    .insert(users)
    // A listed address counts only once proved: the staff account's is.
    .values({
      email: STAFF,
      firstName: 'Sam',
      lastName: 'Staff',
      passwordHash: '-',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  const { token } = await createSession(db, staff?.id as string, 1);
  const rng = random(29);
  const reports = sharedReports(rng);
  const { pick } = rng;
  const started = performance.now();
  const now = Date.now();
  for (let from = 0; from < LEADS; from += 500) {
    const rows = Array.from({ length: Math.min(500, LEADS - from) }, (_, j) => {
      const i = from + j;
      const kind = pick(LEAD_KINDS);
      return {
        kind,
        name: `Reader ${i}`,
        email: `reader${i}@example.com`,
        company: i % 3 ? `Company ${i % 250}` : null,
        message: Array.from({ length: 12 + (i % 30) }, () => pick(WORDS)).join(' '),
        status: pick(LEAD_STATUSES),
        notes: i % 4 ? '' : `Called about the ${pick(WORDS)}.`,
        shared: kind === 'review' ? pick(reports) : null,
        createdAt: new Date(now - i * 60_000),
        updatedAt: new Date(now - i * 60_000),
      };
    });
    await db.insert(leads).values(rows);
  }
  const seedMs = performance.now() - started;
  // As a database that has lived with its rows would have: the planner's statistics are current.
  await db.execute(sql`analyze leads`);
  // A cursor half way down the list: the page after it is what "Older" opens there.
  const [middle] = await db
    .select({ id: leads.id })
    .from(leads)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .offset(Math.floor(LEADS / 2))
    .limit(1);
  await database.close();
  return { cookie: `${SESSION_COOKIE}=${token}`, seedMs, middle: middle?.id as string };
}

const run = (url: string, headers: Record<string, string> = {}) =>
  load(url, {
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers,
  });

const database = await throwawayPostgres({ prefix: 'peak_bench_leads' });
try {
  const bare = await benchServer('bare', {});
  const bareRow = await run(`${bare.url}/bare`).finally(() => bare.stop());
  const api = await benchServer('postgres', {
    DATABASE_URL: database.url,
    RATE_LIMIT_READS: '10000000',
    STAFF_EMAILS: STAFF,
  });
  try {
    const seeded = await seed(database.url);
    const headers = { cookie: seeded.cookie };
    const first = await fetch(`${api.url}/api/staff/leads`, { headers });
    const firstBody = (await first.json()) as { total: number; docs: unknown[] };
    if (firstBody.total !== LEADS) throw new Error(`the inbox holds ${firstBody.total} leads`);
    const scenarios = {
      'first page': '/api/staff/leads',
      'search for a person': '/api/staff/leads?q=reader4821',
      'search for a company': '/api/staff/leads?q=company%20137',
      'status filter': '/api/staff/leads?status=new&kind=review',
      'page half way down': `/api/staff/leads?after=${seeded.middle}`,
    };
    const rows: Record<string, LoadFigures> = {};
    for (const [name, path] of Object.entries(scenarios))
      rows[name] = await run(`${api.url}${path}`, headers);
    const worst = Math.max(...Object.values(rows).map((r) => r.p99));
    const errors = Object.values(rows).reduce((n, r) => n + r.errors, 0);
    const pass = worst < TARGET_P99_MS && errors === 0;
    console.log(`seeded ${LEADS} leads in ${Math.round(seeded.seedMs / 1000)} s`);
    console.log(
      `bare Fastify route:   ${bareRow.rps} req/s, p50 ${bareRow.p50} ms, p99 ${bareRow.p99} ms`,
    );
    for (const [name, r] of Object.entries(rows))
      console.log(
        `leads inbox, ${name}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`,
      );
    console.log(
      `worst p99 ${worst} ms (target < ${TARGET_P99_MS} ms), errors ${errors} ${pass ? 'PASS' : 'FAIL'}`,
    );
    if (values.json)
      writeFileSync(
        values.json,
        JSON.stringify(
          {
            leads: LEADS,
            connections: Number(values.connections),
            bare: bareRow,
            rows,
            worst,
            errors,
            target: TARGET_P99_MS,
            pass,
          },
          null,
          2,
        ),
      );
    if (!pass) process.exitCode = 1;
  } finally {
    await api.stop();
  }
} finally {
  await database.drop();
}
