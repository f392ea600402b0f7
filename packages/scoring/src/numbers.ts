// Counts in words, the way the report and the team report write them: small numbers spelled out
// ("four of your seven", "all twelve capabilities"), larger ones as digits.
const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
] as const;

/** `n` in words up to `upTo` (at most twelve), in digits beyond. */
export const numberWord = (n: number, upTo = 12): string =>
  (n <= upTo ? NUMBER_WORDS[n] : undefined) ?? String(n);
