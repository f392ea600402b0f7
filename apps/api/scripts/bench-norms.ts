// pnpm --filter @peak/api bench:norms: how long the norms job takes over 20,000 accounts with three
// saved results each (60,000 rows), on PGlite and, when DATABASE_URL names a server, on PostgreSQL:
// a publication (every account's latest result, its retest, the reliability figures), a refresh
// with no batch of savers since (one count), and a cached read. The rows carry real digests and a
// stand-in report (the job never reads reports).
//   NORMS_BENCH_ACCOUNTS=20000 DATABASE_URL=postgres://... tsx apps/api/scripts/bench-norms.ts
import { randomUUID } from 'node:crypto';
import { questions, rules } from '@peak/content';
import { isScoredQuestion, scoreRawAnswers } from '@peak/scoring';
import { throwawayPostgres } from '@peak/testkit/postgres';
import { scoringBank } from '../src/assessment/bank';
import { type Database, openDatabase } from '../src/db/client';
import { assessmentResults } from '../src/db/schema';
import { seedContent } from '../src/db/seed';
import { resultDigest } from '../src/norms/digest';
import { normsService } from '../src/norms/service';

const ACCOUNTS = Number(process.env.NORMS_BENCH_ACCOUNTS ?? 20_000);
const TAKES = 3;
const scoredQuestions = questions.filter(isScoredQuestion);

/** Answers around a person's level, so the figures are realistic (alpha well above 0). */
function digestOf(i: number, take: number) {
  const level = (i % 5) - 2;
  const answers = scoredQuestions.map((q, k) => ({
    questionId: q.questionId,
    doing: Math.min(
      5,
      Math.max(1, 3 + Math.round(level * 0.6 + Math.sin(i * 7 + k * 13 + take) * 1.1)),
    ),
  }));
  const scored = scoreRawAnswers(answers, { questions, rules });
  if (!scored.ok) throw new Error(scored.error);
  return resultDigest(scored.results);
}

async function seed(database: Database) {
  await seedContent(database.db);
  const now = Date.now();
  const digests = Array.from({ length: 50 }, (_, i) => digestOf(i, i % 3));
  for (let i = 0; i < ACCOUNTS; i += 200) {
    const rows = [];
    for (let a = i; a < Math.min(ACCOUNTS, i + 200); a++)
      for (let take = 0; take < TAKES; take++) {
        const digest = digests[(a * TAKES + take) % digests.length] as ReturnType<
          typeof resultDigest
        >;
        rows.push({
          userId: `bench-${a}`,
          userEmail: 'bench@example.com',
          userName: 'Bench',
          assessmentName: 'Bench',
          overallScore: digest.rawOverallScore / 36,
          rawOverallScore: digest.rawOverallScore,
          maturityLevel: 'Developing',
          results: { stand: 'in' },
          createdAt: new Date(now - (TAKES - take) * 20 * 86_400_000 + a),
          resultKey: randomUUID(),
          digest: digest as unknown as Record<string, unknown>,
        });
      }
    await database.db.insert(assessmentResults).values(rows);
  }
}

async function bench(name: string, database: Database) {
  await seed(database);
  const service = normsService({
    db: database.db,
    config: { minRespondents: 200, batch: 10, refreshMs: 60_000 },
    bank: scoringBank(database.db),
    clock: Date.now,
    log: console as never,
  });
  const started = performance.now();
  const answer = await service.answer();
  const ms = performance.now() - started;
  const body = JSON.parse(answer.body);
  console.log(
    `${name}: ${ACCOUNTS} accounts, ${ACCOUNTS * TAKES} results: first publication in ${Math.round(ms)} ms (n ${body.n}, retest pairs ${body.quality.retest?.pairs ?? 0}, heap ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB)`,
  );
  const again = performance.now();
  await service.refresh();
  console.log(
    `${name}: a refresh with no batch of savers since: ${Math.round(performance.now() - again)} ms`,
  );
  const read = performance.now();
  for (let i = 0; i < 10_000; i++) await service.answer();
  console.log(
    `${name}: a cached read takes ${((performance.now() - read) / 10_000).toFixed(4)} ms`,
  );
  await service.idle();
}

const pglite = await openDatabase({ kind: 'pglite' });
await bench('PGlite', pglite).finally(() => pglite.close());
if (process.env.DATABASE_URL) {
  const throwaway = await throwawayPostgres({
    adminUrl: process.env.DATABASE_URL,
    prefix: 'bench_norms',
  });
  const postgres = await openDatabase({ kind: 'postgres', url: throwaway.url });
  await bench('PostgreSQL', postgres).finally(async () => {
    await postgres.close();
    await throwaway.drop();
  });
}
