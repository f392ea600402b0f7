// pnpm --filter @peak/api bench:feedback: 360s on PostgreSQL (DATABASE_URL, or a server on
// 127.0.0.1:5432) in a server process of its own. Part A: 1,000 raters of 200 open 360s (5 each,
// mixed groups, invited through the 360 store, their links read from the invitation mail) all start
// at once, each a closed loop over its own connection from an address of its own (127.x.y.z, as
// raters come from machines of their own: the rater routes are limited per client address): PUT
// its 36 answers and a comment, then submit (after 50 raters of 10 other 360s did the same,
// unmeasured, so the burst meets a warm server); then the database must hold every submit once and
// every 360's batches whole. Part B: the report of a 360 with 50 raters who all submitted (17
// sealed batches, 49 raters counted) and its owner's predictions, read by its owner over 20
// connections; p99 against a bare Fastify route in the same run.
//   tsx apps/api/scripts/bench-feedback.ts [--raters 1000] [--over 10] [--duration 10] [--connections 20] [--json FILE]
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import { observerItems, questions, rules } from '@peak/content';
import {
  FAMILIES,
  groupMinimum,
  isScoredQuestion,
  type RaterGroup,
  scoreRawAnswers,
  shownGroup,
} from '@peak/scoring';
import { random } from '@peak/scoring/simulate';
import { throwawayPostgres } from '@peak/testkit/postgres';
import { eq, inArray } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '../src/auth/sessions';
import { hashToken } from '../src/auth/tokens';
import { openDatabase } from '../src/db/client';
import {
  accounts,
  assessmentResults,
  feedback,
  feedbackRaters,
  outbox,
  users,
} from '../src/db/schema';
import { feedbackStore } from '../src/feedback/store';
import { resultDigest } from '../src/norms/digest';
import { benchServer, load } from './bench-kit';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    raters: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    over: { type: 'string', default: '10' },
    json: { type: 'string' },
  },
});
const RATERS = Number(values.raters);
const PER_360 = 5;
const OPEN = Math.ceil(RATERS / PER_360);
/** Raters of 360s of their own who go first, unmeasured, so the burst meets a warm server. */
const WARMUP = 50;
const WARM_OPEN = WARMUP / PER_360;
const REPORT_RATERS = 50;
const MINIMUM = groupMinimum();
const TARGET_SUBMIT_P99_MS = 100;
/** The paced run: the same number of raters, arriving evenly over this time. */
const PACED_OVER_MS = Number(values.over) * 1000;
const TARGET_REPORT_P99_MS = 50;
const scoredQuestions = questions.filter(isScoredQuestion);
const ITEM_IDS = observerItems.map((i) => i.questionId);
const FAMILY_NAMES = FAMILIES.map((f) => f.name);

interface Rater {
  token: string;
  feedbackId: string;
  group: RaterGroup;
  showAsManager: boolean;
}
type Invited = Omit<Rater, 'token'> & { email: string };

/**
 * The five raters of an open 360, by its index: what each pattern seals once all five have
 * submitted, one after another under the 360's lock, is fixed (see expectedBatches).
 */
const PATTERNS: ReadonlyArray<ReadonlyArray<[RaterGroup, boolean]>> = [
  // peers sealed, two direct reports waiting
  [
    ['peers', false],
    ['peers', false],
    ['peers', false],
    ['direct-reports', false],
    ['direct-reports', false],
  ],
  // a manager who did not consent counts among the others: others sealed, two peers waiting
  [
    ['manager', false],
    ['peers', false],
    ['peers', false],
    ['others', false],
    ['others', false],
  ],
  // the manager shown by consent (a batch of one), direct reports sealed, one other waiting
  [
    ['manager', true],
    ['direct-reports', false],
    ['direct-reports', false],
    ['direct-reports', false],
    ['others', false],
  ],
  // five peers: the third seals three, the last two wait
  [
    ['peers', false],
    ['peers', false],
    ['peers', false],
    ['peers', false],
    ['peers', false],
  ],
];

