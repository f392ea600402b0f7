// The arithmetic of the assessment: capability, family, group and scope-level scores from answers.
import {
  capabilityBand,
  dreyfusStage,
  familyBand,
  isGrowthBand,
  isStrengthBand,
  maturityBand,
  selfSystemBalance,
} from './bands';
import {
  CAPABILITIES,
  type CapabilityName,
  DISPLAY_ORDER,
  FAMILIES,
  SCOPE_LEVELS,
  type ScopeLevel,
} from './model/capabilities';
import {
  ANSWER_MAX,
  CAPABILITY_MAX,
  CAPABILITY_MULTIPLIER,
  GROWTH_AREAS_SHOWN,
  STRENGTHS_SHOWN,
} from './model/constants';
import type { Results } from './model/results';
import type {
  AssessmentResponse,
  CapabilityScore,
  DimensionScores,
  FamilyScore,
  Question,
  ScopeBreakdown,
} from './model/types';
import { isAnswer, isScoredQuestion } from './responses';

export type Scores = Pick<
  Results,
  | 'overallScore'
  | 'rawOverallScore'
  | 'maturityLevel'
  | 'capabilityAverages'
  | 'capabilityScores'
  | 'familyScores'
  | 'missingCapabilities'
  | 'breakdown'
  | 'dimensionScores'
  | 'responses'
  | 'dreyfus_stage'
  | 'selfScore'
  | 'systemScore'
  | 'selfSystemBalance'
  | 'senseAlignScore'
  | 'activateExecuteScore'
  | 'topStrengths'
  | 'topGrowthAreas'
  | 'warnings'
>;

const round2 = (n: number) => Math.round(n * 100) / 100;

interface Tally {
  sum: number;
  answered: number;
}

const CAPABILITY_INDEX = new Map<string, number>(CAPABILITIES.map((c, i) => [c.name, i]));
const FAMILY_INDEX = new Map<string, number>(FAMILIES.map((f, i) => [f.name, i]));
const SCOPE_INDEX = new Map<string, number>(SCOPE_LEVELS.map((s, i) => [s, i]));

/** What a bank's scored questions contribute to, worked out once per bank and reused. */
interface BankIndex {
  questionIds: string[];
  positionOf: Map<string, number>;
  capability: Int8Array;
  /** family * 3 + scope, or -1 when the question has no known scope level. */
  cell: Int8Array;
  scope: Int8Array;
  warnings: string[];
}

const bankIndexes = new WeakMap<readonly Question[], BankIndex>();

function indexBank(questions: readonly Question[]): BankIndex {
  const cached = bankIndexes.get(questions);
  if (cached) return cached;
  const scored = questions.filter(isScoredQuestion);
  const warnings: string[] = [];
  const index: BankIndex = {
    questionIds: scored.map((q) => q.questionId),
    positionOf: new Map(scored.map((q, i) => [q.questionId, i])),
    capability: new Int8Array(scored.length),
    cell: new Int8Array(scored.length),
    scope: new Int8Array(scored.length),
    warnings,
  };
  scored.forEach((q, i) => {
    const capability = CAPABILITY_INDEX.get(q.capability) ?? -1;
    if (capability < 0)
      warnings.push(`Question ${q.questionId} names an unknown capability and was skipped`);
    const scope = SCOPE_INDEX.get(q.scopeLevel ?? '') ?? -1;
    const family =
      capability < 0 ? -1 : (FAMILY_INDEX.get(CAPABILITIES[capability]?.family ?? '') ?? -1);
    index.capability[i] = capability;
    index.scope[i] = scope;
    index.cell[i] = scope < 0 || family < 0 ? -1 : family * SCOPE_LEVELS.length + scope;
  });
  bankIndexes.set(questions, index);
  return index;
}

function tallies(n: number): Tally[] {
  const list: Tally[] = [];
  for (let i = 0; i < n; i++) list.push({ sum: 0, answered: 0 });
  return list;
}

export function computeScores(
  questions: readonly Question[],
  responses: readonly AssessmentResponse[],
): Scores {
  const bank = indexBank(questions);
  const warnings = [...bank.warnings];
  const given: Array<AssessmentResponse | undefined> = new Array(bank.questionIds.length);
  for (const r of responses) {
    const position = bank.positionOf.get(r.questionId);
    if (position === undefined)
      warnings.push(`Answer to unknown question ${r.questionId} was skipped`);
    else given[position] = r;
  }

  const perCapability = tallies(CAPABILITIES.length);
  const perScope = tallies(SCOPE_LEVELS.length);
  const perCell = tallies(FAMILIES.length * SCOPE_LEVELS.length);
  const recorded: Record<string, AssessmentResponse> = {};
  for (let i = 0; i < bank.questionIds.length; i++) {
    const capability = bank.capability[i] as number;
    if (capability < 0) continue;
    const response = given[i];
    const questionId = bank.questionIds[i] as string;
    if (!response || response.doing === null || response.doing === undefined) {
      warnings.push(
        response && response.doing === null
          ? `Question ${questionId} does not happen in the reader's role and was left out`
          : `Missing answer for question ${questionId}`,
      );
      continue;
    }
    if (!isAnswer(response.doing)) {
      warnings.push(`Answer to question ${questionId} is outside 1-5 and was skipped`);
      continue;
    }
    // The canonical shape only: nothing else a caller put on the answer is carried into results.
    recorded[questionId] = { questionId, doing: response.doing, knowing: null, gap: null };
    add(perCapability[capability] as Tally, response.doing);
    const scope = bank.scope[i] as number;
    if (scope >= 0) {
      add(perScope[scope] as Tally, response.doing);
      add(perCell[bank.cell[i] as number] as Tally, response.doing);
    }
  }

  const capabilityScores = capabilityScoresOf(perCapability);
  const scoreOf = new Map(capabilityScores.map((c) => [c.capability, c.score]));
  const missingCapabilities = capabilityScores
    .filter((c) => c.score === null)
    .map((c) => c.capability);
  const familyScores = familyScoresOf(scoreOf);
  const measured = capabilityScores.filter((c) => c.score !== null);
  let total = 0;
  let selfScore = 0;
  let senseAlignScore = 0;
  for (const c of measured) {
    const score = c.score as number;
    total += score;
    if (c.group === 'Self') selfScore += score;
    if (SENSE_AND_ALIGN.has(c.family)) senseAlignScore += score;
  }
  total = round2(total);
  selfScore = round2(selfScore);
  senseAlignScore = round2(senseAlignScore);
  const systemScore = round2(total - selfScore);
  const breakdown = breakdownOf(perScope);

  return {
    overallScore: measured.length ? round2(total / (measured.length * CAPABILITY_MULTIPLIER)) : 0,
    rawOverallScore: total,
    maturityLevel: maturityBand(total),
    capabilityAverages: capabilityAveragesOf(perCapability),
    capabilityScores,
    familyScores,
    missingCapabilities,
    breakdown,
    dimensionScores: dimensionScoresOf(perCell),
    responses: recorded,
    dreyfus_stage: dreyfusStage(SCOPE_LEVELS.reduce((s, level) => s + breakdown[level].percent, 0)),
    selfScore,
    systemScore,
    selfSystemBalance: selfSystemBalance(selfScore, systemScore),
    senseAlignScore,
    activateExecuteScore: round2(total - senseAlignScore),
    topStrengths: topStrengths(measured),
    topGrowthAreas: topGrowthAreas(measured),
    warnings,
  };
}

