// A comparison in plain English, for someone reading their own two results. It leads with one
// sentence of what changed most: the total first when it moved more than a retake can move it
// (with its level when that changed), else the largest real change, else that nothing moved more
// than a retake can. Then, when the two were taken within days, that so soon a retake shows how
// answers vary, not a change of habits; how far a retake can move each kind of score, in points;
// and every compared score once, grouped by what rose, what fell and what stayed within the
// noise, naming each level (band) crossed. Every figure quoted is the comparison's own.

import type { ScaleLevel } from '../measure/reliability';
import type { ChangeVerdict } from '../measure/reliable-change';
import type { ResultsComparison, ScaleRef, ScoreChange } from './compare';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Two results taken closer together than this are too close for a change of habits: each practice
 * the report suggests runs for a week, and it asks for a retake after months.
 */
export const TOO_SOON_MS = 7 * DAY_MS;

/** One compared score in the detail, with its sentence. */
export interface ChangeLine {
  change: ScoreChange;
  /** The sentence on its own ("Rhythm & Ritual went from 9 to 10, within the noise."). */
  text: string;
  /** The sentence under its group's title, which says the rest ("Rhythm & Ritual went from 9 to 10."). */
  inGroup: string;
}

/** The scores that moved one way: rose, fell, or stayed within the noise of a retake. */
export interface ChangeGroup {
  direction: ChangeVerdict;
  /** "Rose", "Fell", "Within the noise". */
  title: string;
  /** The scores that moved: the total, the families, the capabilities, each the largest first. */
  lines: ChangeLine[];
  /** Within the noise only: the scores that did not move at all, in one sentence (else null). */
  unchanged: string | null;
}

/** The comparison as the page, its PDF and the command line tell it, in this order. */
export interface ComparisonAccount {
  /** One sentence: what changed most. */
  lead: string;
  /** When the two results were taken within days of each other: that so soon, it is noise. */
  soon: string | null;
  /** How far a retake of the same person can move each kind of score; null with nothing compared. */
  noise: string | null;
  /** Rose, fell, within the noise: the groups that have scores, in that order. */
  groups: ChangeGroup[];
  /** What was not compared, and why; null when everything was. */
  notCompared: string | null;
}

/** A threshold in points: one decimal, none when whole ("3.6", "14"). */
export const aboutPoints = (threshold: number): string => {
  const shown = Math.round(threshold * 10) / 10;
  return Number.isInteger(shown) ? String(shown) : shown.toFixed(1);
};

/** "A and B" / "A, B and C". */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const subject = (ref: ScaleRef) => (ref.level === 'total' ? 'Your total' : ref.name);
const inList = (ref: ScaleRef) => (ref.level === 'total' ? 'your total' : ref.name);

/** ", from Developing to Proficient" when the score crossed into another band, else nothing. */
const levelChange = (c: ScoreChange) =>
  c.fromBand === c.toBand ? '' : `, from ${c.fromBand} to ${c.toBand}`;

/** "rose from 108 to 131, from Developing to Proficient". */
const moved = (c: ScoreChange) => `${c.verdict} from ${c.from} to ${c.to}${levelChange(c)}`;

const NO_REAL_CHANGE = 'No score moved by more than a retake of the same person can';

/** The one sentence the comparison opens with. */
function leadSentence(all: readonly ScoreChange[], real: readonly ScoreChange[]): string {
  if (all.length === 0) return 'None of the scores could be compared.';
  const total = all.find((c) => c.level === 'total');
  if (total && total.verdict !== 'within-noise') return `Your total ${moved(total)}.`;
  const [first] = real;
  if (first) {
    return real.length === 1
      ? `${subject(first)} ${moved(first)}; no other score moved by more than a retake of the same person can.`
      : `${subject(first)} changed most: it ${moved(first)}.`;
  }
  if (all.every((c) => c.from === c.to)) return 'Every score stayed the same.';
  if (!total) return `${NO_REAL_CHANGE}.`;
  return total.from === total.to
    ? `${NO_REAL_CHANGE}: your total stayed at ${total.from}.`
    : `${NO_REAL_CHANGE}: your total went from ${total.from} to ${total.to}${levelChange(total)}.`;
}

/** "20 minutes", "5 hours", "3 days": how far apart two results were taken, in whole units. */
export function apartText(ms: number): string {
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (ms < MINUTE_MS) return 'less than a minute';
  if (ms < HOUR_MS) return count(Math.floor(ms / MINUTE_MS), 'minute');
  if (ms < DAY_MS) return count(Math.floor(ms / HOUR_MS), 'hour');
  return count(Math.floor(ms / DAY_MS), 'day');
}

function soonSentence(apartMs: number | null): string | null {
  if (apartMs === null || apartMs >= TOO_SOON_MS) return null;
  return `These two results were taken ${apartText(apartMs)} apart. A retake so soon shows how much answers vary from one take to the next, not a change in habits.`;
}

const LEVEL_WORDS: Record<ScaleLevel, string> = {
  capability: 'a capability',
  family: 'a family',
  total: 'the total',
};

