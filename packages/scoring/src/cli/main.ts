#!/usr/bin/env node
// The score command: reads files, runs the engine, prints. The only place with I/O.
import { readFileSync } from 'node:fs';
import { questions as bundledQuestions, rules as bundledRules, reportTexts } from '@peak/content';
import { teamRules } from '@peak/content/teams';
import { calibrate, formatCalibration } from '../calibrate/calibrate';
import { compareResults } from '../change/compare';
import { compareSentences } from '../change/sentences';
import {
  calibrateFeedback,
  feedbackCalibrationFailures,
  formatFeedbackCalibration,
} from '../feedback/calibrate';
import type { Results } from '../model/results';
import type { Band, Question, Rule } from '../model/types';
import { scoreAssessment } from '../pipeline';
import type { ContentWords } from '../report/claimed-texts';
import { parseResponses } from '../responses';
import { storySentences } from '../story/compose';
import { storyFacts } from '../story/facts';
import { calibrateTeams, formatTeamCalibration, teamCalibrationFailures } from '../team/calibrate';
import { type Plan, parseArgs, USAGE } from './args';
import { formatComparison } from './compare';
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

/** Whether the bundled report texts have a paragraph for this band (the calibration's check). */
function hasBandText(kind: 'capability' | 'family' | 'overall', name: string, band: Band): boolean {
  const bands =
    kind === 'overall'
      ? reportTexts.overall
      : kind === 'family'
        ? reportTexts.families[name]?.bands
        : reportTexts.capabilities[name]?.bands;
  return typeof bands?.[band] === 'string' && bands[band].trim() !== '';
}

/** The bundled report texts as the consistency check reads them (comparison texts by text key). */
function contentWords(texts: typeof reportTexts): ContentWords {
  const byKey = (verdicts: Record<string, unknown>) => {
    const out: Record<string, string> = {};
    for (const [verdict, levels] of Object.entries(verdicts))
      if (typeof levels === 'object' && levels !== null)
        for (const [level, text] of Object.entries(levels as Record<string, string>))
          out[`${verdict}/${level}`] = text;
    return out;
  };
  return {
    capabilities: texts.capabilities,
    families: texts.families,
    overall: texts.overall,
    selfVsSystem: byKey(texts.selfVsSystem),
    senseVsActivate: byKey(texts.senseVsActivate),
  };
}

/** One profile per input line in, one results object (with the profile's id) per output line. */
function batch(file: string, questions: Question[], rules: Rule[]): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CliError(
      `batch file not found or unreadable: ${file} (${(error as NodeJS.ErrnoException).code})`,
    );
  }
  let failed = 0;
  const out: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const where = `${file}:${index + 1}`;
    let profile: { id?: unknown; responses?: unknown; role?: unknown; durationsMs?: unknown };
    try {
      profile = JSON.parse(line);
    } catch {
      failed++;
      process.stderr.write(`score: ${where} is not valid JSON\n`);
      return;
    }
    const parsed = parseResponses(profile?.responses, questions);
    if (!parsed.ok) {
      failed++;
      process.stderr.write(`score: ${where}: ${parsed.error}\n`);
      return;
    }
    const results = scoreAssessment(parsed.responses, {
      questions,
      rules,
      context: { role: typeof profile.role === 'string' ? profile.role : undefined },
      durationsMs: Array.isArray(profile.durationsMs) ? profile.durationsMs : undefined,
    });
    out.push(JSON.stringify({ id: profile.id ?? index + 1, ...results }));
    if (out.length >= 1000) process.stdout.write(`${out.splice(0).join('\n')}\n`);
  });
  if (out.length) process.stdout.write(`${out.join('\n')}\n`);
  return failed ? 1 : 0;
}

/** Two takes compared with the default reliability figures: the table, or the JSON with --json. */
function compare(plan: Plan, scoreFile: (file: string) => Results): number {
  const comparison = compareResults(
    scoreFile(plan.fromFile as string),
    scoreFile(plan.toFile as string),
  );
  process.stdout.write(
    plan.json
      ? `${JSON.stringify({ ...comparison, sentences: compareSentences(comparison) }, null, 2)}\n`
      : formatComparison(comparison),
  );
  return 0;
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
  if (plan.command === 'calibrate') {
    const calibration = calibrate({
      questions,
      rules,
      respondents: plan.respondents,
      seed: plan.seed,
      hasBandText,
      texts: reportTexts.asserts,
      story: (results) => storySentences(storyFacts(results)),
      words: contentWords(reportTexts),
    });
    process.stdout.write(formatCalibration(calibration));
    // Team rules are calibrated on simulated teams; a miss there fails the command.
    const teams = calibrateTeams({
      questions,
      rules: teamRules as Rule[],
      teams: 3000,
      seed: plan.seed,
    });
    process.stdout.write(`\n${formatTeamCalibration(teams)}`);
    // Blind spots on simulated 360s (lenient, harsh and noisy raters), with three, five and eight.
    const feedback = [3, 5, 8].map((raters) =>
      calibrateFeedback({
        questions,
        raters,
        ...(plan.seed === undefined ? {} : { seed: plan.seed }),
      }),
    );
    for (const f of feedback) process.stdout.write(`\n${formatFeedbackCalibration(f)}`);
    const failed = [teamCalibrationFailures(teams), ...feedback.map(feedbackCalibrationFailures)];
    return failed.some((f) => f.length > 0) ? 1 : 0;
  }
  if (plan.command === 'batch') return batch(plan.batchFile as string, questions, rules);
  const scoreFile = (file: string) => {
    const parsed = parseResponses(readJson(file, 'responses'), questions);
    if (!parsed.ok)
      throw new CliError(plan.command === 'compare' ? `${file}: ${parsed.error}` : parsed.error);
    return scoreAssessment(parsed.responses, { questions, rules, context: { role: plan.role } });
  };
  if (plan.command === 'compare') return compare(plan, scoreFile);
  const results = scoreFile(plan.responsesFile as string);
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
