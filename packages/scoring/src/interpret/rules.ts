// Evaluates the enabled rules against a frozen scope of scores and turns the fired ones into findings.
import { classifyPattern } from '../bands';
import {
  type CompiledExpression,
  compileExpression,
  margin,
  run,
  type Scope,
  thresholds,
  type UnitOf,
} from '../expression';
import { CAPABILITIES, capabilityByName, FAMILIES } from '../model/capabilities';
import {
  ARCHETYPE_MIN_TOTAL,
  CAPABILITY_MULTIPLIER,
  DEFAULT_RULE_PRIORITY,
} from '../model/constants';
import type { RoleId } from '../model/roles';
import type { Finding, Polarity, Rule, Severity } from '../model/types';
import type { Scores } from '../scores';

export interface RuleContext {
  /** The reader's role; rules restricted to roles are skipped unless it is among them. */
  role?: RoleId | string;
}

export interface RuleOutcome {
  findings: Finding[];
  evaluated: number;
  skipped: number;
  errors: Array<{ ruleId: string; error: string }>;
}

const SEVERITIES = new Set<string>(['critical', 'warning', 'info', 'minor']);

/** Normalises a capability score for rule logic (score/3 + 1); NaN marks "not measured". */
export const normaliseForRules = (score: number | null): number =>
  score === null ? Number.NaN : score / CAPABILITY_MULTIPLIER + 1;

/** The variables rule logic may read: capability keys, family keys, total, self, system. */
export function ruleScope(scores: Scores): Scope {
  const scope: Record<string, number> = Object.create(null);
  const scoreOf = new Map(scores.capabilityScores.map((c) => [c.capability, c.score]));
  for (const c of CAPABILITIES) scope[c.key] = normaliseForRules(scoreOf.get(c.name) ?? null);
  for (const f of FAMILIES) {
    const family = scores.familyScores.find((s) => s.family === f.name);
    scope[f.key] = family && family.missing.length === 0 ? family.score : Number.NaN;
  }
  const complete = scores.missingCapabilities.length === 0;
  scope.total = complete ? scores.rawOverallScore : Number.NaN;
  scope.self = complete ? scores.selfScore : Number.NaN;
  scope.system = complete ? scores.systemScore : Number.NaN;
  return Object.freeze(scope);
}

export function evaluateRules(
  rules: readonly Rule[],
  scope: Scope,
  total: number,
  context: RuleContext = {},
): RuleOutcome {
  const outcome: RuleOutcome = { findings: [], evaluated: 0, skipped: 0, errors: [] };
  for (const rule of rules) {
    if (!appliesTo(rule, total, context)) {
      outcome.skipped++;
      continue;
    }
    outcome.evaluated++;
    const compiled = compileRule(rule);
    if (!compiled.ok) {
      outcome.errors.push({ ruleId: rule.id, error: compiled.error });
      continue;
    }
    const result = run(compiled.evaluate, scope);
    if (result.ok) {
      if (result.value === true) outcome.findings.push(toFinding(rule, marginOf(compiled, scope)));
    } else if (result.reason === 'error') {
      outcome.errors.push({ ruleId: rule.id, error: result.error });
    }
  }
  return outcome;
}

/** Enabled, and for the reader's role when the rule names roles. */
export function appliesToReader(rule: Rule, context: RuleContext): boolean {
  if (rule.enabled !== true) return false;
  return !(rule.roles?.length && !(context.role && rule.roles.includes(context.role)));
}

function appliesTo(rule: Rule, total: number, context: RuleContext): boolean {
  if (!appliesToReader(rule, context)) return false;
  return !(rule.type === 'archetype' && !(total >= ARCHETYPE_MIN_TOTAL));
}

const FAMILY_KEYS: ReadonlySet<string> = new Set(FAMILIES.map((f) => f.key));
/**
 * A margin's unit per variable: the spread one unit of answer noise gives it, so margins compare
 * across scales. A capability (2-6) is a mean of 3 answers (1/sqrt 3); a family sums 9 answers
 * (sqrt 9), self and system 18, the total 36.
 */
export const unitOf: UnitOf = (name) => {
  if (FAMILY_KEYS.has(name)) return 3;
  if (name === 'total') return 6;
  if (name === 'self' || name === 'system') return Math.SQRT2 * 3;
  return 1 / Math.sqrt(3);
};

/** How clearly the scope meets the rule (0 when it cannot be measured). */
function marginOf(compiled: CompiledExpression, scope: Scope): number {
  if (!compiled.ok) return 0;
  return roundMargin(margin(compiled.tree, scope, unitOf));
}

