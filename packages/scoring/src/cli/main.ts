#!/usr/bin/env node
// The score command: reads files, runs the engine, prints. The only place with I/O.
import { readFileSync } from 'node:fs';
import { questions as bundledQuestions, rules as bundledRules } from '@peak/content';
import type { Question, Rule } from '../model/types';
import { scoreAssessment } from '../pipeline';
import { parseResponses } from '../responses';
import { parseArgs, USAGE } from './args';
import { formatPretty } from './pretty';

class CliError extends Error {}

function readJson(file: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(
      code === 'ENOENT'
        ? `${what} file not found: ${file}`
        : `cannot read ${what} file ${file}: ${code}`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliError(`${what} file ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

function readList<T>(
  file: string | undefined,
  bundled: T[],
  what: string,
  required: string[],
): T[] {
  if (!file) return bundled;
  const data = readJson(file, what);
  if (!Array.isArray(data)) throw new CliError(`${what} file ${file} must hold a JSON array`);
  for (const [i, item] of data.entries()) {
    const missing = required.filter(
      (k) => typeof item !== 'object' || item === null || !(k in item),
    );
    if (missing.length) throw new CliError(`${what} ${i} in ${file} lacks ${missing.join(', ')}`);
  }
  return data as T[];
}

function main(argv: string[]): number {
  const plan = parseArgs(argv);
  if ('error' in plan) throw new CliError(`${plan.error} (see score --help)`);
  if (plan.command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const questions = readList<Question>(plan.questionsFile, bundledQuestions, 'question', [
    'questionId',
    'part',
    'capability',
  ]);
  if (plan.command === 'questions') {
    process.stdout.write(`${JSON.stringify(questions, null, 2)}\n`);
    return 0;
  }
  const rules = readList<Rule>(plan.rulesFile, bundledRules, 'rule', ['id', 'name', 'logic']);
  const parsed = parseResponses(readJson(plan.responsesFile as string, 'responses'), questions);
  if (!parsed.ok) throw new CliError(parsed.error);
  const results = scoreAssessment(parsed.responses, {
    questions,
    rules,
    context: { role: plan.role },
  });
  process.stdout.write(
    plan.pretty ? formatPretty(results) : `${JSON.stringify(results, null, 2)}\n`,
  );
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  const message =
    error instanceof CliError ? error.message : `unexpected failure: ${(error as Error).message}`;
  process.stderr.write(`score: ${message}\n`);
  process.exitCode = error instanceof CliError ? 1 : 70;
}
