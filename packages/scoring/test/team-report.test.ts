// The team report from band counts: counts add up, the middle and spread read the counts, shared
// strengths need more than half of the team, the agenda fills 90 minutes, and nothing in the report
// carries one member's score.
import { describe, expect, it } from 'vitest';
import {
  addCounts,
  type BandCounts,
  buildTeamReport,
  CAPABILITIES,
  emptyTeamCounts,
  type Rule,
  scoreAssessment,
  type TeamTexts,
  teamCountsOf,
  teamItem,
  teamScope,
  withMember,
} from '../src';
import { all, answer, questions, rules } from './helpers';

const texts: TeamTexts = {
  opening: {
    title: 'Open',
    withStrengths: 'You share {strengths}.',
    withoutStrengths: 'Start with what works.',
  },
  closing: { title: 'Close', detail: 'Agree one experiment.' },
  capabilities: Object.fromEntries(
    CAPABILITIES.map((c) => [
      c.name,
      { strength: `${c.name} strength.`, practice: `${c.name} practice.`, discuss: `${c.name}?` },
    ]),
  ) as TeamTexts['capabilities'],
};

const scoredAt = (value: number) => scoreAssessment(all(value), { questions, rules });

describe('team counts', () => {
  it('count each member once per item, in the band of their score', () => {
    const counts = teamCountsOf([scoredAt(1), scoredAt(3), scoredAt(5), scoredAt(5)]);
    expect(counts.n).toBe(4);
    expect(counts.total).toEqual([1, 0, 1, 0, 2]);
    for (const c of CAPABILITIES) expect(counts.capabilities[c.name]).toEqual([1, 0, 1, 0, 2]);
    expect(counts.selfSystem).toEqual({ self: 0, balanced: 4, system: 0 });
  });

  it('leave an unmeasured capability, its family and the total out, and the error result entirely', () => {
    const partial = scoreAssessment(
      answer((q) => (q.capability === 'Tool Fluency' ? null : 4)),
      { questions, rules },
    );
    const counts = withMember(emptyTeamCounts(), partial);
    expect(counts.capabilities['Tool Fluency']).toEqual([0, 0, 0, 0, 0]);
    expect(counts.families['Execution Rhythms'].reduce((a, b) => a + b)).toBe(0);
    expect(counts.total.reduce((a, b) => a + b)).toBe(0);
    expect(withMember(counts, { ...partial, error: 'invalid' })).toBe(counts);
  });

  it('add as groups add', () => {
    const a = teamCountsOf([scoredAt(1), scoredAt(2)]);
    const b = teamCountsOf([scoredAt(4)]);
    expect(addCounts(a, b)).toEqual(teamCountsOf([scoredAt(1), scoredAt(2), scoredAt(4)]));
  });
});

describe('team items', () => {
  it('read the middle band, the shares and the spread from the counts', () => {
    const item = teamItem('x', [1, 1, 1, 1, 1]);
    expect(item).toMatchObject({
      n: 5,
      middle: 'Developing',
      strong: 0.4,
      growth: 0.4,
      split: true,
    });
    expect(item.spread).toBeCloseTo(Math.SQRT2);
    expect(teamItem('y', [0, 0, 4, 0, 0])).toMatchObject({
      spread: 0,
      split: false,
      middle: 'Developing',
    });
    expect(teamItem('z', [0, 0, 2, 2, 0]).middle).toBe('Developing');
  });
});

describe('the team report', () => {
  const withBands = (bands: BandCounts) => {
    const counts = emptyTeamCounts();
    for (const c of CAPABILITIES) counts.capabilities[c.name] = [...bands] as BandCounts;
    counts.n = bands.reduce((a, b) => a + b);
    return counts;
  };

  it('names shared strengths only when more than half of the team is in the top two bands', () => {
    const strong = withBands([0, 0, 2, 3, 0]);
    expect(buildTeamReport(strong, { rules: [], texts }).sharedStrengths).toHaveLength(12);
    const half = withBands([0, 0, 2, 1, 1]);
    expect(buildTeamReport(half, { rules: [], texts }).sharedStrengths).toEqual([]);
  });

  it('builds a 90-minute agenda from the gaps and the differences', () => {
    const counts = withBands([0, 1, 3, 1, 0]);
    counts.capabilities['Cost of Delay Thinking'] = [2, 2, 1, 0, 0];
    counts.capabilities['Stakeholder Intelligence'] = [2, 0, 0, 0, 3];
    const report = buildTeamReport(counts, { rules: [], texts });
    expect(report.agenda.reduce((s, a) => s + a.minutes, 0)).toBe(90);
    expect(report.agenda[1]).toMatchObject({
      capability: 'Cost of Delay Thinking',
      title: 'Cost of Delay Thinking: four of your five are Starting or Emerging',
      detail: 'Cost of Delay Thinking practice.',
    });
    expect(report.agenda[2]).toMatchObject({
      capability: 'Stakeholder Intelligence',
      title: 'Stakeholder Intelligence: three of your five see a strength, two see a gap',
    });
    expect(report.differsMost[0]).toBe('Stakeholder Intelligence');
    expect(report.sharedGaps).toEqual(['Cost of Delay Thinking']);
  });

  it('fires team rules on team figures, highest priority first', () => {
    const rule = (id: string, logic: string, priority: number): Rule => ({
      id,
      name: id,
      type: 'team_pattern',
      category: 'team',
      enabled: true,
      logic,
      priority,
      polarity: 'growth',
      narrative_content: `${id} narrative`,
    });
    const counts = withBands([2, 2, 1, 0, 0]);
    const scope = teamScope(counts);
    expect(scope.clarityOfFocusGrowth).toBeCloseTo(0.8);
    const report = buildTeamReport(counts, {
      rules: [
        rule('low', 'clarityOfFocusGrowth >= 0.5', 10),
        rule('high', 'toolFluencyGrowth > 0.7', 90),
        rule('never', 'toolFluencyStrong > 0.5', 99),
      ],
      texts,
    });
    expect(report.patterns.map((p) => p.ruleId)).toEqual(['high', 'low']);
  });

  it('holds band counts only: no score of any member appears in it', () => {
    const member = scoredAt(4);
    const report = buildTeamReport(teamCountsOf([member, scoredAt(2), scoredAt(3)]), {
      rules: [],
      texts,
    });
    const text = JSON.stringify(report);
    expect(text).not.toContain(String(member.rawOverallScore));
    expect(text).not.toMatch(/"score"/);
  });
});