/** Three decimals, finite, and never -0 (so a stored result reads back identical). */
export const roundMargin = (m: number): number =>
  Number.isFinite(m) ? Math.round(m * 1000) / 1000 + 0 : 0;

/** The range each rule variable reads: capabilities 2-6 (normalised), families 9-45, and so on. */
export function scaleOf(name: string): { min: number; max: number } {
  if (FAMILY_KEYS.has(name)) return { min: 9, max: 45 };
  if (name === 'total') return { min: 36, max: 180 };
  if (name === 'self' || name === 'system') return { min: 18, max: 90 };
  return { min: 2, max: 6 };
}

/** The share of a scale below the top two bands: a threshold under it is a low score. */
const TOP_BANDS_FROM = 3 / 5;

/**
 * Whether a rule fires only when some score is low (held below a threshold under the top two
 * bands). Such a rule describes something to work on: a Strength label on it would be a mistake.
 */
export function describesLowScores(rule: Rule): boolean {
  const compiled = compileRule(rule);
  if (!compiled.ok) return false;
  return thresholds(compiled.tree).some((t) => {
    const { min, max } = scaleOf(t.name);
    return t.side === 'low' && t.at < min + TOP_BANDS_FROM * (max - min);
  });
}

/** Compiles and checks a rule's logic (cached by text). */
export function ruleExpression(rule: Rule): CompiledExpression {
  return compileRule(rule);
}

/** The names rule logic may read; anything else is a fault found once, when the rule is compiled. */
export const RULE_VARIABLES: ReadonlySet<string> = new Set([
  ...CAPABILITIES.map((c) => c.key),
  ...FAMILIES.map((f) => f.key),
  'total',
  'self',
  'system',
]);

const checkedRules = new Map<string, CompiledExpression>();

/** A rule's logic must be a condition over known names; anything else is a fault, not a verdict. */
function compileRule(rule: Rule): CompiledExpression {
  if (typeof rule.logic !== 'string') return { ok: false, error: 'logic is missing' };
  const hit = checkedRules.get(rule.logic);
  if (hit) return hit;
  let compiled = compileExpression(rule.logic);
  if (compiled.ok && compiled.type !== 'boolean') {
    compiled = { ok: false, error: 'logic computes a number; a rule needs a condition' };
  }
  const unknown = compiled.ok ? [...compiled.names].filter((n) => !RULE_VARIABLES.has(n)) : [];
  if (unknown.length)
    compiled = {
      ok: false,
      error: `unknown name ${unknown.map((n) => JSON.stringify(n)).join(', ')}`,
    };
  if (checkedRules.size >= 1000) checkedRules.clear();
  checkedRules.set(rule.logic, compiled);
  return compiled;
}

/** The family all of a rule's capabilities share, if they share one. */
function familyOf(capabilities: readonly string[]): string | null {
  const families = new Set(capabilities.map((c) => capabilityByName(c)?.family));
  const [only] = families;
  return families.size === 1 && only ? only : null;
}

const polarityOf = (rule: Rule): Polarity =>
  rule.polarity === 'strength' || rule.polarity === 'growth'
    ? rule.polarity
    : classifyPattern(rule.name) === 'Strength'
      ? 'strength'
      : 'growth';

export function toFinding(rule: Rule, clearBy: number): Finding {
  const capabilities = rule.capabilities ?? [];
  const finding: Finding = {
    ruleId: rule.id,
    ruleName: rule.name,
    type: rule.type,
    flag: rule.flag || rule.id,
    priority: typeof rule.priority === 'number' ? rule.priority : DEFAULT_RULE_PRIORITY,
    severity: SEVERITIES.has(rule.severity ?? '') ? (rule.severity as Severity) : 'info',
    narrative: rule.narrative_content ?? '',
    scope: rule.scope ?? 'Individual',
    capabilities,
    tags: rule.tags ?? [],
    family: rule.family ?? familyOf(capabilities),
    category: rule.category,
    why: rule.why ?? '',
    actions: rule.actions ?? (rule.action ? [rule.action] : []),
    expandedNarrative: rule.expanded_narrative ?? '',
    reflection: rule.reflection ?? '',
    polarity: polarityOf(rule),
    says: rule.says ?? [],
    margin: clearBy,
    triggeredCapabilities: capabilities,
    // Filled in by arbitration; present from the start so every finding has one shape.
    mergedFrom: undefined,
    confidence: undefined,
  };
  if (rule.type === 'archetype') finding.archetypeName = rule.name;
  else finding.patternName = rule.name;
  return finding;
}
