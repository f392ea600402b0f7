// Did I change: two saved results side by side. Every capability, family and the total with its
// reliable-change verdict and the band of each score, how far apart the two were taken, and what
// moved in the report (archetype, strengths, growth areas, headline pattern).
import { capabilityBand, familyBand, maturityBand } from '../bands';
import {
  defaultReliability,
  type Reliability,
  type ScaleReliability,
} from '../measure/reliability';
import {
  type ChangeVerdict,
  changeVerdict,
  reliableChangeIndex,
  reliableChangeThreshold,
} from '../measure/reliable-change';
import type { CapabilityName, FamilyName } from '../model/capabilities';
import { DISPLAY_ORDER, FAMILIES } from '../model/capabilities';
import { REPORT_VERSION, type Report } from '../model/results';
import type { Band } from '../model/types';
import { buildReport, type ReportSource } from '../report/build';

/** One score of the profile: a capability, a family or the total. */
export type ScaleRef =
  | { level: 'capability'; name: CapabilityName }
  | { level: 'family'; name: FamilyName }
  | { level: 'total'; name: 'Total' };

export type ScoreChange = ScaleRef & {
  from: number;
  to: number;
  /** to - from, to two decimals. */
  difference: number;
  /** Points the score must move by to be a real change (1.96 x SEdiff). */
  threshold: number;
  /** The reliable change index: the difference over the standard error of a difference. */
  rci: number;
  verdict: ChangeVerdict;
  /** The band of each score on its own scale (the report's five equal fifths). */
  fromBand: Band;
  toBand: Band;
  /** Whether alpha and SD both came from stored results (otherwise a default went in). */
  estimated: boolean;
};

export interface FindingRef {
  ruleId: string;
  name: string;
}

export interface ReportMoves {
  archetype: { from: FindingRef | null; to: FindingRef | null; changed: boolean };
  /** Capabilities that became (added) or stopped being (removed) strengths, in display order. */
  strengths: { added: CapabilityName[]; removed: CapabilityName[] };
  growthAreas: { added: CapabilityName[]; removed: CapabilityName[] };
  /** The first pattern shown, the report's headline. */
  headline: { from: FindingRef | null; to: FindingRef | null; changed: boolean };
}

export interface ResultsComparison {
  /** Null when the total cannot be compared (a capability unmeasured in either result). */
  total: ScoreChange | null;
  families: ScoreChange[];
  /** In display order. */
  capabilities: ScoreChange[];
  /**
   * Scores measured in only one result (or in neither): a family or total summed over fewer
   * capabilities is on another scale, so it is left out rather than compared.
   */
  notCompared: ScaleRef[];
  report: ReportMoves;
  /** How many stored answer sets the reliability figures came from (0: the defaults). */
  reliabilityN: number;
  /**
   * Milliseconds between the two results when both say when they were taken (saved results do),
   * else null. A retake within days measures how answers vary, not a change of habits.
   */
  apartMs: number | null;
}

/**
 * What a comparison reads of a saved result: the fields the report is built from, and the report
 * when it was saved with one (an older or missing report is decided again from the scores).
 */
