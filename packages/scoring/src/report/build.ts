// What the report shows, decided once from the results object: bands and edges, strengths and
// growth areas, the verdicts, the findings shown with their polarity, the archetype, Next Steps,
// and the notes about effort and reduced answers. The page, the PDF and the saved report render
// this object; none of them decides anything of its own.
import {
  capabilityBand,
  classifyPattern,
  edgeOf,
  isGrowthBand,
  isStrengthBand,
  maturityBand,
  selfSystemVerdict,
  senseActivateVerdict,
} from '../bands';
import {
  ARCHETYPE_MIN_TOTAL,
  BALANCE_VERDICT_WITHIN,
  CAPABILITY_BAND,
  CAPABILITY_MAX,
  CARD_CAPABILITIES_MAX,
  EDGE_POINTS,
  FAMILY_BAND,
  GROUP_MAX,
  GROWTH_AREAS_SHOWN,
  MATURITY_BAND,
  PATTERNS_SHOWN,
  QUESTIONS_PER_CAPABILITY,
  STRENGTHS_SHOWN,
  TOTAL_MAX,
} from '../model/constants';
import {
  type ArchetypeMatch,
  type ComparisonLevel,
  REPORT_VERSION,
  type Report,
  type ReportArchetype,
  type ReportCapability,
  type ReportComparison,
  type ReportFinding,
  type Results,
} from '../model/results';
import type { Band, Finding, Polarity } from '../model/types';
import { type Reading, type ReadingSource, readProfile } from '../reading/reading';
import { arrangeCards, fillPlaces } from './arrange';
import { comparisonSentence } from './comparison-words';
import { type Plan, planOf } from './plan';
import { listOf } from './words';

/** The fields of a results object the report reads; older saved results may lack the newer ones. */
export type ReportSource = Pick<
  Results,
  | 'rawOverallScore'
  | 'capabilityScores'
  | 'familyScores'
  | 'missingCapabilities'
  | 'arbitratedFindings'
  | 'selfScore'
  | 'systemScore'
  | 'senseAlignScore'
  | 'activateExecuteScore'
> &
  Partial<Pick<Results, 'archetypeMatch' | 'effort' | 'role' | 'breakdown'>>;

// Objects are built field by field: spreading a fresh object costs a tenth of a whole scoring.
const banded = (score: number, max: number, scale: { min: number; width: number }, band: Band) => ({
  score,
  max,
  band,
  edge: edgeOf(score, scale),
});

function standingOf(band: Band): ReportCapability['standing'] {
  if (isStrengthBand(band)) return 'strength';
  return isGrowthBand(band) ? 'growth' : null;
}

function capabilitiesOf(source: ReportSource): ReportCapability[] {
  return source.capabilityScores
    .filter((c) => c.score !== null)
    .map((c) => {
      const score = c.score as number;
      const band = c.band ?? capabilityBand(score);
      return {
        score,
        max: CAPABILITY_MAX,
        band,
        edge: edgeOf(score, CAPABILITY_BAND),
        capability: c.capability,
        family: c.family,
        answered: c.answered,
        standing: standingOf(band),
        planStep: null,
      };
    });
}

const polarityOf = (f: Finding): Polarity =>
  f.polarity ??
  (classifyPattern(f.patternName ?? f.archetypeName ?? f.ruleName) === 'Strength'
    ? 'strength'
    : 'growth');

type Standing = ReadonlyMap<string, ReportCapability>;

const lowestFirst = (a: ReportCapability, b: ReportCapability) => a.score - b.score;
const highestFirst = (a: ReportCapability, b: ReportCapability) => b.score - a.score;
const firstNames = (list: readonly ReportCapability[]) =>
  list.slice(0, CARD_CAPABILITIES_MAX).map((c) => c.capability);

/**
 * A finding as a card. Its capabilities are split by the reader's own bands: a top-two-band
 * capability is something to build on, a bottom-two-band one something to work on, and one in the
 * middle goes with the card's polarity. So a Growth card never asks to work on a strength. Each list
 * names at most three: the lowest to work on, the highest to build on.
 */
