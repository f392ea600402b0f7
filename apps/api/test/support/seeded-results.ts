// Saved results seeded straight into the database: answers drawn for simulated people, scored by the
// engine, stored as a save stores them. Hundreds of accounts without hundreds of HTTP calls.
import { randomUUID } from 'node:crypto';
import { questions, rules } from '@peak/content';
import {
  CAPABILITIES,
  isScoredQuestion,
  type RawAnswer,
  type Results,
  scoreRawAnswers,
} from '@peak/scoring';
import { type Random as Seeded, random as seeded } from '@peak/scoring/simulate';
import { ASSESSMENT_NAME } from '../../src/assessment/routes';
import { toStored } from '../../src/assessment/stored-results';
import type { Db } from '../../src/db/client';
import { accounts, assessmentResults } from '../../src/db/schema';
import { resultDigest } from '../../src/norms/digest';
import { BANK_VERSION } from './bank';

export const SCORED_QUESTIONS = questions.filter(isScoredQuestion);

// The calibration's seeded generator (mulberry32 with normal draws): every run seeds the same people.
export { type Seeded, seeded };

/** A person: a general level and a trait per capability, so their answers hang together. */
export function drawPerson(rng: Seeded) {
  const general = rng.normal(0.6);
  return Object.fromEntries(CAPABILITIES.map((c) => [c.name, general + rng.normal(0.4)]));
}
export type Person = ReturnType<typeof drawPerson>;

/**
 * One take of the assessment by a person: each answer their trait plus fresh noise (a retake draws
 * new noise), now and then "not in my role" where a question offers it.
 */
export function answersOf(person: Person, rng: Seeded): RawAnswer[] {
  return SCORED_QUESTIONS.map((q) => {
    if (q.notApplicable && rng.next() < 0.05)
      return { questionId: q.questionId, doing: null, ms: 5000 };
    const latent = 3.2 + (person[q.capability] ?? 0) + rng.normal(0.7);
    const doing = Math.min(5, Math.max(1, Math.round(latent)));
    return { questionId: q.questionId, doing, ms: 4000 + Math.floor(rng.next() * 4000) };
  });
}

/** The answers scored as a save scores them. */
export function scored(answers: RawAnswer[]): Results {
  const result = scoreRawAnswers(answers, { questions, rules });
  if (!result.ok) throw new Error(result.error);
  return result.results;
}

export interface SeededResult {
  userId: string;
  results: Results;
  /** When it was saved; the database's now when left out. */
  createdAt?: Date;
  /** Stored as rows saved before digests were kept: without one. */
  withoutDigest?: boolean;
}

/** Stores the results as a save would (report, headline columns, digest), 50 rows a statement. */
export async function insertResults(db: Db, rows: SeededResult[]): Promise<void> {
  // Each result's account, as a save gives it one (the results' foreign key needs it).
  const ids = [...new Set(rows.map((r) => r.userId))];
  for (let i = 0; i < ids.length; i += 500)
    await db
      .insert(accounts)
      .values(ids.slice(i, i + 500).map((id) => ({ id })))
      .onConflictDoNothing();
  for (let i = 0; i < rows.length; i += 50) {
    await db.insert(assessmentResults).values(
      rows.slice(i, i + 50).map(({ userId, results, createdAt, withoutDigest }) => ({
        userId,
        userEmail: `${userId}@example.com`,
        userName: 'Seeded Reader',
        assessmentName: ASSESSMENT_NAME,
        overallScore: results.overallScore,
        rawOverallScore: results.rawOverallScore,
        maturityLevel: results.maturityLevel,
        results: toStored(results) as unknown as Record<string, unknown>,
        ...(createdAt ? { createdAt } : {}),
        contentVersion: BANK_VERSION,
        resultKey: randomUUID(),
        digest: withoutDigest
          ? null
          : (resultDigest(results) as unknown as Record<string, unknown>),
      })),
    );
  }
}

/** `count` accounts with one result each, saved now; their latest results by account. */
export async function seedAccounts(
  db: Db,
  rng: Seeded,
  count: number,
  prefix: string,
): Promise<Map<string, Results>> {
  const rows = Array.from({ length: count }, (_, i) => ({
    userId: `${prefix}-${i}`,
    results: scored(answersOf(drawPerson(rng), rng)),
  }));
  await insertResults(db, rows);
  return new Map(rows.map((r) => [r.userId, r.results]));
}
