// Questions in, answers in: the filters of the specification and the strict input check of the CLI and API.
import { ANSWER_MAX, ANSWER_MIN, QUESTION_ID_MARKER, SCORED_PART } from './model/constants';
import type { AssessmentResponse, Question } from './model/types';

/** The loader's filter: only questions whose questionId carries the _v2_ marker are kept. */
export const isCurrentQuestion = (q: Pick<Question, 'questionId'>): boolean =>
  typeof q.questionId === 'string' && q.questionId.includes(QUESTION_ID_MARKER);

/** Only current Doing questions are scored. */
export const isScoredQuestion = (q: Question): boolean =>
  isCurrentQuestion(q) && q.part === SCORED_PART;

export const isAnswer = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= ANSWER_MIN && (value as number) <= ANSWER_MAX;

/** Records a selected option's score under the field matching the question's part. */
export function recordResponse(question: Question, score: number): AssessmentResponse {
  return {
    questionId: question.questionId,
    doing: question.part === 'Doing' ? score : null,
    knowing: question.part === 'Knowing' ? score : null,
    gap: question.part === 'Gap' ? score : null,
  };
}

export type ParsedResponses =
  | { ok: true; responses: AssessmentResponse[] }
  | { ok: false; error: string };

/**
 * Strict reading of submitted answers: an array of {questionId, doing} or an object mapping
 * questionId to 1-5. Every questionId must be a scored question of the bank, once, with an answer in
 * 1-5, or null where the question offers "This does not happen in my role".
 */
export function parseResponses(input: unknown, questions: readonly Question[]): ParsedResponses {
  const pairs = toPairs(input);
  if (typeof pairs === 'string') return { ok: false, error: pairs };
  const scoredQuestions = questions.filter(isScoredQuestion);
  const scored = new Set(scoredQuestions.map((q) => q.questionId));
  const mayOptOut = new Set(
    scoredQuestions.filter((q) => q.notApplicable).map((q) => q.questionId),
  );
  if (pairs.length > scored.size) {
    return {
      ok: false,
      error: `${pairs.length} answers given but the bank has ${scored.size} questions`,
    };
  }
  const seen = new Set<string>();
  const responses: AssessmentResponse[] = [];
  for (const [questionId, answer] of pairs) {
    if (!scored.has(questionId))
      return { ok: false, error: `unknown questionId ${JSON.stringify(questionId)}` };
    if (seen.has(questionId))
      return { ok: false, error: `questionId ${JSON.stringify(questionId)} answered twice` };
    if (answer === null && mayOptOut.has(questionId)) {
      // "This does not happen in my role": recorded, and left out of the scores.
      seen.add(questionId);
      responses.push({ questionId, doing: null, knowing: null, gap: null });
      continue;
    }
    if (!isAnswer(answer)) {
      return {
        ok: false,
        error: `answer to ${questionId} must be a whole number from ${ANSWER_MIN} to ${ANSWER_MAX}, got ${JSON.stringify(answer)}`,
      };
    }
    seen.add(questionId);
    responses.push({ questionId, doing: answer, knowing: null, gap: null });
  }
  return { ok: true, responses };
}

function toPairs(input: unknown): Array<[string, unknown]> | string {
  if (Array.isArray(input)) {
    const pairs: Array<[string, unknown]> = [];
    for (const [i, item] of input.entries()) {
      if (typeof item !== 'object' || item === null) return `response ${i} is not an object`;
      const { questionId, doing } = item as Record<string, unknown>;
      if (typeof questionId !== 'string' || questionId === '')
        return `response ${i} has no questionId`;
      pairs.push([questionId, doing]);
    }
    return pairs;
  }
  if (typeof input === 'object' && input !== null) return Object.entries(input);
  return 'responses must be an array of {questionId, doing} or an object mapping questionId to an answer';
}
