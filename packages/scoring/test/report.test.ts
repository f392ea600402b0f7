import { describe, expect, it } from 'vitest';
import {
  buildReport,
  CAPABILITIES,
  checkModelStory,
  composeStory,
  listOf,
  quotableNumbers,
  type Rule,
  scoreAssessment,
} from '../src';
import { answer, questions, rule, rules, scoredQuestions } from './helpers';

const byCapability = (levels: Record<string, number>, otherwise: number) =>
  answer((q) => levels[q.capability] ?? otherwise);
const score = (
  responses = byCapability({}, 3),
  extra: Partial<Parameters<typeof scoreAssessment>[1]> = {},
) => scoreAssessment(responses, { questions, rules, ...extra });

describe('the report object', () => {
  it('gives every score one band and marks the edge of the next', () => {
    // 4+3+3 = 10 on Clarity of Focus: Developing, on the edge of Proficient.
    const responses = answer((q) =>
      q.capability === 'Clarity of Focus' &&
      q.questionId === scoredQuestions.find((s) => s.capability === 'Clarity of Focus')?.questionId
        ? 4
        : 3,
    );
    const { report } = score(responses);
    const focus = report.capabilities.find((c) => c.capability === 'Clarity of Focus');
    expect(focus).toMatchObject({ score: 10, band: 'Developing', edge: 'Proficient' });
    const other = report.capabilities.find((c) => c.capability === 'Tool Fluency');
    expect(other).toMatchObject({ score: 9, band: 'Developing', edge: null, standing: null });
    expect(report.overall).toMatchObject({ score: 109, max: 180, band: 'Developing' });
  });

  it('lists strengths from the top two bands and growth areas from the bottom two', () => {
    const { report } = score(
      byCapability(
        { 'Clarity of Focus': 5, 'Tool Fluency': 4, 'Rhythm & Ritual': 1, 'Process Discipline': 2 },
        3,
      ),
    );
    expect(report.strengths).toEqual(['Clarity of Focus', 'Tool Fluency']);
    expect(report.growthAreas).toEqual(['Rhythm & Ritual', 'Process Discipline']);
    expect(report.oneActions).toEqual(['Rhythm & Ritual', 'Process Discipline']);
    expect(
      report.capabilities
        .filter((c) => c.oneAction)
        .map((c) => c.capability)
        .sort(),
    ).toEqual(['Process Discipline', 'Rhythm & Ritual']);
  });

  it('classes a card by its rule polarity, never by words in its name', () => {
    const drifting: Rule = rule({
      id: 'named-like-a-growth-area',
      name: 'Chaos Drift Abyss',
      logic: 'clarityOfFocus >= 5',
      polarity: 'strength',
      capabilities: ['Clarity of Focus'],
    });
    const { report } = score(byCapability({ 'Clarity of Focus': 5 }, 3), { rules: [drifting] });
    expect(report.patterns[0]).toMatchObject({ name: 'Chaos Drift Abyss', label: 'Strength' });
  });

  it('never asks a Growth card to work on a capability in the top two bands', () => {
    const ghosting = rules.find((r) => r.id === 'pp-stakeholder-ghosting') as Rule;
    const { report } = score(
      byCapability({ 'Stakeholder Intelligence': 1, 'Process Discipline': 5 }, 3),
      { rules: [ghosting] },
    );
    expect(report.patterns[0]).toMatchObject({
      label: 'Growth Area',
      workOn: ['Stakeholder Intelligence'],
      buildsOn: ['Process Discipline'],
    });
  });

  it('shows an archetype only to a reader who meets its rule, with a near runner-up', () => {
    const even = score(byCapability({}, 4));
    expect(even.rawOverallScore).toBe(144);
    expect(even.report.archetype).toMatchObject({ name: 'The All-Rounder', label: 'Strength' });
    expect(even.report.archetypeNote).toBeNull();
    const rules = [
      rule({ id: 'a1', type: 'archetype', name: 'The Test', logic: 'total >= 150' }),
      rule({ id: 'a2', type: 'archetype', name: 'The Near', logic: 'total >= 104' }),
      rule({ id: 'a3', type: 'archetype', name: 'The Runner', logic: 'total >= 112' }),
    ];
    const none = scoreAssessment(byCapability({}, 3), { questions, rules: rules.slice(0, 1) });
    expect(none.rawOverallScore).toBe(108);
    expect(none.report.archetype).toBeNull();
    expect(none.report.archetypeNote).toMatch(/None of the archetypes fits/);
    const near = scoreAssessment(byCapability({}, 3), { questions, rules });
    // a3 misses by 4 points of the total, within one unit of answer noise (6): the runner-up.
    expect(near.report.archetype).toMatchObject({
      name: 'The Near',
      runnerUp: { ruleId: 'a3', name: 'The Runner' },
    });
  });

  it('labels the archetype by the reader: a Growth Area when nothing it names is a top strength', () => {
    const low = score(byCapability({}, 3));
    expect(low.report.archetype).toMatchObject({ name: 'The All-Rounder', label: 'Growth Area' });
  });

  it('says plainly why no archetype is shown below 100', () => {
    const low = score(byCapability({}, 2));
    expect(low.report.archetype).toBeNull();
    expect(low.report.archetypeNote).toMatch(
      /shown from a total of 100 of 180; yours is 72 of 180/,
    );
  });

  it('lists strengths and growth areas by their definition, with how many more there are', () => {
    const { report } = score(byCapability({}, 5));
    expect(report.strengths).toHaveLength(3);
    expect(report.moreStrengths).toBe(9);
    const low = score(byCapability({}, 1)).report;
    expect(low.growthAreas).toHaveLength(3);
    expect(low.moreGrowthAreas).toBe(9);
    expect(low.oneActions).toEqual(low.growthAreas);
  });

  it('starts with one action only where the profile clearly points', () => {
    // Rhythm & Ritual (3 of 15) is well below the reader's own average of the rest (9).
    const clear = score(byCapability({ 'Rhythm & Ritual': 1 }, 3)).report;
    expect(clear.firstAction).toMatchObject({
      source: 'capability',
      capability: 'Rhythm & Ritual',
    });
    // No growth area lower than the rest: the stated order decides, and says so.
    const even = score(byCapability({}, 2)).report;
    expect(even.firstAction).toMatchObject({
      capability: 'Clarity of Focus',
      reason: 'foundation',
    });
    expect(even.firstAction?.because).toMatch(/None of your growth areas stands clearly below/);
    // No growth area at all: the first step builds on the headline pattern.
    const strong = score(byCapability({}, 5)).report;
    expect(strong.firstAction).toMatchObject({ source: 'finding', reason: 'builds-on' });
  });

  it('keeps Next Steps to three, starting with the first action', () => {
    const { report } = score(byCapability({ 'Rhythm & Ritual': 1, 'Outcome Reflection': 2 }, 3));
    expect(report.nextSteps.length).toBeLessThanOrEqual(3);
    expect(report.nextSteps[0]).toEqual({ source: 'capability', capability: 'Rhythm & Ritual' });
    expect(report.nextSteps[1]).toEqual({ source: 'capability', capability: 'Outcome Reflection' });
    const shown = new Set([...report.patterns, report.archetype].map((f) => f?.ruleId));
    for (const step of report.nextSteps.slice(2)) {
      expect(step.source).toBe('finding');
      if (step.source === 'finding') expect(shown.has(step.ruleId)).toBe(true);
    }
  });

  it("chooses a verdict text per level: a low Balanced reader does not read a high one's text", () => {
    expect(score(byCapability({}, 1)).report.selfVsSystem.textKey).toBe('Balanced/low');
    expect(score(byCapability({}, 3)).report.selfVsSystem.textKey).toBe('Balanced/middle');
    expect(score(byCapability({}, 5)).report.senseVsActivate.textKey).toBe('Balanced/high');
  });

  it('carries the role, the effort verdict and the capabilities resting on fewer answers', () => {
    const optOut = scoredQuestions.find((q) => q.notApplicable);
    const responses = answer((q) => (q === optOut ? null : 4)).concat(
      optOut ? [{ questionId: optOut.questionId, doing: null }] : [],
    );
    const results = score(responses, {
      context: { role: 'individual-contributor' },
      durationsMs: responses.map(() => 900),
    });
    expect(results.role).toBe('individual-contributor');
    expect(results.report.role).toBe('individual-contributor');
    expect(results.report.effort?.reasons.map((r) => r.code)).toContain('fast');
    if (optOut)
      expect(results.report.reducedAnswers).toEqual([
        { capability: optOut.capability, answered: 2 },
      ]);
  });

  it('is a function of the results object: rebuilt from a saved result, it is the same', () => {
    const results = score(byCapability({ 'Clarity of Focus': 5, 'Tool Fluency': 1 }, 3));
    const saved = JSON.parse(JSON.stringify(results));
    expect(buildReport(saved)).toEqual(results.report);
  });

  it('reads an older saved result that has no archetype match, effort or role', () => {
    const {
      archetypeMatch: _a,
      effort: _e,
      role: _r,
      report: _p,
      ...older
    } = score(byCapability({}, 4));
    const report = buildReport(older);
    expect(report.role).toBeNull();
    expect(report.effort).toBeNull();
    expect(report.capabilities).toHaveLength(CAPABILITIES.length);
  });
});

