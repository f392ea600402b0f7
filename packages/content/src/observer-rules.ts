// The rules one item of the observer form (the 360) keeps: the bank's rules that apply to it (one
// of the 12 capabilities; five options scored 1-5 once each, in its self item's order, with lengths
// that do not give the best answer away; one behaviour per option; worded for anyone), and the
// observer's own: it is the observer form of one current scored item of the same capability, about
// "this person" in the third person, worded for any rater (a manager, a peer, a direct report or
// anyone else), offering "I have not seen this". And the form as a whole: one observer item for
// every scored item of the bank. One source for them: the content's tests check every bundled
// item, and the CMS refuses to save an item that breaks one.
import {
  ASSUMES_AUTHORITY,
  BANK_RULES,
  CAPABILITIES,
  CURRENT_ID_MARKER,
  type QuestionItem,
  questionProblems,
} from './bank-rules';

/** The sixth choice of every observer item, which leaves it unanswered. */
export const NOT_SEEN = 'I have not seen this';

/** What follows the self item's questionId in its observer item's id. */
export const OBSERVER_ID_SUFFIX = '_obs';

/** The rater's own voice, or the rater addressed: the item is about the person rated. */
export const FIRST_OR_SECOND_PERSON =
  /\b(I|me|my|mine|myself|we|us|our|ours|ourselves|you|your|yours|yourself|yourselves)\b/i;

/** Who the item is about, named in its question. */
export const THIS_PERSON = /\bthis person\b/i;

/**
 * Wording that presumes how the rater stands to the person (a manager, a peer, a direct report or
 * anyone else), or what only some raters see.
 */
