// The version the browser sends with a save is computed from the documents as the content client
// parses them; it must equal the server's, computed from the raw documents it scores with.

import { createCmsClient } from '@peak/cms-client';
import { questions, rules } from '@peak/content';
import { contentVersion } from '@peak/scoring';
import { pagedResult } from '@peak/testkit';
import { describe, expect, it, vi } from 'vitest';
import { bankVersion, loadQuestions, loadRules } from './load';

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-02-01T00:00:00.000Z' };
const envelope = (docs: unknown[]) => pagedResult(docs, { limit: docs.length });

// The API's documents: the seed's, with their id, timestamps and null for every empty field.
const served: Record<string, unknown[]> = {
  questions: questions.map((q) => ({ id: q.questionId, ...q, ...stamp })),
  rules: rules.map((r) => ({ extra: null, empty: [], ...r, ...stamp })),
};

vi.mock('../cms', () => ({
  assessmentCms: () =>
    createCmsClient({
      baseUrl: 'http://api.test',
      fetch: async (input) => {
        const slug = new URL(String(input)).pathname.split('/')[2] ?? '';
        return Response.json(envelope(served[slug] ?? []));
      },
    }),
}));

describe('the content version of the bank the browser scores with', () => {
  it("equals the server's, computed from the raw documents", async () => {
    const [bank, live] = await Promise.all([loadQuestions(), loadRules()]);
    expect(bankVersion(bank, live)).toBe(contentVersion(questions, rules));
  });
});
