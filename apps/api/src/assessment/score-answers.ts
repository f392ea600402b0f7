// Raw answers from a request, checked against the server's bank and scored: the one path by which
// any result (saved or storied) is computed, so no client-supplied score is ever used.
import { parseResponses, type Results, scoreAssessment } from '@peak/scoring';
import { z } from 'zod';
import type { ScoringBank } from './bank';

const MAX_ANSWERS = 200;

/** An array of {questionId, doing} or an object mapping questionId to an answer. */
export const answersSchema = z.union([
  z
    .array(z.object({ questionId: z.string().min(1).max(100), doing: z.unknown() }))
    .max(MAX_ANSWERS),
  z.record(z.string().min(1).max(100), z.unknown()),
]);

export function scoreAnswers(
  answers: unknown,
  bank: ScoringBank,
): { ok: true; results: Results } | { ok: false; error: string } {
  const parsed = parseResponses(answers, bank.questions);
  if (!parsed.ok) return parsed;
  if (parsed.responses.length === 0)
    return { ok: false, error: 'responses must answer at least one question' };
  return { ok: true, results: scoreAssessment(parsed.responses, bank) };
}