export const PRESUMES_RATER: readonly RegExp[] = [
  /\bthe rater\b/i,
  /\bas (their|this person's|his|her) (line manager|manager|boss|peer|colleague|direct report|report)\b/i,
  /\b(their|this person's|his|her) (direct reports|reports)\b/i,
  /\bone-(to|on)-ones?\b|\b1:1s?\b/i,
  /\b(performance|appraisal) (review|conversation)s?\b/i,
  /\bappraisals?\b/i,
];

/** The observer's rules, by name, beside the bank's (BANK_RULES) it reuses. */
export const OBSERVER_RULES = {
  observerId: 'An observer id of its self item',
  selfItem: 'The observer form of a current scored item',
  sameCapability: 'The capability of its self item',
  aboutThisPerson: 'About this person',
  thirdPerson: 'In the third person',
  anyRater: 'Worded for any rater',
  notSeen: '"I have not seen this" offered',
  oneEach: 'One observer item per scored item',
} as const;

export type ObserverRule =
  | (typeof OBSERVER_RULES)[keyof typeof OBSERVER_RULES]
  | typeof BANK_RULES.oneCapability
  | typeof BANK_RULES.fiveOptions
  | typeof BANK_RULES.optionOrder
  | typeof BANK_RULES.oneBehaviour
  | typeof BANK_RULES.optionLengths
  | typeof BANK_RULES.wordedForAnyone;

/** The fields of an observer item a rule reads, where the CMS shows its problem. */
export type ObserverField =
  | 'itemId'
  | 'questionId'
  | 'capability'
  | 'text'
  | 'responseOptions'
  | 'notSeen';

export interface ObserverProblem {
  rule: ObserverRule;
  field: ObserverField;
  /** A sentence that names the rule and what breaks it. */
  message: string;
}

/** An observer item as the CMS holds it while it is edited: any field may be missing or of another shape. */
export interface ObserverItem {
  itemId?: unknown;
  questionId?: unknown;
  capability?: unknown;
  text?: unknown;
  responseOptions?: unknown;
  notSeen?: unknown;
}

/** The bank an observer item is checked against: its items as stored, in any shape. */
export type ObserverBank = ReadonlyArray<QuestionItem>;

/** The bank's rules an observer item keeps as it stands (its id and scope rules are the observer's own). */
const REUSED: ReadonlySet<string> = new Set([
  BANK_RULES.oneCapability,
  BANK_RULES.fiveOptions,
  BANK_RULES.optionOrder,
  BANK_RULES.oneBehaviour,
  BANK_RULES.optionLengths,
]);

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The scored items of a bank: current (_v2_) Doing items, the ones an observer item may name. */
export const scoredItems = (bank: ObserverBank): QuestionItem[] =>
  bank.filter(
    (q) => isText(q.questionId) && q.questionId.includes(CURRENT_ID_MARKER) && q.part === 'Doing',
  );

/** The texts of the options as far as they are texts, with where each is. */
function optionTexts(value: unknown): Array<{ where: string; words: string }> {
  if (!Array.isArray(value)) return [];
  return value.flatMap((o, i) => {
    const words = typeof o === 'object' && o !== null ? (o as { text?: unknown }).text : undefined;
    return typeof words === 'string' ? [{ where: `option ${i + 1}`, words }] : [];
  });
}

/** Every rule this observer item breaks, each with its field and a sentence; empty when it keeps them all. */
export function observerItemProblems(item: ObserverItem, bank: ObserverBank): ObserverProblem[] {
  const problems: ObserverProblem[] = [];
  const add = (rule: ObserverRule, field: ObserverField, detail: string) =>
    problems.push({ rule, field, message: `${rule}: ${detail}` });

  const self = isText(item.questionId)
    ? scoredItems(bank).find((q) => q.questionId === item.questionId)
    : undefined;
  const mirror = isText(self?.mirrorOf);

  if (!self)
    add(
      OBSERVER_RULES.selfItem,
      'questionId',
      `found ${JSON.stringify(item.questionId ?? null)}; name the questionId of a current (${CURRENT_ID_MARKER}) Doing item of the bank.`,
    );
  const expectedId = isText(item.questionId)
    ? `${item.questionId}${OBSERVER_ID_SUFFIX}`
    : `<questionId>${OBSERVER_ID_SUFFIX}`;
  if (item.itemId !== expectedId)
    add(
      OBSERVER_RULES.observerId,
      'itemId',
      `found ${JSON.stringify(item.itemId ?? null)}; the itemId is its self item's questionId with "${OBSERVER_ID_SUFFIX}" after it (${expectedId}).`,
    );

  // The options as the bank checks a scored item: scores, order, one behaviour, lengths.
  for (const problem of questionProblems({
    part: 'Doing',
    scopeLevel: 'Individual',
    capability: item.capability,
    text: item.text,
    responseOptions: item.responseOptions,
    ...(mirror ? { mirrorOf: self?.mirrorOf } : {}),
  })) {
    if (!REUSED.has(problem.rule)) continue;
    if (problem.rule === BANK_RULES.optionOrder)
      add(
        BANK_RULES.optionOrder,
        'responseOptions',
        mirror
          ? `list the options from 5 down to 1, as its self item (${String(self?.questionId)}, a mirror item) does.`
          : 'list the options from 1 up to 5, as its self item does.',
      );
    else problems.push(problem as ObserverProblem);
  }

  // Only a capability of the 12 can be compared: any other is the bank's oneCapability problem.
  if (
    self &&
    CAPABILITIES.some((c) => c === item.capability) &&
    item.capability !== self.capability
  )
    add(
      OBSERVER_RULES.sameCapability,
      'capability',
      `found "${String(item.capability)}"; its self item ${String(self.questionId)} is of ${JSON.stringify(self.capability)}.`,
    );

  if (!isText(item.text) || !THIS_PERSON.test(item.text))
    add(
      OBSERVER_RULES.aboutThisPerson,
      'text',
      'the question names the person rated as "this person" (e.g. "How often does this person ...?").',
    );

  const wordings: Array<{ field: ObserverField; where: string; words: string }> = [
    ...(typeof item.text === 'string'
      ? [{ field: 'text' as const, where: 'the question', words: item.text }]
      : []),
    ...optionTexts(item.responseOptions).map((o) => ({ field: 'responseOptions' as const, ...o })),
  ];
  for (const { field, where, words } of wordings) {
    const person = words.match(FIRST_OR_SECOND_PERSON)?.[0];
    if (person)
      add(
        OBSERVER_RULES.thirdPerson,
        field,
        `${where} says "${person}"; the rater reads about the person rated: "this person", "they", "their".`,
      );
    const rater = PRESUMES_RATER.map((re) => words.match(re)?.[0]).find(Boolean);
    if (rater)
      add(
        OBSERVER_RULES.anyRater,
        field,
        `${where} presumes how the rater stands to the person ("${rater}"); a manager, a peer, a direct report or anyone else may be rating.`,
      );
    const authority = ASSUMES_AUTHORITY.map((re) => words.match(re)?.[0]).find(Boolean);
    if (authority)
      add(
        BANK_RULES.wordedForAnyone,
        field,
        `${where} assumes authority the person rated may not have ("${authority}"); word it for anyone.`,
      );
  }

  if (item.notSeen !== NOT_SEEN)
    add(
      OBSERVER_RULES.notSeen,
      'notSeen',
      `found ${JSON.stringify(item.notSeen ?? null)}; every observer item offers "${NOT_SEEN}", which leaves it unanswered.`,
    );

  return problems;
}

/**
 * What the observer form as a whole breaks: each scored item of the bank needs exactly one
 * observer item (none missing, none twice). Each problem is on `questionId`, naming the item.
 */
export function observerFormProblems(
  items: ReadonlyArray<ObserverItem>,
  bank: ObserverBank,
): ObserverProblem[] {
  const count = new Map<unknown, number>();
  for (const item of items) count.set(item.questionId, (count.get(item.questionId) ?? 0) + 1);
  return scoredItems(bank).flatMap((q): ObserverProblem[] => {
    const n = count.get(q.questionId) ?? 0;
    if (n === 1) return [];
    return [
      {
        rule: OBSERVER_RULES.oneEach,
        field: 'questionId',
        message: `${OBSERVER_RULES.oneEach}: ${String(q.questionId)} has ${n === 0 ? 'none' : `${n}`}; every scored item has exactly one.`,
      },
    ];
  });
}
