// The answer sets the users save: the scoring package's golden fixtures that answer every question.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { questions } from '@peak/content';
import { isScoredQuestion } from '@peak/scoring';

const FIXTURES_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '..',
  'packages',
  'scoring',
  'fixtures',
);

export interface Fixture {
  name: string;
  responses: Array<{ questionId: string; doing: unknown }>;
  rawOverallScore: number;
}

/** The golden fixtures that answer every scored question: valid, complete answer sets. */
export function completeFixtures(): Fixture[] {
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

/** The answer set a user saves: the fixtures in turn. */
export const fixtureOf = (fixtures: Fixture[], user: number) =>
  fixtures[user % fixtures.length] as Fixture;