/** A person's digest and results: answers around a level of their own. */
function digestOf(rng: ReturnType<typeof random>) {
  const level = rng.normal(0.6);
  const answers = scoredQuestions.map((q) => ({
    questionId: q.questionId,
    doing: Math.min(5, Math.max(1, Math.round(3.2 + level + rng.normal(0.8)))),
  }));
  const scored = scoreRawAnswers(answers, { questions, rules });
  if (!scored.ok) throw new Error(scored.error);
  return { digest: resultDigest(scored.results), results: scored.results };
}

/** A rater's save: all 36 items (about one in twelve "not seen"), a comment, consent if a manager. */
function answersOf(rng: ReturnType<typeof random>, rater: Pick<Rater, 'group' | 'showAsManager'>) {
  const level = rng.normal(0.7);
  const responses = ITEM_IDS.map((questionId) => ({
    questionId,
    doing:
      rng.next() < 1 / 12
        ? null
        : Math.min(5, Math.max(1, Math.round(3.3 + level + rng.normal(0.8)))),
  }));
  const family = rng.pick(FAMILY_NAMES);
  return {
    responses,
    comments: { [family]: 'Sets clear priorities for the week and follows them through.' },
    ...(rater.group === 'manager' ? { showAsManager: rater.showAsManager } : {}),
  };
}

/** Runs `work` over `items` with `width` at a time. */
async function inPool<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/**
 * The owners (an account, a saved result each), their 360s started and their raters invited
 * through the 360 store; each rater's token read from their invitation in the outbox. The 50-rater
 * 360's raters save and submit through the store too, one after another, so its batches seal as
 * they do in use.
 */
