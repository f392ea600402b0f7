// Two takes compared: verdicts against the reliable-change threshold, the band of each score, how
// far apart the takes were, what moved in the report, and the account the page tells: one lead
// sentence of what changed most, a word when the takes are too close together, the noise in points,
// and every score once, grouped by what rose, fell and stayed within the noise.
import { describe, expect, it } from 'vitest';
import {
  accountSentences,
  apartText,
  type CapabilityName,
  type ComparisonAccount,
  compareAccount,
  comparedScores,
  compareResults,
  compareSentences,
  defaultReliability,
  type Question,
  type Reliability,
  type ResultsComparison,
  reliableChangeThreshold,
  type ScoreChange,
  scoreAssessment,
  TOO_SOON_MS,
} from '../src';
import { answerAsPerson, drawPerson, itemOffsets, random } from '../src/calibrate/simulate';
import { answer, questions, rules, scoredQuestions } from './helpers';

const SCOPES = ['Individual', 'Team', 'Organization'];
/** Per capability: one answer for all its questions, one per scope level (null: left out), or none. */
type Plan = Partial<Record<CapabilityName, number | readonly (number | null)[] | null>>;

/** Scored results: each capability's answers by plan, `otherwise` for the rest. */
function take(plan: Plan, otherwise = 3) {
  const pick = (q: Question) => {
    const level = q.capability in plan ? plan[q.capability as CapabilityName] : otherwise;
    if (level === null || level === undefined) return null;
    return typeof level === 'number' ? level : (level[SCOPES.indexOf(q.scopeLevel ?? '')] ?? null);
  };
  return scoreAssessment(answer(pick), { questions, rules });
}

const find = (list: readonly ScoreChange[], name: string) => {
  const found = list.find((c) => c.name === name);
  if (!found) throw new Error(`${name} not compared`);
  return found;
};

// Clarity of Focus 7 -> 12 (a real rise), Rhythm & Ritual 9 -> 10 (within the noise), the rest 9.
const earlier = take({ 'Clarity of Focus': [2, 2, 3] });
const later = take({ 'Clarity of Focus': 4, 'Rhythm & Ritual': [3, 3, 4] });
const CAPABILITY_THRESHOLD = reliableChangeThreshold({ alpha: 0.7, sd: 2.4 });

