// Recursive-descent parser for rule logic, type-checked as it builds the tree.
//   or      := and (('or' | '||') and)*
//   and     := not (('and' | '&&') not)*
//   not     := ('not' | '!') not | compare
//   compare := sum (('<' | '<=' | '>' | '>=' | '==' | '!=') sum)?
//   sum     := product (('+' | '-') product)*
//   product := unary (('*' | '/') unary)*
//   unary   := '-' unary | primary
//   primary := number | 'true' | 'false' | name | name '(' args ')' | '(' or ')'

import { EXPRESSION_MAX_DEPTH, EXPRESSION_MAX_LENGTH } from '../model/constants';
import type { ComparisonOperator, FunctionName, Node, ValueType } from './ast';
import { ExpressionSyntaxError, type Token, tokenize } from './lexer';

const RESERVED = new Set(['and', 'or', 'not', 'true', 'false']);
const COMPARISONS = new Set<string>(['<', '<=', '>', '>=', '==', '!=']);
const FUNCTIONS: Record<
  FunctionName,
  { args: ValueType; result: ValueType; arity: 'one' | 'many' }
> = {
  min: { args: 'number', result: 'number', arity: 'many' },
  max: { args: 'number', result: 'number', arity: 'many' },
  avg: { args: 'number', result: 'number', arity: 'many' },
  abs: { args: 'number', result: 'number', arity: 'one' },
  count: { args: 'boolean', result: 'number', arity: 'many' },
};
const isFunctionName = (name: string): name is FunctionName => Object.hasOwn(FUNCTIONS, name);