describe('the local story', () => {
  it('is 3 to 5 paragraphs, grammatical for one strength or several', () => {
    const one = composeStory(score(byCapability({ 'Clarity of Focus': 5 }, 3)));
    expect(one).toMatch(/Your strength, in the top two bands, is Clarity of Focus\./);
    const many = composeStory(score(byCapability({ 'Clarity of Focus': 5, 'Tool Fluency': 5 }, 3)));
    expect(many).toMatch(
      /Your strengths, in the top two bands, are Clarity of Focus and Tool Fluency\./,
    );
    const all = composeStory(score(byCapability({}, 5)));
    expect(all).toMatch(/Your strengths, in the top two bands, are .+, and 9 more\./);
    expect(all).toMatch(/Your four families score the same/);
    for (const story of [one, many]) {
      const paragraphs = story.split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(5);
    }
  });

  it('opens with what is distinctive about the reader, not the total', () => {
    const story = composeStory(
      score(byCapability({ 'Rhythm & Ritual': 1, 'Process Discipline': 1, 'Tool Fluency': 1 }, 4)),
    );
    const [opening] = story.split('\n\n');
    expect(opening).toMatch(/^Your profile has the shape of The /);
    expect(opening).toMatch(/between .+ and Execution Rhythms/);
    expect(opening).not.toMatch(/of 180/);
  });

  it('refuses a model story that names another archetype than the report', () => {
    const results = score(byCapability({}, 4));
    const allowed = quotableNumbers(results);
    const names = ['The All-Rounder', 'The Connector', 'The Self-Starter'];
    const story = (name: string) => [`You read like ${name}.`, 'Two.', 'Three.'].join('\n\n');
    const shown = { names, shown: 'The All-Rounder' };
    expect(checkModelStory(story('an all-rounder'), allowed, shown)).toEqual({ ok: true });
    expect(checkModelStory(story('The Connector'), allowed, shown)).toEqual({
      ok: false,
      reason: "names The Connector, which is not the report's archetype",
    });
  });

  it('joins lists as people write them', () => {
    expect(listOf(['A'])).toBe('A');
    expect(listOf(['A', 'B'])).toBe('A and B');
    expect(listOf(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it('accepts a model story of 3-5 paragraphs that quotes only given numbers', () => {
    const results = score(byCapability({}, 4));
    const allowed = quotableNumbers(results);
    const ok = ['Your total is 144 of 180.', 'Two.', 'Three.'].join('\n\n');
    expect(checkModelStory(ok, allowed)).toEqual({ ok: true });
    expect(checkModelStory('One paragraph only.', allowed)).toMatchObject({ ok: false });
    const invented = ['You beat 87% of leaders.', 'Two.', 'Three.'].join('\n\n');
    expect(checkModelStory(invented, allowed)).toEqual({
      ok: false,
      reason: 'quotes 87, which is not in the results',
    });
  });
});
