// Careless answering. A result is flagged as low effort when the median time per answer is under
// reading time, when most answers are the same option, or when a mirror pair (one behaviour asked
// both ways) gets opposite answers. The median, so that one long pause cannot hide fast answering.
// The report says so gently; the scores are not changed.
import {
  LOW_EFFORT_MEDIAN_MS,
  LOW_EFFORT_MIRROR_GAP,
  LOW_EFFORT_SAME_OPTION,
  QUESTIONS_PER_CAPABILITY,
} from './model/constants';
import type { Effort } from './model/results';
import type { AssessmentResponse, Question } from './model/types';

/** The full bank's share of same-option answers that flags it: 30 of 36. */
const SAME_OPTION_SHARE = LOW_EFFORT_SAME_OPTION / (12 * QUESTIONS_PER_CAPABILITY);
/** Fewer answers than this are too few to call straight-lining. */
const SAME_OPTION_MIN_ANSWERS = 12;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const validDurations = (durationsMs: readonly unknown[]) =>
  durationsMs.filter(
    (ms): ms is number => typeof ms === 'number' && Number.isFinite(ms) && ms >= 0,
  );

/** The position of the chosen option in the list as shown (0-4), or -1 when unknown. */
function optionPosition(question: Question, answer: number): number {
  const options = question.responseOptions;
  return options?.length ? options.findIndex((o) => o.score === answer) : answer - 1;
}

/** "less than a second" or "less than 2 seconds": the median, rounded up to what is true. */
const underSeconds = (ms: number) => (ms < 1000 ? 'less than a second' : 'less than 2 seconds');

export function assessEffort(
  questions: readonly Question[],
  responses: Readonly<Record<string, AssessmentResponse>>,
  durationsMs: readonly unknown[] = [],
): Effort {
  const reasons: Effort['reasons'] = [];
  const timed = validDurations(durationsMs);
  const medianMs = timed.length ? Math.round(median(timed)) : null;
  if (medianMs !== null && medianMs < LOW_EFFORT_MEDIAN_MS) {
    reasons.push({
      code: 'fast',
      message: `Many answers came faster than reading time: half of them took ${underSeconds(medianMs)}.`,
    });
  }

  const counts = [0, 0, 0, 0, 0];
  let answered = 0;
  for (const q of questions) {
    const answer = responses[q.questionId]?.doing;
    if (typeof answer !== 'number') continue;
    const position = optionPosition(q, answer);
    if (position >= 0 && position < counts.length) counts[position] = (counts[position] ?? 0) + 1;
    answered++;
  }
  const sameOption = Math.max(...counts);
  if (answered >= SAME_OPTION_MIN_ANSWERS && sameOption >= answered * SAME_OPTION_SHARE - 1e-9) {
    reasons.push({
      code: 'same-option',
      message: `${sameOption} of your ${answered} answers chose the same option in the list.`,
    });
  }

  const inconsistent = questions.some((q) => {
    if (!q.mirrorOf) return false;
    const a = responses[q.questionId]?.doing;
    const b = responses[q.mirrorOf]?.doing;
    return (
      typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) >= LOW_EFFORT_MIRROR_GAP
    );
  });
  if (inconsistent) {
    reasons.push({
      code: 'inconsistent',
      message:
        'Two questions that ask about the same habit from opposite directions got opposite answers.',
    });
  }
  return {
    lowEffort: reasons.length > 0,
    reasons,
    medianMs,
    timedAnswers: timed.length,
    sameOption,
    answered,
  };
}
