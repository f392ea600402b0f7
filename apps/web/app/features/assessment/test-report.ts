// A real saved report for tests: answers scored by the engine over the bundled questions and rules,
// and the bundled report texts as the content service serves them.
import { contentEntries, questions, reportTexts, rules } from '@peak/content';
import {
  isScoredQuestion,
  type Question,
  type RoleId,
  type Rule,
  scoreAssessment,
} from '@peak/scoring';
import type { SavedReport } from './model';
import { type ReportTexts, reportTextsFrom } from './report-texts';

const bank: Question[] = questions;
const ruleSet: Rule[] = rules;

/** The scored questions, in the order `pick` sees them. */
export const scoredQuestions: Question[] = bank.filter(isScoredQuestion);

export interface TestAnswering {
  /** The role the reader gave on the intro. */
  role?: RoleId;
  /** How long each answer took, in milliseconds. */
  durationsMs?: number[];
}

/**
 * Answers each scored question with pick(index, question), 1-5, or null for "This does not happen
 * in my role" (only where the question offers it).
 */
export function savedReportFor(
  pick: (index: number, question: Question) => number | null,
  extra: Partial<SavedReport> = {},
  answering: TestAnswering = {},
): SavedReport {
  const responses = scoredQuestions.map((q, index) => ({
    questionId: q.questionId,
    doing: pick(index, q),
  }));
  return {
    ...scoreAssessment(responses, {
      questions: bank,
      rules: ruleSet,
      context: answering.role ? { role: answering.role } : undefined,
      durationsMs: answering.durationsMs,
    }),
    id: '6f1c2b1e-8d7a-4c1e-9f3a-2b5d7e9a1c4f',
    userId: 'user-1',
    userEmail: 'ada@example.org',
    userName: 'Ada Lovelace',
    assessmentName: 'Peak Partners Prioritization Self-Assessment',
    timestamp: '2026-11-21T10:04:00.000Z',
    ...extra,
  };
}

/** The bundled report texts, read through the same mapping as the content service's entries. */
export const testReportTexts = (): ReportTexts => reportTextsFrom(contentEntries(reportTexts));
