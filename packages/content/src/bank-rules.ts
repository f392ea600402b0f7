// The rules one item of the question bank keeps, so it stays answerable honestly: a current id, one
// capability, five options scored 1-5 once each with lengths that do not give the best answer away;
// and on a behavioural (Doing) item, the scored kind, one behaviour per option, in degrees of it,
// worded for anyone at the Team and Organization scopes (or offering "This does not happen in my
// role"). One source for them: the bank's tests check every bundled item with `questionProblems`,
// and the CMS refuses to save an item that breaks one.
import type { ResponseOptionRecord } from './types';

/** The 12 capabilities, as the content must name them (the engine's model, restated: content depends on nothing). */
export const CAPABILITIES = [
  'Clarity of Focus',
  'Avoidance & Activation',
  'Outcome Reflection',
  'Situational Awareness',
  'Conceptual Precision',
  'Cost of Delay Thinking',
  'Stakeholder Intelligence',
  'Cultural Reinforcement',
  'Tradeoff Intelligence',
  'Rhythm & Ritual',
  'Process Discipline',
  'Tool Fluency',
] as const;

/** The 4 families, as the content must name them. */
export const FAMILIES = [
  'Motivational Activation',
  'Contextual Awareness',
  'Relational Navigation',
  'Execution Rhythms',
] as const;

/** What marks an item of the current bank: the engine loads only ids that carry it. */
export const CURRENT_ID_MARKER = '_v2_';

/** How much longer than the shortest option the longest may be. */
export const OPTION_LENGTH_RATIO = 1.3;

/** Two behaviours joined into one option. */
export const SECOND_BEHAVIOUR = /\band\b|&|as well as|, then/i;

/** Wording that assumes authority over a team or an area, which not every respondent has. */
export const ASSUMES_AUTHORITY: readonly RegExp[] = [
  /\b(I|we) (decided?|assign(ed)?|approved?|require[sd]?|mandated?|instruct(ed)?|direct(ed)?|allocated?|delegated?|overrule[sd]?|rotated?|sign(ed)? off)\b/i,
  /\bI (helped )?(agree|set|lead|led|run|ran|secure|secured) (a|an|the|each|what|which)\b/i,
  /\b(tell|make|have|get|let) (the|my) (team|area|reports|people|staff)\b/i,
  /\b(set|tell|direct) the team\b/i,
  /\b(coach(ed|es)?|teach(es)?|taught|train(ed|s)?) (the team|my team|team members|members|other leaders|peers)\b/i,
  /\bhelp(ed|s)? (the team|my team|team members|members|other leaders|other areas)\b/i,
  /\bma(de|ke) sure (the team|my team|their managers|other areas|others)\b/i,
  /\bmy team's priorities are set by me\b/i,
  /\bmy (direct reports|reports)\b/i,
  /\bon behalf of\b/i,
  /\buse it to decline\b/i,
];

/** The rules, by name: each problem names the one it breaks. */
export const BANK_RULES = {
  currentId: 'A _v2_ id',
  oneCapability: 'One capability',
  fiveOptions: 'Five options scored 1-5 once each',
  optionOrder: 'Options in order',
  oneBehaviour: 'One behaviour per option',
  notApplicableScope: '"Does not happen in my role" beyond the individual only',
  wordedForAnyone: 'Worded for anyone',
  optionLengths: 'The option-length balance',
} as const;

export type BankRule = (typeof BANK_RULES)[keyof typeof BANK_RULES];

/** The fields of an item a rule reads, where the CMS shows its problem. */
export type QuestionField =
  | 'questionId'
  | 'capability'
  | 'responseOptions'
  | 'notApplicable'
  | 'text';

export interface QuestionProblem {
  rule: BankRule;
  field: QuestionField;
  /** A sentence that names the rule and what breaks it. */
  message: string;
}

