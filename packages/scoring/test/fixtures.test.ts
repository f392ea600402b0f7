// Golden replay: every fixture's responses must score to exactly its stored results.
import { describe, expect, it } from 'vitest';
import { scoreAssessment } from '../src';
import { type Fixture, questions, readFixtures, rules } from './helpers';

const fixtures = readFixtures();
const byName = new Map(fixtures.map(([file, f]) => [file.replace(/\.json$/, ''), f]));

describe('golden fixtures', () => {
  it('has at least 15', () => expect(fixtures.length).toBeGreaterThanOrEqual(15));

  it.each(fixtures)('%s replays exactly', (_file, fixture) => {
    const results = scoreAssessment(fixture.responses, {
      questions,
      rules,
      context: { role: fixture.role },
      durationsMs: fixture.durationsMs,
    });
    expect(results).toEqual(fixture.expected);
    expect(results).toMatchObject(fixture.checks);
  });

  const report = (name: string) => {
    const f = byName.get(name);
    if (!f) throw new Error(`fixture ${name} is missing`);
    return f.expected.report;
  };

  it('covers growth-area and strength patterns and an archetype', () => {
    expect(report('stakeholder-ghosting').patterns.some((p) => p.label === 'Growth Area')).toBe(
      true,
    );
    expect(report('all-1s').patterns.every((p) => p.label === 'Growth Area')).toBe(true);
    expect(report('strategic-navigator').patterns.some((p) => p.label === 'Strength')).toBe(true);
    expect(report('strategic-navigator').archetype?.runnerUp?.ruleId).toBe('ma-connector');
    expect(report('shared-lead').archetype).toBeNull();
    expect(report('archetype-gate-99').archetype).toBeNull();
    expect(report('archetype-gate-100').archetype).not.toBeNull();
  });

  it('fires role rules for their role only', () => {
    const f = byName.get('role-manager-delegation') as Fixture;
    expect(f.expected.findings.map((x) => x.ruleId)).toContain('pp-delegation-drift');
    const unroled = scoreAssessment(f.responses, { questions, rules });
    expect(unroled.findings.map((x) => x.ruleId)).not.toContain('pp-delegation-drift');
  });

  it('notes the capabilities that rest on fewer than three answers', () => {
    const reduced = report('not-applicable-individual-contributor').reducedAnswers;
    expect(reduced.length).toBeGreaterThan(0);
    expect(reduced.every((r) => r.answered === 2)).toBe(true);
  });
});