async function seed(url: string) {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 8 });
  const { db } = database;
  const store = feedbackStore(
    db,
    { siteUrl: 'http://127.0.0.1', siteName: 'Bench' },
    { minimum: MINIMUM },
  );
  const rng = random(360);
  const started = performance.now();
  const owners = await db
    .insert(users)
    .values(
      Array.from({ length: WARM_OPEN + 2 * OPEN + 1 }, (_, i) => ({
        email: `owner${i}@example.com`,
        firstName: `Owner${i}`,
        lastName: 'Bench',
        passwordHash: '-',
      })),
    )
    .returning({ id: users.id, firstName: users.firstName });
  await db.insert(accounts).values(owners.map((o) => ({ id: o.id })));
  const results = await db
    .insert(assessmentResults)
    .values(
      owners.map((o) => {
        const { digest, results } = digestOf(rng);
        return {
          userId: o.id,
          userEmail: `${o.firstName.toLowerCase()}@example.com`,
          userName: `${o.firstName} Bench`,
          assessmentName: 'Bench',
          overallScore: results.overallScore,
          rawOverallScore: results.rawOverallScore,
          maturityLevel: results.maturityLevel,
          results: { stand: 'in' },
          resultKey: randomUUID(),
          digest: digest as unknown as Record<string, unknown>,
        };
      }),
    )
    .returning({ id: assessmentResults.id, userId: assessmentResults.userId });
  const resultOf = new Map(results.map((r) => [r.userId, r.id]));
  const ids: string[] = [];
  for (const owner of owners) {
    const detail = await store.start(owner, resultOf.get(owner.id) as string);
    if ('refused' in detail) throw new Error(detail.message);
    ids.push(detail.id);
  }

  // The warm-up's raters first (360s 0-9), then the measured ones (the burst's, then the paced
  // run's), 5 to a 360.
  const invited: Invited[] = [];
  for (let i = 0; i < WARMUP + 2 * RATERS; i++) {
    const f = i < WARMUP ? Math.floor(i / PER_360) : WARM_OPEN + Math.floor((i - WARMUP) / PER_360);
    const [group, showAsManager] = PATTERNS[f % PATTERNS.length]?.[i % PER_360] ?? ['peers', false];
    invited.push({
      feedbackId: ids[f] as string,
      group,
      showAsManager,
      email: `rater${i}@example.com`,
    });
  }
  // The 50: a manager shown by consent, 18 peers, 18 direct reports, 13 others, interleaved.
  const reportId = ids[WARM_OPEN + 2 * OPEN] as string;
  const reportGroups: Array<[RaterGroup, boolean]> = [['manager', true]];
  for (let i = 0; reportGroups.length < REPORT_RATERS; i++) {
    if (i < 18) reportGroups.push(['peers', false]);
    if (i < 18 && reportGroups.length < REPORT_RATERS) reportGroups.push(['direct-reports', false]);
    if (i < 13 && reportGroups.length < REPORT_RATERS) reportGroups.push(['others', false]);
  }
  const reportInvited = reportGroups.map(([group, showAsManager], i) => ({
    feedbackId: reportId,
    group,
    showAsManager,
    email: `reportrater${i}@example.com`,
  }));
  const ownerOf = new Map(ids.map((id, i) => [id, owners[i] as (typeof owners)[number]]));
  // 360s apart take invitations side by side; one 360's come one after another, as its row lock
  // would make them anyway.
  const byFeedback = new Map<string, Invited[]>();
  for (const r of [...invited, ...reportInvited])
    byFeedback.set(r.feedbackId, [...(byFeedback.get(r.feedbackId) ?? []), r]);
  await inPool([...byFeedback.values()], 6, async (list) => {
    for (const r of list) {
      const done = await store.invite(
        ownerOf.get(r.feedbackId) as (typeof owners)[number],
        r.feedbackId,
        r.email,
        r.group,
      );
      if ('refused' in done) throw new Error(done.message);
    }
  });
  const mails = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(eq(outbox.type, 'feedback.invitation'));
  const tokenOf = new Map(
    mails.map(({ payload }) => {
      const { to, text } = payload as { to: string; text: string };
      return [to, /\/feedback\/rate\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] as string];
    }),
  );
  const withToken = (r: Invited): Rater => {
    const token = tokenOf.get(r.email);
    if (!token) throw new Error(`no invitation in the outbox to ${r.email}`);
    return { token, feedbackId: r.feedbackId, group: r.group, showAsManager: r.showAsManager };
  };
  const raters = invited.map(withToken);
  const reportOwner = owners[WARM_OPEN + 2 * OPEN] as (typeof owners)[number];
  // The person's predictions for every group and family, made before the first answer.
  const predicted = await store.predict(
    reportOwner.id,
    reportId,
    (['peers', 'direct-reports', 'others'] as const).flatMap((group) =>
      FAMILY_NAMES.map((family) => ({ group, family, score: 3.5 })),
    ),
  );
  if (!predicted || 'refused' in predicted) throw new Error('the predictions were refused');
  for (const r of reportInvited.map(withToken)) {
    const saved = await store.save(r.token, answersOf(rng, r));
    if ('refused' in saved) throw new Error(saved.message);
    const sent = await store.submit(r.token);
    if ('refused' in sent) throw new Error(sent.message);
  }
  const { token: session } = await createSession(db, reportOwner.id, 1);
  const seedMs = performance.now() - started;
  await database.close();
  return {
    warm: raters.slice(0, WARMUP),
    raters: raters.slice(WARMUP, WARMUP + RATERS),
    ids: ids.slice(WARM_OPEN, WARM_OPEN + OPEN),
    paced: raters.slice(WARMUP + RATERS),
    pacedIds: ids.slice(WARM_OPEN + OPEN, WARM_OPEN + 2 * OPEN),
    reportId,
    cookie: `${SESSION_COOKIE}=${session}`,
    seedMs,
  };
}

interface Answer {
  /** 0: no answer (a socket error or a timeout). */
  status: number;
  ms: number;
  body: string;
}

/** Tries a request is given when it answers 503 (the pool's wait for a connection ran out). */
const TRIES = 3;

/**
 * As a rater's page would: a 503 (briefly unavailable, with Retry-After) is tried again after a
 * pause, up to TRIES in all; every attempt is timed and counted.
 */