export function parse(source: string): Node {
  if (source.length > EXPRESSION_MAX_LENGTH) {
    throw new ExpressionSyntaxError(`logic longer than ${EXPRESSION_MAX_LENGTH} characters`);
  }
  return new Parser(tokenize(source)).parseAll();
}

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  parseAll(): Node {
    if (this.peek().kind === 'end') throw new ExpressionSyntaxError('empty logic');
    const node = this.or();
    const rest = this.peek();
    if (rest.kind !== 'end') throw this.unexpected(rest);
    return node;
  }

  private peek(): Token {
    return this.tokens[this.index] as Token;
  }

  private next(): Token {
    return this.tokens[this.index++] as Token;
  }

  private atWord(...words: string[]): boolean {
    const t = this.peek();
    return (t.kind === 'operator' || t.kind === 'identifier') && words.includes(t.text);
  }

  private unexpected(t: Token): ExpressionSyntaxError {
    const what = t.kind === 'end' ? 'end of logic' : JSON.stringify(t.text);
    return new ExpressionSyntaxError(`unexpected ${what} at ${t.position}`);
  }

  private nested<T>(build: () => T): T {
    if (++this.depth > EXPRESSION_MAX_DEPTH) {
      throw new ExpressionSyntaxError(`logic nested deeper than ${EXPRESSION_MAX_DEPTH}`);
    }
    const node = build();
    this.depth--;
    return node;
  }

  private expect(node: Node, type: ValueType, context: string): Node {
    if (node.type !== type) throw new ExpressionSyntaxError(`${context} needs a ${type}`);
    return node;
  }

  private or(): Node {
    let left = this.and();
    while (this.atWord('or', '||')) {
      this.next();
      const right = this.and();
      left = {
        kind: 'logical',
        type: 'boolean',
        operator: 'or',
        left: this.expect(left, 'boolean', "'or'"),
        right: this.expect(right, 'boolean', "'or'"),
      };
    }
    return left;
  }

  private and(): Node {
    let left = this.not();
    while (this.atWord('and', '&&')) {
      this.next();
      const right = this.not();
      left = {
        kind: 'logical',
        type: 'boolean',
        operator: 'and',
        left: this.expect(left, 'boolean', "'and'"),
        right: this.expect(right, 'boolean', "'and'"),
      };
    }
    return left;
  }

  private not(): Node {
    if (!this.atWord('not', '!')) return this.compare();
    this.next();
    const operand = this.nested(() => this.not());
    return { kind: 'not', type: 'boolean', operand: this.expect(operand, 'boolean', "'not'") };
  }

  private compare(): Node {
    const left = this.sum();
    const t = this.peek();
    if (t.kind !== 'operator' || !COMPARISONS.has(t.text)) return left;
    this.next();
    const right = this.sum();
    const operator = t.text as ComparisonOperator;
    const ordering = operator !== '==' && operator !== '!=';
    if (ordering || left.type === 'number') {
      this.expect(left, 'number', `'${operator}'`);
      this.expect(right, 'number', `'${operator}'`);
    } else if (left.type !== right.type) {
      throw new ExpressionSyntaxError(`'${operator}' compares values of one type`);
    }
    const after = this.peek();
    if (after.kind === 'operator' && COMPARISONS.has(after.text)) {
      throw new ExpressionSyntaxError(`chained comparison at ${after.position}; join with 'and'`);
    }
    return { kind: 'comparison', type: 'boolean', operator, left, right };
  }

  private sum(): Node {
    let left = this.product();
    while (this.atWord('+', '-')) {
      const operator = this.next().text as '+' | '-';
      const right = this.product();
      left = this.arithmetic(operator, left, right);
    }
    return left;
  }

  private product(): Node {
    let left = this.unary();
    while (this.atWord('*', '/')) {
      const operator = this.next().text as '*' | '/';
      const right = this.unary();
      left = this.arithmetic(operator, left, right);
    }
    return left;
  }

  private arithmetic(operator: '+' | '-' | '*' | '/', left: Node, right: Node): Node {
    const context = `'${operator}'`;
    return {
      kind: 'arithmetic',
      type: 'number',
      operator,
      left: this.expect(left, 'number', context),
      right: this.expect(right, 'number', context),
    };
  }

  private unary(): Node {
    if (!this.atWord('-')) return this.primary();
    this.next();
    const operand = this.nested(() => this.unary());
    return { kind: 'negate', type: 'number', operand: this.expect(operand, 'number', "'-'") };
  }

  private primary(): Node {
    const t = this.next();
    if (t.kind === 'number') {
      const value = Number(t.text);
      if (!Number.isFinite(value))
        throw new ExpressionSyntaxError(`number out of range at ${t.position}`);
      return { kind: 'number', type: 'number', value };
    }
    if (t.kind === 'lparen') {
      const inner = this.nested(() => this.or());
      if (this.next().kind !== 'rparen')
        throw new ExpressionSyntaxError(`missing ')' for '(' at ${t.position}`);
      return inner;
    }
    if (t.kind !== 'identifier') throw this.unexpected(t);
    if (t.text === 'true' || t.text === 'false') {
      return { kind: 'boolean', type: 'boolean', value: t.text === 'true' };
    }
    if (RESERVED.has(t.text)) throw this.unexpected(t);
    if (this.peek().kind === 'lparen') return this.call(t);
    return { kind: 'identifier', type: 'number', name: t.text };
  }

  private call(name: Token): Node {
    if (!isFunctionName(name.text)) {
      throw new ExpressionSyntaxError(
        `unknown function ${JSON.stringify(name.text)} at ${name.position}`,
      );
    }
    const fn = FUNCTIONS[name.text];
    this.next(); // '('
    const args = this.nested(() => {
      const list: Node[] = [];
      if (this.peek().kind === 'rparen') return list;
      do {
        list.push(this.expect(this.or(), fn.args, `${name.text}()`));
      } while (this.peek().kind === 'comma' && this.next());
      return list;
    });
    if (this.next().kind !== 'rparen')
      throw new ExpressionSyntaxError(`missing ')' after ${name.text}(`);
    if (args.length === 0 || (fn.arity === 'one' && args.length !== 1)) {
      throw new ExpressionSyntaxError(
        `${name.text}() takes ${fn.arity === 'one' ? 'one argument' : 'at least one argument'}`,
      );
    }
    return { kind: 'call', type: fn.result, name: name.text, args };
  }
}
