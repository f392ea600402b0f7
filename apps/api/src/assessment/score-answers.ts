// Raw answers from a request, checked against the server's bank and scored: the one path by which
// any result (saved or storied) is computed, so no client-supplied score is ever used.
import { parseResponses, type Results, ROLES, scoreAssessment } from '@peak/scoring';
import { z } from 'zod';
import type { ScoringBank } from './bank';

const MAX_ANSWERS = 200;
/** An hour per answer: anything longer is a tab left open, not a measurement. */
const MAX_ANSWER_MS = 3_600_000;

/**
 * A list or object is never an answer; refused here, before scoring quotes it in its message.
 * null is "This does not happen in my role", accepted by the engine where the question offers it.
 */
const answer = z.unknown().refine((v) => typeof v !== 'object' || v === null, {
  error: 'an answer must be a whole number from 1 to 5, not a list or an object',
});

/** The optional role asked on the intro. */
export const roleSchema = z.enum(ROLES.map((r) => r.id) as [string, ...string[]]).optional();

/** An array of {questionId, doing, ms?} or an object mapping questionId to an answer. */
export const answersSchema = z.union([
  z
    .array(
      z.object({
        questionId: z.string().min(1).max(100),
        doing: answer.optional(),
        ms: z.number().min(0).max(MAX_ANSWER_MS).optional(),
      }),
    )
    .max(MAX_ANSWERS),
  z.record(z.string().min(1).max(100), answer),
]);
export type Answers = z.infer<typeof answersSchema>;

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
    ...bank,
    context: { role },
    durationsMs: Array.isArray(answers) ? answers.map((a) => a.ms) : [],
  });
  return { ok: true, results };
}
