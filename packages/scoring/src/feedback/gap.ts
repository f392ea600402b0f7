// Is a self-other difference larger than its own error? The self score's error comes from the
// items' reliability (the standard error of measurement); the others' from their count and spread
// (the standard error of their mean), the spread taken at least at one rater's own measurement
// error, since three raters who happen to agree say little about how much raters vary. The
// difference is named (a blind spot: self above others; a hidden strength: others above self) only
// beyond 1.96 standard errors; otherwise the two agree within the noise. One rater is too few to
// call. `score calibrate` measures it on simulated raters who are lenient, harsh or noisy: about
// 2.6% of capabilities get a blind spot named where there is none (each side's nominal 2.5%), and
// Student's t for the raters' count was far more cautious than that (0.3%, finding a true 3-point
// gap with five raters 13% of the time against 40%).
import { DEFAULT_ALPHA, DEFAULT_SD } from '../model/constants';
import type { RaterFigure } from './scores';

export type GapLevel = 'capability' | 'family';
export type GapVerdict = 'blind-spot' | 'hidden-strength' | 'agree' | 'too-few';

export interface Gap {
  /** Self minus others, in score points. */
  difference: number;
  /** The difference must be larger than this to be named (the 95% bound). */
  error: number;
  verdict: GapVerdict;
}

/** The self score's standard error of measurement: SD x sqrt(1 - alpha), the defaults'. */
export const SELF_SEM: Record<GapLevel, number> = {
  capability: DEFAULT_SD.capability * Math.sqrt(1 - DEFAULT_ALPHA.capability),
  family: DEFAULT_SD.family * Math.sqrt(1 - DEFAULT_ALPHA.family),
};

/** The least spread assumed among raters: one rater's own measurement error (the self SEM's). */
export const RATER_SD_FLOOR: Record<GapLevel, number> = SELF_SEM;
/** The two-sided 95% point of the normal. */
export const GAP_Z = 1.96;

export function gapOf(self: number, others: RaterFigure, level: GapLevel): Gap {
  const difference = self - others.mean;
  if (others.n < 2) return { difference, error: Number.POSITIVE_INFINITY, verdict: 'too-few' };
  const spread = Math.max(others.sd ?? 0, RATER_SD_FLOOR[level]);
  const error = GAP_Z * Math.sqrt(SELF_SEM[level] ** 2 + spread ** 2 / others.n);
  const verdict =
    difference > error ? 'blind-spot' : difference < -error ? 'hidden-strength' : 'agree';
  return { difference, error, verdict };
}

export type Agreement = 'close' | 'some' | 'wide';

/** How much the raters agree, by their spread per item (a capability's 3 items, a family's 9). */
export function agreementOf(figure: RaterFigure, level: GapLevel): Agreement | null {
  if (figure.sd === null) return null;
  const perItem = figure.sd / (level === 'capability' ? 3 : 9);
  return perItem <= 0.5 ? 'close' : perItem <= 1 ? 'some' : 'wide';
}