describe('compareResults', () => {
  const c = compareResults(earlier, later);

  it('calls a move past the threshold real and one inside it noise', () => {
    expect(find(c.capabilities, 'Clarity of Focus')).toMatchObject({
      level: 'capability',
      from: 7,
      to: 12,
      difference: 5,
      verdict: 'rose',
      estimated: false,
    });
    expect(find(c.capabilities, 'Clarity of Focus').threshold).toBeCloseTo(CAPABILITY_THRESHOLD);
    expect(find(c.capabilities, 'Rhythm & Ritual')).toMatchObject({
      from: 9,
      to: 10,
      difference: 1,
      verdict: 'within-noise',
    });
    expect(find(c.capabilities, 'Tool Fluency')).toMatchObject({ difference: 0, rci: 0 });
    // The family and the total move by the same 5 and 1 points, within their wider noise.
    expect(find(c.families, 'Motivational Activation')).toMatchObject({
      from: 25,
      to: 30,
      verdict: 'within-noise',
    });
    expect(c.total).toMatchObject({ from: 106, to: 112, difference: 6, verdict: 'within-noise' });
    expect(c.capabilities.map((x) => x.name)).toEqual(
      earlier.capabilityScores.map((x) => x.capability),
    );
    expect(c.notCompared).toEqual([]);
    expect(c.reliabilityN).toBe(0);
  });

  it('gives the band of each score on its own scale', () => {
    expect(find(c.capabilities, 'Clarity of Focus')).toMatchObject({
      fromBand: 'Emerging',
      toBand: 'Proficient',
    });
    expect(find(c.capabilities, 'Tool Fluency')).toMatchObject({
      fromBand: 'Developing',
      toBand: 'Developing',
    });
    expect(find(c.families, 'Motivational Activation')).toMatchObject({
      fromBand: 'Developing',
      toBand: 'Developing',
    });
    expect(c.total).toMatchObject({ fromBand: 'Developing', toBand: 'Developing' });
    const up = compareResults(take({}, 3), take({}, 4));
    expect(up.total).toMatchObject({
      from: 108,
      to: 144,
      fromBand: 'Developing',
      toBand: 'Proficient',
    });
  });

  it('measures how far apart two dated results were taken, either way round', () => {
    expect(c.apartMs).toBeNull();
    const dated = (results: typeof earlier, timestamp: string) => ({ ...results, timestamp });
    const a = dated(earlier, '2026-03-21T10:04:00.000Z');
    const b = dated(later, '2026-03-21T10:24:00.000Z');
    expect(compareResults(a, b).apartMs).toBe(20 * 60_000);
    expect(compareResults(b, a).apartMs).toBe(20 * 60_000);
    expect(compareResults(a, dated(later, 'not a date')).apartMs).toBeNull();
  });

  it('turns the other way round into a fall', () => {
    const back = compareResults(later, earlier);
    expect(find(back.capabilities, 'Clarity of Focus')).toMatchObject({
      difference: -5,
      verdict: 'fell',
    });
  });

  it('uses the reliability it is given: a more reliable score has a lower threshold', () => {
    const reliability: Reliability = defaultReliability();
    reliability.n = 500;
    reliability.capabilities['Rhythm & Ritual'] = {
      ...reliability.capabilities['Rhythm & Ritual'],
      alpha: 0.99,
      alphaSource: 'estimated',
      sdSource: 'estimated',
      n: 500,
    };
    const sharp = compareResults(earlier, later, reliability);
    // 1.96 x sqrt 2 x 2.4 x sqrt(0.01) = 0.66525 points.
    expect(find(sharp.capabilities, 'Rhythm & Ritual')).toMatchObject({
      verdict: 'rose',
      estimated: true,
    });
    expect(find(sharp.capabilities, 'Rhythm & Ritual').threshold).toBeCloseTo(0.66525, 5);
    expect(sharp.reliabilityN).toBe(500);
  });

  it('says what moved in the report', () => {
    expect(c.report.strengths).toEqual({ added: ['Clarity of Focus'], removed: [] });
    expect(c.report.growthAreas).toEqual({ added: [], removed: ['Clarity of Focus'] });
    expect(c.report.archetype.from?.ruleId ?? null).toBe(earlier.report.archetype?.ruleId ?? null);
    expect(c.report.archetype.to?.ruleId ?? null).toBe(later.report.archetype?.ruleId ?? null);
    const lead = (r: typeof earlier.report) =>
      [...r.patterns, r.archetype].find((card) => card?.ruleId === r.headline);
    expect(c.report.headline).toEqual({
      from: { ruleId: earlier.report.headline, name: lead(earlier.report)?.name },
      to: { ruleId: later.report.headline, name: lead(later.report)?.name },
      changed: earlier.report.headline !== later.report.headline,
    });
  });

  it('names an archetype gained, and a strength lost', () => {
    const low = take({}, 2);
    const high = take({ 'Situational Awareness': 5, 'Conceptual Precision': 5 }, 4);
    expect(high.report.archetype).not.toBeNull();
    const up = compareResults(low, high);
    expect(up.report.archetype).toEqual({
      from: null,
      to: {
        ruleId: high.report.archetype?.ruleId,
        name: high.report.archetype?.name,
      },
      changed: true,
    });
    const down = compareResults(high, low);
    expect(down.report.strengths.removed).toContain('Situational Awareness');
    expect(down.report.growthAreas.added).toHaveLength(12);
  });

  it('leaves out a capability measured in one take only, with its family and the total', () => {
    const partial = compareResults(take({ 'Tool Fluency': null }), later);
    expect(partial.notCompared).toEqual([
      { level: 'capability', name: 'Tool Fluency' },
      { level: 'family', name: 'Execution Rhythms' },
      { level: 'total', name: 'Total' },
    ]);
    expect(partial.total).toBeNull();
    expect(partial.capabilities).toHaveLength(11);
    expect(partial.families.map((f) => f.name)).not.toContain('Execution Rhythms');
  });

  it('compares capabilities scored from two answers on their own scale', () => {
    const reduced = compareResults(take({ 'Tool Fluency': [4, 5, null] }), later);
    expect(find(reduced.capabilities, 'Tool Fluency')).toMatchObject({ from: 13.5, to: 9 });
    expect(reduced.notCompared).toEqual([]);
  });

  it('reads a saved result without its report (or with an older one) the same', () => {
    const { report: _, ...withoutReport } = earlier;
    const older = { ...later, report: { ...later.report, version: 1 as never } };
    expect(compareResults(withoutReport, older)).toEqual(c);
  });

  it('compares nothing of the error result', () => {
    const invalid = scoreAssessment([{ doing: 3 }], { questions, rules });
    const none = compareResults(invalid, later);
    expect(none.capabilities).toEqual([]);
    expect(none.families).toEqual([]);
    expect(none.total).toBeNull();
    expect(none.notCompared).toHaveLength(17);
  });
});