async function sendTrying(attempts: Answer[], ...args: Parameters<typeof send>): Promise<Answer> {
  let answer = await send(...args);
  attempts.push(answer);
  for (let tried = 1; answer.status === 503 && tried < TRIES; tried++) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    answer = await send(...args);
    attempts.push(answer);
  }
  return answer;
}

/** One request over the rater's own connection, timed from its start to the answer's last byte. */
function send(
  base: URL,
  agent: Agent,
  localAddress: string,
  method: 'PUT' | 'POST',
  path: string,
  payload: string,
): Promise<Answer> {
  return new Promise((resolve) => {
    const started = performance.now();
    const done = (status: number, body: string) =>
      resolve({ status, ms: performance.now() - started, body });
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent,
        localAddress,
        timeout: 60_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => done(res.statusCode ?? 0, body));
        res.on('error', (error) => done(0, error.message));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => done(0, error.message));
    req.end(payload);
  });
}

/** The i-th rater's client address: loopback is all of 127.0.0.0/8. */
const addressOf = (i: number) =>
  `127.${1 + Math.floor(i / 62_500)}.${1 + (Math.floor(i / 250) % 250)}.${1 + (i % 250)}`;

const rounded = (ms: number) => Math.round(ms * 10) / 10;
function percentile(sorted: readonly number[], p: number) {
  if (sorted.length === 0) return 0;
  return rounded(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number);
}

interface RouteFigures {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  '2xx': number;
  '4xx': number;
  '5xx': number;
  /** No answer: a socket error or a timeout. */
  errors: number;
}

