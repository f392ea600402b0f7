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
    // Both growth areas stand clearly below the reader's own average: the plan takes them in order.
    expect(
      report.capabilities
        .filter((c) => c.planStep !== null)
        .sort((a, b) => (a.planStep ?? 0) - (b.planStep ?? 0))
        .map((c) => c.capability),
    ).toEqual(['Rhythm & Ritual', 'Process Discipline']);
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
    const card = report.patterns.find((p) => p.ruleId === 'pp-stakeholder-ghosting');
    expect(card).toMatchObject({
      label: 'Growth Area',
      workOn: ['Stakeholder Intelligence'],
      buildsOn: ['Process Discipline'],
    });
    for (const p of report.patterns.filter((p) => p.polarity === 'growth'))
      expect(p.workOn).not.toContain('Process Discipline');
  });

  it('shows an archetype only to a reader who meets its rule, with a near runner-up', () => {
    const even = score(byCapability({}, 4));
    expect(even.rawOverallScore).toBe(144);
    expect(even.report.archetype).toMatchObject({ name: 'The All-Rounder', label: 'Strength' });
    expect(even.report.archetypeNote).toBeNull();
    // Two families sharing the top place, clearly above the rest: no single leader fits.
    const shared = score(
      byCapability(
        {
          'Stakeholder Intelligence': 5,
          'Cultural Reinforcement': 5,
          'Tradeoff Intelligence': 5,
          'Rhythm & Ritual': 5,
          'Process Discipline': 5,
          'Tool Fluency': 5,
        },
        3,
      ),
    );
    expect(shared.report.archetype).toBeNull();
    expect(shared.report.archetypeNote).toBe(
      'Relational Navigation and Execution Rhythms share your highest place among the families, so no single archetype describes your profile: the patterns above do.',
    );
    const rules = [
      rule({ id: 'a1', type: 'archetype', name: 'The Test', logic: 'total >= 150' }),
      rule({ id: 'a2', type: 'archetype', name: 'The Near', logic: 'total >= 104' }),
      rule({ id: 'a3', type: 'archetype', name: 'The Runner', logic: 'total >= 112' }),
    ];
    const none = scoreAssessment(byCapability({}, 3), { questions, rules: rules.slice(0, 1) });
    expect(none.rawOverallScore).toBe(108);
    expect(none.report.archetype).toBeNull();
    expect(none.report.archetypeNote).toMatch(/share your highest place among the families/);
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
      /appears once your total reaches 100; yours is 72 today/,
    );
  });

  it('lists strengths and growth areas by their definition, with how many more there are', () => {
    const { report } = score(byCapability({}, 5));
    expect(report.strengths).toHaveLength(3);
    expect(report.moreStrengths).toBe(9);
    const low = score(byCapability({}, 1)).report;
    expect(low.growthAreas).toHaveLength(3);
    expect(low.moreGrowthAreas).toBe(9);
  });

  it('plans from the reading: clear lows first, ties said and broken by a stated order', () => {
    // Rhythm & Ritual (3 of 15) stands clearly below the reader's own average of the rest (9).
    const clear = score(byCapability({ 'Rhythm & Ritual': 1 }, 3)).report;
    expect(clear.plan.start).toMatchObject({
      capability: 'Rhythm & Ritual',
      reason: 'clearly-low',
      tier: 'growth',
    });
    expect(clear.plan.start?.because).toBe(
      'Rhythm & Ritual sits 6 points below your average across your other capabilities, far more than answering on another day would explain.',
    );
    // Every capability tied: the foundation order decides, and the plan says why.
    const even = score(byCapability({}, 2)).report;
    expect(even.plan.start).toMatchObject({ capability: 'Clarity of Focus', reason: 'foundation' });
    expect(even.plan.start?.because).toBe(
      'Your twelve capabilities share one score, so start with the habit the others build on most: Clarity of Focus.',
    );
    expect(even.plan.next.map((s) => s.capability)).toEqual([
      'Rhythm & Ritual',
      'Avoidance & Activation',
    ]);
    // No growth area at all: one step, stretching a strong habit.
    const strong = score(byCapability({}, 5)).report;
    expect(strong.plan.start).toMatchObject({ tier: 'stretch', reason: 'foundation' });
    expect(strong.plan.next).toEqual([]);
  });

  it('keeps the plan to three steps, each a different capability', () => {
    const { report } = score(byCapability({ 'Rhythm & Ritual': 1, 'Outcome Reflection': 2 }, 3));
    const steps = [report.plan.start, ...report.plan.next];
    expect(steps.length).toBeLessThanOrEqual(3);
    expect(steps.map((s) => s?.capability)).toEqual(['Rhythm & Ritual', 'Outcome Reflection']);
    expect(report.plan.retakeAfterDays).toBe(90);
  });

  it('leads with the most specific true finding: the capability behind a family dip', () => {
    // Outcome Reflection alone holds Motivational Activation below the other families.
    const { report } = score(byCapability({ 'Outcome Reflection': 2 }, 5));
    expect(report.reading.shape.kind).toBe('one-low');
    expect(report.headline).toBe('reading/low/Outcome Reflection');
    expect(report.patterns[0]?.narrative).toMatch(
      /^Outcome Reflection sits 9 points below your average across your other capabilities, far more than answering on another day would explain\. .+ It is what holds Motivational Activation below your other families\.$/,
    );
    // The family finding it explains is not shown beside it.
    expect(report.patterns.some((p) => p.ruleId.startsWith('fg-motivation-lags'))).toBe(false);
  });

  it('gives an even profile a headline about evenness at its level, and no family picked from a tie', () => {
    const low = score(byCapability({}, 1)).report;
    expect(low.headline).toBe('reading/even/low');
    // All four families tie: a card singling one out would pick at random.
    expect(low.patterns.map((p) => p.ruleId)).toEqual(['reading/even/low']);
    // The All-Rounder says what the even card says: the archetype leads instead of a second card.
    const high = score(byCapability({}, 4)).report;
    expect(high.headline).toBe('ma-balanced-prioritizer');
    expect(high.patterns.some((p) => p.ruleId.startsWith('reading/even'))).toBe(false);
  });

  it('names a split profile once, not beside the rule that says the same', () => {
    const { report } = score(
      byCapability(
        {
          'Situational Awareness': 5,
          'Conceptual Precision': 5,
          'Cost of Delay Thinking': 5,
          'Clarity of Focus': 5,
          'Avoidance & Activation': 5,
          'Outcome Reflection': 5,
        },
        2,
      ),
    );
    expect(report.reading.shape).toMatchObject({
      kind: 'split',
      lens: 'self-system',
      leading: 'Self',
    });
    expect(report.headline).toBe('reading/split/Self');
    expect(report.patterns.some((p) => p.ruleId === 'bp-solo-operator-imbalance')).toBe(false);
    expect(report.selfVsSystem).toMatchObject({
      size: 'large',
      textKey: 'Leans Self-Oriented/middle',
    });
  });

  it('calls a lean within the noise slight, and chooses its own text', () => {
    // Self 60 vs System 54: past the specification's 5 points, within the noise (clear from 8.9).
    const { report } = score(byCapability({ 'Clarity of Focus': 4, 'Outcome Reflection': 4 }, 3));
    expect(report.selfVsSystem).toMatchObject({
      verdict: 'Leans Self-Oriented',
      size: 'noise',
      textKey: 'Leans Self-Oriented/slight',
    });
    expect(report.selfVsSystem.sizeSentence).toBe(
      'A slight lean of 6 points, small enough that answering on another day could reverse it: read the two sides as level for now.',
    );
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
  it('is 3 to 5 paragraphs for every shape', () => {
    const shapes = [
      byCapability({}, 1),
      byCapability({}, 5),
      byCapability({ 'Clarity of Focus': 5 }, 3),
      byCapability({ 'Rhythm & Ritual': 1, 'Tool Fluency': 5, 'Clarity of Focus': 5 }, 3),
      byCapability({ 'Outcome Reflection': 2 }, 5),
    ];
    for (const responses of shapes) {
      const paragraphs = composeStory(score(responses)).split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(5);
    }
  });

  it('opens with the shape of the profile, names ties, and repeats no card', () => {
    const results = score(
      byCapability({ 'Rhythm & Ritual': 1, 'Process Discipline': 1, 'Tool Fluency': 1 }, 4),
    );
    const story = composeStory(results);
    const [opening] = story.split('\n\n');
    expect(opening).toMatch(/^Your profile (splits in two|has clear (peaks and )?dips)/);
    expect(opening).not.toMatch(/of 180/);
    const even = composeStory(score(byCapability({}, 2)));
    expect(even).toMatch(/^Your answers draw an even profile at the Emerging level/);
    expect(even).toMatch(/all twelve of your capabilities share one score/);
    // No sentence of a card is copied into the story.
    const cardSentences = results.report.patterns.flatMap((p) =>
      [p.narrative, p.expandedNarrative, p.why].join(' ').split(/(?<=\.)\s+/),
    );
    for (const sentence of cardSentences.filter((s) => s.length > 30))
      expect(story).not.toContain(sentence);
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
