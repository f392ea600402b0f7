// The scored question bank stays answerable honestly: every item keeps the bank's rules
// (src/bank-rules.ts, which the CMS also checks on save: one behaviour per option, in degrees of it,
// worded for anyone at the Team and Organization scopes or offering "This does not happen in my
// role", option lengths that do not give the best answer away), and the bank as a whole has its
// 36 items, 3 per capability, and one mirror pair.
import { describe, expect, it } from 'vitest';
import {
  ASSUMES_AUTHORITY,
  BANK_RULES,
  CAPABILITIES,
  type QuestionItem,
  type QuestionRecord,
  questionProblems,
  questions,
} from '../src';

/** Old wording the list must catch, so it cannot quietly stop working. */
const AUTHORITY_SAMPLES = [
  'I agree a short ranked list with the team and use it to decline lower-ranked work.',
  'I agree a short ranked list and coach team members to use it when saying no.',
  'I secure a decision date and help other leaders surface the decisions they are deferring.',
  'I lead a review of outcomes against intent and use it to shape the next period.',
  'We held a fixed-cadence review, and I rotated facilitation so others could run it.',
  'I interpret the goal myself and have my area act on that interpretation.',
  'I check capacity in detail and teach the team to raise capacity limits during planning.',
  'I let my team decide alone, and the other team learns of it later.',
  'I walk them through the approach and make sure their managers and peers reinforce it.',
  'I helped run the review cycle and made sure other areas took part consistently.',
  'We followed it consistently, and I coached members to hold each other to it.',
  'I decline on behalf of the team when requests do not fit.',
  'I decide what the team works on next.',
];

const scored = questions.filter((q) => q.questionId.includes('_v2_') && q.part === 'Doing');
const byId = new Map(scored.map((q) => [q.questionId, q]));
const lengths = (q: (typeof scored)[number]) => q.responseOptions.map((o) => o.text.length);

describe('scored question bank', () => {
  it('has 36 items, 3 per capability', () => {
    expect(scored).toHaveLength(36);
    for (const capability of CAPABILITIES)
      expect(
        scored.filter((q) => q.capability === capability),
        capability,
      ).toHaveLength(3);
  });

  it("keeps the bank's rules in every item (the rules the CMS checks on save)", () => {
    for (const q of scored) expect(questionProblems(q), q.questionId).toEqual([]);
    // Knowing and Gap items too, but for the wording rules, which are about behaviours.
    for (const q of questions.filter((q) => q.questionId.includes('_v2_')))
      expect(questionProblems(q), q.questionId).toEqual([]);
  });

  it('has at least one mirror pair, each naming a forward item of its own capability', () => {
    const mirrors = scored.filter((q) => q.mirrorOf);
    expect(mirrors.length).toBeGreaterThanOrEqual(1);
    for (const mirror of mirrors) {
      const forward = byId.get(mirror.mirrorOf ?? '');
      expect(forward, mirror.questionId).toBeDefined();
      expect(forward?.capability, mirror.questionId).toBe(mirror.capability);
      expect(forward?.mirrorOf, mirror.questionId).toBeUndefined();
    }
  });

  it('keeps two items per capability without "does not happen in my role"', () => {
    for (const capability of CAPABILITIES) {
      const always = scored.filter((q) => q.capability === capability && !q.notApplicable);
      expect(always.length, capability).toBeGreaterThanOrEqual(2);
    }
  });

  it('catches old authority wording with its phrase list', () => {
    for (const sample of AUTHORITY_SAMPLES)
      expect(
        ASSUMES_AUTHORITY.some((re) => re.test(sample)),
        sample,
      ).toBe(true);
  });

  it('makes the best option the strictly longest in at most a third of the items', () => {
    const bestIsLongest = scored.filter((q) => {
      const best = q.responseOptions.find((o) => o.score === 5)?.text.length ?? 0;
      return lengths(q).filter((l) => l >= best).length === 1;
    });
    expect(bestIsLongest.length).toBeLessThanOrEqual(12);
  });
});

describe("the bank's rules for one item", () => {
  const good = byId.get('cof_v2_1') as QuestionRecord;
  const team = scored.find((q) => q.scopeLevel === 'Team' && !q.notApplicable) as QuestionRecord;
  const rulesBroken = (item: QuestionItem) => questionProblems(item).map((p) => p.rule);
  const withOption = (q: QuestionRecord, i: number, text: string) => ({
    ...q,
    responseOptions: q.responseOptions.map((o, j) => (j === i ? { ...o, text } : o)),
  });

  it('names each rule an item breaks, with the field it concerns', () => {
    expect(rulesBroken({ ...good, questionId: 'cof_v3_1' })).toEqual([BANK_RULES.currentId]);
    expect(rulesBroken({ ...good, capability: 'Clarity' })).toEqual([BANK_RULES.oneCapability]);
    expect(rulesBroken({ ...good, responseOptions: good.responseOptions.slice(1) })).toEqual([
      BANK_RULES.fiveOptions,
    ]);
    const twice = good.responseOptions.map((o, i) => (i === 1 ? { ...o, score: 1 } : o));
    expect(questionProblems({ ...good, responseOptions: twice })).toEqual([
      expect.objectContaining({
        rule: BANK_RULES.fiveOptions,
        field: 'responseOptions',
        message: 'Five options scored 1-5 once each: found the scores 1, 1, 3, 4, 5.',
      }),
    ]);
    expect(rulesBroken({ ...good, mirrorOf: 'cof_v2_2' })).toEqual([BANK_RULES.optionOrder]);
    expect(rulesBroken(withOption(good, 2, ''))).toEqual([BANK_RULES.fiveOptions]);
    expect(
      rulesBroken(withOption(good, 2, 'I turn it down and move it to later half the time.')),
    ).toEqual([BANK_RULES.oneBehaviour]);
    expect(rulesBroken({ ...good, notApplicable: true })).toEqual([BANK_RULES.notApplicableScope]);
    expect(
      rulesBroken(withOption(good, 4, `${good.responseOptions[4]?.text} Every week.`)),
    ).toEqual([BANK_RULES.optionLengths]);
    expect(rulesBroken({ ...team, text: 'How often do you tell the team what matters?' })).toEqual([
      BANK_RULES.wordedForAnyone,
    ]);
    expect(rulesBroken({ ...team, text: 'I decide.', notApplicable: true })).toEqual([]);
    expect(rulesBroken({})).toEqual([
      BANK_RULES.currentId,
      BANK_RULES.oneCapability,
      BANK_RULES.fiveOptions,
    ]);
  });
});