function figuresOf(answers: readonly Answer[]): RouteFigures {
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
 * Part A: every rater starts at once, each a closed loop over a keep-alive connection of its own:
 * its PUT, and once that answers 200, its submit.
 */
async function rateAll(
  base: URL,
  raters: readonly Rater[],
  firstAddress = 0,
  { routes = '/api/feedback/rate', overMs = 0 } = {},
) {
  const rng = random(1000 + firstAddress);
  const prepared = raters.map((r, i) => ({
    rater: r,
    address: addressOf(firstAddress + i),
    agent: new Agent({ keepAlive: true, maxSockets: 1 }),
    body: JSON.stringify(answersOf(rng, r)),
  }));
  const puts: Answer[] = [];
  const submits: Answer[] = [];
  const submittedAt = new Map<string, string>();
  const failures: string[] = [];
  const started = performance.now();
  await Promise.all(
    prepared.map(async ({ rater, address, agent, body }, i) => {
      if (overMs > 0)
        await new Promise((resolve) => setTimeout(resolve, (i * overMs) / raters.length));
      const path = `${routes}/${rater.token}`;
      const put = await sendTrying(puts, base, agent, address, 'PUT', path, body);
      if (put.status !== 200) {
        failures.push(`PUT ${put.status} ${put.body.slice(0, 200)}`);
        agent.destroy();
        return;
      }
      const sent = await sendTrying(submits, base, agent, address, 'POST', `${path}/submit`, '{}');
      if (sent.status === 200)
        submittedAt.set(
          rater.token,
          (JSON.parse(sent.body) as { submittedAt: string }).submittedAt,
        );
      else failures.push(`submit ${sent.status} ${sent.body.slice(0, 200)}`);
      agent.destroy();
    }),
  );
  const wallMs = performance.now() - started;
  return {
    put: figuresOf(puts),
    submit: figuresOf(submits),
    wallMs,
    rps: Math.round((puts.length + submits.length) / (wallMs / 1000)),
    submittedAt,
    failures,
  };
}

/** What one 360's batches must be once all its raters have submitted, one at a time. */
function expectedBatches(raters: ReadonlyArray<Pick<Rater, 'group' | 'showAsManager'>>) {
  const counts = new Map<RaterGroup, number>();
  for (const r of raters) {
    const group = shownGroup(r);
    counts.set(group, (counts.get(group) ?? 0) + 1);
  }
  return [...counts].map(([group, n]) => ({
    group,
    size: group === 'manager' ? 1 : MINIMUM,
    count: group === 'manager' ? n : Math.floor(n / MINIMUM),
  }));
}

/**
 * After Part A, from the database: each rater submitted once (the time the API answered is the one
 * stored) with their 36 answers and comment, their pending mail withdrawn (a rater not stored so is
 * lost); each 360's batches whole (each rater in at most one, every one of them submitted and of
 * the batch's group, the batches its submits seal) and its first answer recorded.
 */
async function verify(
  url: string,
  ids: readonly string[],
  raters: readonly Rater[],
  submittedAt: ReadonlyMap<string, string>,
) {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  const { db } = database;
  try {
    const rows = await db
      .select()
      .from(feedbackRaters)
      .where(inArray(feedbackRaters.feedbackId, [...ids]));
    const byHash = new Map(rows.map((r) => [r.tokenHash, r]));
    const problems: string[] = [];
    let submitted = 0;
    let stored = 0;
    for (const rater of raters) {
      const row = byHash.get(hashToken(rater.token));
      if (!row?.submittedAt) continue;
      submitted++;
      const answered = submittedAt.get(rater.token);
      if (answered !== row.submittedAt.toISOString())
        problems.push(
          `a rater stored as submitted at ${row.submittedAt.toISOString()}, answered ${answered}`,
        );
      else if (row.responses.length !== ITEM_IDS.length || Object.keys(row.comments).length !== 1)
        problems.push(`a rater's answers: ${row.responses.length} responses`);
      else stored++;
    }
    const pending = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        inArray(
          outbox.id,
          rows.filter((r) => r.submittedAt).flatMap((r) => r.outboxIds),
        ),
      );
    if (pending.length > 0)
      problems.push(`${pending.length} mails of raters who answered still wait`);
    const rows360 = await db
      .select()
      .from(feedback)
      .where(inArray(feedback.id, [...ids]));
    let batches = 0;
    let consistent = 0;
    for (const row of rows360) {
      const mine = rows.filter((r) => r.feedbackId === row.id);
      const byId = new Map(mine.map((r) => [r.id, r]));
      const seen = new Set<string>();
      const wrong: string[] = [];
      for (const batch of row.batches) {
        batches++;
        for (const id of batch.raterIds) {
          const r = byId.get(id);
          if (seen.has(id)) wrong.push('a rater in two batches');
          seen.add(id);
          if (!r?.submittedAt || r.withdrawnAt)
            wrong.push('a batch with a rater who has not submitted');
          else if (
            shownGroup({ group: r.group as RaterGroup, showAsManager: r.showAsManager }) !==
            batch.group
          )
            wrong.push(`a ${r.group} rater in a ${batch.group} batch`);
        }
      }
      // The batches the submits that were made seal (a submit that failed is counted as lost).
      const sent = mine.filter((r) => r.submittedAt && !r.withdrawnAt);
      const expected = expectedBatches(
        sent.map((r) => ({ group: r.group as RaterGroup, showAsManager: r.showAsManager })),
      );
      for (const e of expected) {
        const sealed = row.batches.filter((b) => b.group === e.group);
        if (sealed.length !== e.count || sealed.some((b) => b.raterIds.length !== e.size))
          wrong.push(
            `${e.group}: ${sealed.map((b) => b.raterIds.length).join('+') || 'no'} batches, expected ${e.count} of ${e.size}`,
          );
      }
      if (row.batches.some((b) => !expected.some((e) => e.group === b.group)))
        wrong.push('a batch of a group with no submitted raters');
      if (sent.length > 0 && !row.firstAnswerAt) wrong.push('no first answer recorded');
      if (wrong.length === 0) consistent++;
      else problems.push(`360 ${row.id}: ${[...new Set(wrong)].join('; ')}`);
    }
    return { submitted, stored, lost: raters.length - stored, batches, consistent, problems };
  } finally {
    await database.close();
  }
}

