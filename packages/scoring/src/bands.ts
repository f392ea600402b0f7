// Pure band and verdict functions: each maps a score to the label the report shows.
import {
  ANALYSIS_HIGH_FROM,
  ANALYSIS_MEDIUM_FROM,
  BALANCE_VERDICT_WITHIN,
  BAND_LABELS,
  CAPABILITY_BAND,
  DREYFUS_FLOOR_STAGE,
  DREYFUS_STAGES,
  FAMILY_BAND,
  FAMILY_TEXT_HIGH_FROM,
  FAMILY_TEXT_MEDIUM_FROM,
  GROWTH_AREA_KEYWORDS,
  MATURITY_BAND,
  ONE_ACTION_AT_MOST,
  SELF_SYSTEM_HEAVY_OVER,
  SELF_SYSTEM_LOW_UNDER,
  WORDING_SOLID_FROM,
  WORDING_STRONG_FROM,
} from './model/constants';
import type { Band, SelfSystemBalance } from './model/types';

const LAST_BAND = BAND_LABELS.length - 1;
/** Absorbs binary rounding so that a score exactly on a boundary (64.8 = 36 + 28.8) lands above it. */
const BOUNDARY_EPSILON = 1e-9;

/** Equal-width bands from `min`: floor((score - min) / width), clamped to the five labels. */
function bandOf(score: number, scale: { min: number; width: number }): Band {
  const index = Math.floor((score - scale.min) / scale.width + BOUNDARY_EPSILON);
  return BAND_LABELS[Math.min(LAST_BAND, Math.max(0, index))] as Band;
}

export const maturityBand = (total: number): Band => bandOf(total, MATURITY_BAND);
export const familyBand = (familyScore: number): Band => bandOf(familyScore, FAMILY_BAND);
export const capabilityBand = (capabilityScore: number): Band =>
  bandOf(capabilityScore, CAPABILITY_BAND);

/** Which Capability Analysis text a capability score selects. */
export function analysisTextBand(capabilityScore: number): 'low' | 'medium' | 'high' {
  if (capabilityScore >= ANALYSIS_HIGH_FROM) return 'high';
  if (capabilityScore >= ANALYSIS_MEDIUM_FROM) return 'medium';
  return 'low';
}

/** The generic wording split (12+ strong, 8-11 solid, below 8 low). */
export function wordingBand(capabilityScore: number): 'strong' | 'solid' | 'low' {
  if (capabilityScore >= WORDING_STRONG_FROM) return 'strong';
  if (capabilityScore >= WORDING_SOLID_FROM) return 'solid';
  return 'low';
}

export function familyTextBand(familyScore: number): 'low' | 'medium' | 'high' {
  if (familyScore < FAMILY_TEXT_MEDIUM_FROM) return 'low';
  if (familyScore < FAMILY_TEXT_HIGH_FROM) return 'medium';
  return 'high';
}

export const showsOneAction = (capabilityScore: number): boolean =>
  capabilityScore <= ONE_ACTION_AT_MOST;

/** Results-level comparison of the Self and System group totals. */
export function selfSystemBalance(self: number, system: number): SelfSystemBalance {
  if (Math.abs(self - system) > SELF_SYSTEM_HEAVY_OVER) {
    return self > system ? 'Self-heavy' : 'System-heavy';
  }
  if (self < SELF_SYSTEM_LOW_UNDER && system < SELF_SYSTEM_LOW_UNDER) return 'Low/Low';
  return 'Balanced';
}

/** The report's verdict between two group totals, e.g. 'Leans Self-Oriented'. */
export function balanceVerdict<A extends string, B extends string>(
  a: number,
  b: number,
  leansA: A,
  leansB: B,
): 'Balanced' | A | B {
  if (Math.abs(a - b) <= BALANCE_VERDICT_WITHIN) return 'Balanced';
  return a > b ? leansA : leansB;
}

export const selfSystemVerdict = (self: number, system: number) =>
  balanceVerdict(self, system, 'Leans Self-Oriented', 'Leans System-Oriented');

export const senseActivateVerdict = (senseAlign: number, activateExecute: number) =>
  balanceVerdict(senseAlign, activateExecute, 'Leans Sense & Align', 'Leans Activate & Execute');

export function dreyfusStage(scopePercentSum: number): string {
  return DREYFUS_STAGES.find((s) => scopePercentSum > s.over)?.stage ?? DREYFUS_FLOOR_STAGE;
}

/** A pattern is a Growth Area when its name carries one of the specification's keywords. */
export function classifyPattern(name: string): 'Strength' | 'Growth Area' {
  const lower = name.toLowerCase();
  return GROWTH_AREA_KEYWORDS.some((k) => lower.includes(k)) ? 'Growth Area' : 'Strength';
}
