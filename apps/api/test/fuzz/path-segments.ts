// Path segments: a known id or name most of the time, otherwise hostile text, traversal,
// bad percent-encoding and over-long names.
import fc from 'fast-check';
import { huge, text } from './hostile-text';
import { enc } from './query-strings';

export const segment = (known: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(known.length ? known : ['x'])) },
    { weight: 4, arbitrary: text.filter((s) => s.length < 500).map(enc) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%00',
        '%2e%2e',
        '..%2F..%2Fetc%2Fpasswd',
        '%2e%2e%2f%2e%2e%2fpackage.json',
        '%E0%A4%A',
        '%FF',
        '%C0%AE%C0%AE',
        '%',
        '%25',
        '..',
        '.',
        'x'.repeat(101),
        'x'.repeat(201),
        '%20',
        ';',
        'a;b=c',
      ),
    },
    { weight: 1, arbitrary: huge.map((s) => enc(s.slice(0, 5_000))) },
  );
