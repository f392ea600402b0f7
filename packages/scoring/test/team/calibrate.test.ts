// The bundled team rules, measured on simulated teams: every rule fires on 2-50% of teams, none
// fires against its polarity, and no two fired rules of opposite polarity speak about one thing.
import teamRulesJson from '@peak/content/data/team-rules.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import type { Rule } from '../../src';
import {
  calibrateTeams,
  formatTeamCalibration,
  TEAM_TARGETS,
  teamCalibrationFailures,
} from '../../src/team/calibrate';
import { questions, rule } from '../helpers';

const teamRules = teamRulesJson as Rule[];
const teamRule = (overrides: Partial<Rule> & { id: string; logic: string }): Rule =>
  rule({ type: 'team_pattern', category: 'capability_gap', ...overrides });

describe('team calibration of the bundled team rules', () => {
  const c = calibrateTeams({ questions, rules: teamRules, teams: 3000 });

  it('simulates teams of 5-15 whose members are alike, but not too alike', () => {
    expect(c.teams).toBe(3000);
    expect(c.members / c.teams).toBeGreaterThan(9);
    expect(c.members / c.teams).toBeLessThan(11);
    expect(c.totalScoreIcc).toBeGreaterThan(0.1);
    expect(c.totalScoreIcc).toBeLessThan(0.3);
  });

  it('fires every team rule on 2-50% of teams, and none fails to evaluate', () => {
    expect(c.rules).toHaveLength(teamRules.length);
    const off = c.rules.filter(
      (r) =>
        r.errors > 0 ||
        r.fired < TEAM_TARGETS.ruleFiringMin ||
        r.fired > TEAM_TARGETS.ruleFiringMax,
    );
    expect(off).toEqual([]);
  });

  it("says every team's own counts in its texts, never a threshold", () => {
    expect(c.rules.flatMap((r) => r.textProblems)).toEqual([]);
    expect(c.rules.map((r) => r.textViolations).every((v) => v === 0)).toBe(true);
  });

  it('never fires a rule against its polarity, and never fires a contradicting pair', () => {
    expect(c.undeclaredPolarity).toEqual([]);
    expect(c.polarityViolations).toBe(0);
    expect(c.rules.map((r) => r.assertViolations).every((v) => v === 0)).toBe(true);
    expect(c.contradictions).toBe(0);
  });

  it('meets every team target, and says so', () => {
    expect(teamCalibrationFailures(c)).toEqual([]);
    expect(formatTeamCalibration(c)).toContain('Every team target met.');
  });
});

