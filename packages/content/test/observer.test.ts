// The observer form of the bank (the 360) stays answerable honestly by whoever rates: every
// bundled observer item keeps its rules (src/observer-rules.ts, which the CMS also checks on save),
// the form has one item for each scored item of the bank, and each rule is shown to catch an item
// that breaks it.
import { describe, expect, it } from 'vitest';
import {
  BANK_RULES,
  NOT_SEEN,
  OBSERVER_RULES,
  type ObserverItem,
  type ObserverItemRecord,
  observerFormProblems,
  observerItemProblems,
  observerItems,
  questions,
} from '../src';

const scored = questions.filter((q) => q.questionId.includes('_v2_') && q.part === 'Doing');
const selfOf = new Map(scored.map((q) => [q.questionId, q]));
const byId = new Map(observerItems.map((o) => [o.itemId, o]));

describe('the observer form', () => {
  it('has one item for each of the 36 scored items, none of them twice', () => {
    expect(observerItems).toHaveLength(36);
    expect(observerFormProblems(observerItems, questions)).toEqual([]);
    expect(new Set(observerItems.map((o) => o.questionId))).toEqual(new Set(selfOf.keys()));
  });

  it('keeps the rules in every item (the rules the CMS checks on save)', () => {
    for (const item of observerItems)
      expect(observerItemProblems(item, questions), item.itemId).toEqual([]);
  });

  it("gives each item its self item's capability, scores in its order, and the not-seen choice", () => {
    for (const item of observerItems) {
      const self = selfOf.get(item.questionId);
      expect(item.capability, item.itemId).toBe(self?.capability);
      expect(
        item.responseOptions.map((o) => o.score),
        item.itemId,
      ).toEqual(self?.responseOptions.map((o) => o.score));
      expect(item.notSeen, item.itemId).toBe('I have not seen this');
    }
  });

  it('makes the best option the strictly longest in at most a third of the items', () => {
    const bestIsLongest = observerItems.filter((o) => {
      const best = o.responseOptions.find((r) => r.score === 5)?.text.length ?? 0;
      return o.responseOptions.filter((r) => r.text.length >= best).length === 1;
    });
    expect(bestIsLongest.length).toBeLessThanOrEqual(12);
  });
});