export type ComparableResults = ReportSource & {
  report?: Report;
  error?: string;
  /** When the result was taken (a saved result's ISO time). */
  timestamp?: string;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

const reportOf = (results: ComparableResults): Report =>
  results.report?.version === REPORT_VERSION ? results.report : buildReport(results);

const BAND_OF = { capability: capabilityBand, family: familyBand, total: maturityBand } as const;

function change(ref: ScaleRef, from: number, to: number, scale: ScaleReliability): ScoreChange {
  const rci = reliableChangeIndex(from, to, scale);
  const bandOf = BAND_OF[ref.level];
  return {
    ...ref,
    from,
    to,
    difference: round2(to - from),
    threshold: reliableChangeThreshold(scale),
    rci,
    verdict: changeVerdict(rci),
    fromBand: bandOf(from),
    toBand: bandOf(to),
    estimated: scale.alphaSource === 'estimated' && scale.sdSource === 'estimated',
  };
}

/** The time between two results that both carry a valid timestamp, else null. */
function apartMs(from: ComparableResults, to: ComparableResults): number | null {
  const a = Date.parse(from.timestamp ?? '');
  const b = Date.parse(to.timestamp ?? '');
  return Number.isNaN(a) || Number.isNaN(b) ? null : Math.abs(b - a);
}

/** A capability's score, or null when it was not measured (or the result is the error result). */
function capabilityScore(results: ComparableResults, name: CapabilityName): number | null {
  if (results.error) return null;
  return results.capabilityScores.find((c) => c.capability === name)?.score ?? null;
}

/** A family's score when all its capabilities were measured. */
function familyScore(results: ComparableResults, name: FamilyName): number | null {
  if (results.error) return null;
  const family = results.familyScores.find((f) => f.family === name);
  return family && family.missing.length === 0 ? family.score : null;
}

const totalScore = (results: ComparableResults): number | null =>
  results.error || results.missingCapabilities.length > 0 ? null : results.rawOverallScore;

const findingRef = (f: { ruleId: string; name: string } | null | undefined): FindingRef | null =>
  f ? { ruleId: f.ruleId, name: f.name } : null;

function standingMoves(from: Report, to: Report, standing: 'strength' | 'growth') {
  const names = (r: Report) =>
    new Set(r.capabilities.filter((c) => c.standing === standing).map((c) => c.capability));
  const before = names(from);
  const after = names(to);
  return {
    added: DISPLAY_ORDER.filter((c) => after.has(c) && !before.has(c)),
    removed: DISPLAY_ORDER.filter((c) => before.has(c) && !after.has(c)),
  };
}

/** The card the report leads with (an older report's first pattern). */
const headlineOf = (r: Report) =>
  [...r.patterns, r.archetype].find((card) => card && card.ruleId === r.headline) ?? r.patterns[0];

function reportMoves(from: Report, to: Report): ReportMoves {
  const archetype = { from: findingRef(from.archetype), to: findingRef(to.archetype) };
  const headline = { from: findingRef(headlineOf(from)), to: findingRef(headlineOf(to)) };
  return {
    archetype: { ...archetype, changed: archetype.from?.ruleId !== archetype.to?.ruleId },
    // All capabilities in the top (or bottom) two bands, not only the three listed: one pushed off
    // the list by a higher one has not stopped being a strength.
    strengths: standingMoves(from, to, 'strength'),
    growthAreas: standingMoves(from, to, 'growth'),
    headline: { ...headline, changed: headline.from?.ruleId !== headline.to?.ruleId },
  };
}

/**
 * Compares two saved results (earlier first) score by score with the reliability figures (the
 * documented defaults when none are given), and says what moved in the report.
 */
export function compareResults(
  from: ComparableResults,
  to: ComparableResults,
  reliability: Reliability = defaultReliability(),
): ResultsComparison {
  const notCompared: ScaleRef[] = [];
  const capabilities: ScoreChange[] = [];
  for (const name of DISPLAY_ORDER) {
    const ref = { level: 'capability', name } as const;
    const a = capabilityScore(from, name);
    const b = capabilityScore(to, name);
    if (a === null || b === null) notCompared.push(ref);
    else capabilities.push(change(ref, a, b, reliability.capabilities[name]));
  }
  const families: ScoreChange[] = [];
  for (const { name } of FAMILIES) {
    const ref = { level: 'family', name } as const;
    const a = familyScore(from, name);
    const b = familyScore(to, name);
    if (a === null || b === null) notCompared.push(ref);
    else families.push(change(ref, a, b, reliability.families[name]));
  }
  const a = totalScore(from);
  const b = totalScore(to);
  const ref = { level: 'total', name: 'Total' } as const;
  if (a === null || b === null) notCompared.push(ref);
  return {
    total: a === null || b === null ? null : change(ref, a, b, reliability.total),
    families,
    capabilities,
    notCompared,
    report: reportMoves(reportOf(from), reportOf(to)),
    reliabilityN: reliability.n,
    apartMs: apartMs(from, to),
  };
}