// Checks an account against its comparison: the lead names what changed most with the
// comparison's own figures; every compared score is spoken for exactly once across the groups, in
// the group of its verdict, with its figures and its band change (and only then); the noise
// sentence states each level's thresholds; the word on timing shows exactly when the takes are
// under a week apart; the flat sentences are the account in order.
function checkAccount(c: ResultsComparison, account: ComparisonAccount) {
  const all = comparedScores(c);
  const real = all.filter((x) => x.verdict !== 'within-noise');
  const nameOf = (x: ScoreChange) => (x.level === 'total' ? 'Your total' : x.name);
  const band = (x: ScoreChange) =>
    x.fromBand === x.toBand ? '' : `, from ${x.fromBand} to ${x.toBand}`;

  // The lead: the total when it really moved; else the largest real change; else none.
  const total = c.total;
  if (total && total.verdict !== 'within-noise') {
    expect(account.lead).toBe(
      `Your total ${total.verdict} from ${total.from} to ${total.to}${band(total)}.`,
    );
  } else if (real.length > 0) {
    const top = Math.max(...real.map((x) => Math.abs(x.rci)));
    const first = real.find((x) => Math.abs(x.rci) === top) as ScoreChange;
    const moved = `${first.verdict} from ${first.from} to ${first.to}${band(first)}`;
    expect(account.lead).toBe(
      real.length === 1
        ? `${nameOf(first)} ${moved}; no other score moved by more than a retake of the same person can.`
        : `${nameOf(first)} changed most: it ${moved}.`,
    );
  } else if (all.length === 0) {
    expect(account.lead).toBe('None of the scores could be compared.');
  } else {
    expect(account.lead).toMatch(
      /^(No score moved by more than a retake of the same person can(: your total (stayed at|went from) .+)?|Every score stayed the same)\.$/,
    );
    if (total && account.lead.includes('went from'))
      expect(account.lead).toContain(`from ${total.from} to ${total.to}${band(total)}.`);
  }

  // Every score once, in the group of its verdict.
  const spoken = new Map<ScoreChange, number>();
  const speak = (x: ScoreChange) => spoken.set(x, (spoken.get(x) ?? 0) + 1);
  expect(account.groups.map((g) => g.direction)).toEqual(
    (['rose', 'fell', 'within-noise'] as const).filter((d) => all.some((x) => x.verdict === d)),
  );
  const LEVEL_RANK = { total: 0, family: 1, capability: 2 };
  for (const group of account.groups) {
    let last: ScoreChange | null = null;
    for (const line of group.lines) {
      const x = line.change;
      expect(all).toContain(x);
      expect(x.verdict).toBe(group.direction);
      expect(x.from).not.toBe(x.to);
      const past = Math.abs(x.to - x.from) >= x.threshold;
      if (Math.abs(Math.abs(x.to - x.from) - x.threshold) > 1e-9)
        expect(past).toBe(group.direction !== 'within-noise');
      const verb = group.direction === 'within-noise' ? 'went' : group.direction;
      expect(line.inGroup).toBe(`${nameOf(x)} ${verb} from ${x.from} to ${x.to}${band(x)}.`);
      expect(line.text).toBe(
        group.direction === 'within-noise'
          ? line.inGroup.replace(/\.$/, ', within the noise.')
          : line.inGroup,
      );
      // The total, the families, the capabilities; each level the largest first.
      if (last) {
        expect(LEVEL_RANK[x.level]).toBeGreaterThanOrEqual(LEVEL_RANK[last.level]);
        if (x.level === last.level) expect(Math.abs(x.rci)).toBeLessThanOrEqual(Math.abs(last.rci));
      }
      last = x;
      speak(x);
    }
    const still = all.filter((x) => x.verdict === group.direction && x.from === x.to);
    if (still.length === 0) expect(group.unchanged).toBeNull();
    else if (still.length === 1)
      expect(group.unchanged).toBe(
        `${nameOf(still[0] as ScoreChange)} stayed at ${still[0]?.from}.`,
      );
    else {
      const names = (group.unchanged ?? '').replace(/^Stayed the same: /, '').replace(/\.$/, '');
      expect(names.split(/, | and /)).toEqual(
        still.map((x) => (x.level === 'total' ? 'your total' : x.name)),
      );
    }
    for (const x of still) speak(x);
  }
  for (const x of all) expect(spoken.get(x)).toBe(1);

  // The noise, level by level, in points.
  if (all.length === 0) expect(account.noise).toBeNull();
  else {
    expect(account.noise).toMatch(/^With nothing changed, a retake of the same person can move /);
    const LEVEL = { 'a capability': 'capability', 'a family': 'family', 'the total': 'total' };
    const stated = [
      ...(account.noise ?? '').matchAll(
        /(a capability|a family|the total) by up to about (\d+(?:\.\d)?)(?:-(\d+(?:\.\d)?))?/g,
      ),
    ];
    expect(new Set(stated.map((m) => m[1])).size).toBe(new Set(all.map((x) => x.level)).size);
    for (const [, level, low, high] of stated)
      for (const x of all.filter((y) => y.level === LEVEL[level as keyof typeof LEVEL])) {
        expect(x.threshold).toBeGreaterThanOrEqual(Number(low) - 0.05);
        expect(x.threshold).toBeLessThanOrEqual(Number(high ?? low) + 0.05);
      }
  }

  const soon = c.apartMs !== null && c.apartMs < TOO_SOON_MS;
  expect(account.soon === null).toBe(!soon);
  if (c.notCompared.length === 0) expect(account.notCompared).toBeNull();
  else expect(account.notCompared).toMatch(/ (is|are) not compared/);
  expect(compareSentences(c)).toEqual(accountSentences(account));
}

