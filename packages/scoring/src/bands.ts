// Pure band and verdict functions. One band language: every score the report shows has one of the
// five equal-fifth bands, and a score within EDGE_POINTS of the next band up is "on the edge" of it.
import {
  BALANCE_VERDICT_WITHIN,
  BAND_LABELS,
  CAPABILITY_BAND,
  DREYFUS_FLOOR_STAGE,
  DREYFUS_STAGES,
  EDGE_POINTS,
  FAMILY_BAND,
  GROWTH_AREA_KEYWORDS,
  GROWTH_BANDS_UNDER,
  MATURITY_BAND,
  STRENGTH_BANDS_FROM,
} from './model/constants';
import type { Band, SelfSystemBalance } from './model/types';

export interface BandScale {
  min: number;
  width: number;
}

const LAST_BAND = BAND_LABELS.length - 1;
/** Absorbs binary rounding so that a score exactly on a boundary (64.8 = 36 + 28.8) lands above it. */
const BOUNDARY_EPSILON = 1e-9;

/** Equal-width bands from `min`: floor((score - min) / width), clamped to 0-4. */
export function bandIndex(score: number, scale: BandScale): number {
  const index = Math.floor((score - scale.min) / scale.width + BOUNDARY_EPSILON);
  return Math.min(LAST_BAND, Math.max(0, index));
}

const bandOf = (score: number, scale: BandScale): Band =>
  BAND_LABELS[bandIndex(score, scale)] as Band;

export const maturityBand = (total: number): Band => bandOf(total, MATURITY_BAND);
export const familyBand = (familyScore: number): Band => bandOf(familyScore, FAMILY_BAND);
export const capabilityBand = (capabilityScore: number): Band =>
  bandOf(capabilityScore, CAPABILITY_BAND);

/** The next band up when the score is within EDGE_POINTS of it, else null. */
export function edgeOf(score: number, scale: BandScale): Band | null {
  const index = bandIndex(score, scale);
  if (index >= LAST_BAND) return null;
  const nextFrom = scale.min + (index + 1) * scale.width;
  return nextFrom - score <= EDGE_POINTS + BOUNDARY_EPSILON
    ? (BAND_LABELS[index + 1] as Band)
    : null;
}

/** Top two bands: a strength. Bottom two: a growth area, which also shows One Action to Try. */
export const isStrengthBand = (band: Band): boolean =>
  BAND_LABELS.indexOf(band) >= STRENGTH_BANDS_FROM;
export const isGrowthBand = (band: Band): boolean => BAND_LABELS.indexOf(band) < GROWTH_BANDS_UNDER;
export const showsOneAction = (capabilityScore: number): boolean =>
  isGrowthBand(capabilityBand(capabilityScore));

/** The one verdict between two group totals: within BALANCE_VERDICT_WITHIN is Balanced. */
export function balanceVerdict<A extends string, B extends string>(
  a: number,
  b: number,
  leansA: A,
  leansB: B,
): 'Balanced' | A | B {
  if (Math.abs(a - b) <= BALANCE_VERDICT_WITHIN + BOUNDARY_EPSILON) return 'Balanced';
  return a > b ? leansA : leansB;
}

/** Results-level Self vs System, on the same threshold as the report's verdict. */
export const selfSystemBalance = (self: number, system: number): SelfSystemBalance =>
  balanceVerdict(self, system, 'Self-heavy', 'System-heavy');

export const selfSystemVerdict = (self: number, system: number) =>
  balanceVerdict(self, system, 'Leans Self-Oriented', 'Leans System-Oriented');

export const senseActivateVerdict = (senseAlign: number, activateExecute: number) =>
  balanceVerdict(senseAlign, activateExecute, 'Leans Sense & Align', 'Leans Activate & Execute');

export function dreyfusStage(scopePercentSum: number): string {
  return DREYFUS_STAGES.find((s) => scopePercentSum > s.over)?.stage ?? DREYFUS_FLOOR_STAGE;
}

/**
 * The specification's classing by keywords in a pattern's name. Only the fallback for a rule that
 * declares no polarity: a rule's declared polarity decides.
 */
export function classifyPattern(name: string): 'Strength' | 'Growth Area' {
  const lower = name.toLowerCase();
  return GROWTH_AREA_KEYWORDS.some((k) => lower.includes(k)) ? 'Growth Area' : 'Strength';
}
