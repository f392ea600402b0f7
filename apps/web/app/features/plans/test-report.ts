// Reports for the plan's tests: answers scored by the engine over the bundled bank and rules, and
// the bundled report texts, read as the content service serves them.
import { contentEntries, questions, reportTexts, rules } from '@peak/content';
import { type ReportTexts, reportTextsFrom } from '@peak/report-pdf/report-texts';
import {
  isScoredQuestion,
  type Question,
  type Report,
  type Rule,
  scoreAssessment,
} from '@peak/scoring';

const bank: Question[] = questions;

/** A saved result's id and report, each scored question answered pick(index), 1-5. */
export function savedReportFor(pick: (index: number) => number): { id: string; report: Report } {
  const responses = bank
    .filter(isScoredQuestion)
    .map((q, index) => ({ questionId: q.questionId, doing: pick(index) }));
  const { report } = scoreAssessment(responses, { questions: bank, rules: rules as Rule[] });
  if (!report) throw new Error('the engine made no report');
  return { id: '6f1c2b1e-8d7a-4c1e-9f3a-2b5d7e9a1c4f', report };
}

export const testReportTexts = (): ReportTexts => reportTextsFrom(contentEntries(reportTexts));