type Rating = Awaited<ReturnType<typeof rateAll>>;
type Checked = Awaited<ReturnType<typeof verify>>;

/** A run's verdict: every rater stored once, every 360 consistent, and its p99 against the target. */
function judged(rating: Rating, checked: Checked) {
  const nothingLost =
    checked.lost === 0 &&
    checked.consistent === OPEN &&
    checked.problems.length === 0 &&
    rating.put['2xx'] === RATERS &&
    rating.submit['2xx'] === RATERS;
  const p99 = Math.max(rating.put.p99, rating.submit.p99);
  return { nothingLost, p99, pass: nothingLost && p99 < TARGET_SUBMIT_P99_MS };
}

function printRating(rating: Rating, checked: Checked) {
  for (const [name, r] of [
    ['PUT   ', rating.put],
    ['submit', rating.submit],
  ] as const)
    console.log(
      `   ${name} ${r.requests} requests: p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms; 2xx ${r['2xx']}, 4xx ${r['4xx']}, 5xx ${r['5xx']}, errors ${r.errors}`,
    );
  for (const failure of rating.failures.slice(0, 5)) console.log(`   failed: ${failure}`);
  console.log(
    `   database: ${checked.submitted} of ${RATERS} submitted, ${checked.stored} stored as answered, ${checked.lost} lost; ${checked.consistent} of ${OPEN} 360s with consistent batches (${checked.batches} sealed)`,
  );
  for (const problem of checked.problems.slice(0, 5)) console.log(`   problem: ${problem}`);
}

const ratingJson = (rating: Rating, checked: Checked, verdict: ReturnType<typeof judged>) => ({
  wallMs: Math.round(rating.wallMs),
  rps: rating.rps,
  put: rating.put,
  submit: rating.submit,
  p99: verdict.p99,
  target: TARGET_SUBMIT_P99_MS,
  failed: rating.put.requests - rating.put['2xx'] + rating.submit.requests - rating.submit['2xx'],
  submitted: checked.submitted,
  stored: checked.stored,
  lost: checked.lost,
  consistent: checked.consistent,
  batches: checked.batches,
  problems: checked.problems,
  nothingLost: verdict.nothingLost,
  pass: verdict.pass,
});

const run = (url: string, headers: Record<string, string> = {}) =>
  load(url, {
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers,
  });

