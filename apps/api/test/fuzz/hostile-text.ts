// Hostile text for any place a request carries a string: injection probes, control and
// surrogate characters, pollution keys, odd numbers and dates, binary noise, and up to 100 KB.
import fc from 'fast-check';

const FRAGMENTS = [
  "' OR 1=1 --",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '; DROP TABLE assessment_results',
  '" OR ""="',
  '1; SELECT pg_sleep(10)',
  "') UNION SELECT password_hash FROM users --",
  '$1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  '\uFEFF',
  '\u202E',
  '\r\n',
  '\t',
  '%00',
  '%',
  '%E0%A4%A',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4j-style probe, meant literally
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '1e-400',
  '-0',
  '0x1F',
  '9007199254740993',
  '',
  ' ',
  'null',
  'undefined',
  'true',
  'false',
  '[]',
  '{}',
  '0000-01-01',
  '+275760-09-13',
  '-271821-04-20T00:00:00Z',
  '2024-02-30',
  '10000-01-01',
  'ada@example.com',
  '😀',
  'ä',
  '*',
  '?',
  '#',
  '&',
  '=',
  '[',
  ']',
];

const fragment = fc.constantFrom(...FRAGMENTS);

/** Up to about 100 KB of one repeated piece. */
export const huge = fc
  .tuple(
    fc.oneof(fragment, fc.string({ minLength: 1, maxLength: 4 })),
    fc.integer({ min: 1_000, max: 100_000 }),
  )
  .map(([unit, n]) => (unit || 'x').repeat(Math.ceil(n / Math.max(unit.length, 1))).slice(0, n));

export const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fragment },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.oneof(fragment, fc.string({ maxLength: 6 })), { maxLength: 6 })
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: huge },
);

/** Query strings travel in the request line, so their text is shorter. */
export const queryText = text.map((s) => s.slice(0, 3_000));
