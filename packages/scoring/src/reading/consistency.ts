// The claims a text makes about ranks, sizes and shape, and the check that they agree with the
// reading and so with one another. A composed text declares its claims; a rule declares what it
// says (`says`); and every shown text is scanned for the words that make such claims (lowest,
// sharpest, even, slight...), so a word without a declared claim behind it is found too.
import { CAPABILITIES, FAMILIES } from '../model/capabilities';
import type { Size } from './noise';
import type { Reading, ShapeKind } from './reading';

/** What a difference is between: one capability or family against the reader's own others. */
export type DifferenceId =
  | `capability:${string}`
  | `family:${string}`
  | 'families'
  | 'self-system'
  | 'sense-activate'
  | 'scope';

export type Claim =
  | {
      kind: 'rank';
      level: 'capability' | 'family';
      place: 'highest' | 'lowest';
      /** Every name the text puts in that place: a tie must be named whole. */
      names: readonly string[];
    }
  | { kind: 'size'; of: DifferenceId; sizes: readonly Size[] }
  | { kind: 'direction'; of: DifferenceId; above: boolean }
  | { kind: 'shape'; shapes: readonly ShapeKind[] }
  /** The text singles out one family: no other family shares its score. */
  | { kind: 'distinct'; family: string }
  /** Nothing stands clearly apart from the reader's own average, below (or above) it. */
  | { kind: 'none-apart'; below: boolean };

export type ClaimKind = Claim['kind'];

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

function differenceOf(reading: Reading, id: DifferenceId) {
  if (id === 'families') return reading.familySpread;
  if (id === 'self-system') return reading.selfVsSystem.difference;
  if (id === 'sense-activate') return reading.senseVsActivate.difference;
  if (id === 'scope') return reading.scope?.spread ?? null;
  const [level, name] = id.split(':') as ['capability' | 'family', string];
  const list = level === 'capability' ? reading.capabilities : reading.families;
  return list.find((r) => r.name === name)?.vsOthers ?? null;
}

/** Why a claim is false for this reading, or null when it holds. */
export function claimFault(claim: Claim, reading: Reading): string | null {
  if (claim.kind === 'rank') {
    const actual = reading[claim.place][claim.level === 'capability' ? 'capabilities' : 'families'];
    return sameSet(actual, claim.names)
      ? null
      : `names ${claim.names.join(', ')} ${claim.place}, the reading has ${actual.join(', ')}`;
  }
  if (claim.kind === 'distinct') {
    const own = reading.families.find((f) => f.name === claim.family);
    return own && own.tiedWith.length === 0
      ? null
      : `singles out ${claim.family}, which shares its score with ${own?.tiedWith.join(', ') ?? 'none'}`;
  }
  if (claim.kind === 'none-apart') {
    const apart = claim.below ? reading.shape.lows : reading.shape.highs;
    return apart.length === 0
      ? null
      : `says nothing stands clearly ${claim.below ? 'below' : 'above'}, the reading has ${apart.join(', ')}`;
  }
  if (claim.kind === 'shape')
    return claim.shapes.includes(reading.shape.kind)
      ? null
      : `claims a ${claim.shapes.join(' or ')} profile, the reading is ${reading.shape.kind}`;
  const d = differenceOf(reading, claim.of);
  if (!d) return `claims ${claim.of}, which the reading does not have`;
  if (claim.kind === 'size')
    return claim.sizes.includes(d.size)
      ? null
      : `calls ${claim.of} ${claim.sizes.join(' or ')}, the reading has ${d.size} (${d.points} points)`;
  return d.points > 0 === claim.above && d.points !== 0
    ? null
    : `puts ${claim.of} ${claim.above ? 'above' : 'below'}, the reading has ${d.points}`;
}

const familyByKey = new Map(FAMILIES.map((f) => [f.key, f.name]));
const capabilityByKey = new Map(CAPABILITIES.map((c) => [c.key, c.name]));

