// Turns a checked tree into nested closures, so evaluating a rule is a few function calls.
import type { Node } from './ast';

/** Variable values by name. A NaN value means "not measured": any rule reading it does not fire. */
export type Scope = Readonly<Record<string, number>>;
type Evaluate = (scope: Scope) => number | boolean;

export class UnknownName extends Error {
  override name = 'UnknownName';
}
export class NotMeasured extends Error {
  override name = 'NotMeasured';
}
/** Thrown as is: rules over unanswered capabilities are routine, so no stack is captured per throw. */
export const NOT_MEASURED = new NotMeasured('reads a capability that was not measured');
export class NotANumber extends Error {
  override name = 'NotANumber';
}

function finite(value: number): number {
  if (!Number.isFinite(value)) throw new NotANumber('arithmetic gave no finite number');
  return value;
}

/** Every identifier a tree reads, for checking names once at compile time. */
export function namesIn(node: Node, into: Set<string> = new Set()): Set<string> {
  switch (node.kind) {
    case 'identifier':
      into.add(node.name);
      break;
    case 'negate':
    case 'not':
      namesIn(node.operand, into);
      break;
    case 'arithmetic':
    case 'comparison':
    case 'logical':
      namesIn(node.left, into);
      namesIn(node.right, into);
      break;
    case 'call':
      for (const arg of node.args) namesIn(arg, into);
      break;
  }
  return into;
}

export function compile(node: Node): Evaluate {
  switch (node.kind) {
    case 'number':
    case 'boolean': {
      const value = node.value;
      return () => value;
    }
    case 'identifier': {
      const name = node.name;
      return (scope) => {
        const value = scope[name];
        // typeof guards against anything but an own numeric value (e.g. inherited properties).
        if (typeof value !== 'number')
          throw new UnknownName(`unknown name ${JSON.stringify(name)}`);
        if (Number.isNaN(value)) throw NOT_MEASURED;
        return value;
      };
    }
    case 'negate': {
      const operand = compile(node.operand);
      return (scope) => -(operand(scope) as number);
    }
    case 'not': {
      const operand = compile(node.operand);
      return (scope) => !operand(scope);
    }
    case 'arithmetic':
      return compileArithmetic(node.operator, compile(node.left), compile(node.right));
    case 'comparison':
      return compileComparison(node.operator, compile(node.left), compile(node.right));
    case 'logical': {
      const left = compile(node.left);
      const right = compile(node.right);
      return node.operator === 'and'
        ? (scope) => (left(scope) as boolean) && (right(scope) as boolean)
        : (scope) => (left(scope) as boolean) || (right(scope) as boolean);
    }
    case 'call':
      return compileCall(node.name, node.args.map(compile));
  }
}

function compileArithmetic(operator: string, left: Evaluate, right: Evaluate): Evaluate {
  const l = left as (scope: Scope) => number;
  const r = right as (scope: Scope) => number;
  switch (operator) {
    case '+':
      return (s) => l(s) + r(s);
    case '-':
      return (s) => l(s) - r(s);
    case '*':
      return (s) => finite(l(s) * r(s));
    default:
      return (s) => finite(l(s) / r(s));
  }
}

function compileComparison(operator: string, left: Evaluate, right: Evaluate): Evaluate {
  switch (operator) {
    case '<':
      return (s) => left(s) < right(s);
    case '<=':
      return (s) => left(s) <= right(s);
    case '>':
      return (s) => left(s) > right(s);
    case '>=':
      return (s) => left(s) >= right(s);
    case '==':
      return (s) => left(s) === right(s);
    default:
      return (s) => left(s) !== right(s);
  }
}

/** Folds the arguments' values without an array per call: rules run min, max and avg by the thousand. */
const fold =
  (args: readonly Evaluate[], step: (acc: number, v: number) => number, from: number) =>
  (s: Scope): number => {
    let acc = from;
    for (const a of args) acc = step(acc, a(s) as number);
    return acc;
  };

function compileCall(name: string, args: Evaluate[]): Evaluate {
  switch (name) {
    case 'min':
      return fold(args, Math.min, Number.POSITIVE_INFINITY);
    case 'max':
      return fold(args, Math.max, Number.NEGATIVE_INFINITY);
    case 'avg': {
      const total = fold(args, (a, b) => a + b, 0);
      return (s) => total(s) / args.length;
    }
    case 'abs': {
      const only = args[0] as Evaluate;
      return (s) => Math.abs(only(s) as number);
    }
    default:
      return (s) => args.reduce((n, a) => (a(s) ? n + 1 : n), 0);
  }
}
