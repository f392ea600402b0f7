// A real saved report for tests: answers scored by the engine over the bundled questions and rules.
import { questions, rules } from '@peak/content';
import { isScoredQuestion, type Question, type Rule, scoreAssessment } from '@peak/scoring';
import type { SavedReport } from '../model';

const bank: Question[] = questions;
const ruleSet: Rule[] = rules;

/** Answers each scored question with pick(index), 1-5. */
export function savedReportFor(
  pick: (index: number) => number,
  extra: Partial<SavedReport> = {},
): SavedReport {
  const responses = bank
    .filter(isScoredQuestion)
    .map((q, index) => ({ questionId: q.questionId, doing: pick(index) }));
  return {
    ...scoreAssessment(responses, { questions: bank, rules: ruleSet }),
    id: '6f1c2b1e-8d7a-4c1e-9f3a-2b5d7e9a1c4f',
    userId: 'user-1',
    userEmail: 'ada@example.org',
    userName: 'Ada Lovelace',
    assessmentName: 'Peak Partners Prioritization Self-Assessment',
    timestamp: '2026-11-21T10:04:00.000Z',
    ...extra,
  };
}
