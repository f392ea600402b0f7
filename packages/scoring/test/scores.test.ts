import { describe, expect, it } from 'vitest';
import { computeScores, isCurrentQuestion, isScoredQuestion, recordResponse } from '../src';
import { all, answer, byGroup, questions, scoredQuestions } from './helpers';

describe('question filters', () => {
  it('keeps 36 current Doing questions, 3 per capability', () => {
    expect(scoredQuestions).toHaveLength(36);
    const perCapability = new Map<string, number>();
    for (const q of scoredQuestions)
      perCapability.set(q.capability, (perCapability.get(q.capability) ?? 0) + 1);
    expect(perCapability.size).toBe(12);
    expect([...perCapability.values()].every((n) => n === 3)).toBe(true);
  });

  it('drops retired questions and the Knowing and Gap parts', () => {
    const retired = questions.filter((q) => !isCurrentQuestion(q));
    const otherParts = questions.filter((q) => isCurrentQuestion(q) && q.part !== 'Doing');
    expect(retired.length).toBeGreaterThan(0);
    expect(otherParts.length).toBeGreaterThan(0);
    for (const q of [...retired, ...otherParts]) expect(isScoredQuestion(q)).toBe(false);
  });

  it('records an answer under the field matching the question part', () => {
    const doing = recordResponse(
      { questionId: 'x_v2_1', part: 'Doing', capability: 'Tool Fluency' },
      4,
    );
    const knowing = recordResponse(
      { questionId: 'x_v2_2', part: 'Knowing', capability: 'Tool Fluency' },
      2,
    );
    expect(doing).toEqual({ questionId: 'x_v2_1', doing: 4, knowing: null, gap: null });
    expect(knowing).toEqual({ questionId: 'x_v2_2', doing: null, knowing: 2, gap: null });
  });
});

describe('scores', () => {
  it('all 1s: the floor everywhere', () => {
    const s = computeScores(questions, all(1));
    expect(s.rawOverallScore).toBe(36);
    expect(s.overallScore).toBe(1);
    expect(s.maturityLevel).toBe('Starting');
    expect(s.capabilityScores.every((c) => c.score === 3 && c.band === 'Starting')).toBe(true);
    expect(s.familyScores.map((f) => f.score)).toEqual([9, 9, 9, 9]);
    expect(s.selfScore).toBe(18);
    expect(s.systemScore).toBe(18);
    expect(s.selfSystemBalance).toBe('Balanced');
    expect(s.dreyfus_stage).toBe('Novice');
    expect(s.topStrengths).toEqual([]);
    expect(s.topGrowthAreas).toHaveLength(3);
    expect(s.warnings).toEqual([]);
  });

  it('all 5s: the ceiling everywhere', () => {
    const s = computeScores(questions, all(5));
    expect(s.rawOverallScore).toBe(180);
    expect(s.overallScore).toBe(5);
    expect(s.maturityLevel).toBe('Expert');
    expect(s.familyScores.every((f) => f.score === 45 && f.band === 'Expert')).toBe(true);
    expect(s.breakdown.Individual.percent).toBe(100);
    expect(s.dreyfus_stage).toBe('Expert');
    expect(s.topStrengths).toHaveLength(3);
    expect(s.topGrowthAreas).toEqual([]);
  });

  it('all 3s: the middle', () => {
    const s = computeScores(questions, all(3));
    expect(s.rawOverallScore).toBe(108);
    expect(s.maturityLevel).toBe('Developing');
    expect(s.capabilityAverages['Tool Fluency']).toEqual({ doing: 3, knowing: null, gap: null });
    expect(s.dimensionScores.rows.every((r) => r.percents.every((p) => p === 60))).toBe(true);
    expect(s.dreyfus_stage).toBe('Competent');
    // 9 of 15 is Developing: neither a strength (top two bands) nor a growth area (bottom two).
    expect(s.capabilityScores.every((c) => c.band === 'Developing')).toBe(true);
    expect(s.topStrengths).toEqual([]);
    expect(s.topGrowthAreas).toEqual([]);
  });

  it('lists capabilities in the fixed display order', () => {
    const s = computeScores(questions, all(3));
    expect(s.capabilityScores.map((c) => c.capability).slice(0, 3)).toEqual([
      'Situational Awareness',
      'Rhythm & Ritual',
      'Clarity of Focus',
    ]);
  });

  it('self and system groups and the orientation split', () => {
    const s = computeScores(questions, byGroup(5, 1));
    expect(s.selfScore).toBe(90);
    expect(s.systemScore).toBe(18);
    expect(s.selfSystemBalance).toBe('Self-heavy');
    // Sense & Align = Contextual Awareness (self, 45) + Relational Navigation (system, 9).
    expect(s.senseAlignScore).toBe(54);
    expect(s.activateExecuteScore).toBe(54);
  });

  it('leaves out an unanswered capability and says so', () => {
    const s = computeScores(
      questions,
      answer((q) => (q.capability === 'Tool Fluency' ? null : 4)),
    );
    expect(s.missingCapabilities).toEqual(['Tool Fluency']);
    expect(s.capabilityScores.find((c) => c.capability === 'Tool Fluency')).toMatchObject({
      score: null,
      band: null,
    });
    const execution = s.familyScores.find((f) => f.family === 'Execution Rhythms');
    expect(execution).toMatchObject({ score: 24, max: 30, missing: ['Tool Fluency'] });
    expect(s.rawOverallScore).toBe(132);
    expect(s.overallScore).toBe(4);
    expect(s.warnings.filter((w) => w.startsWith('Missing answer'))).toHaveLength(3);
  });

  it('scores a partly answered capability on the answers it has', () => {
    const first = scoredQuestions.find((q) => q.capability === 'Clarity of Focus');
    const s = computeScores(
      questions,
      answer((q) => (q === first ? null : 4)),
    );
    expect(s.capabilityScores.find((c) => c.capability === 'Clarity of Focus')?.score).toBe(12);
    expect(s.warnings).toEqual([`Missing answer for question ${first?.questionId}`]);
  });

  it('skips out-of-range answers and unknown questions with a warning', () => {
    const responses = [...all(2), { questionId: 'nope_v2_9', doing: 3 }];
    responses[0] = { ...responses[0], questionId: responses[0]?.questionId as string, doing: 9 };
    const s = computeScores(questions, responses);
    expect(s.warnings).toContain(
      `Answer to question ${responses[0]?.questionId} is outside 1-5 and was skipped`,
    );
    expect(s.warnings).toContain('Answer to unknown question nope_v2_9 was skipped');
  });

  it('growth tiers: 7.5 or less when nothing is 6 or less', () => {
    const t = computeScores(
      questions,
      answer((q) => (q.capability === 'Tool Fluency' ? (q.scopeLevel === 'Team' ? 3 : 2) : 4)),
    );
    expect(t.topGrowthAreas).toEqual([{ capability: 'Tool Fluency', score: 7 }]);
  });
});
