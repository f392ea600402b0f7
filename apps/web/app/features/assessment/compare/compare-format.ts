// What the comparison page (and its PDF) says beside the engine's own account: the direction of
// each score in words (the colour and the icon only repeat it), its difference and its change of
// level, the two dates (with the time when they fall on one day), the rows of each family's table,
// what moved in the report and how a real change is decided. Pure, so every text is unit-tested.
import type {
  CapabilityName,
  ChangeVerdict,
  FamilyName,
  ReportMoves,
  ResultsComparison,
  ScoreChange,
} from '@peak/scoring';
// The engine's figures this page quotes (its constants: the page presents what the server compared).
import {
  aboutPoints,
  CAPABILITY_MAX,
  DEFAULT_ALPHA,
  RELIABILITY_MIN_RESULTS,
  RELIABLE_CHANGE_Z,
} from '@peak/scoring';
import type { CompareResponse } from '../model';
import { formatDate, formatDateTime, formatNumber as formatScore } from '../profile/format';

export const ROSE = 'Rose';
export const FELL = 'Fell';
export const WITHIN_NOISE = 'Within the noise';

const VERDICT_TEXT: Record<ChangeVerdict, string> = {
  rose: ROSE,
  fell: FELL,
  'within-noise': WITHIN_NOISE,
};

/** "Rose", "Fell" or "Within the noise": the direction in words, never colour alone. */
export const verdictText = (change: Pick<ScoreChange, 'verdict'>) => VERDICT_TEXT[change.verdict];

/** "Emerging to Proficient" when the score changed band; null when it stayed in one. */
export const levelText = (change: Pick<ScoreChange, 'fromBand' | 'toBand'>) =>
  change.fromBand && change.toBand && change.fromBand !== change.toBand
    ? `${change.fromBand} to ${change.toBand}`
    : null;

/** "+5", "-2" or "0". */
export function differenceText(difference: number): string {
  const shown = formatScore(Math.abs(difference));
  if (shown === '0') return '0';
  return `${difference > 0 ? '+' : '-'}${shown}`;
}

/** The difference as a screen reader says it: "up 5", "down 2", "no change". */
export function differenceWords(difference: number): string {
  const shown = formatScore(Math.abs(difference));
  if (shown === '0') return 'no change';
  return `${difference > 0 ? 'up' : 'down'} ${shown}`;
}

/** "±3.6": how many points a retake of the same person can move the score, with nothing changed. */
export const noiseText = (threshold: number) => `±${aboutPoints(threshold)}`;

/** One family's table: the family's own score (when both results measured it) and its capabilities. */
export interface FamilyRows {
  family: FamilyName;
  /** Its score's change; null when a capability was not measured in both results. */
  score: ScoreChange | null;
  /** Its capabilities in the family's order: each change, or null when not in both results. */
  capabilities: Array<{ name: CapabilityName; change: ScoreChange | null }>;
}

/**
 * The four families, each with its capabilities, in the framework's order: as the saved results
 * list them (every family is listed, its unanswered capabilities too).
 */
export function familyRows(
  data: Pick<CompareResponse, 'from' | 'to' | 'comparison'>,
): FamilyRows[] {
  const { comparison } = data;
  const byCapability = new Map(comparison.capabilities.map((c) => [c.name, c]));
  const byFamily = new Map(comparison.families.map((c) => [c.name, c]));
  const listed = data.to.familyScores?.length ? data.to.familyScores : data.from.familyScores;
  return (listed ?? []).map((f) => ({
    family: f.family,
    score: byFamily.get(f.family) ?? null,
    capabilities: f.capabilities.map((name) => ({ name, change: byCapability.get(name) ?? null })),
  }));
}

/** The maximum of a capability's score, for the chart's scale. */
export const CHART_MAX = CAPABILITY_MAX;

/** "A and B" / "A, B and C". */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export interface MoveLine {
  label: string;
  text: string;
  /** Whether anything moved on this line. */
  moved: boolean;
}

/** Where a named finding went: "The Connector, now The Self-Starter", "The Connector (unchanged)". */
function findingLine(label: string, move: ReportMoves['archetype'], noneText: string): MoveLine {
  const from = move.from?.name ?? null;
  const to = move.to?.name ?? null;
  if (!move.changed)
    return { label, text: to ? `${to} (unchanged)` : `${noneText} in either result`, moved: false };
  return {
    label,
    text: `${from ?? noneText}, now ${to ?? noneText.toLowerCase()}`,
    moved: true,
  };
}