describe('the observer rules for one item', () => {
  const good = byId.get('cof_v2_1_obs') as ObserverItemRecord;
  const mirror = byId.get('aa_v2_4_obs') as ObserverItemRecord;
  const rulesBroken = (item: ObserverItem) =>
    observerItemProblems(item, questions).map((p) => p.rule);
  const withOption = (o: ObserverItemRecord, i: number, text: string) => ({
    ...o,
    responseOptions: o.responseOptions.map((r, j) => (j === i ? { ...r, text } : r)),
  });

  it('starts from items that keep them', () => {
    expect(rulesBroken(good)).toEqual([]);
    expect(rulesBroken(mirror)).toEqual([]);
  });

  it('an id made from its self item', () => {
    expect(rulesBroken({ ...good, itemId: 'cof_v2_1_observer' })).toEqual([
      OBSERVER_RULES.observerId,
    ]);
  });

  it('the observer form of a current scored item', () => {
    // A Knowing item, a retired item and an id the bank does not have.
    for (const questionId of ['cof_v2_k1', 'cof_v1_1', 'cof_v2_9'])
      expect(
        observerItemProblems({ ...good, questionId, itemId: `${questionId}_obs` }, questions),
        questionId,
      ).toEqual([
        expect.objectContaining({
          rule: OBSERVER_RULES.selfItem,
          field: 'questionId',
          message: `The observer form of a current scored item: found "${questionId}"; name the questionId of a current (_v2_) Doing item of the bank.`,
        }),
      ]);
  });

  it("its self item's capability, one of the 12", () => {
    expect(rulesBroken({ ...good, capability: 'Tool Fluency' })).toEqual([
      OBSERVER_RULES.sameCapability,
    ]);
    expect(rulesBroken({ ...good, capability: 'Focus' })).toEqual([BANK_RULES.oneCapability]);
  });

  it('five options scored 1-5 once each, in the order of its self item', () => {
    expect(rulesBroken({ ...good, responseOptions: good.responseOptions.slice(1) })).toEqual([
      BANK_RULES.fiveOptions,
    ]);
    const twice = good.responseOptions.map((o, i) => (i === 1 ? { ...o, score: 1 } : o));
    expect(observerItemProblems({ ...good, responseOptions: twice }, questions)).toEqual([
      {
        rule: BANK_RULES.fiveOptions,
        field: 'responseOptions',
        message: 'Five options scored 1-5 once each: found the scores 1, 1, 3, 4, 5.',
      },
    ]);
    expect(rulesBroken(withOption(good, 2, ''))).toEqual([BANK_RULES.fiveOptions]);
    const reversed = [...good.responseOptions].reverse();
    expect(rulesBroken({ ...good, responseOptions: reversed })).toEqual([BANK_RULES.optionOrder]);
    // Its self item aa_v2_4 is a mirror item, listed from 5 down to 1: so is its observer item.
    const upward = [...mirror.responseOptions].reverse();
    expect(observerItemProblems({ ...mirror, responseOptions: upward }, questions)).toEqual([
      expect.objectContaining({
        rule: BANK_RULES.optionOrder,
        message:
          'Options in order: list the options from 5 down to 1, as its self item (aa_v2_4, a mirror item) does.',
      }),
    ]);
  });

  it('one behaviour per option', () => {
    expect(
      rulesBroken(withOption(good, 2, 'They turn it down and move it to later half the time.')),
    ).toEqual([BANK_RULES.oneBehaviour]);
  });

  it('the option-length balance', () => {
    expect(
      rulesBroken(withOption(good, 4, `${good.responseOptions[4]?.text} Every single week.`)),
    ).toEqual([BANK_RULES.optionLengths]);
  });

  it('worded for anyone: no authority the person rated may not have', () => {
    expect(
      rulesBroken({
        ...good,
        text: 'During a busy week, how often does this person tell the team what matters?',
      }),
    ).toEqual([BANK_RULES.wordedForAnyone]);
  });

  it('about this person', () => {
    expect(
      rulesBroken({ ...good, text: 'How often do they turn a new request down in a busy week?' }),
    ).toEqual([OBSERVER_RULES.aboutThisPerson]);
  });

  it('in the third person, in the question and in every option', () => {
    expect(
      observerItemProblems(
        withOption(good, 0, 'I almost never turn it down or move it to later.'),
        questions,
      ),
    ).toEqual([
      {
        rule: OBSERVER_RULES.thirdPerson,
        field: 'responseOptions',
        message:
          'In the third person: option 1 says "I"; the rater reads about the person rated: "this person", "they", "their".',
      },
    ]);
    expect(
      rulesBroken(withOption(good, 3, 'You usually see them turn it down or move it.')),
    ).toEqual([OBSERVER_RULES.thirdPerson]);
    expect(
      rulesBroken({
        ...good,
        text: 'During a busy week, a request reaches this person from your team. How often do they turn it down?',
      }),
    ).toEqual([OBSERVER_RULES.thirdPerson]);
  });

  it('worded for any rater: nothing presumes how the rater stands to the person', () => {
    for (const text of [
      'In your one-to-ones, how often does this person turn a new request down?',
      'As their manager, how often have you seen this person turn a new request down?',
      'In performance reviews, how often does this person say they turned requests down?',
      'When this person briefs their direct reports, how often do they turn requests down?',
    ])
      expect(rulesBroken({ ...good, text }), text).toContain(OBSERVER_RULES.anyRater);
    expect(
      rulesBroken({
        ...good,
        text: 'In one-to-ones, how often does this person turn a new request down?',
      }),
    ).toEqual([OBSERVER_RULES.anyRater]);
  });

  it('"I have not seen this" offered', () => {
    expect(NOT_SEEN).toBe('I have not seen this');
    const { notSeen: _, ...without } = good;
    expect(rulesBroken(without)).toEqual([OBSERVER_RULES.notSeen]);
    expect(rulesBroken({ ...good, notSeen: 'Does not apply' })).toEqual([OBSERVER_RULES.notSeen]);
  });

  it('names every rule an empty item breaks', () => {
    expect(rulesBroken({})).toEqual([
      OBSERVER_RULES.selfItem,
      OBSERVER_RULES.observerId,
      BANK_RULES.oneCapability,
      BANK_RULES.fiveOptions,
      OBSERVER_RULES.aboutThisPerson,
      OBSERVER_RULES.notSeen,
    ]);
  });
});

describe('the observer rules for the whole form', () => {
  it('one observer item per scored item: none missing, none twice', () => {
    const [first, ...rest] = observerItems;
    expect(observerFormProblems(rest, questions)).toEqual([
      {
        rule: OBSERVER_RULES.oneEach,
        field: 'questionId',
        message: `One observer item per scored item: ${first?.questionId} has none; every scored item has exactly one.`,
      },
    ]);
    const twice = [...observerItems, { ...observerItems[3] }];
    expect(observerFormProblems(twice, questions).map((p) => p.message)).toEqual([
      `One observer item per scored item: ${observerItems[3]?.questionId} has 2; every scored item has exactly one.`,
    ]);
  });

  it('follows the bank: a new scored item needs its observer item', () => {
    const added = {
      ...(selfOf.get('cof_v2_1') as (typeof scored)[number]),
      questionId: 'cof_v2_9',
    };
    expect(observerFormProblems(observerItems, [...questions, added]).map((p) => p.rule)).toEqual([
      OBSERVER_RULES.oneEach,
    ]);
  });
});
