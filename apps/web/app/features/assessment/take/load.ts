// The question bank and rules from the content service, and the scoring of a finished flow in the
// browser with the same engine the server verifies with on save.
import type { Question } from '@peak/contracts';
import {
  contentVersion,
  isScoredQuestion,
  type RoleId,
  type Rule,
  scoreAssessment,
} from '@peak/scoring';
import { assessmentCms } from '../cms';
import type { RecordedAnswer, ReportResults } from '../model';

/** The take page's failure page, when the questions or the rules cannot be loaded. */
export const QUESTIONS_FAILED = 'Failed to load questions from CMS.';

// The engine reads questions and rules in id order, as the server does, so the report shown here
// and the one the server stores on save are the same to the letter.
const byId =
  <T>(id: (item: T) => string) =>
  (a: T, b: T) =>
    id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0;

/** A question of the bank as the flow and the engine use it: its id is its questionId. */
export type BankQuestion = Question & { id: string };

/** The scored questions (current Doing ones); throws when the service fails or has none. */
export async function loadQuestions(): Promise<BankQuestion[]> {
  let questions: Question[];
  try {
    questions = await assessmentCms().questions.list();
  } catch (error) {
    console.error('Failed to fetch questions', error);
    throw new Error('CMS connection failed - no questions available');
  }
  const scored = questions
    .map((question) => ({ ...question, id: question.questionId }))
    .filter(isScoredQuestion)
    .sort(byId((q) => q.questionId));
  if (scored.length === 0) throw new Error('CMS connection failed - no questions available');
  return scored;
}

/**
 * The rules, in id order; throws when the request fails (an empty list answered is no failure: a
 * CMS may have none). Scoring without them would give a report the server never gives.
 */
export async function loadRules(): Promise<Rule[]> {
  let rules: Rule[];
  try {
    rules = (await assessmentCms().rules.list()) as Rule[];
  } catch (error) {
    console.error('Failed to fetch rules', error);
    throw new Error('Failed to fetch rules', { cause: error });
  }
  return rules.sort(byId((r) => r.id));
}

/** What a flow is scored with: the questions and the rules, loaded together, failing together. */
export interface Bank {
  questions: BankQuestion[];
  rules: Rule[];
}

export async function loadBank(): Promise<Bank> {
  const [questions, rules] = await Promise.all([loadQuestions(), loadRules()]);
  return { questions, rules };
}

/**
 * The version of the bank scored with, sent with a save: the server computes it from the same
 * documents and answers 409 when its bank has changed since.
 */
export const bankVersion = (questions: readonly BankQuestion[], rules: readonly Rule[]) =>
  contentVersion(questions, rules);

export function scoreAnswers(
  answers: readonly RecordedAnswer[],
  questions: readonly BankQuestion[],
  rules: readonly Rule[],
  role?: RoleId,
): ReportResults {
  const responses = answers.map(({ questionId, doing }) => ({
    questionId,
    doing,
    knowing: null,
    gap: null,
  }));
  return scoreAssessment(responses, {
    questions,
    rules,
    context: { role },
    durationsMs: answers.map((a) => a.ms),
  });
}
