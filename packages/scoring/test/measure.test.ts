import { describe, expect, it } from 'vitest';
import { compileExpression, conditions, margin, type Node, thresholds } from '../src';

const tree = (source: string): Node => {
  const compiled = compileExpression(source);
  if (!compiled.ok) throw new Error(compiled.error);
  return compiled.tree;
};
const unit = (name: string) => (name.startsWith('fam') ? 3 : 1);
const m = (source: string, scope: Record<string, number>) => margin(tree(source), scope, unit);

describe('margin', () => {
  it('is how far past the threshold a comparison is, in the variable unit', () => {
    expect(m('a >= 4', { a: 5 })).toBe(1);
    expect(m('a <= 4', { a: 5 })).toBe(-1);
    expect(m('fam >= 30', { fam: 36 })).toBe(2);
  });

  it('takes the weakest part of an and, the strongest of an or', () => {
    expect(m('a >= 4 and b >= 4', { a: 6, b: 4.5 })).toBe(0.5);
    expect(m('a >= 4 or b >= 4', { a: 6, b: 4.5 })).toBe(2);
    expect(m('not (a >= 4)', { a: 5 })).toBe(-1);
  });

  it('reads count(...) >= k by its k-th clearest condition', () => {
    const scope = { a: 6, b: 5, c: 3 };
    expect(m('count(a >= 4, b >= 4, c >= 4) >= 2', scope)).toBe(1);
    expect(m('count(a >= 4, b >= 4, c >= 4) >= 3', scope)).toBe(-1);
    expect(m('count(a >= 4, b >= 4, c >= 4) <= 1', scope)).toBe(-1);
  });

  it('is -Infinity when a variable was not measured', () => {
    expect(m('a >= 4', { a: Number.NaN })).toBe(Number.NEGATIVE_INFINITY);
  });
});

describe('conditions and thresholds', () => {
  it('splits the top-level and into markers', () => {
    expect(conditions(tree('a >= 4 and (b >= 4 or c >= 4) and d <= 2'))).toHaveLength(3);
  });

  it('finds the fixed thresholds and their side, ignoring comparisons between scores', () => {
    expect(thresholds(tree('a <= 3 and b >= 4.5'))).toEqual([
      { name: 'a', side: 'low', at: 3 },
      { name: 'b', side: 'high', at: 4.5 },
    ]);
    expect(thresholds(tree('min(a, b) >= 33 and 3 >= c'))).toEqual([
      { name: 'a', side: 'high', at: 33 },
      { name: 'b', side: 'high', at: 33 },
      { name: 'c', side: 'low', at: 3 },
    ]);
    expect(thresholds(tree('a >= max(b, c) + 5'))).toEqual([]);
    expect(thresholds(tree('count(a <= 3, b <= 3) >= 2'))).toEqual([
      { name: 'a', side: 'low', at: 3 },
      { name: 'b', side: 'low', at: 3 },
    ]);
    expect(thresholds(tree('not (a >= 4)'))).toEqual([{ name: 'a', side: 'low', at: 4 }]);
  });
});
