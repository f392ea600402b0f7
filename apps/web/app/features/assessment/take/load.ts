// The question bank and rules from the content service, which a finished flow is scored with in
// the browser (scoreRawAnswers, as the server verifies it on save), and the version sent with a save.
import type { Question } from '@peak/contracts';
import { contentVersion, isScoredQuestion, type Rule } from '@peak/scoring';
import { contentClient } from '../../../lib/content';

/** The take page's failure page, when the questions or the rules cannot be loaded. */
export const QUESTIONS_FAILED = 'Failed to load questions from CMS.';

/** A question of the bank as the flow and the engine use it: its id is its questionId. */
export type BankQuestion = Question & { id: string };

/** The scored questions (current Doing ones); throws when the service fails or has none. */
export async function loadQuestions(): Promise<BankQuestion[]> {
  let questions: Question[];
  try {
    questions = await contentClient().questions.list();
  } catch (error) {
    console.error('Failed to fetch questions', error);
    throw new Error('CMS connection failed - no questions available');
  }
  const scored = questions
    .map((question) => ({ ...question, id: question.questionId }))
    .filter(isScoredQuestion);
  if (scored.length === 0) throw new Error('CMS connection failed - no questions available');
  return scored;
}

/**
 * The rules; throws when the request fails (an empty list answered is no failure: a CMS may have
 * none). Scoring without them would give a report the server never gives.
 */
export async function loadRules(): Promise<Rule[]> {
  try {
    return (await contentClient().rules.list()) as Rule[];
  } catch (error) {
    console.error('Failed to fetch rules', error);
    throw new Error('Failed to fetch rules', { cause: error });
  }
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
