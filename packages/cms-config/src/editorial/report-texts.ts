// Report texts (the `content` collection, made from report-texts.json by @peak/content's
// contentEntries): every band of a text has its words, a band's entry names a band and has its
// text, and what a text asserts about its reader is a condition the calibration can check. The
// admin shows each text's conditions (ReportTextAsserts, from `assertedConditions`).
import {
  BAND_LABELS,
  type Band,
  bandTextAsserts,
  CLAIM_VARIABLES,
  compileExpression,
} from '@peak/scoring';
import type { CollectionBeforeValidateHook } from 'payload';
import { type Editorial, reshape, withAdmin } from './fields';
import { insertAfter, parserMessage, refuse } from './shared';

/** The entries that are one band's text: their `band` names it, their `content` is the text. */
const BAND_ENTRIES: Readonly<Record<string, 'overall' | 'family' | null>> = {
  overall_band: 'overall',
  family_band: 'family',
  // The Score Ranges section explains each band to every reader: a text per band, about no one.
  score_range: null,
};

const isBand = (value: unknown): value is Band => BAND_LABELS.some((band) => band === value);
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';
const listed = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

/** A report text as the CMS holds it while it is edited: any field may be missing. */
export interface ReportTextItem {
  type?: unknown;
  content?: unknown;
  band?: unknown;
  capability?: unknown;
  family?: unknown;
  bands?: unknown;
  asserts?: unknown;
  [field: string]: unknown;
}

export interface ReportTextProblem {
  field: 'bands' | 'band' | 'content' | 'asserts';
  message: string;
}

/** What is wrong with a condition a text asserts, or null when the calibration can check it. */
export function assertsProblem(asserts: string): string | null {
  const compiled = compileExpression(asserts);
  if (!compiled.ok) return parserMessage(compiled.error);
  if (compiled.type !== 'boolean')
    return 'This computes a number: a text asserts a condition, e.g. clarityOfFocus < 3.8 (or true for a text that claims nothing).';
  const unknown = [...compiled.names].filter((name) => !CLAIM_VARIABLES.has(name));
  if (unknown.length)
    return `Unknown variable${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => JSON.stringify(n)).join(', ')}: a text's condition may name ${[...CLAIM_VARIABLES].join(', ')}.`;
  return null;
}

/** Every problem of a report text, each on its field; empty when it keeps the rules. */
export function reportTextProblems(item: ReportTextItem): ReportTextProblem[] {
  const problems: ReportTextProblem[] = [];
  if (item.type === 'capability' || (item.bands !== undefined && item.bands !== null)) {
    const bands =
      typeof item.bands === 'object' && item.bands !== null && !Array.isArray(item.bands)
        ? (item.bands as Record<string, unknown>)
        : {};
    const missing = BAND_LABELS.filter((band) => !isText(bands[band]));
    if (missing.length)
      problems.push({
        field: 'bands',
        message: `Each band needs its text: ${listed(missing)} ${missing.length > 1 ? 'have' : 'has'} none. Write one for each of ${listed(BAND_LABELS)}.`,
      });
    const strangers = Object.keys(bands).filter((key) => !isBand(key));
    if (strangers.length)
      problems.push({
        field: 'bands',
        message: `${listed(strangers.map((k) => JSON.stringify(k)))} ${strangers.length > 1 ? 'are' : 'is'} no band: the bands are ${listed(BAND_LABELS)}.`,
      });
  }
  if (typeof item.type === 'string' && Object.hasOwn(BAND_ENTRIES, item.type)) {
    if (!isBand(item.band))
      problems.push({
        field: 'band',
        message: `A band's text names its band: one of ${listed(BAND_LABELS)}.`,
      });
    if (!isText(item.content))
      problems.push({ field: 'content', message: "The band's text is required." });
  }
  if (isText(item.asserts)) {
    const problem = assertsProblem(item.asserts);
    if (problem) problems.push({ field: 'asserts', message: problem });
  }
  return problems;
}

/** One condition a text asserts about its reader: which text, and the condition. */
export interface AssertedCondition {
  text: string;
  condition: string;
}

/**
 * The conditions a report text asserts about its reader: each band's text its band (as the
 * calibration reads it), a text with `asserts` that condition. Empty when it declares none.
 */
export function assertedConditions(item: ReportTextItem): AssertedCondition[] {
  if (item.type === 'capability' && isText(item.capability)) {
    const capability = item.capability;
    return BAND_LABELS.map((band) => ({
      text: `The ${band} text`,
      condition: bandTextAsserts('capability', capability, band),
    }));
  }
  const kind = typeof item.type === 'string' ? BAND_ENTRIES[item.type] : undefined;
  if (kind === 'overall' && isBand(item.band))
    return [{ text: 'This text', condition: bandTextAsserts('overall', 'overall', item.band) }];
  if (kind === 'family' && isBand(item.band) && isText(item.family))
    return [{ text: 'This text', condition: bandTextAsserts('family', item.family, item.band) }];
  return isText(item.asserts) ? [{ text: 'This text', condition: item.asserts.trim() }] : [];
}

/** Checks the text as it will be stored: on an update, the stored document with the changes. */
export const checkReportText: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  const problems = reportTextProblems({ ...originalDoc, ...data });
  if (problems.length) refuse('content', problems);
  return data;
};

export const reportTextsEditorial: Editorial = (base) => ({
  ...base,
  labels: { singular: 'Report text', plural: 'Report texts' },
  admin: {
    ...base.admin,
    useAsTitle: 'id',
    defaultColumns: ['id', 'type', 'capability', 'family', 'band', 'updatedAt'],
    description:
      'The report\u2019s texts. Each says something about its reader, and declares it: a band\u2019s ' +
      'text asserts its band, other texts the condition in Asserts (true for a text that claims ' +
      'nothing about the reader). The calibration checks that no reader is shown a text their ' +
      'scores contradict. Every band of a text needs its words.',
  },
  fields: insertAfter(
    reshape(base.fields, {
      asserts: withAdmin({
        description:
          'A condition in the rule language over the reader\u2019s scores that holds for every reader ' +
          'shown this text, e.g. abs(self - system) <= 5; true when the text claims nothing about them.',
      }),
    }),
    'asserts',
    {
      name: 'assertions',
      type: 'ui',
      admin: { components: { Field: '@peak/cms-config/admin#ReportTextAsserts' } },
    },
  ),
  hooks: {
    ...base.hooks,
    beforeValidate: [...(base.hooks?.beforeValidate ?? []), checkReportText],
  },
});
