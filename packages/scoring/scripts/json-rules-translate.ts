// Translates our rule logic into json-rules-engine rules, so both engines can be timed on one rule set.
import { type Almanac, Engine, type TopLevelCondition } from 'json-rules-engine';
import type { ComparisonOperator, Node } from '../src/expression/ast';
import { namesIn } from '../src/expression/compile';
import { parse } from '../src/expression/parser';
import { ARCHETYPE_MIN_TOTAL, type Rule } from '../src/index';

type Value = number | boolean | { fact: string };
type Leaf = { fact: string; operator: string; value: Value; priority?: number };
type Condition = Leaf | { all: Condition[] } | { any: Condition[] } | { not: Condition };

export interface Translation {
  engine: Engine;
  /** Ids of the rules given to json-rules-engine. */
  translated: string[];
  /** Disabled or role-restricted: our engine never evaluates these without a role. */
  notApplicable: string[];
  /** Logic that does not parse, or computes a number: our engine reports these as errors. */
  skipped: Array<{ ruleId: string; reason: string }>;
  dynamicFacts: number;
  /** Names rule logic reads that are not facts of the scope. */
  unknownNames: string[];
}

/** The event type every translated rule fires; its params carry the rule id. */
export const FIRED = 'rule-fired';

const OPERATORS: Record<ComparisonOperator, string> = {
  '<': 'lessThan',
  '<=': 'lessThanInclusive',
  '>': 'greaterThan',
  '>=': 'greaterThanInclusive',
  '==': 'equal',
  '!=': 'notEqual',
};
const FLIPPED: Record<ComparisonOperator, ComparisonOperator> = {
  '<': '>',
  '<=': '>=',
  '>': '<',
  '>=': '<=',
  '==': '==',
  '!=': '!=',
};
const TRUE_FACT = '$true';
// count(...) >= k becomes an any over k-combinations; past this many, a dynamic fact is cheaper.
const MAX_COMBINATIONS = 64;

/**
 * Builds an engine holding exactly the rules evaluateRules evaluates with no role.
 * knownFacts: the scope's names, to report logic that reads anything else.
 */
export function translateRules(rules: readonly Rule[], knownFacts: Iterable<string>): Translation {
  // Unknown names read as undefined, so a comparison on one does not hold. Ours throws there instead,
  // which differs only under 'not' or after a short-circuit; the benchmark's equivalence check would say so.
  const engine = new Engine([], { allowUndefinedFacts: true });
  engine.addFact(TRUE_FACT, true);
  const translator = new Translator(engine, new Set(knownFacts));
  const result: Translation = {
    engine,
    translated: [],
    notApplicable: [],
    skipped: [],
    dynamicFacts: 0,
    unknownNames: [],
  };
  for (const rule of rules) {
    if (rule.enabled !== true || rule.roles?.length) {
      result.notApplicable.push(rule.id);
      continue;
    }
    if (typeof rule.logic !== 'string') {
      result.skipped.push({ ruleId: rule.id, reason: 'logic is missing' });
      continue;
    }
    let tree: Node;
    try {
      tree = parse(rule.logic);
    } catch (error) {
      result.skipped.push({ ruleId: rule.id, reason: (error as Error).message });
      continue;
    }
    if (tree.type !== 'boolean') {
      result.skipped.push({ ruleId: rule.id, reason: 'logic computes a number' });
      continue;
    }
    const body = translator.condition(tree);
    const conditions: Condition =
      rule.type === 'archetype'
        ? {
            // Higher priority runs first and short-circuits, as ours skips archetypes below the total.
            all: [
              {
                fact: 'total',
                operator: 'greaterThanInclusive',
                value: ARCHETYPE_MIN_TOTAL,
                priority: 2,
              },
              body,
            ],
          }
        : topLevel(body);
    engine.addRule({
      name: rule.id,
      conditions: conditions as TopLevelCondition,
      event: { type: FIRED, params: { ruleId: rule.id } },
    });
    result.translated.push(rule.id);
  }
  result.dynamicFacts = translator.dynamicFacts.size;
  result.unknownNames = [...translator.unknownNames];
  return result;
}

/** The root of a json-rules-engine rule must be all/any/not, never a bare comparison. */
const topLevel = (c: Condition): Condition => ('fact' in c ? { all: [c] } : c);

