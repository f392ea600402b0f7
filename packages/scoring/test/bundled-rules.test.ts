// The bundled rules, read as the engine reads them: each compiles, and each declares the polarity
// its logic implies, so a Strength label never sits on a rule that needs a low score.
import { describe, expect, it } from 'vitest';
import { describesLowScores, ruleExpression } from '../src';
import { rules } from './helpers';

const enabled = rules.filter((r) => r.enabled);

describe('bundled rules', () => {
  it('compile to a condition over known names', () => {
    const faults = enabled
      .map((r) => ({ id: r.id, compiled: ruleExpression(r) }))
      .filter((r) => !r.compiled.ok);
    expect(faults).toEqual([]);
  });

  it('declare a polarity, and every pattern that needs a low score is a growth finding', () => {
    for (const r of enabled) expect(['strength', 'growth'], r.id).toContain(r.polarity);
    const mislabelled = enabled
      .filter((r) => r.type === 'pattern' && describesLowScores(r) && r.polarity !== 'growth')
      .map((r) => r.id);
    expect(mislabelled).toEqual([]);
  });

  it('class Operator-to-Navigator (high execution, low context) as growth', () => {
    const rule = rules.find((r) => r.id === 'ep-operator-to-navigator');
    expect(rule && describesLowScores(rule)).toBe(true);
    expect(rule?.polarity).toBe('growth');
  });

  it('keep role rules for the roles the intro offers', () => {
    const roles = new Set(enabled.flatMap((r) => r.roles ?? []));
    for (const role of roles)
      expect(['individual-contributor', 'manager', 'senior-leader']).toContain(role);
    expect(roles.size).toBeGreaterThan(0);
  });
});
