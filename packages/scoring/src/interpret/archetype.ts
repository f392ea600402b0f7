// The signature archetype: from a total of 100, the archetype whose rule the reader meets. The
// bundled archetypes describe the shape of a profile (which family leads the reader's own others,
// or an even profile), so they partition the readers they are shown to; a reader who meets none is
// shown none. A second archetype that the reader meets too, or misses by less than one unit of
// answer noise, is named as the runner-up.
import { margin, run, type Scope } from '../expression';
import { ARCHETYPE_MIN_TOTAL, RUNNER_UP_WITHIN } from '../model/constants';
import type { ArchetypeMatch } from '../model/results';
import type { Rule } from '../model/types';
import {
  appliesToReader,
  type RuleContext,
  roundMargin,
  ruleExpression,
  toFinding,
  unitOf,
} from './rules';

interface Candidate {
  rule: Rule;
  margin: number;
  fired: boolean;
  priority: number;
}

const better = (a: Candidate, b: Candidate) =>
  Number(b.fired) - Number(a.fired) ||
  b.margin - a.margin ||
  b.priority - a.priority ||
  (a.rule.id < b.rule.id ? -1 : 1);

export function bestArchetype(
  rules: readonly Rule[],
  scope: Scope,
  total: number,
  context: RuleContext = {},
): ArchetypeMatch | null {
  if (!(total >= ARCHETYPE_MIN_TOTAL)) return null;
  const candidates: Candidate[] = [];
  for (const rule of rules) {
    if (rule.type !== 'archetype' || !appliesToReader(rule, context)) continue;
    const compiled = ruleExpression(rule);
    if (!compiled.ok) continue;
    const verdict = run(compiled.evaluate, scope);
    if (!verdict.ok) continue;
    const m = margin(compiled.tree, scope, unitOf);
    if (!Number.isFinite(m)) continue;
    candidates.push({
      rule,
      margin: roundMargin(m),
      fired: verdict.value === true,
      priority: rule.priority ?? 0,
    });
  }
  const [best, second] = candidates.sort(better);
  if (!best?.fired) return null;
  const close = second && (second.fired || second.margin >= -RUNNER_UP_WITHIN);
  return {
    finding: toFinding(best.rule, best.margin),
    clear: true,
    runnerUp: close ? toFinding(second.rule, second.margin) : null,
  };
}
