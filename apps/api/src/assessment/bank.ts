// The question bank and rules the server scores with, read from the content collections (so a
// reseed or a hosted CMS change is picked up), cached briefly.
import type { Question, Rule } from '@peak/scoring';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { questions as questionsTable, rules as rulesTable } from '../db/schema';

export interface ScoringBank {
  questions: Question[];
  rules: Rule[];
}

const TTL_MS = 30_000;

export function scoringBank(db: Db): () => Promise<ScoringBank> {
  let cached: { bank: ScoringBank; expires: number } | undefined;
  return async () => {
    if (cached && cached.expires > Date.now()) return cached.bank;
    const [questionRows, ruleRows] = await Promise.all([
      db
        .select({ data: questionsTable.data })
        .from(questionsTable)
        .orderBy(sql`${questionsTable.id}`),
      db
        .select({ data: rulesTable.data })
        .from(rulesTable)
        .where(sql`(${rulesTable.data}->>'enabled')::boolean is true`)
        .orderBy(sql`${rulesTable.id}`),
    ]);
    const bank = {
      questions: questionRows.map((r) => r.data as unknown as Question),
      rules: ruleRows.map((r) => r.data as unknown as Rule),
    };
    cached = { bank, expires: Date.now() + TTL_MS };
    return bank;
  };
}