const literal = (value: boolean): Condition => ({
  fact: TRUE_FACT,
  operator: 'equal',
  value,
});

/** One side of a comparison: a constant, or a fact (scope value or computed subterm). */
type Operand = { constant: number } | { fact: string };

class Translator {
  readonly dynamicFacts = new Map<string, Node>();
  readonly unknownNames = new Set<string>();

  constructor(
    private readonly engine: Engine,
    private readonly known: ReadonlySet<string>,
  ) {}

  condition(node: Node): Condition {
    switch (node.kind) {
      case 'boolean':
        return literal(node.value);
      case 'not':
        return { not: this.condition(node.operand) };
      case 'logical': {
        // Flatten chains (a and b and c) into one all/any, the engine's natural shape.
        const key = node.operator === 'and' ? 'all' : 'any';
        const parts = [node.left, node.right].flatMap((side) =>
          side.kind === 'logical' && side.operator === node.operator
            ? this.flatten(side, key)
            : [this.condition(side)],
        );
        return key === 'all' ? { all: parts } : { any: parts };
      }
      case 'comparison':
        return this.comparison(node.operator, node.left, node.right);
      default:
        throw new Error(`a ${node.kind} node is not a condition`);
    }
  }

  private flatten(node: Node, key: 'all' | 'any'): Condition[] {
    const c = this.condition(node);
    return key in c ? (c as Record<typeof key, Condition[]>)[key] : [c];
  }

  private comparison(operator: ComparisonOperator, left: Node, right: Node): Condition {
    if (left.type === 'boolean') return this.booleanEquality(operator, left, right);
    const constantRight = constantOf(right);
    if (isCount(left) && constantRight !== null)
      return this.count(left.args, operator, constantRight);
    const constantLeft = constantOf(left);
    if (isCount(right) && constantLeft !== null)
      return this.count(right.args, FLIPPED[operator], constantLeft);

    const l = this.operand(left);
    const r = this.operand(right);
    if ('constant' in l && 'constant' in r)
      return literal(compare(operator, l.constant, r.constant));
    if ('constant' in l) {
      return {
        fact: (r as { fact: string }).fact,
        operator: OPERATORS[FLIPPED[operator]],
        value: l.constant,
      };
    }
    return { fact: l.fact, operator: OPERATORS[operator], value: 'constant' in r ? r.constant : r };
  }

  /** a == b over conditions: both hold or neither does. */
  private booleanEquality(operator: ComparisonOperator, left: Node, right: Node): Condition {
    const a = this.condition(left);
    const b = this.condition(right);
    const same: Condition = { any: [{ all: [a, b] }, { all: [{ not: a }, { not: b }] }] };
    return operator === '==' ? same : { not: same };
  }

  /** count(conditions) compared to a constant, as "at least m of them hold". */
  private count(args: Node[], operator: ComparisonOperator, k: number): Condition {
    const n = args.length;
    const atLeast = (m: number): Condition | null => {
      if (m <= 0) return literal(true);
      if (m > n) return literal(false);
      if (binomial(n, m) > MAX_COMBINATIONS) return null;
      const conditions = args.map((a) => this.condition(a));
      if (m === 1) return { any: conditions };
      if (m === n) return { all: conditions };
      return { any: combinations(conditions, m).map((combo) => ({ all: combo })) };
    };
    let result: Condition | null;
    switch (operator) {
      case '>=':
        result = atLeast(Math.ceil(k));
        break;
      case '>':
        result = atLeast(Math.floor(k) + 1);
        break;
      case '<=':
        result = negate(atLeast(Math.floor(k) + 1));
        break;
      case '<':
        result = negate(atLeast(Math.ceil(k)));
        break;
      default: {
        const lower = Number.isInteger(k) ? atLeast(k) : literal(false);
        const upper = Number.isInteger(k) ? negate(atLeast(k + 1)) : literal(true);
        const exactly = lower && upper ? { all: [lower, upper] } : null;
        result = operator === '==' ? exactly : negate(exactly);
      }
    }
    if (result) return result;
    const count: Node = { kind: 'call', type: 'number', name: 'count', args };
    return { fact: this.dynamicFact(count), operator: OPERATORS[operator], value: k };
  }

