// Evaluates the enabled rules against a frozen scope of scores and turns the fired ones into findings.
import { type CompiledExpression, compileExpression, run, type Scope } from '../expression';
import { CAPABILITIES, capabilityByName, FAMILIES } from '../model/capabilities';
import {
  ARCHETYPE_MIN_TOTAL,
  CAPABILITY_MULTIPLIER,
  DEFAULT_RULE_PRIORITY,
} from '../model/constants';
import type { Finding, Rule, Severity } from '../model/types';
import type { Scores } from '../scores';

export interface RuleContext {
  /** The reader's role; rules restricted to roles are skipped unless it is among them. */
  role?: string;
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
      if (result.value === true) outcome.findings.push(toFinding(rule));
    } else if (result.reason === 'error') {
      outcome.errors.push({ ruleId: rule.id, error: result.error });
    }
  }
  return outcome;
}

function appliesTo(rule: Rule, total: number, context: RuleContext): boolean {
  if (rule.enabled !== true) return false;
  if (rule.roles?.length && !(context.role && rule.roles.includes(context.role))) return false;
  if (rule.type === 'archetype' && !(total >= ARCHETYPE_MIN_TOTAL)) return false;
  return true;
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

function toFinding(rule: Rule): Finding {
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
    triggeredCapabilities: capabilities,
    // Filled in by arbitration; present from the start so every finding has one shape.
    mergedFrom: undefined,
    confidence: undefined,
  };
  if (rule.type === 'archetype') finding.archetypeName = rule.name;
  else finding.patternName = rule.name;
  return finding;
}
