// pnpm --filter @peak/api bench:teams: the team report of a team of 2,000 members (each join a new
// round of the pool, as joins make them) read by 20 concurrent members, on PostgreSQL (DATABASE_URL,
// or a server on 127.0.0.1:5432) in a server process of its own; p99 against a bare Fastify route in
// the same run.
//   tsx apps/api/scripts/bench-teams.ts [--members 2000] [--duration 10] [--json FILE]
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { questions, rules } from '@peak/content';
import { isScoredQuestion, scoreRawAnswers } from '@peak/scoring';
import { random } from '@peak/scoring/simulate';
import { throwawayPostgres } from '@peak/testkit/postgres';
import { eq } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '../src/auth/sessions';
import { openDatabase } from '../src/db/client';
import { accounts, assessmentResults, teams, users } from '../src/db/schema';
import { resultDigest } from '../src/norms/digest';
import { teamStore } from '../src/teams/store';
import { benchServer, load } from './bench-kit';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    members: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    json: { type: 'string' },
  },
});
const MEMBERS = Number(values.members);
const TARGET_P99_MS = 100;
const scoredQuestions = questions.filter(isScoredQuestion);

/** A member's digest: answers around a level of their own. */
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

/** The team, its owner's session and 2,000 members who joined with a result each. */
async function seedTeam(url: string) {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const { db } = database;
  const store = teamStore(db, { minimum: 5, maxMembers: MEMBERS + 1, teamsPerAccount: 1 });
  const [owner] = await db
    .insert(users)
    .values({ email: 'owner@example.com', firstName: 'Team', lastName: 'Owner', passwordHash: '-' })
    .returning({ id: users.id });
  const ownerId = owner?.id as string;
  const { token: session } = await createSession(db, ownerId, 1);
  const team = await store.create({ id: ownerId, name: 'Team Owner' }, { name: 'Bench team' });
  if ('refused' in team) throw new Error(team.refused);
  const { token } = await store.invite(team.id, {
    expiresAt: new Date(Date.now() + 86_400_000),
    maxUses: MEMBERS,
  });
  const rng = random(2000);
  const started = performance.now();
  for (let i = 0; i < MEMBERS; i++) {
    const { digest, results } = digestOf(rng);
    const userId = `member-${i}`;
    // A result needs its account's row (as a save makes it).
    await db.insert(accounts).values({ id: userId }).onConflictDoNothing();
    const [row] = await db
      .insert(assessmentResults)
      .values({
        userId,
        userEmail: `${userId}@example.com`,
        userName: userId,
        assessmentName: 'Bench',
        overallScore: results.overallScore,
        rawOverallScore: results.rawOverallScore,
        maturityLevel: results.maturityLevel,
        results: { stand: 'in' },
        resultKey: randomUUID(),
        digest: digest as unknown as Record<string, unknown>,
      })
      .returning({ id: assessmentResults.id });
    const joined = await store.join({ id: userId, name: userId }, token, row?.id);
    if ('refused' in joined) throw new Error(joined.refused);
  }
  const seedMs = performance.now() - started;
  const [counted] = await db
    .select({ counted: teams.counted })
    .from(teams)
    .where(eq(teams.id, team.id));
  await database.close();
  return {
    teamId: team.id,
    cookie: `${SESSION_COOKIE}=${session}`,
    seedMs,
    counted: counted?.counted ?? 0,
  };
}

const run = (url: string, headers: Record<string, string> = {}) =>
  load(url, {
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers,
  });

const database = await throwawayPostgres({ prefix: 'peak_bench_teams' });
try {
  const bare = await benchServer('bare', {});
  const bareRow = await run(`${bare.url}/bare`).finally(() => bare.stop());
  // The server migrates the database; the team is seeded after, through the team store itself.
  const api = await benchServer('postgres', {
    DATABASE_URL: database.url,
    RATE_LIMIT_READS: '10000000',
    TEAM_MAX_MEMBERS: String(MEMBERS + 1),
  });
  try {
    const seeded = await seedTeam(database.url);
    const check = await fetch(`${api.url}/api/teams/${seeded.teamId}/report`, {
      headers: { cookie: seeded.cookie },
    });
    const body = (await check.json()) as { status: string; report?: { n: number } };
    if (body.status !== 'ready') throw new Error(`the report is ${body.status}`);
    const teamRow = await run(`${api.url}/api/teams/${seeded.teamId}/report`, {
      cookie: seeded.cookie,
    });
    const pass = teamRow.p99 < TARGET_P99_MS && teamRow.errors === 0;
    console.log(
      `seeded ${MEMBERS} members (${seeded.counted} counted, report n ${body.report?.n}) in ${Math.round(seeded.seedMs / 1000)} s through the team store`,
    );
    console.log(
      `bare Fastify route:   ${bareRow.rps} req/s, p50 ${bareRow.p50} ms, p99 ${bareRow.p99} ms`,
    );
    console.log(
      `team report (${MEMBERS}): ${teamRow.rps} req/s, p50 ${teamRow.p50} ms, p99 ${teamRow.p99} ms, errors ${teamRow.errors} (target p99 < ${TARGET_P99_MS} ms) ${pass ? 'PASS' : 'FAIL'}`,
    );
    if (values.json)
      writeFileSync(
        values.json,
        JSON.stringify(
          {
            members: MEMBERS,
            counted: seeded.counted,
            bare: bareRow,
            team: teamRow,
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
