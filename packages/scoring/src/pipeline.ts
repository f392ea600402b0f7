// The whole assessment: answers -> scores -> rules -> arbitration -> routing -> report, as one
// results object.
import { assessEffort } from './effort';
import type { Scope } from './expression';
import { arbitrate } from './interpret/arbitrate';
import { bestArchetype } from './interpret/archetype';
import { fallbackPatterns } from './interpret/fallback';
import { routeContent, routedLayers } from './interpret/route';
import { evaluateRules, type RuleContext, ruleScope } from './interpret/rules';
import { INVALID_RESPONSE_ERROR } from './model/constants';
import type { Results } from './model/results';
import { isRoleId } from './model/roles';
import type { AssessmentResponse, Finding, PipelineStats, Question, Rule } from './model/types';
import { buildReport } from './report/build';
import { isScoredQuestion } from './responses';
import { computeScores, type Scores } from './scores';

export interface ScoringInput {
  questions: readonly Question[];
  rules: readonly Rule[];
  context?: RuleContext;
  /** How long each answer took, in milliseconds, when the browser timed them. */
  durationsMs?: readonly unknown[];
}

const hasQuestionId = (r: unknown): r is AssessmentResponse =>
  typeof r === 'object' &&
  r !== null &&
  typeof (r as { questionId?: unknown }).questionId === 'string' &&
  (r as { questionId: string }).questionId !== '';

/** Scores a set of responses. Never throws: invalid data gives the zero error result. */
export function scoreAssessment(responses: readonly unknown[], input: ScoringInput): Results {
  if (!Array.isArray(responses) || !responses.every(hasQuestionId)) return invalidResult();
  const scores = computeScores(input.questions, responses);
  const reader: Reader = {
    role: isRoleId(input.context?.role) ? input.context.role : null,
    effort: assessEffort(scoredOf(input.questions), scores.responses, input.durationsMs),
    archetypeMatch: null,
  };
  let results: Omit<Results, 'report'>;
  try {
    const scope = ruleScope(scores);
    reader.archetypeMatch = bestArchetype(
      input.rules,
      scope,
      scores.rawOverallScore,
      input.context,
    );
    results = assemble(scores, interpret(scores, scope, input), reader);
  } catch (error) {
    // Any interpretation fault still delivers the basic results.
    const message = error instanceof Error ? error.message : String(error);
    results = {
      ...scores,
      ...emptyInterpretation(input.rules.length),
      ...reader,
      archetypeMatch: null,
      warnings: [...scores.warnings, `Interpretation unavailable: ${message}`],
    };
  }
  return withReport(results);
}

type Reader = Pick<Results, 'role' | 'effort' | 'archetypeMatch'>;

const scoredBanks = new WeakMap<readonly Question[], Question[]>();
/** A bank's scored questions, filtered once per bank. */
function scoredOf(questions: readonly Question[]): Question[] {
  let scored = scoredBanks.get(questions);
  if (!scored) {
    scored = questions.filter(isScoredQuestion);
    scoredBanks.set(questions, scored);
  }
  return scored;
}

const withReport = (results: Omit<Results, 'report'>): Results => {
  const complete = results as Results;
  complete.report = buildReport(results);
  return complete;
};

const isPattern = (f: Finding) => f.type !== 'archetype';

type Interpretation = Pick<
  Results,
  'findings' | 'arbitratedFindings' | 'routedContent' | 'pipelineStats' | 'narratives'
>;

