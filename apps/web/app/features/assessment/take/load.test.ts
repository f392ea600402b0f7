// The question bank and rules the browser scores with: the content version it sends with a save
// must equal the server's, computed from the raw documents it scores with; and a failed request
// for either fails the load, rather than scoring without it.

import { createCmsClient } from '@peak/cms-client';
import { questions, rules } from '@peak/content';
import { contentVersion } from '@peak/scoring';
import { pagedResult } from '@peak/testkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bankVersion, loadBank, loadQuestions, loadRules } from './load';

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-02-01T00:00:00.000Z' };
const envelope = (docs: unknown[]) => pagedResult(docs, { limit: docs.length });

// The API's documents: the seed's, with their id, timestamps and null for every empty field.
const seeded: Record<string, unknown[]> = {
  questions: questions.map((q) => ({ id: q.questionId, ...q, ...stamp })),
  rules: rules.map((r) => ({ extra: null, empty: [], ...r, ...stamp })),
};

/** How the service answers each collection: its documents, a status, or a network error. */
type Answer = unknown[] | number | 'network-error';
let answers: Record<string, Answer> = {};
const asked: string[] = [];

vi.mock('../../../lib/content', () => ({
  contentClient: () =>
    createCmsClient({
      baseUrl: 'http://api.test',
      fetch: async (input) => {
        const url = new URL(String(input));
        asked.push(`${url.pathname}${url.search}`);
        const answer = answers[url.pathname.split('/')[2] ?? ''] ?? [];
        if (answer === 'network-error') throw new TypeError('Failed to fetch');
        if (typeof answer === 'number')
          return Response.json({ errors: [{ message: 'boom' }] }, { status: answer });
        return Response.json(envelope(answer));
      },
    }),
}));

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  answers = { ...seeded };
  asked.length = 0;
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

describe('the content version of the bank the browser scores with', () => {
  it("equals the server's, computed from the raw documents", async () => {
    const bank = await loadBank();
    expect(bank.questions).toHaveLength(36);
    expect(bank.rules).toHaveLength(rules.length);
    expect(bankVersion(bank.questions, bank.rules)).toBe(contentVersion(questions, rules));
    expect(logged).not.toHaveBeenCalled();
  });

  it('asks for the rules as the content client does, newest first, up to 100', async () => {
    await loadRules();
    expect(asked).toEqual(['/api/rules?sort=-createdAt&limit=100']);
  });
});

describe('loading the rules', () => {
  it.each([
    ['a 500 answer', 500],
    ['a 404 answer', 404],
    ['a network error', 'network-error'],
  ] as const)('fails on %s, logging Failed to fetch rules', async (_label, answer) => {
    answers.rules = answer;
    await expect(loadRules()).rejects.toThrow('Failed to fetch rules');
    expect(logged).toHaveBeenCalledWith('Failed to fetch rules', expect.any(Error));
  });

  it('fails the whole load: never questions without their rules', async () => {
    answers.rules = 500;
    await expect(loadBank()).rejects.toThrow('Failed to fetch rules');
    expect(asked.map((path) => path.split('?')[0]).sort()).toEqual([
      '/api/questions',
      '/api/rules',
    ]);
  });

  it('accepts an empty list answered by the service: a CMS may have no rules', async () => {
    answers.rules = [];
    const bank = await loadBank();
    expect(bank.rules).toEqual([]);
    expect(bank.questions).toHaveLength(36);
    expect(bankVersion(bank.questions, bank.rules)).toBe(contentVersion(questions, []));
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('loading the questions', () => {
  it('fails the whole load when the questions fail, logged', async () => {
    answers.questions = 503;
    await expect(loadBank()).rejects.toThrow('CMS connection failed - no questions available');
    expect(logged).toHaveBeenCalledWith('Failed to fetch questions', expect.any(Error));
  });

  it('fails when the service answers no scored question', async () => {
    answers.questions = [];
    await expect(loadQuestions()).rejects.toThrow('CMS connection failed - no questions available');
  });
});
