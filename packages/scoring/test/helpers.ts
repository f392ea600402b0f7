// Builders for test inputs over the bundled question bank, and the golden fixtures.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { questions as bank, rules as bundledRules } from '@peak/content';
import type { AssessmentResponse, Question, Results, Rule } from '../src';
import { capabilityByName, isScoredQuestion } from '../src';

export const questions: Question[] = bank;
export const rules: Rule[] = bundledRules;
export const scoredQuestions = questions.filter(isScoredQuestion);

/** One response per scored question, the answer chosen from the question. */
export function answer(pick: (q: Question) => number | null): AssessmentResponse[] {
  return scoredQuestions.flatMap((q) => {
    const doing = pick(q);
    return doing === null ? [] : [{ questionId: q.questionId, doing, knowing: null, gap: null }];
  });
}

export const all = (value: number) => answer(() => value);

export const byGroup = (self: number, system: number) =>
  answer((q) => (capabilityByName(q.capability)?.group === 'Self' ? self : system));

export function rule(overrides: Partial<Rule> & { logic: string }): Rule {
  return {
    id: overrides.id ?? `rule-${overrides.logic}`,
    name: overrides.name ?? 'Test Rule',
    type: 'pattern',
    category: 'pairwise_pattern',
    enabled: true,
    severity: 'info',
    priority: 50,
    capabilities: [],
    ...overrides,
  };
}

/** A golden fixture: answers, the role and times scored with, and the exact results they score to. */
export interface Fixture {
  description: string;
  checks: Record<string, unknown>;
  responses: unknown[];
  role?: string;
  durationsMs?: number[];
  expected: Results;
}

const fixturesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

/** Every golden fixture in fixtures/, with its file name. */
export const readFixtures = () =>
  readdirSync(fixturesDir)
    .filter((f) => f.endsWith('.json'))
    .map(
      (file) =>
        [file, JSON.parse(readFileSync(join(fixturesDir, file), 'utf8')) as Fixture] as const,
    );

const CLI = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'cli', 'main.ts');

/** Runs the score command as a user would (through tsx), answering its exit code and output. */
export function score(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}