function interpret(scores: Scores, scope: Scope, input: ScoringInput): Interpretation {
  const outcome = evaluateRules(input.rules, scope, scores.rawOverallScore, input.context);
  let findings = outcome.findings;
  let arbitratedFindings = arbitrate(findings);
  // When no pattern survives arbitration, the report still gets one of the fallback patterns.
  if (!arbitratedFindings.some(isPattern)) {
    findings = [...findings, ...fallbackPatterns(scores)];
    arbitratedFindings = arbitrate(findings);
  }
  const routedContent = routeContent(arbitratedFindings);
  const pipelineStats: PipelineStats = {
    rulesTotal: input.rules.length,
    rulesEvaluated: outcome.evaluated,
    rulesSkipped: outcome.skipped,
    ruleErrors: outcome.errors,
    rawFindings: findings.length,
    arbitratedFindings: arbitratedFindings.length,
    routedLayers: routedLayers(routedContent),
    reductionPercent: findings.length
      ? Math.round(((findings.length - arbitratedFindings.length) / findings.length) * 100)
      : 0,
  };
  return {
    findings,
    arbitratedFindings,
    routedContent,
    pipelineStats,
    narratives: {
      summary: summarise(scores),
      findings: arbitratedFindings.map((f) => f.narrative).filter(Boolean),
    },
  };
}

/** One object literal with every field: a spread with extra fields costs a fifth of a scoring. */
function assemble(s: Scores, i: Interpretation, r: Reader): Omit<Results, 'report'> {
  return {
    overallScore: s.overallScore,
    rawOverallScore: s.rawOverallScore,
    maturityLevel: s.maturityLevel,
    capabilityAverages: s.capabilityAverages,
    capabilityScores: s.capabilityScores,
    familyScores: s.familyScores,
    missingCapabilities: s.missingCapabilities,
    breakdown: s.breakdown,
    dimensionScores: s.dimensionScores,
    responses: s.responses,
    findings: i.findings,
    arbitratedFindings: i.arbitratedFindings,
    routedContent: i.routedContent,
    pipelineStats: i.pipelineStats,
    dreyfus_stage: s.dreyfus_stage,
    selfScore: s.selfScore,
    systemScore: s.systemScore,
    selfSystemBalance: s.selfSystemBalance,
    senseAlignScore: s.senseAlignScore,
    activateExecuteScore: s.activateExecuteScore,
    topStrengths: s.topStrengths,
    topGrowthAreas: s.topGrowthAreas,
    narratives: i.narratives,
    warnings: s.warnings,
    role: r.role,
    effort: r.effort,
    archetypeMatch: r.archetypeMatch,
  };
}

function summarise(scores: Scores): string {
  const parts = [
    `Your total of ${scores.rawOverallScore} out of 180 places you in the ${scores.maturityLevel} band.`,
  ];
  const [strength] = scores.topStrengths;
  const [growth] = scores.topGrowthAreas;
  if (strength)
    parts.push(`Your strongest capability is ${strength.capability} (${strength.score} of 15).`);
  if (growth)
    parts.push(`Your clearest opportunity is ${growth.capability} (${growth.score} of 15).`);
  if (scores.missingCapabilities.length) {
    parts.push(`Not measured for lack of answers: ${scores.missingCapabilities.join(', ')}.`);
  }
  return parts.join(' ');
}

function emptyInterpretation(rulesTotal: number): Interpretation {
  const routedContent = routeContent([]);
  return {
    findings: [] as Finding[],
    arbitratedFindings: [],
    routedContent,
    pipelineStats: {
      rulesTotal,
      rulesEvaluated: 0,
      rulesSkipped: 0,
      ruleErrors: [],
      rawFindings: 0,
      arbitratedFindings: 0,
      routedLayers: 0,
      reductionPercent: 0,
    },
    narratives: { summary: '', findings: [] },
  };
}

/** The specification's error result: zeros everywhere and 'Error: Invalid response data'. */
export function invalidResult(): Results {
  const zeros = computeScores([], []);
  return withReport({
    ...zeros,
    ...emptyInterpretation(0),
    error: INVALID_RESPONSE_ERROR,
    capabilityScores: zeros.capabilityScores.map((c) => ({ ...c, score: 0, band: null })),
    familyScores: zeros.familyScores.map((f) => ({ ...f, score: 0, max: 45, missing: [] })),
    missingCapabilities: [],
    warnings: [INVALID_RESPONSE_ERROR],
    role: null,
    effort: assessEffort([], {}),
    archetypeMatch: null,
  });
}
