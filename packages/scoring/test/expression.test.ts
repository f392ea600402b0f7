import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileExpression, EXPRESSION_MAX_DEPTH, evaluateExpression } from '../src';

const scope = Object.freeze(
  Object.assign(Object.create(null), { a: 5, b: 3, c: 2.5, total: 120, missing: Number.NaN }),
) as Record<string, number>;

const value = (source: string) => {
  const result = evaluateExpression(source, scope);
  if (!result.ok) throw new Error(result.error);
  return result.value;
};

describe('rule expression language', () => {
  it.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 / 4 - 1', 1.5],
    ['-a + 1', -4],
    ['--a', 5],
    ['a - b - 1', 1],
    ['min(a, b, c)', 2.5],
    ['max(a, b)', 5],
    ['avg(a, b, c, 1.5)', 3],
    ['abs(b - a)', 2],
    ['count(a > 4, b > 4, c > 2)', 2],
    ['.5 + 0.5', 1],
  ])('%s = %s', (source, expected) => expect(value(source)).toBe(expected));

  it.each([
    ['a >= 5 and b <= 3', true],
    ['a > 5 or b < 3', false],
    ['a >= 5 && (b > 3 || c < 3)', true],
    ['not a > 4', false],
    ['!(a > 4) || true', true],
    ['a == 5 and b != 5', true],
    ['true == (a > 1)', true],
    ['total >= 100 and count(a >= 5, b >= 5) >= 1', true],
    ['not not true', true],
  ])('%s is %s', (source, expected) => expect(value(source)).toBe(expected));

  it('binds not looser than comparisons and and tighter than or', () => {
    expect(value('not a > 6 and b == 3')).toBe(true);
    expect(value('false and false or true')).toBe(true);
    expect(value('true or false and false')).toBe(true);
  });

  it.each([
    ['', 'empty logic'],
    ['a >= and (', 'unexpected'],
    ['a >', 'unexpected end of logic'],
    ['(a > 1', "missing ')'"],
    ['a > 1)', 'unexpected'],
    ['a = 1', 'unexpected character'],
    ['a.b > 1', 'unexpected character'],
    ['a["x"] > 1', 'unexpected character'],
    ['1 < a < 3', 'chained comparison'],
    ['a and b', "'and' needs a boolean"],
    ['a > 1 + true', "'+' needs a number"],
    ['count(a, b)', 'count() needs a boolean'],
    ['min()', 'at least one argument'],
    ['abs(a, b)', 'one argument'],
    ['eval(a)', 'unknown function'],
    ['constructor(a)', 'unknown function'],
    ['and > 1', 'unexpected'],
    ['1e999 > 1', 'unexpected'],
  ])('rejects %j (%s)', (source, message) => {
    const compiled = compileExpression(source);
    expect(compiled.ok).toBe(false);
    if (!compiled.ok) expect(compiled.error).toContain(message);
  });

  it('reports unknown names and unmeasured values at evaluation, not parse', () => {
    expect(evaluateExpression('legacyScore >= 3', scope)).toMatchObject({
      ok: false,
      reason: 'error',
      error: 'unknown name "legacyScore"',
    });
    expect(evaluateExpression('missing >= 3', scope)).toMatchObject({
      ok: false,
      reason: 'unmeasured',
    });
    expect(evaluateExpression('not (missing > 3)', scope)).toMatchObject({
      ok: false,
      reason: 'unmeasured',
    });
  });

  it('never reads inherited properties of the scope', () => {
    const plain = { a: 1 } as Record<string, number>;
    for (const name of [
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      'valueOf',
      'this',
      'globalThis',
      'process',
    ]) {
      expect(evaluateExpression(`${name} > 0`, plain)).toMatchObject({ ok: false });
    }
  });

  it('refuses division by zero instead of producing Infinity', () => {
    expect(evaluateExpression('a / 0 > 1', scope)).toMatchObject({ ok: false, reason: 'error' });
  });

  it('bounds nesting depth and length with a parse error', () => {
    const deep = `${'('.repeat(EXPRESSION_MAX_DEPTH + 1)}1${')'.repeat(EXPRESSION_MAX_DEPTH + 1)}`;
    expect(compileExpression(deep)).toMatchObject({
      ok: false,
      error: expect.stringContaining('nested deeper'),
    });
    expect(compileExpression(`${'-'.repeat(10_000)}1`)).toMatchObject({ ok: false });
    expect(compileExpression(`${'not '.repeat(5_000)}true`)).toMatchObject({ ok: false });
    expect(compileExpression(`${'1+'.repeat(1_500)}1`)).toMatchObject({
      ok: false,
      error: expect.stringContaining('longer than'),
    });
  });

  it('caches compiled logic by text', () => {
    expect(compileExpression('a > b + 1')).toBe(compileExpression('a > b + 1'));
  });
});

describe('rule expression fuzzing', () => {
  const hostile = [
    'constructor',
    '__proto__',
    'prototype',
    'this',
    'globalThis',
    'process',
    'require',
    'import',
    'eval',
    'Function',
    'a',
    'b',
    'total',
    '(',
    ')',
    ',',
    '.',
    '[',
    ']',
    '{',
    '}',
    ';',
    '=',
    '=>',
    '`',
    "'",
    '"',
    '\\',
    '+',
    '-',
    '*',
    '/',
    '<',
    '<=',
    '>',
    '>=',
    '==',
    '!=',
    '&&',
    '||',
    '!',
    'and',
    'or',
    'not',
    'true',
    'false',
    'min',
    'max',
    'avg',
    'count',
    'abs',
    '1',
    '0',
    '3.5',
    '1e9',
    'NaN',
    'Infinity',
    '\u0000',
    '\u2028',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: hostile text on purpose
    '${a}',
    'x=>x',
    'new',
    'delete',
  ];
  const tokenSoup = fc
    .array(fc.constantFrom(...hostile), { maxLength: 40 })
    .map((t) => t.join(' '));
  const isResult = (r: ReturnType<typeof evaluateExpression>) =>
    r.ok
      ? typeof r.value === 'number' || typeof r.value === 'boolean'
      : typeof r.error === 'string';

  it('any text gives a value or an error, never an exception, and leaves globals alone', () => {
    const before = Object.getOwnPropertyNames(globalThis).length;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.string({ unit: 'binary', maxLength: 80 }),
          tokenSoup,
        ),
        (source) => {
          expect(isResult(evaluateExpression(source, scope))).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
    expect(Object.getOwnPropertyNames(globalThis).length).toBe(before);
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('deep random nesting is a parse error or a value, never a stack overflow', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.constantFrom('(', 'not ', '-', '!', 'abs('),
        (depth, opener) => {
          const closer = opener === '(' || opener === 'abs(' ? ')' : '';
          const source = `${opener.repeat(depth)}1${closer.repeat(depth)}`;
          expect(isResult(evaluateExpression(source, scope))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
