// Reading a rule's logic beyond true or false: by how much a person meets it (the margin, in
// answer points), how many of its conditions hold, and which scores it needs high or low.
import type { Node } from './ast';
import type { Scope } from './compile';

/** How many points one step of the mean answer (1-5) moves a variable: its unit of margin. */
export type UnitOf = (name: string) => number;

const isCount = (n: Node): n is Extract<Node, { kind: 'call' }> =>
  n.kind === 'call' && n.name === 'count';

type Measure = (scope: Scope) => number;

/** A numeric subtree as a closure; NaN when it reads an unmeasured name. */
function compileValue(node: Node, unitOf: UnitOf): Measure {
  switch (node.kind) {
    case 'number':
    case 'boolean': {
      const v = Number(node.value);
      return () => v;
    }
    case 'identifier': {
      const name = node.name;
      return (scope) => {
        const v = scope[name];
        return typeof v === 'number' ? v : Number.NaN;
      };
    }
    case 'negate': {
      const operand = compileValue(node.operand, unitOf);
      return (scope) => -operand(scope);
    }
    case 'arithmetic': {
      const l = compileValue(node.left, unitOf);
      const r = compileValue(node.right, unitOf);
      if (node.operator === '+') return (s) => l(s) + r(s);
      if (node.operator === '-') return (s) => l(s) - r(s);
      if (node.operator === '*') return (s) => l(s) * r(s);
      return (s) => l(s) / r(s);
    }
    case 'call': {
      const args = node.args.map((a) =>
        node.name === 'count' ? compileMarginOf(a, unitOf) : compileValue(a, unitOf),
      );
      if (node.name === 'count') return (s) => args.reduce((n, a) => (a(s) >= 0 ? n + 1 : n), 0);
      // Folded without an array per call (Math.min and Math.max keep NaN, as the spread did).
      const fold = (step: (acc: number, v: number) => number, from: number) => (s: Scope) => {
        let acc = from;
        for (const a of args) acc = step(acc, a(s));
        return acc;
      };
      if (node.name === 'min') return fold(Math.min, Number.POSITIVE_INFINITY);
      if (node.name === 'max') return fold(Math.max, Number.NEGATIVE_INFINITY);
      if (node.name === 'abs') {
        const only = args[0] as Measure;
        return (s) => Math.abs(only(s));
      }
      const total = fold((a, b) => a + b, 0);
      return (s) => total(s) / args.length;
    }
    default: {
      const condition = compileMarginOf(node, unitOf);
      return (s) => (condition(s) >= 0 ? 1 : 0);
    }
  }
}

function largestUnit(node: Node, unitOf: UnitOf): number {
  let unit = 0;
  const visit = (n: Node) => {
    if (n.kind === 'identifier') unit = Math.max(unit, unitOf(n.name));
    else if (n.kind === 'negate' || n.kind === 'not') visit(n.operand);
    else if (n.kind === 'arithmetic' || n.kind === 'comparison' || n.kind === 'logical') {
      visit(n.left);
      visit(n.right);
    } else if (n.kind === 'call' && n.name !== 'count') n.args.forEach(visit);
  };
  visit(node);
  return unit || 1;
}

/** The k-th largest of the conditions' margins (k counted from 1); -Infinity when there is none. */
function kthMargin(args: Measure[], k: number, scope: Scope): number {
  if (k < 1 || k > args.length) return Number.NEGATIVE_INFINITY;
  const margins = args.map((a) => a(scope)).sort((a, b) => b - a);
  return margins[k - 1] as number;
}

const mirror = (op: string) => ({ '<': '>', '<=': '>=', '>': '<', '>=': '<=' })[op as '<'] ?? op;

/** count(...) compared with a number: met by the margin of the condition that decides it. */
function compileCountMargin(
  node: Extract<Node, { kind: 'comparison' }>,
  unitOf: UnitOf,
): Measure | null {
  const countLeft = isCount(node.left) && node.right.kind === 'number';
  const countRight = isCount(node.right) && node.left.kind === 'number';
  if (!countLeft && !countRight) return null;
  const call = (countLeft ? node.left : node.right) as Extract<Node, { kind: 'call' }>;
  const k = (countLeft ? node.right : node.left) as Extract<Node, { kind: 'number' }>;
  const args = call.args.map((a) => compileMarginOf(a, unitOf));
  // Normalise to "count >= need" or "count <= allow".
  const op = countLeft ? node.operator : mirror(node.operator);
  if (op === '>=' || op === '>') {
    const need = Math.ceil(op === '>' ? k.value + 1e-9 : k.value);
    return (s) => kthMargin(args, need, s);
  }
  if (op === '<=' || op === '<') {
    const allow = Math.floor(op === '<' ? k.value - 1e-9 : k.value);
    return (s) => -kthMargin(args, allow + 1, s);
  }
  return null;
}

