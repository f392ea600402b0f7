// The comments a 360 report shows: per family, only from raters in its live batches, in an order
// that is random but the same on every read (a shuffle keyed by the 360), never attributed. A
// comment that seems to name someone is flagged for the person (MENTIONS_A_NAME).
import { createHash } from 'node:crypto';

/** Capitalized words that are not names: calendar words, pronouns, words a sentence may start with. */
const NOT_NAMES = new Set(
  [
    'i',
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
    'ok',
    'okr',
    'okrs',
    'ceo',
    'cto',
    'cfo',
    'coo',
    'hr',
    'q1',
    'q2',
    'q3',
    'q4',
  ].map((w) => w.toLowerCase()),
);

/**
 * Whether a comment names someone: a capitalized word that does not start a sentence and is not a
 * calendar word or an acronym of roles, or an @-mention. `ownName` (the person's) does not count.
 */
export function mentionsName(text: string, ownName = ''): boolean {
  if (/(^|\s)@\w/.test(text)) return true;
  const own = ownName.trim().toLowerCase();
  const words = text.split(/\s+/);
  for (let i = 1; i < words.length; i++) {
    const previous = words[i - 1] as string;
    const word = (words[i] as string).replace(/^[("'“‘]+|[)"'”’.,;:!?]+$/g, '');
    if (/[.!?]["'”’)]*$/.test(previous)) continue;
    if (word.length < 2 || !/^\p{Lu}\p{Ll}*(?:[-'’]\p{Lu}?\p{Ll}+)*$/u.test(word)) continue;
    const lower = word.toLowerCase().replace(/['’]s$/, '');
    if (lower === own || NOT_NAMES.has(lower)) continue;
    return true;
  }
  return false;
}

/** A random order that is the same on every read of one 360: sorted by a keyed hash. */
export function shuffledFor<T>(key: string, items: readonly T[], idOf: (item: T) => string): T[] {
  const rank = (item: T) =>
    createHash('sha256')
      .update(`${key}:${idOf(item)}`)
      .digest('hex');
  return items
    .map((item) => ({ item, rank: rank(item) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0))
    .map((entry) => entry.item);
}
