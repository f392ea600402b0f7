// Request headers: session cookies (valid, missing, forged, malformed), bearer tokens, and the
// caching, encoding, content and forwarding headers, each present in some requests only.
import fc from 'fast-check';

/** Printable ASCII only: what can arrive in an HTTP header. */
export const headerText = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
  fc.constantFrom("' OR 1=1 --", '<script>', '%00', '__proto__', 'null', '', ' ', '\t'),
  fc.integer({ min: 1_000, max: 8_000 }).map((n) => 'A'.repeat(n)),
);

export function headersArb(cookie: string | undefined): fc.Arbitrary<Record<string, string>> {
  const cookieHeader = fc.oneof(
    { weight: 6, arbitrary: fc.constant(cookie) },
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: headerText.map((g) => `peak_session=${g}`) },
    {
      weight: 1,
      arbitrary: fc
        .string({ unit: fc.constantFrom(...'abcXYZ019_-'), minLength: 43, maxLength: 43 })
        .map((t) => `peak_session=${t}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'peak_session=a; peak_session=b',
        'peak_session=%E0%A4%A',
        'peak_session="quoted"',
        'peak_session=',
        '=; ;=;',
        '__proto__=x; constructor=y',
      ),
    },
    { weight: 1, arbitrary: headerText },
    { weight: 1, arbitrary: headerText.map((g) => `__session=${g}`) },
  );
  /** Present in about one request in `every`. */
  const sometimes = (arbitrary: fc.Arbitrary<string>, every = 5) =>
    fc.oneof({ weight: every - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
  return fc
    .record({
      cookie: cookieHeader,
      authorization: sometimes(
        fc.oneof(
          headerText.map((g) => `Bearer ${g}`),
          fc.constantFrom(
            'Bearer ',
            'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.',
            'Basic Og==',
          ),
          headerText,
        ),
      ),
      'if-none-match': sometimes(fc.oneof(headerText, fc.constant('*'))),
      'accept-encoding': sometimes(
        fc.constantFrom(
          'br',
          'gzip',
          'deflate',
          'identity',
          '*',
          'br;q=0',
          'gzip;q=abc',
          'x'.repeat(5_000),
        ),
      ),
      accept: sometimes(fc.constantFrom('*/*', 'text/html', 'application/json', '', ';;;')),
      'x-forwarded-for': sometimes(fc.constantFrom('1.2.3.4', "' OR 1=1 --", 'unknown, 10.0.0.1')),
      'content-length': sometimes(fc.constantFrom('0', '-1', '99999999', 'abc'), 20),
    })
    .map((h) => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(h)) if (typeof v === 'string') headers[k] = v;
      return headers;
    });
}
