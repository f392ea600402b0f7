// Reliable change (Jacobson & Truax, 1991): how far a score must move between two takes before the
// move is more than a retake of the same person would show.
import { RELIABLE_CHANGE_Z } from '../model/constants';

/** What a threshold is built from: the score's reliability and its spread across people. */
export interface ScaleFigures {
  alpha: number;
  sd: number;
}

/** Standard error of measurement: SD x sqrt(1 - alpha), the noise in one take's score. */
export const standardErrorOfMeasurement = ({ alpha, sd }: ScaleFigures): number =>
  sd * Math.sqrt(1 - alpha);

/** Standard error of the difference of two takes, each with its own measurement noise: sqrt 2 x SEM. */
export const standardErrorOfDifference = (scale: ScaleFigures): number =>
  Math.SQRT2 * standardErrorOfMeasurement(scale);

/** The reliable change index: the difference in units of the standard error of a difference. */
export const reliableChangeIndex = (from: number, to: number, scale: ScaleFigures): number =>
  (to - from) / standardErrorOfDifference(scale);

/**
 * The threshold in score points: a move of at least this much (1.96 x SEdiff) is a real change, so
 * the page can say "a retake of the same person can move a capability by up to about 3.6 points".
 */
export const reliableChangeThreshold = (scale: ScaleFigures): number =>
  RELIABLE_CHANGE_Z * standardErrorOfDifference(scale);

export type ChangeVerdict = 'rose' | 'fell' | 'within-noise';

/**
 * Real when |RCI| >= 1.96, in the direction of the move; otherwise within the noise of a retake
 * (also no move at all with a noiseless score, where the index is 0 / 0).
 */
export function changeVerdict(rci: number): ChangeVerdict {
  if (!(Math.abs(rci) >= RELIABLE_CHANGE_Z)) return 'within-noise';
  return rci > 0 ? 'rose' : 'fell';
}
