// The rule expression language: parse once (cached by text), evaluate many times, never throw.
import type { Node, ValueType } from './ast';
import { compile, NotMeasured, namesIn, type Scope } from './compile';
import { parse } from './parser';

export type { Node } from './ast';
export type { Scope } from './compile';
export { conditions, margin, type Threshold, thresholds, type UnitOf } from './measure';

export type CompiledExpression =
  | {
      ok: true;
      type: ValueType;
      tree: Node;
      names: ReadonlySet<string>;
      evaluate: (scope: Scope) => number | boolean;
    }
  | { ok: false; error: string };

export type Evaluation =
  | { ok: true; value: number | boolean }
  /** 'unmeasured': the logic reads a capability with no answers; 'error': anything else. */
  | { ok: false; reason: 'unmeasured' | 'error'; error: string };

const cache = new Map<string, CompiledExpression>();
const CACHE_LIMIT = 1000;

export function compileExpression(source: string): CompiledExpression {
  const hit = cache.get(source);
  if (hit) return hit;
  let compiled: CompiledExpression;
  try {
    const tree = parse(source);
    compiled = { ok: true, type: tree.type, tree, names: namesIn(tree), evaluate: compile(tree) };
  } catch (error) {
    compiled = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(source, compiled);
  return compiled;
}

export function evaluateExpression(source: string, scope: Scope): Evaluation {
  const compiled = compileExpression(source);
  if (!compiled.ok) return { ok: false, reason: 'error', error: compiled.error };
  return run(compiled.evaluate, scope);
}

export function run(evaluate: (scope: Scope) => number | boolean, scope: Scope): Evaluation {
  try {
    return { ok: true, value: evaluate(scope) };
  } catch (error) {
    if (error instanceof NotMeasured)
      return { ok: false, reason: 'unmeasured', error: error.message };
    // RangeError (stack) cannot happen: depth is bounded at parse time. Anything else is a rule fault.
    return {
      ok: false,
      reason: 'error',
      error: error instanceof Error ? error.message : String(error),
    };
  }
}
