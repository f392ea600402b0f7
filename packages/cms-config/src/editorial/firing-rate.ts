// How often a rule's logic fires on the standard simulated population: the calibration's realistic
// readers (`pnpm score calibrate`: the same seed, bank and count, so the figure here is the one the
// calibration prints for a saved rule), scored once per process and kept as the scopes rule logic
// reads. A rule is then one pass of the engine's own rule evaluation over them.
import { questions as bundledQuestions } from '@peak/content';
import {
  type AssessmentResponse,
  computeScores,
  evaluateRules,
  isScoredQuestion,
  type Question,
  type RoleId,
  type Rule,
  ruleScope,
  type Scope,
} from '@peak/scoring';
import { TARGETS } from '@peak/scoring/calibrate';
import { itemOffsets, random, realisticReaders, STANDARD_POPULATION } from '@peak/scoring/simulate';

/** One simulated reader as rules see them: the scope of variables, the total and the role. */
export interface SimulatedReader {
  scope: Scope;
  total: number;
  role: RoleId | undefined;
}

/** The calibration's realistic readers for a bank, seed and count, as rules see them. */
export function simulatedReaders(
  questions: readonly Question[],
  { respondents, seed }: { respondents: number; seed: number },
): SimulatedReader[] {
  const rng = random(seed);
  const scored = questions.filter(isScoredQuestion);
  const offsets = itemOffsets(scored, rng);
  const readers: SimulatedReader[] = [];
  for (const { answers } of realisticReaders(scored, offsets, rng, respondents)) {
    const scores = computeScores(questions, answers.responses as AssessmentResponse[]);
    readers.push({ scope: ruleScope(scores), total: scores.rawOverallScore, role: answers.role });
  }
  return readers;
}

let standard: readonly SimulatedReader[] | undefined;

/** The standard simulated population on the bundled bank, made on first use and kept. */
export function standardPopulation(): readonly SimulatedReader[] {
  standard ??= simulatedReaders(bundledQuestions, STANDARD_POPULATION);
  return standard;
}

/** What decides whom a rule fires for: its logic, and the roles and type it applies to. */
export interface RuleLogic {
  logic: string;
  /** Only readers of these roles (none: everyone). */
  roles?: readonly string[] | null;
  /** An archetype fires only for totals of 100 and more. */
  type?: string | null;
}

export interface FiringRate {
  fired: number;
  respondents: number;
  /** fired / respondents */
  rate: number;
  /** The share a live rule should fire for (the calibration's target). */
  min: number;
  max: number;
  /** Outside the target: 'below' fires for almost no one, 'above' for most readers. */
  outside: 'below' | 'above' | null;
  /** "Fires for 12.3% of 5,000 simulated readers" */
  message: string;
  /** Why a rate outside the target is a problem, and what to do; null within it. */
  warning: string | null;
}

const count = new Intl.NumberFormat('en-US');
const percent = (share: number) => {
  const p = share * 100;
  return `${p > 0 && p < 0.1 ? p.toFixed(2) : p.toFixed(1)}%`;
};
const plain = (share: number) => String(Number((share * 100).toFixed(1)));
/** "0.5–60%" */
const target = `${plain(TARGETS.ruleFiringMin)}–${plain(TARGETS.ruleFiringMax)}%`;

/**
 * The share of `readers` (by default the standard population) the rule fires for, as the engine
 * decides it: its logic, roles and type. Logic that does not compile fires for no one: check it
 * first (`logicProblem`).
 */
export function firingRate(
  rule: RuleLogic,
  readers: readonly SimulatedReader[] = standardPopulation(),
): FiringRate {
  const probe: Rule = {
    id: 'firing-rate',
    name: 'Firing rate',
    category: '',
    type: rule.type || 'pattern',
    enabled: true,
    logic: rule.logic,
    roles: [...(rule.roles ?? [])],
  };
  let fired = 0;
  for (const reader of readers)
    if (evaluateRules([probe], reader.scope, reader.total, { role: reader.role }).findings.length)
      fired++;
  const respondents = readers.length;
  const rate = respondents ? fired / respondents : 0;
  const outside =
    rate < TARGETS.ruleFiringMin ? 'below' : rate > TARGETS.ruleFiringMax ? 'above' : null;
  return {
    fired,
    respondents,
    rate,
    min: TARGETS.ruleFiringMin,
    max: TARGETS.ruleFiringMax,
    outside,
    message: `Fires for ${percent(rate)} of ${count.format(respondents)} simulated readers`,
    warning:
      outside === 'below'
        ? `Outside ${target}: almost no reader would ever see this rule. Loosen its thresholds.`
        : outside === 'above'
          ? `Outside ${target}: it fires for most readers, so it tells a reader little about themselves. Tighten its thresholds.`
          : null,
  };
}
