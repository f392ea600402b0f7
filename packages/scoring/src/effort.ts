// How long answers took. A result answered faster than 2 seconds per question on average is
// flagged as low effort: the report mentions it gently; the scores are not changed.
import { LOW_EFFORT_AVERAGE_MS } from './model/constants';

export interface AnswerTiming {
  /** Mean time per timed answer, in milliseconds. */
  averageMs: number;
  timedAnswers: number;
  lowEffort: boolean;
}

/** Durations that are not finite non-negative numbers are ignored; none left gives null. */
export function answerTiming(durationsMs: readonly unknown[]): AnswerTiming | null {
  const valid = durationsMs.filter(
    (ms): ms is number => typeof ms === 'number' && Number.isFinite(ms) && ms >= 0,
  );
  if (valid.length === 0) return null;
  const averageMs = Math.round(valid.reduce((sum, ms) => sum + ms, 0) / valid.length);
  return { averageMs, timedAnswers: valid.length, lowEffort: averageMs < LOW_EFFORT_AVERAGE_MS };
}