/** An item as the CMS holds it while it is edited: any field may be missing or of another shape. */
export interface QuestionItem {
  questionId?: unknown;
  part?: unknown;
  capability?: unknown;
  scopeLevel?: unknown;
  text?: unknown;
  responseOptions?: unknown;
  notApplicable?: unknown;
  mirrorOf?: unknown;
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The options as far as they are options: objects with a score and a text, else null. */
function optionsOf(value: unknown): Array<Partial<ResponseOptionRecord>> | null {
  if (!Array.isArray(value)) return null;
  return value.map((o) => (typeof o === 'object' && o !== null ? (o as object) : {}));
}

/** Every rule of the bank this item breaks, each with its field and a sentence; empty when it keeps them all. */
export function questionProblems(item: QuestionItem): QuestionProblem[] {
  const problems: QuestionProblem[] = [];
  const add = (rule: BankRule, field: QuestionField, detail: string) =>
    problems.push({ rule, field, message: `${rule}: ${detail}` });

  if (!isText(item.questionId) || !item.questionId.includes(CURRENT_ID_MARKER))
    add(
      BANK_RULES.currentId,
      'questionId',
      `the questionId must carry "${CURRENT_ID_MARKER}" (e.g. cof_v2_4): the engine asks only such items.`,
    );

  if (!CAPABILITIES.some((c) => c === item.capability))
    add(
      BANK_RULES.oneCapability,
      'capability',
      `found ${JSON.stringify(item.capability ?? null)}; name one of the 12 exactly: ${CAPABILITIES.join(', ')}.`,
    );

  const options = optionsOf(item.responseOptions);
  const mirror = isText(item.mirrorOf);
  // Knowing and Gap items ask what one knows, not what one does: the wording rules are for behaviours.
  const behavioural = item.part === 'Doing';
  if (options?.length !== 5) {
    add(
      BANK_RULES.fiveOptions,
      'responseOptions',
      `found ${options ? options.length : 'no'} option${options?.length === 1 ? '' : 's'}.`,
    );
  } else {
    const scores = options.map((o) => o.score);
    const unanswerable = options.findIndex((o) => !isText(o.text));
    if ([...scores].sort().join() !== '1,2,3,4,5')
      add(
        BANK_RULES.fiveOptions,
        'responseOptions',
        `found the scores ${scores.map((s) => JSON.stringify(s ?? null)).join(', ')}.`,
      );
    else if (scores.join() !== (mirror ? '5,4,3,2,1' : '1,2,3,4,5'))
      add(
        BANK_RULES.optionOrder,
        'responseOptions',
        mirror
          ? 'a mirror item (one with mirrorOf) lists its options from 5 down to 1.'
          : 'list the options from 1 up to 5 (only a mirror item, one with mirrorOf, runs down).',
      );
    if (unanswerable >= 0)
      add(BANK_RULES.fiveOptions, 'responseOptions', `option ${unanswerable + 1} has no text.`);
    else {
      const texts = options.map((o) => o.text as string);
      const joined = behavioural ? texts.findIndex((t) => SECOND_BEHAVIOUR.test(t)) : -1;
      if (joined >= 0) {
        const match = texts[joined]?.match(SECOND_BEHAVIOUR)?.[0];
        add(
          BANK_RULES.oneBehaviour,
          'responseOptions',
          `option ${joined + 1} joins two ("${match}"); each names one behaviour, in degrees of it.`,
        );
      }
      const lengths = texts.map((t) => t.length);
      const longest = Math.max(...lengths);
      const shortest = Math.min(...lengths);
      if (longest > OPTION_LENGTH_RATIO * shortest)
        add(
          BANK_RULES.optionLengths,
          'responseOptions',
          `option ${lengths.indexOf(longest) + 1} (${longest} characters) is ${(longest / shortest).toFixed(2)} times option ${lengths.indexOf(shortest) + 1} (${shortest}); keep the longest within ${OPTION_LENGTH_RATIO} times the shortest, so length does not give the best answer away.`,
        );
    }
  }

  if (!behavioural) return problems;

  if (item.scopeLevel === 'Individual' && item.notApplicable === true)
    add(
      BANK_RULES.notApplicableScope,
      'notApplicable',
      'an Individual item cannot offer it: everyone has an individual way of working.',
    );

  if (
    (item.scopeLevel === 'Team' || item.scopeLevel === 'Organization') &&
    item.notApplicable !== true
  ) {
    const wordings = [
      { field: 'text' as const, where: 'the question', words: item.text },
      ...(options ?? []).map((o, i) => ({
        field: 'responseOptions' as const,
        where: `option ${i + 1}`,
        words: o.text,
      })),
    ];
    for (const { field, where, words } of wordings) {
      if (typeof words !== 'string') continue;
      const phrase = ASSUMES_AUTHORITY.map((re) => words.match(re)?.[0]).find(Boolean);
      if (phrase)
        add(
          BANK_RULES.wordedForAnyone,
          field,
          `${where} assumes authority not every respondent has ("${phrase}"); word a ${item.scopeLevel} item for anyone, or offer "This does not happen in my role".`,
        );
    }
  }
  return problems;
}