  private operand(node: Node): Operand {
    const constant = constantOf(node);
    if (constant !== null) return { constant };
    if (node.kind === 'identifier') {
      if (!this.known.has(node.name)) this.unknownNames.add(node.name);
      return { fact: node.name };
    }
    return { fact: this.dynamicFact(node) };
  }

  /** A computed subterm becomes a fact the almanac caches per run, shared by every rule using it. */
  private dynamicFact(node: Node): string {
    const id = `expr:${print(node)}`;
    if (this.dynamicFacts.has(id)) return id;
    this.dynamicFacts.set(id, node);
    const names = [...namesIn(node)];
    for (const name of names) if (!this.known.has(name)) this.unknownNames.add(name);
    this.engine.addFact(id, async (_params: Record<string, unknown>, almanac: Almanac) => {
      const values = await Promise.all(names.map((name) => almanac.factValue<number>(name)));
      const scope = new Map(names.map((name, i) => [name, values[i]]));
      return evaluate(node, (name) => scope.get(name) ?? Number.NaN);
    });
    return id;
  }
}

const isCount = (node: Node): node is Extract<Node, { kind: 'call' }> =>
  node.kind === 'call' && node.name === 'count';

const negate = (c: Condition | null): Condition | null => (c ? { not: c } : null);

function compare(operator: ComparisonOperator, a: number | boolean, b: number | boolean): boolean {
  switch (operator) {
    case '<':
      return (a as number) < (b as number);
    case '<=':
      return (a as number) <= (b as number);
    case '>':
      return (a as number) > (b as number);
    case '>=':
      return (a as number) >= (b as number);
    case '==':
      return a === b;
    default:
      return a !== b;
  }
}

/** The value of a numeric subtree that reads no names, else null. */
function constantOf(node: Node): number | null {
  if (node.type !== 'number' || namesIn(node).size > 0) return null;
  const value = evaluate(node, () => Number.NaN) as number;
  return Number.isFinite(value) ? value : null;
}

/**
 * Evaluates a subtree as our engine does. Non-finite products and quotients give NaN where ours
 * throws; json-rules-engine's numeric operators reject NaN, so such a comparison does not hold.
 */
function evaluate(node: Node, read: (name: string) => number): number | boolean {
  const num = (n: Node) => evaluate(n, read) as number;
  switch (node.kind) {
    case 'number':
    case 'boolean':
      return node.value;
    case 'identifier':
      return read(node.name);
    case 'negate':
      return -num(node.operand);
    case 'not':
      return !evaluate(node.operand, read);
    case 'arithmetic': {
      const a = num(node.left);
      const b = num(node.right);
      if (node.operator === '+') return a + b;
      if (node.operator === '-') return a - b;
      const value = node.operator === '*' ? a * b : a / b;
      return Number.isFinite(value) ? value : Number.NaN;
    }
    case 'comparison':
      return compare(node.operator, evaluate(node.left, read), evaluate(node.right, read));
    case 'logical':
      return node.operator === 'and'
        ? (evaluate(node.left, read) as boolean) && (evaluate(node.right, read) as boolean)
        : (evaluate(node.left, read) as boolean) || (evaluate(node.right, read) as boolean);
    case 'call': {
      if (node.name === 'count') return node.args.filter((a) => evaluate(a, read)).length;
      const values = node.args.map(num);
      if (node.name === 'min') return Math.min(...values);
      if (node.name === 'max') return Math.max(...values);
      if (node.name === 'abs') return Math.abs(values[0] ?? Number.NaN);
      return values.reduce((s, v) => s + v, 0) / values.length;
    }
  }
}

/** A canonical, fully parenthesised text of a subtree: the id of its dynamic fact. */
function print(node: Node): string {
  switch (node.kind) {
    case 'number':
    case 'boolean':
      return String(node.value);
    case 'identifier':
      return node.name;
    case 'negate':
      return `-(${print(node.operand)})`;
    case 'not':
      return `not(${print(node.operand)})`;
    case 'arithmetic':
    case 'comparison':
    case 'logical':
      return `(${print(node.left)} ${node.operator} ${print(node.right)})`;
    case 'call':
      return `${node.name}(${node.args.map(print).join(', ')})`;
  }
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([item, ...rest]);
  });
  return out;
}
