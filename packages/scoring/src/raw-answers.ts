// Raw answers, as the browser records them, scored with a question bank: the one path from what a
// reader answered to their results. The browser scores with it to show the report, the server to
// save it and to write the story, so the report shown and the one stored are the same to the
// letter. The engine's input order (questions and rules by id) is set here and nowhere else.
import type { Results } from './model/results';
import type { Question, Rule } from './model/types';
import { scoreAssessment } from './pipeline';
import { parseResponses } from './responses';

/**
 * One answer as the browser records it: the option's score (1-5), or null for "This does not
 * happen in my role", and how long the question was on screen, in milliseconds.
 */
export interface RawAnswer {
  questionId: string;
  doing?: unknown;
  ms?: number;
}

/** A list of answers with their times, or an object mapping questionId to an answer (no times). */
export type RawAnswers = readonly RawAnswer[] | Readonly<Record<string, unknown>>;

/** What answers are scored with: the question bank and the live rules, in any order. */
export interface AnswerBank {
  questions: readonly Question[];
  rules: readonly Rule[];
}

export type ScoredAnswers = { ok: true; results: Results } | { ok: false; error: string };

const byId =
  <T>(id: (item: T) => string) =>
  (a: T, b: T) => {
    const x = id(a);
    const y = id(b);
    return x < y ? -1 : x > y ? 1 : 0;
  };

// A bank's lists in id order, sorted once per list: the engine keeps what it derives from a bank
// per list (its scored questions, its indexes), which a fresh copy on every call would defeat.
const orderedQuestions = new WeakMap<readonly Question[], readonly Question[]>();
const orderedRules = new WeakMap<readonly Rule[], readonly Rule[]>();

function inIdOrder<T>(
  cache: WeakMap<readonly T[], readonly T[]>,
  items: readonly T[],
  id: (item: T) => string,
): readonly T[] {
  let sorted = cache.get(items);
  if (!sorted) {
    sorted = [...items].sort(byId(id));
    cache.set(items, sorted);
  }
  return sorted;
}

/**
 * Scores raw answers with a bank. Every answer must name a scored question of the bank, once, with
 * a score from 1 to 5 (or null where the question offers it), and at least one must be a score;
 * otherwise nothing is scored and the reason is answered. The questions and rules are read in id
 * order whatever order they come in; the answer times and the role go to the engine, which judges
 * the careless-answering verdict from them. A bank's lists are not to be changed once scored with.
 */
export function scoreRawAnswers(
  answers: RawAnswers,
  bank: AnswerBank,
  role?: string | null,
): ScoredAnswers {
  const questions = inIdOrder(orderedQuestions, bank.questions, (q) => q.questionId);
  const parsed = parseResponses(answers, questions);
  if (!parsed.ok) return parsed;
  if (!parsed.responses.some((r) => r.doing !== null))
    return { ok: false, error: 'responses must answer at least one question' };
  const results = scoreAssessment(parsed.responses, {
    questions,
    rules: inIdOrder(orderedRules, bank.rules, (r) => r.id),
    context: { role: role ?? undefined },
    durationsMs: Array.isArray(answers) ? answers.map((a: RawAnswer) => a.ms) : [],
  });
  return { ok: true, results };
}
