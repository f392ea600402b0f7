import { describe, expect, it } from 'vitest';
import { INVALID_RESPONSE_ERROR, type Rule, scoreAssessment, signatureCombinations } from '../src';
import { all, answer, byGroup, questions, rule, rules } from './helpers';

describe('the full pipeline', () => {
  it('returns the zero error result when a response lacks a questionId', () => {
    const results = scoreAssessment([...all(4), { doing: 3 }], { questions, rules });
    expect(results.error).toBe(INVALID_RESPONSE_ERROR);
    expect(results.rawOverallScore).toBe(0);
    expect(results.overallScore).toBe(0);
    expect(results.capabilityScores.every((c) => c.score === 0)).toBe(true);
    expect(results.arbitratedFindings).toEqual([]);
  });

  it.each([[null], ['x'], [42], [[{ questionId: '' }]]])(
    'treats %j as invalid response data',
    (input) => {
      const responses = (Array.isArray(input) ? input : [input]) as unknown[];
      expect(scoreAssessment(responses, { questions, rules }).error).toBe(INVALID_RESPONSE_ERROR);
    },
  );

  it('still delivers the basic results when interpretation fails', () => {
    const hostile = [null] as unknown as Rule[];
    const results = scoreAssessment(all(4), { questions, rules: hostile });
    expect(results.rawOverallScore).toBe(144);
    expect(results.maturityLevel).toBe('Proficient');
    expect(results.arbitratedFindings).toEqual([]);
    expect(results.warnings.at(-1)).toMatch(/^Interpretation unavailable/);
  });

  it('reports rule faults in pipelineStats without failing', () => {
    const faulty = [
      ...rules,
      rule({ id: 'malformed', logic: 'clarityOfFocus >= and (' }),
      rule({ id: 'numeric', logic: 'clarityOfFocus + toolFluency' }),
      rule({ id: 'unknown-name', logic: 'legacyScore >= 3' }),
    ];
    const results = scoreAssessment(all(4), { questions, rules: faulty });
    expect(results.pipelineStats.ruleErrors.map((e) => e.ruleId).sort()).toEqual([
      'malformed',
      'numeric',
      'unknown-name',
    ]);
    expect(results.pipelineStats.rulesTotal).toBe(faulty.length);
    expect(results.pipelineStats.rulesEvaluated + results.pipelineStats.rulesSkipped).toBe(
      faulty.length,
    );
  });

  it('no bundled rule faults on any answer set', () => {
    for (const value of [1, 2, 3, 4, 5])
      expect(scoreAssessment(all(value), { questions, rules }).pipelineStats.ruleErrors).toEqual(
        [],
      );
  });

  it('adds a fallback pattern when no rule pattern survives', () => {
    const results = scoreAssessment(all(3), { questions, rules: [rule({ logic: 'false' })] });
    expect(results.arbitratedFindings.map((f) => f.ruleId)).toEqual(['fallback-generic-insight']);
    const high = scoreAssessment(all(5), { questions, rules: [] });
    expect(high.arbitratedFindings.map((f) => f.ruleId)).toEqual(['fallback-high-performer']);
    const low = scoreAssessment(all(1), { questions, rules: [] });
    expect(low.arbitratedFindings.map((f) => f.ruleId)).toEqual(['fallback-growth-opportunity']);
  });

  it('counts the pipeline stages', () => {
    const results = scoreAssessment(all(5), { questions, rules });
    const { rawFindings, arbitratedFindings, routedLayers, reductionPercent } =
      results.pipelineStats;
    expect(rawFindings).toBe(results.findings.length);
    expect(arbitratedFindings).toBe(results.arbitratedFindings.length);
    expect(arbitratedFindings).toBeLessThanOrEqual(12);
    expect(routedLayers).toBe(Object.values(results.routedContent).filter((s) => s.length).length);
    expect(reductionPercent).toBe(
      Math.round(((rawFindings - arbitratedFindings) / rawFindings) * 100),
    );
  });

  it("shows three patterns, labelled by their rules' polarity, and one archetype", () => {
    const strong = scoreAssessment(all(5), { questions, rules });
    // An even profile shows the archetype alone: the even card would say what it says.
    expect(strong.report.patterns.every((p) => p.label === 'Strength')).toBe(true);
    expect(strong.report.archetype).not.toBeNull();
    expect(signatureCombinations(strong.arbitratedFindings).patterns).toHaveLength(3);
    const spiky = scoreAssessment(byGroup(1, 5), { questions, rules });
    expect(spiky.report.patterns).toHaveLength(3);
    const weak = scoreAssessment(all(1), { questions, rules });
    expect(weak.report.patterns.every((p) => p.label === 'Growth Area')).toBe(true);
    expect(weak.report.archetype).toBeNull();
  });

  it('skips role-restricted rules unless the role matches', () => {
    const input = { questions, rules };
    // Motivational Activation alone and clearly lowest: the family finding has a leader's version.
    const drive = answer((q) =>
      ['Clarity of Focus', 'Avoidance & Activation', 'Outcome Reflection'].includes(q.capability)
        ? 2
        : 4,
    );
    const anyone = scoreAssessment(drive, input).findings.map((f) => f.ruleId);
    const manager = scoreAssessment(drive, {
      ...input,
      context: { role: 'manager' },
    }).findings.map((f) => f.ruleId);
    const restricted = rules.filter((r) => r.roles?.includes('manager')).map((r) => r.id);
    expect(anyone.some((id) => restricted.includes(id))).toBe(false);
    expect(manager.some((id) => restricted.includes(id))).toBe(true);
  });

  it('is deterministic', () => {
    const responses = byGroup(4, 2);
    expect(scoreAssessment(responses, { questions, rules })).toEqual(
      scoreAssessment(responses, { questions, rules }),
    );
  });
});
