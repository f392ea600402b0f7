// A person's name never carries a line break or a control character, wherever it enters: sign-up,
// the contact form and a review request all refuse one with a clear 400 (one schema, personName).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { TARGETS } from '../support/database';
import { answersOf, drawPerson, seeded } from '../support/seeded-results';

const BAD_NAMES = [
  ['CR LF', 'Ada\r\nBcc: victim@example.com'],
  ['LF', 'Ada\nLovelace'],
  ['CR', 'Ada\rLovelace'],
  ['NUL', 'Ada\u0000'],
  ['ESC', 'Ada\u001b[31m'],
  ['DEL', 'Ada\u007f'],
  ['NEL (C1)', 'Ada\u0085Lovelace'],
  ['CSI (C1)', 'Ada\u009b31m'],
  ['line separator', 'Ada\u2028Lovelace'],
  ['paragraph separator', 'Ada\u2029Lovelace'],
] as const;

describe.each(TARGETS)('names on %s', (target) => {
  let t: TestApp;
  const rng = seeded(2028);
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t?.close());

  let n = 0;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.20.0.${++n % 250}` });

  const entries: Array<[string, (name: string) => Promise<{ statusCode: number; body: string }>]> =
    [
      [
        'sign-up, first name',
        (name) =>
          post('/api/auth/sign-up', {
            firstName: name,
            lastName: 'Lovelace',
            email: `first${++n}@example.com`,
            password: 'correct horse battery',
          }),
      ],
      [
        'sign-up, last name',
        (name) =>
          post('/api/auth/sign-up', {
            firstName: 'Ada',
            lastName: name,
            email: `last${++n}@example.com`,
            password: 'correct horse battery',
          }),
      ],
      [
        'the contact form',
        (name) =>
          post('/api/submit-contact', {
            name,
            email: 'ada@example.com',
            message: 'We would like a workshop.',
          }),
      ],
      [
        'a review request',
        (name) =>
          post(
            '/api/review-requests',
            versioned({
              name,
              email: 'ada@example.com',
              note: 'Could we talk?',
              share: 'headline',
              responses: answersOf(drawPerson(rng), rng),
            }),
          ),
      ],
    ];

  it.each(entries)('refuses control characters in a name: %s', async (_, send) => {
    for (const [what, name] of BAD_NAMES) {
      const res = await send(name);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      // NUL is refused before any schema, for every text the API takes.
      expect(JSON.parse(res.body).error, what).toMatch(
        what === 'NUL'
          ? /must not contain the NUL character/
          : /name must not contain line breaks or control characters/i,
      );
    }
    // A name with accents, apostrophes and hyphens is a name.
    const fine = await send('  Zoë O’Brien-Núñez  ');
    expect(fine.statusCode, fine.body).toBeLessThan(300);
  });
});
