// Reading a rule's logic beyond true or false: by how much a person meets it (the margin, in
// answer points), how many of its conditions hold, and which scores it needs high or low.
import type { Node } from './ast';
import type { Scope } from './compile';

/** How many points one step of the mean answer (1-5) moves a variable: its unit of margin. */
export type UnitOf = (name: string) => number;

const isCount = (n: Node): n is Extract<Node, { kind: 'call' }> =>
  n.kind === 'call' && n.name === 'count';

/** The value of a numeric subtree; NaN when it reads an unmeasured name. */
function value(node: Node, scope: Scope): number {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'boolean':
      return node.value ? 1 : 0;
    case 'identifier': {
      const v = scope[node.name];
      return typeof v === 'number' ? v : Number.NaN;
    }
    case 'negate':
      return -value(node.operand, scope);
    case 'arithmetic': {
      const l = value(node.left, scope);
      const r = value(node.right, scope);
      if (node.operator === '+') return l + r;
      if (node.operator === '-') return l - r;
      if (node.operator === '*') return l * r;
      return l / r;
    }
    case 'call': {
      if (node.name === 'count')
        return node.args.filter((a) => margin(a, scope, () => 1) >= 0).length;
      const values = node.args.map((a) => value(a, scope));
      if (node.name === 'min') return Math.min(...values);
      if (node.name === 'max') return Math.max(...values);
      if (node.name === 'abs') return Math.abs(values[0] as number);
      return values.reduce((a, b) => a + b, 0) / values.length;
    }
    default:
      return margin(node, scope, () => 1) >= 0 ? 1 : 0;
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
function kthMargin(args: Node[], k: number, scope: Scope, unitOf: UnitOf): number {
  const margins = args.map((a) => margin(a, scope, unitOf)).sort((a, b) => b - a);
  return k >= 1 && k <= margins.length ? (margins[k - 1] as number) : Number.NEGATIVE_INFINITY;
}

/** count(...) compared with a number: met by the margin of the condition that decides it. */
function countMargin(
  node: Extract<Node, { kind: 'comparison' }>,
  scope: Scope,
  unitOf: UnitOf,
): number | null {
  const countLeft = isCount(node.left) && node.right.kind === 'number';
  const countRight = isCount(node.right) && node.left.kind === 'number';
  if (!countLeft && !countRight) return null;
  const call = (countLeft ? node.left : node.right) as Extract<Node, { kind: 'call' }>;
  const k = (countLeft ? node.right : node.left) as Extract<Node, { kind: 'number' }>;
  // Normalise to "count >= need" or "count <= allow".
  const op = countLeft ? node.operator : mirror(node.operator);
  if (op === '>=' || op === '>') {
    const need = Math.ceil(op === '>' ? k.value + 1e-9 : k.value);
    return kthMargin(call.args, need, scope, unitOf);
  }
  if (op === '<=' || op === '<') {
    const allow = Math.floor(op === '<' ? k.value - 1e-9 : k.value);
    return -kthMargin(call.args, allow + 1, scope, unitOf);
  }
  return null;
}

const mirror = (op: string) => ({ '<': '>', '<=': '>=', '>': '<', '>=': '<=' })[op as '<'] ?? op;

/**
 * The margin of a condition in answer points: positive when met, by how far; negative when not.
 * `and` takes the weakest part, `or` the strongest, `count(...) >= k` its k-th strongest condition.
 */
export function margin(node: Node, scope: Scope, unitOf: UnitOf): number {
  switch (node.kind) {
    case 'boolean':
      return node.value ? 0 : Number.NEGATIVE_INFINITY;
    case 'not':
      return -margin(node.operand, scope, unitOf);
    case 'logical': {
      const l = margin(node.left, scope, unitOf);
      const r = margin(node.right, scope, unitOf);
      return node.operator === 'and' ? Math.min(l, r) : Math.max(l, r);
    }
    case 'comparison': {
      const counted = countMargin(node, scope, unitOf);
      if (counted !== null) return counted;
      const difference = value(node.left, scope) - value(node.right, scope);
      if (Number.isNaN(difference)) return Number.NEGATIVE_INFINITY;
      const d = difference / largestUnit(node, unitOf);
      if (node.operator === '>' || node.operator === '>=') return d;
      if (node.operator === '<' || node.operator === '<=') return -d;
      return node.operator === '==' ? -Math.abs(d) : Math.abs(d);
    }
    default:
      return value(node, scope) ? 0 : Number.NEGATIVE_INFINITY;
  }
}

/** The conditions joined by `and` at the top of a rule: what "meets 2 of its 3 markers" counts. */
export function conditions(node: Node): Node[] {
  if (node.kind === 'logical' && node.operator === 'and')
    return [...conditions(node.left), ...conditions(node.right)];
  return [node];
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
