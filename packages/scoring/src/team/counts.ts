// What a team report is made of: how many members are in each of the five bands, for the total,
// each family and each capability, and how many lean each way on the two balances. Counts only: no
// member's score is kept in them, so nothing built from them can show one member's score.
import { balanceVerdict, bandIndex } from '../bands';
import {
  CAPABILITIES,
  type CapabilityName,
  FAMILIES,
  type FamilyName,
} from '../model/capabilities';
import {
  BAND_LABELS,
  CAPABILITY_BAND,
  FAMILY_BAND,
  GROWTH_BANDS_UNDER,
  MATURITY_BAND,
  STRENGTH_BANDS_FROM,
} from '../model/constants';
import type { NormSource } from '../norms/norms';

/** Members in each band, Starting to Expert. */
export type BandCounts = [number, number, number, number, number];

export interface TeamCounts {
  /** Members counted. An item's own total can be lower: a capability left unmeasured counts nowhere. */
  n: number;
  total: BandCounts;
  families: Record<FamilyName, BandCounts>;
  capabilities: Record<CapabilityName, BandCounts>;
  selfSystem: { self: number; balanced: number; system: number };
  senseActivate: { sense: number; balanced: number; activate: number };
}

/** What a member's counts are read from: a result's scores (a saved result's digest has them). */
export type TeamSource = NormSource;

const zeros = (): BandCounts => [0, 0, 0, 0, 0];

/** Members in the top two bands (Proficient, Expert). */
export const strongOf = (b: BandCounts) => b.slice(STRENGTH_BANDS_FROM).reduce((s, c) => s + c, 0);
/** Members in the bottom two bands (Starting, Emerging). */
export const growthOf = (b: BandCounts) =>
  b.slice(0, GROWTH_BANDS_UNDER).reduce((s, c) => s + c, 0);

export function emptyTeamCounts(): TeamCounts {
  const families = {} as Record<FamilyName, BandCounts>;
  for (const f of FAMILIES) families[f.name] = zeros();
  const capabilities = {} as Record<CapabilityName, BandCounts>;
  for (const c of CAPABILITIES) capabilities[c.name] = zeros();
  return {
    n: 0,
    total: zeros(),
    families,
    capabilities,
    selfSystem: { self: 0, balanced: 0, system: 0 },
    senseActivate: { sense: 0, balanced: 0, activate: 0 },
  };
}

const SENSE_AND_ALIGN = new Set<FamilyName>(
  FAMILIES.filter((f) => f.orientation === 'Sense & Align').map((f) => f.name),
);
const SELF = new Set<CapabilityName>(
  CAPABILITIES.filter((c) => c.group === 'Self').map((c) => c.name),
);

/**
 * Whether a result can count in a team: the error result has no scores. A result with a capability
 * left out counts where it was measured (its family, total and balances only when complete).
 */
export const countsInTeam = (source: TeamSource): boolean => !source.error;

/**
 * Whether a result can enter a team's report: scored, with every capability answered. A partial
 * result would leave a capability counted by fewer people than the report's minimum.
 */
export const completeForTeam = (source: TeamSource): boolean =>
  countsInTeam(source) && source.missingCapabilities.length === 0;

/** Adds one member's result to the counts (a new object; the counts given are not changed). */
export function withMember(counts: TeamCounts, source: TeamSource): TeamCounts {
  if (!countsInTeam(source)) return counts;
  const next = structuredCounts(counts);
  next.n += 1;
  for (const c of source.capabilityScores)
    if (c.score !== null)
      countIn(next.capabilities[c.capability], bandIndex(c.score, CAPABILITY_BAND));
  for (const f of source.familyScores)
    if (f.missing.length === 0) countIn(next.families[f.family], bandIndex(f.score, FAMILY_BAND));
  if (source.missingCapabilities.length > 0) return next;
  countIn(next.total, bandIndex(source.rawOverallScore, MATURITY_BAND));
  let self = 0;
  let sense = 0;
  for (const c of source.capabilityScores) {
    const score = c.score ?? 0;
    if (SELF.has(c.capability)) self += score;
  }
  for (const f of source.familyScores) if (SENSE_AND_ALIGN.has(f.family)) sense += f.score;
  const total = source.rawOverallScore;
  const lean = balanceVerdict(self, total - self, 'self', 'system');
  next.selfSystem[lean === 'Balanced' ? 'balanced' : lean] += 1;
  const orientation = balanceVerdict(sense, total - sense, 'sense', 'activate');
  next.senseActivate[orientation === 'Balanced' ? 'balanced' : orientation] += 1;
  return next;
}

/** The counts of several results together. */
export const teamCountsOf = (sources: readonly TeamSource[]): TeamCounts =>
  sources.reduce(withMember, emptyTeamCounts());

/** Two sets of counts added (two groups of members together). */
export function addCounts(a: TeamCounts, b: TeamCounts): TeamCounts {
  const next = structuredCounts(a);
  next.n += b.n;
  addBands(next.total, b.total);
  for (const f of FAMILIES) addBands(next.families[f.name], b.families[f.name]);
  for (const c of CAPABILITIES) addBands(next.capabilities[c.name], b.capabilities[c.name]);
  for (const key of ['self', 'balanced', 'system'] as const)
    next.selfSystem[key] += b.selfSystem[key];
  for (const key of ['sense', 'balanced', 'activate'] as const)
    next.senseActivate[key] += b.senseActivate[key];
  return next;
}

function countIn(bands: BandCounts, index: number) {
  bands[index] = (bands[index] as number) + 1;
}

function addBands(into: BandCounts, from: BandCounts) {
  for (let i = 0; i < BAND_LABELS.length; i++) into[i] = (into[i] as number) + (from[i] as number);
}

function structuredCounts(c: TeamCounts): TeamCounts {
  const families = {} as Record<FamilyName, BandCounts>;
  for (const f of FAMILIES) families[f.name] = [...c.families[f.name]] as BandCounts;
  const capabilities = {} as Record<CapabilityName, BandCounts>;
  for (const cap of CAPABILITIES)
    capabilities[cap.name] = [...c.capabilities[cap.name]] as BandCounts;
  return {
    n: c.n,
    total: [...c.total] as BandCounts,
    families,
    capabilities,
    selfSystem: { ...c.selfSystem },
    senseActivate: { ...c.senseActivate },
  };
}
