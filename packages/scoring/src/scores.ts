// The arithmetic of the assessment: capability, family, group and scope-level scores from answers.
import {
  capabilityBand,
  dreyfusStage,
  familyBand,
  familyTextBand,
  maturityBand,
  selfSystemBalance,
} from './bands';
import {
  CAPABILITIES,
  type CapabilityName,
  capabilityByName,
  DISPLAY_ORDER,
  FAMILIES,
  SCOPE_LEVELS,
  type ScopeLevel,
} from './model/capabilities';
import {
  ANSWER_MAX,
  CAPABILITY_MAX,
  CAPABILITY_MULTIPLIER,
  GROWTH_TIERS,
  STRENGTH_TIERS,
} from './model/constants';
import type {
  AssessmentResponse,
  CapabilityScore,
  DimensionScores,
  FamilyScore,
  Question,
  Results,
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
const tally = (): Tally => ({ sum: 0, answered: 0 });

export function computeScores(
  questions: readonly Question[],
  responses: readonly AssessmentResponse[],
): Scores {
  const warnings: string[] = [];
  const byQuestion = new Map<string, AssessmentResponse>();
  for (const r of responses) byQuestion.set(r.questionId, r);

  const perCapability = new Map<CapabilityName, Tally>(CAPABILITIES.map((c) => [c.name, tally()]));
  const perScope = new Map<ScopeLevel, Tally>(SCOPE_LEVELS.map((s) => [s, tally()]));
  const perCell = new Map<string, Tally>();
  const recorded: Record<string, AssessmentResponse> = {};
  const known = new Set<string>();

  for (const question of questions) {
    if (!isScoredQuestion(question)) continue;
    known.add(question.questionId);
    const capability = capabilityByName(question.capability);
    if (!capability) {
      warnings.push(`Question ${question.questionId} names an unknown capability and was skipped`);
      continue;
    }
    const response = byQuestion.get(question.questionId);
    if (!response || response.doing === null || response.doing === undefined) {
      warnings.push(`Missing answer for question ${question.questionId}`);
      continue;
    }
    if (!isAnswer(response.doing)) {
      warnings.push(`Answer to question ${question.questionId} is outside 1-5 and was skipped`);
      continue;
    }
    recorded[question.questionId] = response;
    add(perCapability.get(capability.name) as Tally, response.doing);
    const scope = (SCOPE_LEVELS as readonly string[]).includes(question.scopeLevel ?? '')
      ? (question.scopeLevel as ScopeLevel)
      : null;
    if (scope) {
      add(perScope.get(scope) as Tally, response.doing);
      const cell = `${capability.family}|${scope}`;
      add(perCell.get(cell) ?? (perCell.set(cell, tally()).get(cell) as Tally), response.doing);
    }
  }
  for (const r of responses) {
    if (!known.has(r.questionId))
      warnings.push(`Answer to unknown question ${r.questionId} was skipped`);
  }

  const capabilityScores = capabilityScoresOf(perCapability);
  const scoreOf = new Map(capabilityScores.map((c) => [c.capability, c.score]));
  const missingCapabilities = capabilityScores
    .filter((c) => c.score === null)
    .map((c) => c.capability);
  const familyScores = familyScoresOf(scoreOf);
  const measured = capabilityScores.filter((c) => c.score !== null);
  const total = round2(measured.reduce((s, c) => s + (c.score as number), 0));
  const groupSum = (keep: (c: CapabilityScore) => boolean) =>
    round2(measured.filter(keep).reduce((s, c) => s + (c.score as number), 0));
  const selfScore = groupSum((c) => c.group === 'Self');
  const systemScore = groupSum((c) => c.group === 'System');
  const senseFamilies = new Set(
    FAMILIES.filter((f) => f.orientation === 'Sense & Align').map((f) => f.name),
  );
  const senseAlignScore = groupSum((c) => senseFamilies.has(c.family));
  const breakdown = breakdownOf(perScope);

  return {
    overallScore: measured.length ? round2(total / (measured.length * CAPABILITY_MULTIPLIER)) : 0,
    rawOverallScore: total,
    maturityLevel: maturityBand(total),
    capabilityAverages: Object.fromEntries(
      CAPABILITIES.map((c) => {
        const t = perCapability.get(c.name) as Tally;
        return [
          c.name,
          { doing: t.answered ? round2(t.sum / t.answered) : null, knowing: null, gap: null },
        ];
      }),
    ),
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

function add(t: Tally, answer: number) {
  t.sum += answer;
  t.answered += 1;
}

const percentOf = (t: Tally) =>
  t.answered ? round2((t.sum / (t.answered * ANSWER_MAX)) * 100) : 0;

function capabilityScoresOf(perCapability: Map<CapabilityName, Tally>): CapabilityScore[] {
  return DISPLAY_ORDER.map((name) => {
    const capability = capabilityByName(name);
    const t = perCapability.get(name) as Tally;
    const score = t.answered ? round2((t.sum / t.answered) * CAPABILITY_MULTIPLIER) : null;
    return {
      capability: name,
      family: capability?.family as CapabilityScore['family'],
      group: capability?.group as CapabilityScore['group'],
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
      textBand: familyTextBand(score),
      colour: family.colour,
      orientation: family.orientation,
      capabilities: [...family.capabilities],
      missing,
    };
  });
}

function breakdownOf(perScope: Map<ScopeLevel, Tally>): Record<ScopeLevel, ScopeBreakdown> {
  const entry = (level: ScopeLevel) => {
    const t = perScope.get(level) as Tally;
    return { answered: t.answered, sum: t.sum, percent: percentOf(t) };
  };
  return {
    Individual: entry('Individual'),
    Team: entry('Team'),
    Organization: entry('Organization'),
  };
}

function dimensionScoresOf(perCell: Map<string, Tally>): DimensionScores {
  return {
    levels: SCOPE_LEVELS,
    rows: FAMILIES.map((family) => ({
      family: family.name,
      percents: SCOPE_LEVELS.map((level) => {
        const t = perCell.get(`${family.name}|${level}`);
        return t ? percentOf(t) : null;
      }),
    })),
  };
}

type Scored = { capability: CapabilityName; score: number };

function pickTier<T extends { take: number }>(
  measured: readonly CapabilityScore[],
  tiers: readonly T[],
  qualifies: (score: number, tier: T) => boolean,
  order: (a: Scored, b: Scored) => number,
): Scored[] {
  const scored = measured.map((c) => ({ capability: c.capability, score: c.score as number }));
  for (const tier of tiers) {
    const members = scored.filter((c) => qualifies(c.score, tier));
    if (members.length) return members.sort(order).slice(0, tier.take);
  }
  return [];
}

export const topStrengths = (measured: readonly CapabilityScore[]) =>
  pickTier(
    measured,
    STRENGTH_TIERS,
    (s, t) => s >= t.atLeast,
    (a, b) => b.score - a.score,
  );

export const topGrowthAreas = (measured: readonly CapabilityScore[]) =>
  pickTier(
    measured,
    GROWTH_TIERS,
    (s, t) => s <= t.atMost,
    (a, b) => a.score - b.score,
  );
