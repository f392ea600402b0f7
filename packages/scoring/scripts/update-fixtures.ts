// Rewrites packages/scoring/fixtures/*.json from the cases. Run only when a change of results is intended.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { questions, rules } from '@peak/content';
import { scoreAssessment } from '../src';
import { FIXTURE_CASES } from './fixture-cases';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
mkdirSync(dir, { recursive: true });
for (const c of FIXTURE_CASES) {
  const expected = scoreAssessment(c.responses, {
    questions,
    rules,
    context: { role: c.role },
    durationsMs: c.durationsMs,
  });
  const fixture = {
    description: c.description,
    checks: c.checks,
    ...(c.role ? { role: c.role } : {}),
    ...(c.durationsMs ? { durationsMs: c.durationsMs } : {}),
    responses: c.responses,
    expected,
  };
  writeFileSync(join(dir, `${c.name}.json`), `${JSON.stringify(fixture, null, 2)}\n`);
}
console.log(`wrote ${FIXTURE_CASES.length} fixtures to ${dir}`);
