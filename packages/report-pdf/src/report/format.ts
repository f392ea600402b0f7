// Pure helpers of the report: number formatting, band ranges, chart ordering, text splitting and
// the report's sentences built from the engine's report object (shared by the page and the PDF).
import {
  BAND_LABELS,
  type Band,
  CAPABILITY_BAND,
  type CapabilityName,
  type Effort,
  FAMILY_BAND,
  familyByName,
  MATURITY_BAND,
  type PlanStep,
  planSteps,
  practiceOf,
  QUESTIONS_PER_CAPABILITY,
  type Report,
  type ReportArchetype,
  type ReportCapability,
} from '@peak/scoring';
import type { ReportTexts } from './texts';

/** The first sentence of a text: what a section shows before "Read more". */
export function firstSentence(text: string | undefined): string {
  const trimmed = (text ?? '').trim();
  const match = /^(.+?[.!?])(\s|$)/.exec(trimmed);
  return (match?.[1] ?? trimmed).trim();
}

/** The text after its first sentence ("" when there is none). */
export const afterFirstSentence = (text: string | undefined) =>
  (text ?? '').trim().slice(firstSentence(text).length).trim();

/** Scores may be fractional (10.5): at most one decimal, no trailing ".0". */
export function formatScore(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** "12 out of 15": for labels read aloud (chart summaries, table cells). */
export const outOf = (value: number, max: number) =>
  `${formatScore(value)} out of ${formatScore(max)}`;

/** Width of a bar as a CSS percentage, clamped to 0-100. */
export function percent(value: number, max: number): string {
  if (!(max > 0) || !Number.isFinite(value)) return '0%';
  return `${formatScore(Math.min(100, Math.max(0, (value / max) * 100)))}%`;
}

export interface BandRow {
  band: Band;
  capability: string;
  family: string;
  total: string;
}

/**
 * "3–5": band `index` of a scale in whole points. A band includes its lower bound, so its first
 * whole score is the bound rounded up, and its last the next band's first less one; a score
 * between two whole numbers (7.5, from two answers) sits in the band whose bounds enclose it.
 */
function range(scale: { min: number; width: number }, index: number): string {
  const first = (i: number) => Math.ceil(scale.min + i * scale.width - 1e-9);
  const last =
    index === BAND_LABELS.length - 1 ? scale.min + 5 * scale.width : first(index + 1) - 1;
  return `${first(index)}–${formatScore(last)}`;
}

/** The five equal-width bands on the capability, family and total scales. */
export function bandTable(): BandRow[] {
  return BAND_LABELS.map((band, index) => ({
    band,
    capability: range(CAPABILITY_BAND, index),
    family: range(FAMILY_BAND, index),
    total: range(MATURITY_BAND, index),
  }));
}

/** Splits a text into paragraphs on blank lines; single line breaks stay inside a paragraph. */
export function paragraphs(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** "on the edge of Proficient": said next to a band whenever the engine sets an edge. */
export const edgeText = (edge: Band | null | undefined): string | null =>
  edge ? `on the edge of ${edge}` : null;

/** "Developing (on the edge of Proficient)", or just the band: for plain text (PDF, labels). */
export function bandText(scored: { band: Band; edge: Band | null }): string {
  const edge = edgeText(scored.edge);
  return edge ? `${scored.band} (${edge})` : scored.band;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five'];
const count = (n: number, noun: string) =>
  `${NUMBER_WORDS[n] ?? String(n)} ${noun}${n === 1 ? '' : 's'}`;

/** "Based on 2 of 3 answers: one question did not apply to your role." */
export function reducedAnswersNote(
  answered: number,
  of: number = QUESTIONS_PER_CAPABILITY,
): string {
  const left = Math.max(0, of - answered);
  return `Based on ${answered} of ${of} answers: ${count(left, 'question')} did not apply to your role.`;
}

/** The capabilities of a family in its fixed order, each with its report entry (null: not measured). */
export function familyMembers(
  report: Pick<Report, 'capabilities'>,
  family: string,
): Array<{ name: CapabilityName; scored: ReportCapability | null }> {
  const byName = new Map(report.capabilities.map((c) => [c.capability, c]));
  return (familyByName(family)?.capabilities ?? []).map((name) => ({
    name,
    scored: byName.get(name) ?? null,
  }));
}

/** "The Connector, with a strong streak of The Self-Starter": how the archetype is named. */
export function archetypeTitle(archetype: ReportArchetype): string {
  return archetype.runnerUp
    ? `${archetype.name}, with a strong streak of ${archetype.runnerUp.name}`
    : archetype.name;
}

/** "A, B and C, and 2 more": a list cut at three that says how many it leaves out. */
export function listWithMore(names: readonly string[], more: number): string {
  const listed =
    names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return more > 0 ? `${listed}, and ${more} more` : listed;
}

/** A step of the plan as the page and the PDF show it: its practice, its week two and its sign. */
export interface PlanStepText {
  step: PlanStep;
  /** 1 for Start here. */
  number: number;
  /** The if-then: "When ..., I will ...". */
  ifThen: string;
  weekTwo: string | null;
  signal: string | null;
  because: string;
}

/** The plan's steps with their practices; a step whose practice text is missing is left out. */
export function planTexts(report: Report, texts: ReportTexts | null | undefined): PlanStepText[] {
  return planSteps(report).flatMap((step, i) => {
    const practice = practiceOf(step, report, texts?.capabilities[step.capability]);
    if (!practice) return [];
    return [
      {
        step,
        number: i + 1,
        ifThen: practice.ifThen,
        weekTwo: practice.weekTwo,
        signal: practice.signal,
        because: step.because,
      },
    ];
  });
}

/** "A difference of 5 points or less is called balanced." */
export const balancedWithinText = (within: number) =>
  `A difference of ${formatScore(within)} ${within === 1 ? 'point' : 'points'} or less is called balanced.`;

/** "12 points": the difference between the two sides of a comparison. */
export const pointsText = (points: number) =>
  `${formatScore(points)} ${points === 1 ? 'point' : 'points'}`;

export const EFFORT_NOTE_LEAD = 'Some answers may not reflect your usual habits:';
export const EFFORT_NOTE_CLOSING =
  'The report is still yours; retaking it when you have a quiet quarter hour may give a clearer picture.';

/** The gentle note on careless answering: its reasons (full sentences), or null when none. */
export function effortNote(effort: Effort | null | undefined): string[] | null {
  if (!effort?.lowEffort) return null;
  const reasons = effort.reasons.map((r) => r.message.trim()).filter(Boolean);
  return reasons.length > 0 ? reasons : null;
}

/** The note as one paragraph (PDF). */
export function effortNoteText(effort: Effort | null | undefined): string | null {
  const reasons = effortNote(effort);
  return reasons ? `${EFFORT_NOTE_LEAD} ${reasons.join(' ')} ${EFFORT_NOTE_CLOSING}` : null;
}

/** Where the free review is booked: the external form when configured, else the contact page. */
export function reviewLink(formUrl: unknown): { href: string; external: boolean } {
  if (typeof formUrl === 'string' && /^https?:\/\//i.test(formUrl.trim())) {
    return { href: formUrl.trim(), external: true };
  }
  return { href: '/contact', external: false };
}

/** Splits a long label over two lines near its middle space (radar labels). */
export function twoLines(label: string): [string] | [string, string] {
  const words = label.split(' ');
  if (words.length < 2 || label.length <= 12) return [label];
  let best = 1;
  for (let i = 1; i < words.length; i++) {
    const left = words.slice(0, i).join(' ').length;
    const bestLeft = words.slice(0, best).join(' ').length;
    if (Math.abs(left - label.length / 2) < Math.abs(bestLeft - label.length / 2)) best = i;
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

// How the report's PDF writes a date. Without a time zone, the reader's own (in the browser) or the
// process's; the API passes UTC.
const UNKNOWN_DATE = 'Unknown date';

/** "November 21, 2026"; "Unknown date" for a time that cannot be read. */
export function formatDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return UNKNOWN_DATE;
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
