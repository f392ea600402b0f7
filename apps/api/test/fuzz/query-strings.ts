// Query strings for any route: bracket syntax, pollution keys, bad percent-encoding, too many
// parameters.
import fc from 'fast-check';
import { queryText } from './hostile-text';

/** Percent-encodes any string, lone surrogates included (as the bytes Node would send). */
export function enc(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}
/** Brackets stay readable, as browsers and qs users write them. */
const encKey = (s: string) => enc(s).replaceAll('%5B', '[').replaceAll('%5D', ']');

const queryKey = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '__proto__[polluted]',
      'constructor[prototype][polluted]',
      '__proto__.polluted',
      'a[__proto__][polluted]',
      'a[constructor][prototype][polluted]',
      'userId',
      'user[id]',
      'a[]',
      'a[][b]',
      'a[999999999]',
      'a[-1]',
      '[',
      ']]',
      '[]',
      'a[b][c][d][e][f][g][h][i][j][k][l]',
      'where',
      'where[__proto__][polluted]',
      'sort',
      'limit',
      'page',
      'depth',
      'select[__proto__]',
      'select[constructor]',
    ),
  },
  { weight: 2, arbitrary: queryText },
);

export const pair = (key: fc.Arbitrary<string>, value: fc.Arbitrary<string>) =>
  fc.tuple(key, value).map(([k, v]) => `${encKey(k)}=${enc(v)}`);

export const genericQuery: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.array(pair(queryKey, queryText), { maxLength: 8 }).map((p) => p.join('&')),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 150, max: 400 })
      .map((n) => Array.from({ length: n }, (_, i) => `p${i}[${i}]=${i}`).join('&')),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 60 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '%',
      '%%',
      '%E0%A4%A',
      'a=%FF%FE',
      'a=%00',
      'a=%C0%AE',
      '&&&',
      '=',
      '==',
      'a=1&a=2&a=3',
      'a[]=1&a[]=2&a[0]=3',
      '__proto__=x',
      'constructor=x',
      'a=1;b=2',
      'a=%2525',
    ),
  },
);
