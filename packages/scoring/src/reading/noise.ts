// How big a difference between two scores of one result is, against the noise in them. The same
// arithmetic as reliable change between two takes (Jacobson & Truax): a difference is clear when it
// is at least 1.96 standard errors of that difference, large from twice that. Each capability's
// error is its standard error of measurement; a score that adds capabilities adds their error
// variances (their items' errors are independent), and an average divides them.
import { defaultReliability, type Reliability } from '../measure/reliability';
import { standardErrorOfMeasurement } from '../measure/reliable-change';
import type { CapabilityName } from '../model/capabilities';
import { RELIABLE_CHANGE_Z } from '../model/constants';
import type { Difference, Size } from '../model/reading';

export type { Difference, Size };

const LARGE_FACTOR = 2;
const tenth = (n: number) => Math.round(n * 10) / 10;

export function sizeOf(points: number, se: number): Size {
  const z = se > 0 ? Math.abs(points) / se : Math.abs(points) > 0 ? Number.POSITIVE_INFINITY : 0;
  // A hair under the bar from rounding scores to hundredths still counts as under it.
  if (z + 1e-9 < RELIABLE_CHANGE_Z) return 'noise';
  return z + 1e-9 < LARGE_FACTOR * RELIABLE_CHANGE_Z ? 'clear' : 'large';
}

export function difference(points: number, se: number): Difference {
  return {
    points: tenth(points),
    se: Math.round(se * 1000) / 1000,
    clearFrom: tenth(RELIABLE_CHANGE_Z * se),
    size: sizeOf(points, se),
  };
}

/** Each capability's error variance, from the reliability figures (the defaults unless given). */
export function errorVariances(
  reliability: Reliability = defaultReliability(),
): ReadonlyMap<CapabilityName, number> {
  const variances = new Map<CapabilityName, number>();
  for (const [name, scale] of Object.entries(reliability.capabilities))
    variances.set(name as CapabilityName, standardErrorOfMeasurement(scale) ** 2);
  return variances;
}

/** The error variance of a sum of capabilities (scaled by `weight`, e.g. 1/n for an average). */
export function sumVariance(
  variances: ReadonlyMap<CapabilityName, number>,
  names: readonly CapabilityName[],
  weight = 1,
): number {
  let total = 0;
  for (const name of names) total += variances.get(name) ?? 0;
  return total * weight * weight;
}

/** The difference of two sums (or averages) of capabilities, classed by size. */
export function differenceOf(
  variances: ReadonlyMap<CapabilityName, number>,
  left: { score: number; names: readonly CapabilityName[]; weight?: number },
  right: { score: number; names: readonly CapabilityName[]; weight?: number },
): Difference {
  const se = Math.sqrt(
    sumVariance(variances, left.names, left.weight) +
      sumVariance(variances, right.names, right.weight),
  );
  return difference(left.score - right.score, se);
}
