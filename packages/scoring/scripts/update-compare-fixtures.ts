// Rewrites packages/scoring/fixtures/compare/<case>/ from the cases: the two responses files, the
// case (description and checks), and what `score compare` prints for them, as the table and with
// --json. Run only when a change of output is intended. The JSON files are then formatted as the
// repository's formatter (biome) formats them, so a check of the repository leaves them as written.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { questions, rules } from '@peak/content';
import { compareResults, compareSentences, parseResponses, scoreAssessment } from '../src';
import { formatComparison } from '../src/cli/compare';
import { COMPARE_CASES } from './compare-cases';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'compare');
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function score(answers: unknown) {
  const parsed = parseResponses(answers, questions);
  if (!parsed.ok) throw new Error(parsed.error);
  return scoreAssessment(parsed.responses, { questions, rules, context: {} });
}

for (const c of COMPARE_CASES) {
  const dir = join(root, c.name);
  mkdirSync(dir, { recursive: true });
  const comparison = compareResults(score(c.from), score(c.to));
  writeFileSync(join(dir, 'case.json'), json({ description: c.description, checks: c.checks }));
  writeFileSync(join(dir, 'from.json'), json(c.from));
  writeFileSync(join(dir, 'to.json'), json(c.to));
  writeFileSync(join(dir, 'expected.txt'), formatComparison(comparison));
  writeFileSync(
    join(dir, 'expected.json'),
    json({ ...comparison, sentences: compareSentences(comparison) }),
  );
}
execFileSync('npx', ['biome', 'format', '--write', root], { stdio: 'inherit' });
console.log(`wrote ${COMPARE_CASES.length} compare fixtures to ${root}`);
