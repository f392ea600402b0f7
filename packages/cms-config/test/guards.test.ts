// The CMS's guards in a real Payload (the CMS's own configuration on a throwaway PostgreSQL): saving
// refuses broken rule logic, questions that break the bank's rules and report texts without a
// band's words, each with its message on its field; the firing-rate endpoint answers editors only.
import { questions as bundledQuestions, rules as bundledRules } from '@peak/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ADMIN_URL,
  type PayloadServer,
  postgresAnswers,
  startPayloadServer,
} from '../src/testing/server';

const ADMIN_URL = process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL;
const postgres = await postgresAnswers(ADMIN_URL);
if (!postgres) {
  console.warn(
    `CMS guards suite skipped: no PostgreSQL answers at ${new URL(ADMIN_URL).host} (set DATABASE_URL, or start one on 127.0.0.1:5432).`,
  );
}

const EDITOR = { email: 'editor@guards.test', password: 'correct horse battery staple' };

/** The field errors a refused save carries (Payload's ValidationError), as {path, message}. */
async function refusal(save: Promise<unknown>): Promise<Array<{ path: string; message: string }>> {
  try {
    await save;
  } catch (error) {
    const data = (error as { data?: { errors?: Array<{ path: string; message: string }> } }).data;
    if (data?.errors) return data.errors.map(({ path, message }) => ({ path, message }));
    throw error;
  }
  throw new Error('the save was not refused');
}

const rule = (overrides: Record<string, unknown>) => ({
  ...(bundledRules[0] as unknown as Record<string, unknown>),
  id: 'guards-rule',
  name: 'Guards Rule',
  ...overrides,
});