describe('compareAccount', () => {
  const base = compareResults(earlier, later);

  it('leads with the one real change, then the noise, then what rose and what stayed', () => {
    const account = compareAccount(base);
    expect(account).toEqual({
      lead: 'Clarity of Focus rose from 7 to 12, from Emerging to Proficient; no other score moved by more than a retake of the same person can.',
      soon: null,
      noise:
        'With nothing changed, a retake of the same person can move a capability by up to about 3.6 points, a family by up to about 6.4 and the total by up to about 14.1.',
      groups: [
        {
          direction: 'rose',
          title: 'Rose',
          lines: [
            {
              change: find(base.capabilities, 'Clarity of Focus'),
              text: 'Clarity of Focus rose from 7 to 12, from Emerging to Proficient.',
              inGroup: 'Clarity of Focus rose from 7 to 12, from Emerging to Proficient.',
            },
          ],
          unchanged: null,
        },
        {
          direction: 'within-noise',
          title: 'Within the noise',
          lines: [
            expect.objectContaining({ inGroup: 'Your total went from 106 to 112.' }),
            expect.objectContaining({
              inGroup: 'Motivational Activation went from 25 to 30.',
              text: 'Motivational Activation went from 25 to 30, within the noise.',
            }),
            expect.objectContaining({ inGroup: 'Execution Rhythms went from 27 to 28.' }),
            expect.objectContaining({ inGroup: 'Rhythm & Ritual went from 9 to 10.' }),
          ],
          unchanged: expect.stringMatching(/^Stayed the same: Contextual Awareness, /),
        },
      ],
      notCompared: null,
    });
    checkAccount(base, account);
  });

  it('leads with the total when it really moved, naming its change of level', () => {
    const c = compareResults(take({}, 3), take({}, 4));
    const account = compareAccount(c);
    expect(account.lead).toBe('Your total rose from 108 to 144, from Developing to Proficient.');
    expect(account.groups.map((g) => [g.title, g.lines.length])).toEqual([
      ['Rose', 5],
      ['Within the noise', 12],
    ]);
    // A capability that crossed a band within the noise says so, under its group's title.
    expect(account.groups[1]?.lines[0]?.inGroup).toMatch(
      /^\S.* went from 9 to 12, from Developing to Proficient\.$/,
    );
    checkAccount(c, account);
    const down = compareAccount(compareResults(take({}, 4), take({}, 3)));
    expect(down.lead).toBe('Your total fell from 144 to 108, from Proficient to Developing.');
    expect(down.groups.map((g) => g.title)).toEqual(['Fell', 'Within the noise']);
    // Within one band, the lead names no change of level.
    const drive = ['Clarity of Focus', 'Avoidance & Activation', 'Outcome Reflection'] as const;
    const plan = (level: number) => Object.fromEntries(drive.map((name) => [name, level]));
    const within = compareResults(take(plan(2)), take(plan(4)));
    expect(compareAccount(within).lead).toBe('Your total rose from 99 to 117.');
    checkAccount(within, compareAccount(within));
  });

  it('names the largest of several real changes, and says when nothing moved beyond the noise', () => {
    const several = compareResults(
      take({ 'Clarity of Focus': 1, 'Tool Fluency': 5 }),
      take({ 'Clarity of Focus': 5, 'Tool Fluency': 2 }),
    );
    const account = compareAccount(several);
    expect(account.lead).toBe(
      'Clarity of Focus changed most: it rose from 3 to 15, from Starting to Expert.',
    );
    expect(account.groups.map((g) => g.title)).toEqual(['Rose', 'Fell', 'Within the noise']);
    checkAccount(several, account);

    const small = compareResults(take({}), take({ 'Rhythm & Ritual': [3, 3, 4] }));
    expect(compareAccount(small).lead).toBe(
      'No score moved by more than a retake of the same person can: your total went from 108 to 109.',
    );
    expect(compareAccount(compareResults(earlier, earlier)).lead).toBe(
      'Every score stayed the same.',
    );
    const noTotal = compareResults(
      take({ 'Tool Fluency': null }),
      take({ 'Rhythm & Ritual': [3, 3, 4] }),
    );
    expect(compareAccount(noTotal).lead).toBe(
      'No score moved by more than a retake of the same person can.',
    );
    checkAccount(noTotal, compareAccount(noTotal));
  });

  it('says plainly that a retake within days shows noise, not change', () => {
    const at = (ms: number) => ({ ...base, apartMs: ms });
    expect(compareAccount(at(20 * 60_000)).soon).toBe(
      'These two results were taken 20 minutes apart. A retake so soon shows how much answers vary from one take to the next, not a change in habits.',
    );
    expect(compareAccount(at(3 * 86_400_000 + 5)).soon).toContain('taken 3 days apart.');
    expect(compareAccount(at(TOO_SOON_MS - 1)).soon).toContain('taken 6 days apart.');
    expect(compareAccount(at(TOO_SOON_MS)).soon).toBeNull();
    expect(compareAccount(at(120 * 86_400_000)).soon).toBeNull();
    // Right after the lead, in the flat sentences too.
    expect(compareSentences(at(30_000))[1]).toMatch(
      /^These two results were taken less than a minute apart\./,
    );
  });

  it('writes how far apart in whole units', () => {
    expect(
      [30_000, 60_000, 59 * 60_000, 3_600_000, 5 * 3_600_000 + 1, 86_400_000, 2 * 86_400_000].map(
        apartText,
      ),
    ).toEqual([
      'less than a minute',
      '1 minute',
      '59 minutes',
      '1 hour',
      '5 hours',
      '1 day',
      '2 days',
    ]);
  });

  it('words a single unchanged score, and what was not compared', () => {
    const tool = find(base.capabilities, 'Tool Fluency');
    const only: ResultsComparison = { ...base, total: null, families: [], capabilities: [tool] };
    expect(compareAccount(only).groups).toEqual([
      {
        direction: 'within-noise',
        title: 'Within the noise',
        lines: [],
        unchanged: 'Tool Fluency stayed at 9.',
      },
    ]);
    const c = compareResults(take({ 'Tool Fluency': null }), take({}, 5));
    const account = compareAccount(c);
    expect(account.notCompared).toBe(
      'Tool Fluency, Execution Rhythms and your total are not compared, as Tool Fluency was not measured in both results.',
    );
    expect(compareSentences(c).at(-1)).toBe(account.notCompared);
    checkAccount(c, account);
  });

  it('says nothing it cannot of the error result', () => {
    const invalid = scoreAssessment([{ doing: 3 }], { questions, rules });
    const account = compareAccount(compareResults(invalid, later));
    expect(account.lead).toBe('None of the scores could be compared.');
    expect(account.noise).toBeNull();
    expect(account.groups).toEqual([]);
  });

  it('reads a comparison stored before it carried the time apart', () => {
    const { apartMs: _, ...older } = base;
    expect(compareAccount(older as ResultsComparison).soon).toBeNull();
  });

  it('says only what is true of the data, for many random pairs of takes', () => {
    const rng = random(20260101);
    const offsets = itemOffsets(scoredQuestions, rng);
    const respond = () => {
      const person = drawPerson(rng);
      const first = answerAsPerson(person, scoredQuestions, offsets, rng);
      // A later take: the same person, some capabilities grown or slipped.
      for (const name of Object.keys(person.capability))
        if (rng.next() < 0.4)
          person.capability[name] = (person.capability[name] ?? 0) + rng.normal(1.2);
      const second = answerAsPerson(person, scoredQuestions, offsets, rng);
      // Now and then a capability left unanswered altogether.
      const skipped = rng.next() < 0.1 ? rng.pick(scoredQuestions).capability : null;
      const kept = (list: typeof first.responses) =>
        list.filter(
          (r) => scoredQuestions.find((q) => q.questionId === r.questionId)?.capability !== skipped,
        );
      return [
        scoreAssessment(kept(first.responses), { questions, rules, context: { role: first.role } }),
        scoreAssessment(second.responses, { questions, rules, context: { role: second.role } }),
      ] as const;
    };
    const reliabilityOf = (): Reliability => {
      const r = defaultReliability();
      const vary = (s: Reliability['total']) => ({
        ...s,
        alpha: 0.5 + rng.next() * 0.47,
        sd: s.sd * (0.7 + rng.next() * 0.6),
        alphaSource: 'estimated' as const,
        sdSource: 'estimated' as const,
      });
      if (rng.next() < 0.3) return r;
      for (const k of Object.keys(r.capabilities) as CapabilityName[])
        r.capabilities[k] = vary(r.capabilities[k]);
      for (const k of Object.keys(r.families) as Array<keyof Reliability['families']>)
        r.families[k] = vary(r.families[k]);
      r.total = vary(r.total);
      return r;
    };
    let real = 0;
    for (let i = 0; i < 120; i++) {
      const [a, b] = respond();
      const c = compareResults(a, b, reliabilityOf());
      for (const x of [...(c.total ? [c.total] : []), ...c.families, ...c.capabilities]) {
        const past = Math.abs(x.to - x.from) >= x.threshold;
        // Exactly on the threshold the two can differ by rounding; nowhere else.
        if (Math.abs(Math.abs(x.to - x.from) - x.threshold) > 1e-9)
          expect(x.verdict !== 'within-noise').toBe(past);
      }
      // Some pairs taken minutes apart, some months.
      const apart = rng.next() < 0.3 ? rng.next() * TOO_SOON_MS * 1.2 : null;
      const dated = { ...c, apartMs: apart };
      checkAccount(dated, compareAccount(dated));
      real += comparedScores(c).filter((x) => x.verdict !== 'within-noise').length;
    }
    expect(real).toBeGreaterThan(50);
  });
});