function compileMarginOf(node: Node, unitOf: UnitOf): Measure {
  switch (node.kind) {
    case 'boolean':
      return node.value ? () => 0 : () => Number.NEGATIVE_INFINITY;
    case 'not': {
      const operand = compileMarginOf(node.operand, unitOf);
      return (s) => -operand(s);
    }
    case 'logical': {
      const l = compileMarginOf(node.left, unitOf);
      const r = compileMarginOf(node.right, unitOf);
      return node.operator === 'and' ? (s) => Math.min(l(s), r(s)) : (s) => Math.max(l(s), r(s));
    }
    case 'comparison': {
      const counted = compileCountMargin(node, unitOf);
      if (counted) return counted;
      const l = compileValue(node.left, unitOf);
      const r = compileValue(node.right, unitOf);
      const unit = largestUnit(node, unitOf);
      const op = node.operator;
      return (s) => {
        const d = (l(s) - r(s)) / unit;
        if (Number.isNaN(d)) return Number.NEGATIVE_INFINITY;
        if (op === '>' || op === '>=') return d;
        if (op === '<' || op === '<=') return -d;
        return op === '==' ? -Math.abs(d) : Math.abs(d);
      };
    }
    default: {
      const v = compileValue(node, unitOf);
      return (s) => (v(s) ? 0 : Number.NEGATIVE_INFINITY);
    }
  }
}

const compiledMargins = new WeakMap<UnitOf, WeakMap<Node, Measure>>();

/**
 * The margin of a condition in units of its variables: positive when met, by how far; negative
 * when not. `and` takes the weakest part, `or` the strongest, `count(...) >= k` its k-th strongest
 * condition. Compiled to closures once per tree, like the condition itself.
 */
export function margin(node: Node, scope: Scope, unitOf: UnitOf): number {
  let byTree = compiledMargins.get(unitOf);
  if (!byTree) {
    byTree = new WeakMap();
    compiledMargins.set(unitOf, byTree);
  }
  let measure = byTree.get(node);
  if (!measure) {
    measure = compileMarginOf(node, unitOf);
    byTree.set(node, measure);
  }
  return measure(scope);
}

const splitConditions = (node: Node): Node[] =>
  node.kind === 'logical' && node.operator === 'and'
    ? [...splitConditions(node.left), ...splitConditions(node.right)]
    : [node];
const conditionsOf = new WeakMap<Node, readonly Node[]>();

/** The conditions joined by `and` at the top of a rule: what "meets 2 of its 3 markers" counts. */
export function conditions(node: Node): readonly Node[] {
  let found = conditionsOf.get(node);
  if (!found) {
    found = splitConditions(node);
    conditionsOf.set(node, found);
  }
  return found;
}

/** A name compared with a fixed number: "x >= 4.5" needs x high at 4.5. */
export interface Threshold {
  name: string;
  side: 'high' | 'low';
  at: number;
}

const constant = (n: Node): number | null => {
  if (n.kind === 'number') return n.value;
  if (n.kind === 'negate') {
    const v = constant(n.operand);
    return v === null ? null : -v;
  }
  if (n.kind === 'arithmetic') {
    const l = constant(n.left);
    const r = constant(n.right);
    if (l === null || r === null) return null;
    return n.operator === '+'
      ? l + r
      : n.operator === '-'
        ? l - r
        : n.operator === '*'
          ? l * r
          : l / r;
  }
  return null;
};

/** The names a side of a comparison reads directly: one name, or min/max/avg of names. */
const direct = (n: Node): string[] => {
  if (n.kind === 'identifier') return [n.name];
  if (n.kind === 'call' && (n.name === 'min' || n.name === 'max' || n.name === 'avg'))
    return n.args.every((a) => a.kind === 'identifier')
      ? n.args.map((a) => (a as { name: string }).name)
      : [];
  return [];
};

/**
 * The fixed thresholds a rule compares scores with, and on which side it needs them. Comparisons
 * between scores ("x >= max(y, z) + 4") are relative and yield none.
 */
export function thresholds(node: Node): Threshold[] {
  const found: Threshold[] = [];
  const visit = (n: Node, sign: 1 | -1) => {
    if (n.kind === 'not') visit(n.operand, -sign as 1 | -1);
    else if (n.kind === 'logical') {
      visit(n.left, sign);
      visit(n.right, sign);
    } else if (n.kind === 'call' && n.name === 'count') for (const a of n.args) visit(a, sign);
    else if (n.kind === 'comparison') {
      if (isCount(n.left) || isCount(n.right)) {
        const countOnLeft = isCount(n.left);
        const op = countOnLeft ? n.operator : mirror(n.operator);
        visit(countOnLeft ? n.left : n.right, op === '<' || op === '<=' ? (-sign as 1 | -1) : sign);
        return;
      }
      if (n.operator === '==' || n.operator === '!=') return;
      const up = (n.operator === '>' || n.operator === '>=' ? sign : -sign) > 0;
      const right = constant(n.right);
      const left = constant(n.left);
      const add = (names: string[], high: boolean, at: number) => {
        for (const name of names) found.push({ name, side: high ? 'high' : 'low', at });
      };
      if (right !== null) add(direct(n.left), up, right);
      else if (left !== null) add(direct(n.right), !up, left);
    }
  };
  visit(node, 1);
  return found;
}
