// The signature archetype: from a total of 100, every reader gets the archetype that fits best.
// A rule that fires is a clear match (the clearest first); when none fires, the closest one is
// shown with how many of its markers the reader meets.
import { conditions, margin, run, type Scope } from '../expression';
import { ARCHETYPE_MIN_TOTAL } from '../model/constants';
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

interface Candidate extends ArchetypeMatch {
  priority: number;
}

const better = (a: Candidate, b: Candidate) =>
  Number(b.clear) - Number(a.clear) ||
  b.finding.margin - a.finding.margin ||
  b.markersMet / b.markers - a.markersMet / a.markers ||
  b.priority - a.priority ||
  (a.finding.ruleId < b.finding.ruleId ? -1 : 1);

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
    const markers = conditions(compiled.tree);
    const markersMet = markers.filter((c) => margin(c, scope, unitOf) >= 0).length;
    const clear = verdict.value === true;
    candidates.push({
      finding: toFinding(rule, roundMargin(m)),
      clear,
      markersMet: clear ? markers.length : Math.min(markersMet, markers.length - 1),
      markers: markers.length,
      priority: rule.priority ?? 0,
    });
  }
  const [best] = candidates.sort(better);
  if (!best) return null;
  const { priority: _priority, ...match } = best;
  return match;
}