/** The claims a rule's `says` keys make (the vocabulary cards share with the reading's cards). */
export function claimsOfSays(says: readonly string[]): Claim[] {
  const claims: Claim[] = [];
  for (const key of says) {
    const [kind, subject = ''] = key.split(':');
    const family = familyByKey.get(subject);
    const capability = capabilityByKey.get(subject);
    if ((kind === 'lags' || kind === 'leads') && family) {
      const place = kind === 'lags' ? 'lowest' : 'highest';
      claims.push({ kind: 'rank', level: 'family', place, names: [family] });
      claims.push({ kind: 'size', of: `family:${family}`, sizes: ['clear', 'large'] });
      claims.push({ kind: 'direction', of: `family:${family}`, above: kind === 'leads' });
    } else if ((kind === 'low' || kind === 'high') && capability) {
      claims.push({ kind: 'size', of: `capability:${capability}`, sizes: ['clear', 'large'] });
      claims.push({ kind: 'direction', of: `capability:${capability}`, above: kind === 'high' });
    } else if ((kind === 'top' || kind === 'bottom') && family) {
      const place = kind === 'top' ? 'highest' : 'lowest';
      claims.push({ kind: 'rank', level: 'family', place, names: [family] });
    } else if (kind === 'single' && family) claims.push({ kind: 'distinct', family });
    else if (kind === 'even') claims.push({ kind: 'shape', shapes: ['even'] });
    else if (kind === 'even-families')
      claims.push({ kind: 'size', of: 'families', sizes: ['noise'] });
    else if (kind === 'spread-families')
      claims.push({ kind: 'size', of: 'families', sizes: ['clear', 'large'] });
    else if (kind === 'split') claims.push({ kind: 'shape', shapes: ['split'] });
    // A text about the level of the whole profile ("across the twelve capabilities, your habits
    // are present but not yet dependable") holds only where the profile has no peaks and dips.
    else if (kind === 'level')
      claims.push({ kind: 'shape', shapes: ['even', 'one-low', 'one-high'] });
    else if (kind === 'lean-self-system' || kind === 'lean-sense-activate')
      claims.push({
        kind: 'size',
        of: kind === 'lean-self-system' ? 'self-system' : 'sense-activate',
        sizes: ['clear', 'large'],
      });
  }
  return claims;
}

/**
 * The words that assert a rank, a size or a shape, and the kinds of claim that may stand behind
 * each. A shown text that uses one must declare a claim of one of those kinds.
 */
export const CLAIM_WORDS: ReadonlyArray<{ word: RegExp; kinds: readonly ClaimKind[] }> = [
  {
    word: /\b(lowest|highest|sits highest|sits lowest|the strongest|the weakest)\b/i,
    kinds: ['rank'],
  },
  { word: /\b(leads|trails|lags|furthest behind)\b/i, kinds: ['rank', 'direction', 'shape'] },
  {
    word: /\b(sharpest|widest|wide gap|far (?:more|above|below|ahead|behind))\b/i,
    kinds: ['size', 'shape'],
  },
  { word: /\b(slight(?:ly)?|mild|tilt|modest gap)\b/i, kinds: ['size'] },
  { word: /\b(even profile|even rather than|spiky|balanced profile)\b/i, kinds: ['shape', 'size'] },
  {
    word: /\bclearly (?:above|below|ahead|behind|lower|higher)\b/i,
    kinds: ['size', 'direction', 'shape', 'none-apart'],
  },
];

/** The claim words in a text that no declared claim of a fitting kind stands behind. */
export function undeclaredClaimWords(text: string, claims: readonly Claim[]): string[] {
  const kinds = new Set(claims.map((c) => c.kind));
  const found: string[] = [];
  for (const { word, kinds: allowed } of CLAIM_WORDS) {
    const match = word.exec(text);
    if (match && !allowed.some((k) => kinds.has(k))) found.push(match[0]);
  }
  return found;
}

export interface ClaimedText {
  id: string;
  text: string;
  claims: readonly Claim[];
}

export interface ConsistencyCheck {
  /** A text's claim the reading contradicts: [text id, why]. */
  contradicted: Array<[string, string]>;
  /** A claim word with no declared claim behind it: [text id, word]. */
  undeclared: Array<[string, string]>;
}

/** Checks every shown text's claims against the reading, and its claim words against its claims. */
export function checkConsistency(
  texts: readonly ClaimedText[],
  reading: Reading,
): ConsistencyCheck {
  const check: ConsistencyCheck = { contradicted: [], undeclared: [] };
  for (const t of texts) {
    for (const claim of t.claims) {
      const fault = claimFault(claim, reading);
      if (fault) check.contradicted.push([t.id, fault]);
    }
    for (const word of undeclaredClaimWords(t.text, t.claims)) check.undeclared.push([t.id, word]);
  }
  return check;
}