function card(
  f: Finding,
  standing: Standing,
  reading: Reading,
  polarity = polarityOf(f),
): ReportFinding {
  const workOn: ReportCapability[] = [];
  const buildsOn: ReportCapability[] = [];
  for (const name of f.triggeredCapabilities) {
    const c = standing.get(name);
    if (c === undefined) continue;
    const growth = c.standing === 'growth' || (c.standing === null && polarity === 'growth');
    (growth ? workOn : buildsOn).push(c);
  }
  return {
    ruleId: f.ruleId,
    name: f.patternName ?? f.archetypeName ?? f.ruleName,
    polarity,
    label: polarity === 'strength' ? 'Strength' : 'Growth Area',
    narrative: fillPlaces(f.narrative, reading),
    expandedNarrative: fillPlaces(f.expandedNarrative ?? '', reading),
    why: fillPlaces(f.why, reading),
    actions: f.actions,
    reflection: f.reflection ?? '',
    workOn: firstNames(workOn.sort(lowestFirst)),
    buildsOn: firstNames(buildsOn.sort(highestFirst)),
    fallback: f.fallback === true,
    says: f.says ?? [],
  };
}

/**
 * The archetype describes the shape of the profile, not its level, so its label is the reader's:
 * a Strength when the capabilities it is about include one in the top two bands, a Growth Area
 * (the side that leads is still to become a strength) otherwise.
 */
function archetypeOf(
  source: ReportSource,
  standing: Standing,
  reading: Reading,
): ReportArchetype | null {
  const match = source.archetypeMatch as (ArchetypeMatch & { clear: boolean }) | null | undefined;
  // Results saved before archetypes had to fit showed a "closest match": it is not shown now.
  if (!match?.clear) return null;
  const { finding } = match;
  const topTwo = finding.triggeredCapabilities.some(
    (name) => standing.get(name)?.standing === 'strength',
  );
  const shown = card(finding, standing, reading, topTwo ? 'strength' : 'growth') as ReportArchetype;
  // A runner-up that says the opposite shape (an even profile beside one family leading) is not named.
  const opposite = (a: readonly string[] = [], b: readonly string[] = []) =>
    (a.includes('even-families') && b.includes('spread-families')) ||
    (b.includes('even-families') && a.includes('spread-families'));
  const runner =
    match.runnerUp && !opposite(finding.says, match.runnerUp.says) ? match.runnerUp : null;
  shown.runnerUp = runner
    ? { ruleId: runner.ruleId, name: runner.archetypeName ?? runner.ruleName }
    : null;
  return shown;
}

/**
 * A middle-band capability goes with its card's polarity, so a Strength card could build on the
 * capability a Growth card of the same report asks to work on. The Growth card keeps it: a
 * Strength card builds on its top-two-band capabilities, which no Growth card lists.
 */
function withoutCrossedClaims(cards: readonly ReportFinding[]): void {
  for (const strong of cards) {
    if (strong.polarity !== 'strength' || strong.buildsOn.length === 0) continue;
    for (const other of cards)
      if (other.workOn.length && strong.buildsOn.some((name) => other.workOn.includes(name)))
        strong.buildsOn = strong.buildsOn.filter((name) => !other.workOn.includes(name));
  }
}

function archetypeNoteOf(source: ReportSource, reading: Reading, shown: boolean): string | null {
  if (shown) return null;
  const total = source.rawOverallScore;
  if (total < ARCHETYPE_MIN_TOTAL)
    return `A signature archetype describes a settled style, so it appears once your total reaches ${ARCHETYPE_MIN_TOTAL}; yours is ${total} today, and the patterns above describe your profile better for now.`;
  const top = reading.highest.families;
  if (top.length > 1)
    return `${listOf(top)} share your highest place among the families, so no single archetype describes your profile: the patterns above do.`;
  return 'None of the archetypes fits this profile: the patterns above describe it better.';
}

/**
 * Where a comparison's two sides sit (each 18-90): low when both are in the bottom two bands, high
 * when both are in the top two, middle otherwise. Its text is written for that level, so a low
 * Balanced reader does not read what a high one does.
 */
function levelOf(left: number, right: number): ComparisonLevel {
  const min = GROUP_MAX / 5;
  const fifth = (GROUP_MAX - min) / 5;
  if (Math.max(left, right) < min + 2 * fifth) return 'low';
  return Math.min(left, right) >= min + 3 * fifth ? 'high' : 'middle';
}