const database = await throwawayPostgres({ prefix: 'peak_bench_feedback' });
try {
  const bare = await benchServer('bare', {});
  // The server migrates the database; the 360s are seeded after, through the 360 store itself.
  const api = await benchServer('postgres', {
    DATABASE_URL: database.url,
    RATE_LIMIT_READS: '10000000',
  });
  try {
    const seeded = await seed(database.url);
    const base = new URL(api.url);
    // The floor: the same burst, the same bodies, from the same addresses, to routes that do nothing.
    const [bareRow, floor] = await (async () => {
      const bareBase = new URL(bare.url);
      await rateAll(bareBase, seeded.warm, 2 * RATERS, { routes: '/bare/rate' });
      return [
        await run(`${bare.url}/bare`),
        await rateAll(bareBase, seeded.raters, 0, { routes: '/bare/rate' }),
      ];
    })();
    await bare.stop();
    const warm = await rateAll(base, seeded.warm, 2 * RATERS);
    const rating = await rateAll(base, seeded.raters);
    const checked = await verify(database.url, seeded.ids, seeded.raters, rating.submittedAt);
    const paced = await rateAll(base, seeded.paced, RATERS, { overMs: PACED_OVER_MS });
    const pacedChecked = await verify(
      database.url,
      seeded.pacedIds,
      seeded.paced,
      paced.submittedAt,
    );

    const reportUrl = `${api.url}/api/feedback/${seeded.reportId}/report`;
    const check = await fetch(reportUrl, { headers: { cookie: seeded.cookie } });
    if (check.status !== 200) throw new Error(`the report answered ${check.status}`);
    const body = (await check.json()) as { counted: number; shown: Record<string, number> };
    const reportRow = await run(reportUrl, { cookie: seeded.cookie });

    const burst = judged(rating, checked);
    const steady = judged(paced, pacedChecked);
    const passB = reportRow.errors === 0 && reportRow.p99 < TARGET_REPORT_P99_MS;
    const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISSED');
    console.log(
      `node ${process.version}, PostgreSQL (a throwaway database), server in its own process`,
    );
    console.log(
      `seeded ${OPEN} open 360s with ${RATERS} raters (${PER_360} each, invited through the 360 store), ${WARM_OPEN} more for a warm-up and a 360 with ${REPORT_RATERS} raters submitted in ${Math.round(seeded.seedMs / 1000)} s`,
    );
    console.log(
      `bare Fastify route: ${bareRow.rps} req/s, p50 ${bareRow.p50} ms, p99 ${bareRow.p99} ms (${values.connections} connections)`,
    );
    console.log(
      `warm-up: ${WARMUP} raters of ${WARM_OPEN} other 360s at once, unmeasured: ${warm.submit['2xx']} submitted`,
    );
    console.log(
      `A. ${RATERS} raters at once (each its own connection and address: PUT 36 answers, then submit): ${Math.round(rating.wallMs)} ms for all, ${rating.rps} req/s`,
    );
    const floorP99 = Math.max(floor.put.p99, floor.submit.p99);
    console.log(
      `   the same burst to routes that do nothing (the floor): ${Math.round(floor.wallMs)} ms for all, ${floor.rps} req/s; PUT p99 ${floor.put.p99} ms, submit p99 ${floor.submit.p99} ms`,
    );
    printRating(rating, checked);
    console.log(
      `   p99 ${burst.p99} ms (target < ${TARGET_SUBMIT_P99_MS} ms; the floor's ${floorP99} ms, ${(burst.p99 / floorP99).toFixed(1)} times), nothing lost: ${burst.nothingLost ? 'yes' : 'no'} ${verdict(burst.pass)}`,
    );
    console.log(
      `A'. ${RATERS} more raters arriving evenly over ${PACED_OVER_MS / 1000} s (the same requests): ${Math.round(paced.wallMs)} ms for all`,
    );
    printRating(paced, pacedChecked);
    console.log(
      `   p99 ${steady.p99} ms (target < ${TARGET_SUBMIT_P99_MS} ms), nothing lost: ${steady.nothingLost ? 'yes' : 'no'} ${verdict(steady.pass)}`,
    );
    console.log(
      `B. report of ${REPORT_RATERS} raters (${body.counted} counted in sealed batches), ${values.connections} connections: ${reportRow.rps} req/s, p50 ${reportRow.p50} ms, p99 ${reportRow.p99} ms, failed ${reportRow.errors} (target p99 < ${TARGET_REPORT_P99_MS} ms) ${verdict(passB)}`,
    );
    if (values.json)
      writeFileSync(
        values.json,
        JSON.stringify(
          {
            node: process.version,
            database: 'postgres',
            raters: RATERS,
            open: OPEN,
            bare: bareRow,
            floor: {
              wallMs: Math.round(floor.wallMs),
              rps: floor.rps,
              put: floor.put,
              submit: floor.submit,
              p99: floorP99,
            },
            rating: ratingJson(rating, checked, burst),
            paced: { overMs: PACED_OVER_MS, ...ratingJson(paced, pacedChecked, steady) },
            report: {
              raters: REPORT_RATERS,
              counted: body.counted,
              connections: Number(values.connections),
              ...reportRow,
              target: TARGET_REPORT_P99_MS,
              pass: passB,
            },
            pass: burst.pass && steady.pass && passB,
          },
          null,
          2,
        ),
      );
    if (!(burst.pass && steady.pass && passB)) process.exitCode = 1;
  } finally {
    await Promise.all([api.stop(), bare.stop()]);
  }
} finally {
  await database.drop();
}
