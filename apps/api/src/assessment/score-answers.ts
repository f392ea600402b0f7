// Raw answers from a request, checked against the server's bank and scored: the one path by which
// any result (saved or storied) is computed, so no client-supplied score is ever used.
import type { Answers } from '@peak/contracts';
import { parseResponses, type Results, scoreAssessment } from '@peak/scoring';
import type { ScoringBank } from './bank';

export type ScoredResults = Results;

/**
 * Scores raw answers with the server's bank: the role and the answer times go to the engine, which
 * recomputes the careless-answering verdict from them like every score.
 */
export function scoreAnswers(
  answers: Answers,
  bank: ScoringBank,
  role?: string,
): { ok: true; results: ScoredResults } | { ok: false; error: string } {
  const parsed = parseResponses(answers, bank.questions);
  if (!parsed.ok) return parsed;
  if (!parsed.responses.some((r) => r.doing !== null))
    return { ok: false, error: 'responses must answer at least one question' };
  const results = scoreAssessment(parsed.responses, {
    questions: bank.questions,
    rules: bank.rules,
    context: { role },
    durationsMs: Array.isArray(answers) ? answers.map((a) => a.ms) : [],
  });
  return { ok: true, results };
}
