// Raw answers from a request, checked against the server's bank and scored: the one path by which
// any result (saved or storied) is computed, so no client-supplied score is ever used.
import {
  type AnswerTiming,
  answerTiming,
  parseResponses,
  type Results,
  scoreAssessment,
} from '@peak/scoring';
import { z } from 'zod';
import type { ScoringBank } from './bank';

const MAX_ANSWERS = 200;
/** An hour per answer: anything longer is a tab left open, not a measurement. */
const MAX_ANSWER_MS = 3_600_000;

/** A list or object is never an answer; refused here, before scoring quotes it in its message. */
const answer = z.unknown().refine((v) => typeof v !== 'object' || v === null, {
  error: 'an answer must be a whole number from 1 to 5, not a list or an object',
});

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

/** The results, plus how long the answers took when the browser timed them. */
export type ScoredResults = Results & { answerTiming?: AnswerTiming };

export function scoreAnswers(
  answers: Answers,
  bank: ScoringBank,
): { ok: true; results: ScoredResults } | { ok: false; error: string } {
  const parsed = parseResponses(answers, bank.questions);
  if (!parsed.ok) return parsed;
  if (parsed.responses.length === 0)
    return { ok: false, error: 'responses must answer at least one question' };
  const results: ScoredResults = scoreAssessment(parsed.responses, bank);
  const timing = Array.isArray(answers) ? answerTiming(answers.map((a) => a.ms)) : null;
  return { ok: true, results: timing ? { ...results, answerTiming: timing } : results };
}