describe.skipIf(!postgres)('the CMS guards', () => {
  let server: PayloadServer;
  let token: string;

  beforeAll(async () => {
    server = await startPayloadServer({ adminUrl: ADMIN_URL });
    await server.payload.create({
      collection: 'users',
      data: { ...EDITOR, role: 'editor' },
      overrideAccess: true,
    });
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(EDITOR),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;
  });

  afterAll(async () => {
    await server?.stop();
  });

  describe('rules', () => {
    it("refuses logic that does not parse, with the parser's message and its column", async () => {
      const errors = await refusal(
        server.payload.create({
          collection: 'rules',
          data: rule({ logic: 'clarityOfFocus <= 3)' }),
          overrideAccess: true,
        }),
      );
      expect(errors).toEqual([{ path: 'logic', message: 'Unexpected ")" at column 20.' }]);
      // Nor may a stored rule be changed to such logic.
      const live = bundledRules[0]?.id as string;
      expect(
        await refusal(
          server.payload.update({
            collection: 'rules',
            id: live,
            data: { logic: 'clarityOfFocus <= (3' },
            overrideAccess: true,
          }),
        ),
      ).toEqual([{ path: 'logic', message: "Missing ')' for '(' at column 19." }]);
    });

    it('refuses logic that names an unknown variable, by its name', async () => {
      const errors = await refusal(
        server.payload.create({
          collection: 'rules',
          data: rule({ logic: 'clarityOfFocus <= 3 and legacyScore > 2' }),
          overrideAccess: true,
        }),
      );
      expect(errors).toHaveLength(1);
      expect(errors[0]?.path).toBe('logic');
      expect(errors[0]?.message).toMatch(/^Unknown variable "legacyScore": rule logic may name /);
    });

    it('saves a rule with good logic, and reads it back without anything added', async () => {
      const saved = await server.payload.create({
        collection: 'rules',
        data: rule({ logic: 'clarityOfFocus <= 3 and total >= 90' }),
        overrideAccess: true,
      });
      expect(saved.logic).toBe('clarityOfFocus <= 3 and total >= 90');
      const read = await fetch(`${server.url}/api/rules/guards-rule`);
      expect(read.status).toBe(200);
      const body = (await read.json()) as Record<string, unknown>;
      expect(body.logic).toBe('clarityOfFocus <= 3 and total >= 90');
      // The admin's firing rate is a ui field: never stored, never answered.
      expect(body).not.toHaveProperty('firingRate');
    });
  });

  describe('POST /api/rules/firing-rate', () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/rules/firing-rate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      });
    const asEditor = (body: unknown) =>
      post(typeof body === 'string' ? body : JSON.stringify(body), {
        Authorization: `JWT ${token}`,
      });

    it("answers an editor with the rule's firing rate on the standard population", async () => {
      const started = performance.now();
      const res = await asEditor({ logic: bundledRules[0]?.logic, roles: [], type: 'pattern' });
      const ms = performance.now() - started;
      expect(res.status).toBe(200);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ respondents: 5000, outside: null, warning: null });
      expect(body.message).toMatch(/^Fires for \d+\.\d% of 5,000 simulated readers$/);
      const again = performance.now();
      const warned = await asEditor({ logic: 'total >= 36' });
      const warmMs = performance.now() - again;
      console.log(
        `firing rate over REST: ${ms.toFixed(0)} ms the first time (the population made), ${warmMs.toFixed(0)} ms after`,
      );
      expect(warmMs).toBeLessThan(1_000);
      expect(await warned.json()).toMatchObject({
        message: 'Fires for 100.0% of 5,000 simulated readers',
        outside: 'above',
        warning: expect.stringMatching(/^Outside 0\.5–60%/),
      });
    });

    it('answers 401 without a user and 403 for a reader', async () => {
      const body = JSON.stringify({ logic: 'total > 100' });
      const anonymous = await post(body);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({
        errors: [{ message: 'You must be logged in to make this request.' }],
      });
      const reader = await post(body, { Authorization: `users API-Key ${server.apiKey}` });
      expect(reader.status).toBe(403);
    });

    it('answers 400 with a message for every bad body, never 500', async () => {
      const bad: Array<[unknown, RegExp]> = [
        ['not json', /must be JSON/],
        ['', /must be JSON/],
        [null, /body: /],
        [[], /body: /],
        [{}, /logic: /],
        [{ logic: 3 }, /logic: /],
        [{ logic: 'x'.repeat(2001) }, /logic: .*2000/],
        [{ logic: 'total > 1', extra: 1 }, /extra/],
        [{ logic: 'total > 1', roles: 'manager' }, /roles: /],
        [{ logic: 'total > 1)' }, /^Unexpected "\)" at column 10\.$/],
        [{ logic: 'legacyScore > 1' }, /^Unknown variable "legacyScore"/],
        [{ logic: 'total' }, /^Logic computes a number/],
      ];
      for (const [body, message] of bad) {
        const res = await asEditor(body);
        const answer = (await res.json()) as { errors: Array<{ message: string }> };
        expect(res.status, JSON.stringify(body)?.slice(0, 40)).toBe(400);
        expect(answer.errors[0]?.message, JSON.stringify(body)?.slice(0, 40)).toMatch(message);
      }
      const huge = await asEditor(JSON.stringify({ logic: 'x'.repeat(20_000) }));
      expect(huge.status).toBe(413);
    });
  });

  describe('questions', () => {
    const good = bundledQuestions.find((q) => q.questionId === 'cof_v2_1');
    if (!good) throw new Error('cof_v2_1');

    it("refuses an item that breaks the bank's rules, naming each rule on its field", async () => {
      const twice = good.responseOptions.map((o, i) => (i === 1 ? { ...o, score: 1 } : o));
      expect(
        await refusal(
          server.payload.update({
            collection: 'questions',
            id: 'cof_v2_1',
            data: { responseOptions: twice },
            overrideAccess: true,
          }),
        ),
      ).toEqual([
        {
          path: 'responseOptions',
          message: 'Five options scored 1-5 once each: found the scores 1, 1, 3, 4, 5.',
        },
      ]);
      const errors = await refusal(
        server.payload.create({
          collection: 'questions',
          data: { ...good, id: 'cof_v3_9', questionId: 'cof_v3_9', capability: 'Focus' },
          overrideAccess: true,
        }),
      );
      expect(errors.map((e) => [e.path, e.message.split(':')[0]])).toEqual([
        ['questionId', 'A _v2_ id'],
        ['capability', 'One capability'],
      ]);
    });

    it('checks a change against the stored item: a longer option breaks the length balance', async () => {
      const long = good.responseOptions.map((o, i) =>
        i === 4 ? { ...o, text: `${o.text} Every single week, without fail.` } : o,
      );
      const errors = await refusal(
        server.payload.update({
          collection: 'questions',
          id: 'cof_v2_1',
          data: { responseOptions: long },
          overrideAccess: true,
        }),
      );
      expect(errors).toHaveLength(1);
      expect(errors[0]?.message).toMatch(
        /^The option-length balance: option 5 \(\d+ characters\) is \d\.\d\d times option \d \(\d+\); keep the longest within 1\.3 times/,
      );
    });

    it('saves an item that keeps them', async () => {
      const saved = await server.payload.create({
        collection: 'questions',
        data: { ...good, id: 'cof_v2_9', questionId: 'cof_v2_9' },
        overrideAccess: true,
      });
      expect(saved.questionId).toBe('cof_v2_9');
      const edited = await server.payload.update({
        collection: 'questions',
        id: 'cof_v2_1',
        data: { text: `${good.text} (edited)` },
        overrideAccess: true,
      });
      expect(edited.text).toBe(`${good.text} (edited)`);
    });
  });

  describe('report texts', () => {
    it('refuses a text missing a band, and a band entry without its text', async () => {
      const stored = await server.payload.findByID({
        collection: 'content',
        id: 'capability-clarity-of-focus',
        overrideAccess: true,
      });
      const { Expert: _, ...fourBands } = stored.bands as Record<string, string>;
      expect(
        await refusal(
          server.payload.update({
            collection: 'content',
            id: 'capability-clarity-of-focus',
            data: { bands: fourBands },
            overrideAccess: true,
          }),
        ),
      ).toEqual([
        {
          path: 'bands',
          message:
            'Each band needs its text: Expert has none. Write one for each of Starting, Emerging, Developing, Proficient and Expert.',
        },
      ]);
      expect(
        await refusal(
          server.payload.update({
            collection: 'content',
            id: 'overall-band-expert',
            data: { content: '' },
            overrideAccess: true,
          }),
        ),
      ).toEqual([{ path: 'content', message: "The band's text is required." }]);
    });

    it('saves a text that keeps them', async () => {
      const saved = await server.payload.update({
        collection: 'content',
        id: 'overall-band-expert',
        data: { content: 'You prioritize as an expert does.' },
        overrideAccess: true,
      });
      expect(saved.content).toBe('You prioritize as an expert does.');
    });
  });
});