/** Capabilities that joined or left a list: "Now: Clarity of Focus. No longer: Tool Fluency." */
function standingLine(
  label: string,
  moves: { added: readonly string[]; removed: readonly string[] },
): MoveLine {
  const parts: string[] = [];
  if (moves.added.length > 0) parts.push(`Now: ${listOf(moves.added)}.`);
  if (moves.removed.length > 0) parts.push(`No longer: ${listOf(moves.removed)}.`);
  const moved = parts.length > 0;
  return { label, text: moved ? parts.join(' ') : 'The same capabilities.', moved };
}

/** What moved in the report between the two results, line by line. */
export function moveLines(moves: ReportMoves): MoveLine[] {
  return [
    findingLine('Archetype', moves.archetype, 'No archetype'),
    findingLine('Headline pattern', moves.headline, 'No headline pattern'),
    standingLine('Strengths', moves.strengths),
    standingLine('Growth areas', moves.growthAreas),
  ];
}

export const METHOD_TITLE = 'How a real change is decided';

/** The page's sections (and the PDF's), in reading order. */
export const SECTION_TITLES = {
  brief: 'In brief',
  moves: 'What moved in your report',
  chart: 'Both results on one chart',
  tables: 'Score by score',
  method: METHOD_TITLE,
} as const;

/**
 * The dates of the two results as the page writes them ("November 21, 2025"); with the time too
 * ("November 21, 2025 at 10:04 AM") when both fall on one day, and its seconds when both fall in
 * one minute, so the two never read the same.
 */
export function compareDates(data: Pick<CompareResponse, 'from' | 'to'>, timeZone?: string) {
  const { timestamp: a } = data.from;
  const { timestamp: b } = data.to;
  const from = formatDate(a, timeZone);
  const to = formatDate(b, timeZone);
  if (from !== to) return { from, to };
  const fromTime = formatDateTime(a, timeZone);
  const toTime = formatDateTime(b, timeZone);
  if (fromTime !== toTime) return { from: fromTime, to: toTime };
  return { from: formatDateTime(a, timeZone, true), to: formatDateTime(b, timeZone, true) };
}

/**
 * How the verdicts are reached, with where the reliability came from: estimated from the stored
 * results, or the documented defaults until there are enough of them.
 */
export function methodText(comparison: ResultsComparison): string[] {
  const all = [
    ...(comparison.total ? [comparison.total] : []),
    ...comparison.families,
    ...comparison.capabilities,
  ];
  const capability = comparison.capabilities[0];
  const estimated = all.filter((c) => c.estimated).length;
  const n = comparison.reliabilityN;
  const stored = `${n} stored ${n === 1 ? 'result' : 'results'}`;
  const defaults = `the documented defaults (alpha ${DEFAULT_ALPHA.capability.toFixed(2)} for a capability, ${DEFAULT_ALPHA.family.toFixed(2)} for a family and ${DEFAULT_ALPHA.total.toFixed(2)} for the total)`;
  const source =
    all.length > 0 && estimated === all.length
      ? `Here they are estimated from ${stored}.`
      : estimated > 0
        ? `Here they are estimated from ${stored} where enough of them answered every question of a score, and ${defaults} elsewhere.`
        : `Here they are ${defaults}: they are estimated from the stored results once there are ${RELIABILITY_MIN_RESULTS} complete ones (${n} so far).`;
  return [
    'Two takes of the same person differ a little even when nothing has changed: a mood, a different week, a question read another way. A change is called real only when it is larger than that.',
    `The test is the reliable change index (Jacobson and Truax): the difference divided by the standard error of the difference. A change is real when it reaches ${RELIABLE_CHANGE_Z}, so the threshold in points is ${RELIABLE_CHANGE_Z} × the standard error of the difference${capability ? ` (about ${aboutPoints(capability.threshold)} points for a capability here)` : ''}.`,
    `The standard error comes from how consistent each score's questions are (Cronbach's alpha) and how widely the score spreads across people. ${source}`,
  ];
}
