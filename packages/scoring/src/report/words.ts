// The words every composed text uses for sizes, ranks and ties, so the report says "within the
// noise" one way everywhere, in words a reader uses, and names ties instead of breaking them.
import { numberWord } from '../numbers';
import type { Size } from '../reading/noise';

/** What a difference of this size means, completing "..., {words}." */
export function differenceWords(size: Size): string {
  if (size === 'noise') return 'small enough that answering on another day could reverse it';
  if (size === 'clear') return 'more than answering on another day would explain';
  return 'far more than answering on another day would explain';
}

/** The size as an adjective for a gap or a lean: "slight", "clear", "wide". */
export const sizeAdjective = (size: Size): string =>
  size === 'noise' ? 'slight' : size === 'clear' ? 'clear' : 'wide';

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** "1 point", "8.6 points". */
export const pointsText = (n: number): string => `${num(n)} ${n === 1 ? 'point' : 'points'}`;

/** Counts up to twelve as words (the twelve capabilities), larger ones as digits. */
export const countWord = (n: number): string => numberWord(n);

/** "A", "A and B", "A, B and C". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The subject of a rank, naming a tie: "Clarity of Focus is your highest", "Tool Fluency and
 * Process Discipline share your lowest place".
 */
export function placeText(names: readonly string[], place: 'highest' | 'lowest'): string {
  if (names.length === 1) return `${names[0]} is your ${place}`;
  return `${listOf(names)} share your ${place} place`;
}