/**
 * "With nothing changed, a retake of the same person can move a capability by up to about 3.6
 * points, a family by up to about 6.4 and the total by up to about 14.1.": each level's thresholds,
 * a range where the scores of one level differ.
 */
function noiseSentence(all: readonly ScoreChange[]): string | null {
  const parts: string[] = [];
  for (const level of ['capability', 'family', 'total'] as const) {
    const shown = all.filter((c) => c.level === level).map((c) => c.threshold);
    if (shown.length === 0) continue;
    const low = aboutPoints(Math.min(...shown));
    const high = aboutPoints(Math.max(...shown));
    const points = parts.length === 0 ? ' points' : '';
    parts.push(
      `${LEVEL_WORDS[level]} by up to about ${low === high ? low : `${low}-${high}`}${points}`,
    );
  }
  if (parts.length === 0) return null;
  return `With nothing changed, a retake of the same person can move ${listOf(parts)}.`;
}

const GROUP_TITLES: Record<ChangeVerdict, string> = {
  rose: 'Rose',
  fell: 'Fell',
  'within-noise': 'Within the noise',
};

/** A score's line: its sentence on its own, and under its group's title. */
function lineOf(change: ScoreChange): ChangeLine {
  if (change.verdict !== 'within-noise') {
    const text = `${subject(change)} ${moved(change)}.`;
    return { change, text, inGroup: text };
  }
  const went = `${subject(change)} went from ${change.from} to ${change.to}${levelChange(change)}`;
  return { change, text: `${went}, within the noise.`, inGroup: `${went}.` };
}

/** The largest move first, in units of retake noise (|RCI|), so every level ranks on one scale. */
const bySize = (changes: readonly ScoreChange[]) =>
  [...changes].sort((a, b) => Math.abs(b.rci) - Math.abs(a.rci));

const LEVELS: readonly ScaleLevel[] = ['total', 'family', 'capability'];

/** The total, then the families, then the capabilities, each level the largest move first. */
const byLevelThenSize = (changes: readonly ScoreChange[]) =>
  LEVELS.flatMap((level) => bySize(changes.filter((c) => c.level === level)));

function groupsOf(all: readonly ScoreChange[]): ChangeGroup[] {
  const groups: ChangeGroup[] = [];
  for (const direction of ['rose', 'fell', 'within-noise'] as const) {
    const of = all.filter((c) => c.verdict === direction);
    if (of.length === 0) continue;
    const still = of.filter((c) => c.from === c.to);
    const lines = byLevelThenSize(of.filter((c) => c.from !== c.to)).map(lineOf);
    const unchanged =
      still.length === 0
        ? null
        : still.length === 1
          ? `${subject(still[0] as ScoreChange)} stayed at ${still[0]?.from}.`
          : `Stayed the same: ${listOf(still.map(inList))}.`;
    groups.push({ direction, title: GROUP_TITLES[direction], lines, unchanged });
  }
  return groups;
}

/** Why some scores are left out: the capabilities measured in only one of the two results. */
function notComparedSentence(c: ResultsComparison): string | null {
  if (c.notCompared.length === 0) return null;
  const names = c.notCompared.map(inList);
  const unanswered = c.notCompared.filter((r) => r.level === 'capability').map(inList);
  const verb = names.length === 1 ? 'is' : 'are';
  const because =
    unanswered.length === 0
      ? ''
      : `, as ${listOf(unanswered)} ${unanswered.length === 1 ? 'was' : 'were'} not measured in both results`;
  return `${capitalised(listOf(names))} ${verb} not compared${because}.`;
}

/** Every compared score: the total, the families, the capabilities (the comparison's order). */
export const comparedScores = (c: ResultsComparison): ScoreChange[] => [
  ...(c.total ? [c.total] : []),
  ...c.families,
  ...c.capabilities,
];

/** The comparison told in order: the lead, the timing, the noise, the groups, what is left out. */
export function compareAccount(comparison: ResultsComparison): ComparisonAccount {
  const all = comparedScores(comparison);
  const real = bySize(all.filter((c) => c.verdict !== 'within-noise'));
  return {
    lead: leadSentence(all, real),
    // Older comparisons (a stored JSON, say) carry no time apart.
    soon: soonSentence(comparison.apartMs ?? null),
    noise: noiseSentence(all),
    groups: groupsOf(all),
    notCompared: notComparedSentence(comparison),
  };
}

/** The account as a list of sentences, in its order (the groups' titles left out). */
export function accountSentences(account: ComparisonAccount): string[] {
  return [
    account.lead,
    ...(account.soon ? [account.soon] : []),
    ...(account.noise ? [account.noise] : []),
    ...account.groups.flatMap((g) => [
      ...g.lines.map((l) => l.text),
      ...(g.unchanged ? [g.unchanged] : []),
    ]),
    ...(account.notCompared ? [account.notCompared] : []),
  ];
}

/** The comparison in sentences: its account, flattened. */
export const compareSentences = (comparison: ResultsComparison): string[] =>
  accountSentences(compareAccount(comparison));