const comparison = (
  left: number,
  right: number,
  verdict: string,
  lens: Reading['selfVsSystem'],
): ReportComparison => {
  const level = levelOf(left, right);
  const { size } = lens.difference;
  const slight = verdict !== 'Balanced' && size === 'noise';
  return {
    left,
    right,
    difference: Math.round(Math.abs(left - right) * 100) / 100,
    verdict,
    size,
    sizeSentence: comparisonSentence(verdict, lens),
    level,
    textKey: slight ? `${verdict}/slight` : `${verdict}/${level}`,
    max: GROUP_MAX,
  };
};

export function buildReport(source: ReportSource): Report {
  const capabilities = capabilitiesOf(source);
  const standing = new Map(capabilities.map((c) => [c.capability, c]));
  const reading = readProfile(source as ReadingSource);
  const strengths = capabilities
    .filter((c) => c.standing === 'strength')
    .sort((a, b) => b.score - a.score)
    .map((c) => c.capability);
  const lowestFirst = capabilities
    .filter((c) => c.standing === 'growth')
    .sort((a, b) => a.score - b.score)
    .map((c) => c.capability);
  const growthAreas = lowestFirst.slice(0, GROWTH_AREAS_SHOWN);
  const ruleCards = source.arbitratedFindings
    .filter((f) => f.type !== 'archetype')
    .map((f) => card(f, standing, reading));
  const archetype = archetypeOf(source, standing, reading);
  const isStrength = (name: string) => standing.get(name as never)?.standing === 'strength';
  const { cards, headline } = arrangeCards(
    reading,
    ruleCards,
    archetype,
    PATTERNS_SHOWN,
    isStrength,
  );
  withoutCrossedClaims(archetype ? [...cards, archetype] : cards);
  const lead = [...cards, archetype].find((c) => c && c.ruleId === headline);
  const plan: Plan = planOf(reading, capabilities, lead?.polarity === 'growth' ? lead.workOn : []);
  for (const [i, step] of [plan.start, ...plan.next].entries()) {
    const c = step && standing.get(step.capability);
    if (c) c.planStep = i + 1;
  }
  // A card does not build on what the plan asks the reader to work on.
  const inPlan = (name: string) => standing.get(name as never)?.planStep != null;
  for (const c of archetype ? [...cards, archetype] : cards)
    if (c.polarity === 'strength') c.buildsOn = c.buildsOn.filter((name) => !inPlan(name));
  const total = source.rawOverallScore;
  return {
    version: REPORT_VERSION,
    role: source.role ?? null,
    overall: banded(total, TOTAL_MAX, MATURITY_BAND, maturityBand(total)),
    families: source.familyScores.map((f) => ({
      score: f.score,
      max: f.max,
      band: f.band,
      edge: edgeOf(f.score, FAMILY_BAND),
      family: f.family,
      missing: f.missing,
    })),
    capabilities,
    strengths: strengths.slice(0, STRENGTHS_SHOWN),
    moreStrengths: Math.max(0, strengths.length - STRENGTHS_SHOWN),
    growthAreas,
    moreGrowthAreas: Math.max(0, lowestFirst.length - GROWTH_AREAS_SHOWN),
    reading,
    headline,
    selfVsSystem: comparison(
      source.selfScore,
      source.systemScore,
      selfSystemVerdict(source.selfScore, source.systemScore),
      reading.selfVsSystem,
    ),
    senseVsActivate: comparison(
      source.senseAlignScore,
      source.activateExecuteScore,
      senseActivateVerdict(source.senseAlignScore, source.activateExecuteScore),
      reading.senseVsActivate,
    ),
    patterns: cards,
    archetype,
    archetypeNote: archetypeNoteOf(source, reading, archetype !== null),
    plan,
    reducedAnswers: capabilities
      .filter((c) => c.answered < QUESTIONS_PER_CAPABILITY)
      .map((c) => ({ capability: c.capability, answered: c.answered })),
    missing: [...source.missingCapabilities],
    effort: source.effort ?? null,
    thresholds: {
      balanceWithin: BALANCE_VERDICT_WITHIN,
      edgePoints: EDGE_POINTS,
      archetypeFromTotal: ARCHETYPE_MIN_TOTAL,
    },
  };
}