const SENSE_AND_ALIGN: ReadonlySet<string> = new Set(
  FAMILIES.filter((f) => f.orientation === 'Sense & Align').map((f) => f.name),
);

function add(t: Tally, answer: number) {
  t.sum += answer;
  t.answered += 1;
}

const percentOf = (t: Tally) =>
  t.answered ? round2((t.sum / (t.answered * ANSWER_MAX)) * 100) : 0;

const DISPLAY_INDEX = DISPLAY_ORDER.map((name) => CAPABILITY_INDEX.get(name) as number);

function capabilityAveragesOf(perCapability: Tally[]): Scores['capabilityAverages'] {
  const averages: Scores['capabilityAverages'] = {};
  CAPABILITIES.forEach((c, i) => {
    const t = perCapability[i] as Tally;
    averages[c.name] = {
      doing: t.answered ? round2(t.sum / t.answered) : null,
      knowing: null,
      gap: null,
    };
  });
  return averages;
}

function capabilityScoresOf(perCapability: Tally[]): CapabilityScore[] {
  return DISPLAY_INDEX.map((index) => {
    const capability = CAPABILITIES[index] as (typeof CAPABILITIES)[number];
    const name = capability.name;
    const t = perCapability[index] as Tally;
    const score = t.answered ? round2((t.sum / t.answered) * CAPABILITY_MULTIPLIER) : null;
    return {
      capability: name,
      family: capability.family,
      group: capability.group,
      score,
      answered: t.answered,
      band: score === null ? null : capabilityBand(score),
    };
  });
}

function familyScoresOf(scoreOf: Map<CapabilityName, number | null>): FamilyScore[] {
  return FAMILIES.map((family) => {
    const missing = family.capabilities.filter((c) => scoreOf.get(c) === null);
    const score = round2(family.capabilities.reduce((s, c) => s + (scoreOf.get(c) ?? 0), 0));
    return {
      family: family.name,
      score,
      max: (family.capabilities.length - missing.length) * CAPABILITY_MAX,
      band: familyBand(score),
      colour: family.colour,
      orientation: family.orientation,
      capabilities: [...family.capabilities],
      missing,
    };
  });
}

function breakdownOf(perScope: Tally[]): Record<ScopeLevel, ScopeBreakdown> {
  const entry = (level: ScopeLevel) => {
    const t = perScope[SCOPE_INDEX.get(level) as number] as Tally;
    return { answered: t.answered, sum: t.sum, percent: percentOf(t) };
  };
  return {
    Individual: entry('Individual'),
    Team: entry('Team'),
    Organization: entry('Organization'),
  };
}

function dimensionScoresOf(perCell: Tally[]): DimensionScores {
  return {
    levels: SCOPE_LEVELS,
    rows: FAMILIES.map((family, f) => ({
      family: family.name,
      percents: SCOPE_LEVELS.map((_, s) => {
        const t = perCell[f * SCOPE_LEVELS.length + s] as Tally;
        return t.answered ? percentOf(t) : null;
      }),
    })),
  };
}

type Scored = { capability: CapabilityName; score: number };

const scored = (c: CapabilityScore): Scored => ({
  capability: c.capability,
  score: c.score as number,
});

/** Capabilities in the top two bands, best first (ties in display order), up to three. */
export const topStrengths = (measured: readonly CapabilityScore[]): Scored[] =>
  measured
    .filter((c) => c.band !== null && isStrengthBand(c.band))
    .map(scored)
    .sort((a, b) => b.score - a.score)
    .slice(0, STRENGTHS_SHOWN);

/** Capabilities in the bottom two bands, lowest first (ties in display order), up to three. */
export const topGrowthAreas = (measured: readonly CapabilityScore[]): Scored[] =>
  measured
    .filter((c) => c.band !== null && isGrowthBand(c.band))
    .map(scored)
    .sort((a, b) => a.score - b.score)
    .slice(0, GROWTH_AREAS_SHOWN);
