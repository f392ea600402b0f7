// A comparison in plain English: a sentence per real change, largest first, then one sentence for
// everything that moved no more than a retake does. Every figure quoted is the comparison's own.
import { listOf } from '../story/compose';
import type { ResultsComparison, ScaleRef, ScoreChange } from './compare';
import type { ScaleLevel } from './reliability';

const subject = (ref: ScaleRef) => (ref.level === 'total' ? 'Your total' : ref.name);
const inList = (ref: ScaleRef) => (ref.level === 'total' ? 'your total' : ref.name);

/** A threshold as the page says it: "about 3.6" (one decimal, none when whole). */
export const aboutPoints = (threshold: number): string => {
  const shown = Math.round(threshold * 10) / 10;
  return Number.isInteger(shown) ? String(shown) : shown.toFixed(1);
};

const LEVEL_WORDS: Record<ScaleLevel, string> = {
  capability: 'a capability',
  family: 'a family',
  total: 'the total',
};

/** "about 3.6 for a capability and 6.4 for a family": each level's thresholds, as a range if they differ. */
function aboutByLevel(changes: readonly ScoreChange[]): string {
  const parts: string[] = [];
  for (const level of ['capability', 'family', 'total'] as const) {
    const shown = changes.filter((c) => c.level === level).map((c) => c.threshold);
    if (shown.length === 0) continue;
    const low = aboutPoints(Math.min(...shown));
    const high = aboutPoints(Math.max(...shown));
    parts.push(`${low === high ? low : `${low}-${high}`} for ${LEVEL_WORDS[level]}`);
  }
  return `about ${listOf(parts)}`;
}

/** The sentence for a real change. */
const realSentence = (c: ScoreChange) =>
  `${subject(c)} ${c.verdict} from ${c.from} to ${c.to}, more than a retake varies by (about ${aboutPoints(c.threshold)}).`;

/** One sentence for every score that moved within the noise of a retake (or did not move). */
function noiseSentence(noise: readonly ScoreChange[], afterReal: boolean): string | null {
  if (noise.length === 0) return null;
  const moved = noise.filter((c) => c.from !== c.to);
  const still = noise.length - moved.length;
  if (moved.length === 0) {
    if (still === 1) return `${subject(noise[0] as ScoreChange)} stayed at ${noise[0]?.from}.`;
    return `${afterReal ? 'The other' : 'All'} ${still} scores stayed the same.`;
  }
  const rest =
    still === 0
      ? ''
      : `; the remaining ${still === 1 ? 'score' : `${still} scores`} stayed the same`;
  if (moved.length === 1) {
    const c = moved[0] as ScoreChange;
    return `${subject(c)} moved from ${c.from} to ${c.to}, within what a retake varies by (about ${aboutPoints(c.threshold)})${rest}.`;
  }
  const list = listOf(moved.map((c) => `${inList(c)} (${c.from} to ${c.to})`));
  const first = list.charAt(0).toUpperCase() + list.slice(1);
  return `${first} moved within what a retake varies by (${aboutByLevel(moved)})${rest}.`;
}

/** Why some scores are left out: the capabilities measured in only one of the two results. */
function notComparedSentence(c: ResultsComparison): string | null {
  if (c.notCompared.length === 0) return null;
  const names = c.notCompared.map(inList);
  const unanswered = c.notCompared.filter((r) => r.level === 'capability').map(inList);
  const first = listOf(names);
  const verb = names.length === 1 ? 'is' : 'are';
  const because =
    unanswered.length === 0
      ? ''
      : `, as ${listOf(unanswered)} ${unanswered.length === 1 ? 'was' : 'were'} not measured in both results`;
  return `${first.charAt(0).toUpperCase()}${first.slice(1)} ${verb} not compared${because}.`;
}

/**
 * The comparison in sentences: one per real change, the largest first (in units of retake noise,
 * |RCI|, so a capability and the total are ranked on one scale), then a single sentence for the
 * scores within the noise, then what was not compared and why.
 */
export function compareSentences(comparison: ResultsComparison): string[] {
  const all = [
    ...(comparison.total ? [comparison.total] : []),
    ...comparison.families,
    ...comparison.capabilities,
  ];
  const real = all
    .filter((c) => c.verdict !== 'within-noise')
    .sort((a, b) => Math.abs(b.rci) - Math.abs(a.rci));
  const noise = all.filter((c) => c.verdict === 'within-noise');
  const sentences = real.map(realSentence);
  const summary = noiseSentence(noise, real.length > 0);
  if (summary) sentences.push(summary);
  const left = notComparedSentence(comparison);
  if (left) sentences.push(left);
  return sentences;
}
