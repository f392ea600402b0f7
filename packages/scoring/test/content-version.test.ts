import { describe, expect, it } from 'vitest';
import { contentVersion, type Question, type Rule } from '../src';
import { questions, rules } from './helpers';

describe('contentVersion', () => {
  const version = contentVersion(questions, rules);

  it('is short and stable', () => {
    expect(version).toMatch(/^[0-9a-z]{11}$/);
    expect(contentVersion(questions, rules)).toBe(version);
  });

  it('reads the same in any order and with the bookkeeping a source adds', () => {
    const fromCms = [...questions].reverse().map((q) => ({
      ...q,
      id: `doc-${q.questionId}`,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-02-01T00:00:00.000Z',
    }));
    const rulesFromCms = [...rules].reverse().map((r) => ({ ...r, updatedAt: 'x', extra: null }));
    expect(contentVersion(fromCms, rulesFromCms)).toBe(version);
    // Questions that are not scored and retired rules do not count.
    const retired = { ...(rules[0] as Rule), id: 'retired', enabled: false };
    const knowing = { ...(questions[0] as Question), part: 'Knowing' } as Question;
    expect(
      contentVersion([...questions, { ...knowing, questionId: 'k_v2_1' }], [...rules, retired]),
    ).toBe(version);
  });

  it('changes when a scored question or a live rule changes', () => {
    const [first, ...rest] = questions as [Question, ...Question[]];
    expect(contentVersion([{ ...first, text: `${first.text}!` }, ...rest], rules)).not.toBe(
      version,
    );
    const [rule, ...others] = rules as [Rule, ...Rule[]];
    expect(contentVersion(questions, [{ ...rule, logic: `${rule.logic} ` }, ...others])).not.toBe(
      version,
    );
    expect(contentVersion(questions, others)).not.toBe(version);
  });
});