describe('team calibration', () => {
  it('repeats exactly for a seed, and differs for another', () => {
    const run = (seed?: number) =>
      calibrateTeams({ questions, rules: teamRules, teams: 150, seed });
    expect(run()).toEqual(run());
    expect(run(7)).toEqual(run(7));
    expect(run(7)).not.toEqual(run(8));
  });

  it('makes members of a team alike only through the team effect', () => {
    const apart = calibrateTeams({
      questions,
      rules: teamRules,
      teams: 400,
      effect: { general: 0, family: 0 },
    });
    expect(Math.abs(apart.totalScoreIcc)).toBeLessThan(0.05);
    const alike = calibrateTeams({
      questions,
      rules: teamRules,
      teams: 400,
      effect: { general: 0.5, family: 0.5 },
    });
    expect(alike.totalScoreIcc).toBeGreaterThan(0.3);
  });

  it('counts the sizes it is given', () => {
    const c = calibrateTeams({ questions, rules: teamRules, teams: 50, size: { min: 3, max: 3 } });
    expect(c.members).toBe(150);
    expect(c.size).toEqual({ min: 3, max: 3 });
  });

  it('catches rules that fire too often or too rarely, against their polarity, in contradiction, undeclared or broken', () => {
    const rules: Rule[] = [
      // Always: too often, and a strength on Clarity of Focus whatever its counts.
      teamRule({
        id: 'team-always',
        logic: 'n >= 1',
        polarity: 'strength',
        capabilities: ['Clarity of Focus'],
      }),
      // A growth reading of the same capability that often fires with it.
      teamRule({
        id: 'team-focus-low',
        logic: 'clarityOfFocusGrowth >= 0.1',
        polarity: 'growth',
        capabilities: ['Clarity of Focus'],
      }),
      // A family-level growth rule: its texts are about Clarity of Focus too.
      teamRule({
        id: 'team-motivation-low',
        logic: 'motivationalActivationGrowth >= 0.1',
        polarity: 'growth',
        capabilities: [],
        family: 'Motivational Activation',
      }),
      teamRule({ id: 'team-never', logic: 'n > 100', polarity: 'growth' }),
      teamRule({ id: 'team-unknown-name', logic: 'clarityOfFocus >= 3', polarity: 'growth' }),
      teamRule({ id: 'team-no-polarity', logic: 'totalStrong >= 0.3' }),
      teamRule({
        id: 'team-asserts-too-much',
        logic: 'totalStrong >= 0.3',
        polarity: 'strength',
        asserts: 'totalStrong >= 0.6',
      }),
    ];
    const c = calibrateTeams({ questions, rules, teams: 300 });
    const byId = new Map(c.rules.map((r) => [r.id, r]));
    expect(byId.get('team-always')?.fired).toBe(1);
    expect(byId.get('team-always')?.polarityViolations).toBeGreaterThan(0);
    expect(byId.get('team-never')?.fired).toBe(0);
    expect(byId.get('team-unknown-name')?.errors).toBe(300);
    expect(byId.get('team-asserts-too-much')?.assertViolations).toBeGreaterThan(0);
    expect(c.undeclaredPolarity).toEqual(['team-no-polarity']);
    expect(c.contradictions).toBeGreaterThan(0);
    const pairs = c.contradictionExamples.map(([pair]) => pair);
    expect(pairs).toContain('team-always / team-focus-low on Clarity of Focus');
    expect(pairs).toContain('team-always / team-motivation-low on Clarity of Focus');

    const failures = teamCalibrationFailures(c).join('\n');
    for (const expected of [
      'team rule team-always fires on 100.0% of teams',
      'team rule team-never fires on 0.0% of teams',
      'team rule team-always (strength) fires on',
      'team rule team-unknown-name could not be evaluated on 300 teams',
      'team rule team-no-polarity declares no polarity',
      'team rule team-asserts-too-much fires on',
      'pairs of opposite-polarity team patterns',
    ])
      expect(failures).toContain(expected);
    expect(formatTeamCalibration(c)).toContain('MISSED:');
  });

  it('catches texts that state a threshold, or a count their words do not describe', () => {
    const often = 'clarityOfFocusGrowth >= 0.2';
    const rules: Rule[] = [
      teamRule({
        id: 'team-threshold',
        logic: often,
        polarity: 'growth',
        narrative_content:
          'At least one in five of you are Starting or Emerging in Clarity of Focus.',
      }),
      teamRule({
        id: 'team-wrong-bands',
        logic: often,
        polarity: 'growth',
        narrative_content: '{clarityOfFocusGrowth are} Proficient or Expert in Clarity of Focus.',
      }),
      teamRule({
        id: 'team-wrong-subject',
        logic: often,
        polarity: 'growth',
        narrative_content: '{toolFluencyGrowth are} Starting or Emerging in Clarity of Focus.',
      }),
      teamRule({
        id: 'team-static-count',
        logic: often,
        polarity: 'growth',
        narrative_content:
          '{clarityOfFocusGrowth are} Starting or Emerging in Clarity of Focus, and none of you is Expert.',
      }),
      teamRule({
        id: 'team-unknown-figure',
        logic: often,
        polarity: 'growth',
        narrative_content: '{clarityOfFocusGap are} Starting or Emerging in Clarity of Focus.',
      }),
      teamRule({
        id: 'team-counted',
        logic: often,
        polarity: 'growth',
        capabilities: ['Clarity of Focus'],
        narrative_content:
          '{clarityOfFocusGrowth are} Starting or Emerging in Clarity of Focus, and {#clarityOfFocusStrong count} it as a strength.',
      }),
    ];
    const c = calibrateTeams({ questions, rules, teams: 200 });
    const byId = new Map(c.rules.map((r) => [r.id, r]));
    expect(byId.get('team-threshold')?.textProblems.join()).toContain('one in five');
    expect(byId.get('team-wrong-bands')?.textProblems.join()).toContain('counts growth');
    expect(byId.get('team-wrong-subject')?.textProblems.join()).toContain(
      'is about Tool Fluency but its sentence reads it as Clarity of Focus',
    );
    expect(byId.get('team-static-count')?.textProblems.join()).toContain('none of you');
    const unknown = byId.get('team-unknown-figure');
    expect(unknown?.textProblems.join()).toContain('{clarityOfFocusGap}');
    // Every team it fires on: it cannot be written for any of them.
    expect(unknown?.textViolations).toBeGreaterThan(0);
    expect(unknown?.textViolations).toBe(Math.round((unknown?.fired ?? 0) * 200));
    expect(byId.get('team-counted')?.textProblems).toEqual([]);
    expect(byId.get('team-counted')?.textViolations).toBe(0);
    const failures = teamCalibrationFailures(c).join('\n');
    expect(failures).toContain(
      "team rule team-threshold's texts: states a share without its count",
    );
    expect(failures).toContain("team rule team-unknown-figure's texts cannot say the counts of");
    expect(failures).not.toContain("team-counted's texts");
  });
});
