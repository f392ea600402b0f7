import { describe, expect, it } from 'vitest';
import { computeScores, evaluateRules, normaliseForRules, ruleScope } from '../src';
import { all, answer, byGroup, questions, rule } from './helpers';

const scopeOf = (responses: ReturnType<typeof all>) => {
  const scores = computeScores(questions, responses);
  return { scope: ruleScope(scores), total: scores.rawOverallScore };
};

describe('rule scope', () => {
  it('normalises capability scores as score/3 + 1', () => {
    expect(normaliseForRules(3)).toBe(2);
    expect(normaliseForRules(15)).toBe(6);
    expect(normaliseForRules(null)).toBeNaN();
    const { scope } = scopeOf(all(4));
    expect(scope.clarityOfFocus).toBe(5);
    expect(scope.motivationalActivation).toBe(36);
    expect(scope.total).toBe(144);
    expect(scope.self).toBe(72);
  });

  it('is frozen and has no prototype', () => {
    const { scope } = scopeOf(all(4));
    expect(Object.isFrozen(scope)).toBe(true);
    expect(Object.getPrototypeOf(scope)).toBeNull();
  });

  it('marks an unanswered capability, its family and the totals as not measured', () => {
    const { scope } = scopeOf(answer((q) => (q.capability === 'Tool Fluency' ? null : 4)));
    expect(scope.toolFluency).toBeNaN();
    expect(scope.executionRhythms).toBeNaN();
    expect(scope.total).toBeNaN();
    expect(scope.clarityOfFocus).toBe(5);
  });
});

describe('rule evaluation', () => {
  const { scope, total } = scopeOf(byGroup(5, 2));

  it('fires rules whose logic is true and turns them into findings', () => {
    const fired = rule({
      id: 'r1',
      logic: 'clarityOfFocus >= 5 and toolFluency <= 3',
      capabilities: ['Clarity of Focus', 'Tool Fluency'],
      flag: 'f1',
    });
    const quiet = rule({ id: 'r2', logic: 'toolFluency >= 5' });
    const outcome = evaluateRules([fired, quiet], scope, total);
    expect(outcome.findings.map((f) => f.ruleId)).toEqual(['r1']);
    expect(outcome.findings[0]).toMatchObject({
      patternName: 'Test Rule',
      flag: 'f1',
      family: null,
      triggeredCapabilities: ['Clarity of Focus', 'Tool Fluency'],
    });
    expect(outcome.evaluated).toBe(2);
  });

  it('derives the family when all capabilities share one', () => {
    const r = rule({ logic: 'true', capabilities: ['Clarity of Focus', 'Outcome Reflection'] });
    expect(evaluateRules([r], scope, total).findings[0]?.family).toBe('Motivational Activation');
  });

  it('evaluates only enabled rules', () => {
    const outcome = evaluateRules([rule({ logic: 'true', enabled: false })], scope, total);
    expect(outcome).toMatchObject({ findings: [], skipped: 1, evaluated: 0 });
  });

  it('skips rules restricted to other roles', () => {
    const managers = rule({ logic: 'true', roles: ['manager'] });
    expect(evaluateRules([managers], scope, total).findings).toHaveLength(0);
    expect(evaluateRules([managers], scope, total, { role: 'individual' }).findings).toHaveLength(
      0,
    );
    expect(evaluateRules([managers], scope, total, { role: 'manager' }).findings).toHaveLength(1);
  });

  it('evaluates archetypes only from a total of 100', () => {
    const archetype = rule({
      logic: 'true',
      type: 'archetype',
      category: 'master_archetype',
      name: 'The Test',
    });
    expect(evaluateRules([archetype], scope, 99.9).findings).toHaveLength(0);
    const [finding] = evaluateRules([archetype], scope, 100).findings;
    expect(finding).toMatchObject({ archetypeName: 'The Test' });
  });

  it('treats broken, numeric and unknown-name logic as not fired and reports why', () => {
    const outcome = evaluateRules(
      [
        rule({ id: 'broken', logic: 'clarityOfFocus >= and (' }),
        rule({ id: 'number', logic: 'clarityOfFocus + toolFluency' }),
        rule({ id: 'unknown', logic: 'legacyScore >= 3' }),
        rule({ id: 'no-logic', logic: undefined as unknown as string }),
      ],
      scope,
      total,
    );
    expect(outcome.findings).toEqual([]);
    expect(outcome.errors.map((e) => e.ruleId)).toEqual([
      'broken',
      'number',
      'unknown',
      'no-logic',
    ]);
  });

  it('does not fire, and reports nothing, when a rule reads an unmeasured capability', () => {
    const partial = scopeOf(answer((q) => (q.capability === 'Tool Fluency' ? null : 1)));
    const outcome = evaluateRules(
      [rule({ logic: 'not (toolFluency > 3)' })],
      partial.scope,
      partial.total,
    );
    expect(outcome).toMatchObject({ findings: [], errors: [] });
  });

  it('defaults missing severity, priority and flag', () => {
    const [finding] = evaluateRules(
      [rule({ id: 'plain', logic: 'true', severity: 'loud', priority: undefined })],
      scope,
      total,
    ).findings;
    expect(finding).toMatchObject({ severity: 'info', priority: 50, flag: 'plain' });
  });
});
