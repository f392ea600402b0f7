// The key that makes two saves the same result: computed from the raw answers, their times, the
// role and the content version; anything else a request carries (the story) leaves it unchanged.
import { describe, expect, it } from 'vitest';
import { resultKey } from '../../src/assessment/result-key';

const answers = [
  { questionId: 'cof_v2_1', doing: 3, ms: 4200 },
  { questionId: 'cof_v2_2', doing: null, ms: 3100 },
  { questionId: 'cof_v2_3', doing: 5, ms: 2800 },
];
const base = { responses: answers, role: 'manager', contentVersion: 'v1' };

describe('resultKey', () => {
  it('is the same for the same answers, times, role and version, and short', () => {
    const key = resultKey(base);
    expect(resultKey({ ...base, responses: answers.map((a) => ({ ...a })) })).toBe(key);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['an answer', { responses: [{ ...answers[0], doing: 4 }, ...answers.slice(1)] }],
    ['a time', { responses: [{ ...answers[0], ms: 4201 }, ...answers.slice(1)] }],
    ['a time left out', { responses: [{ questionId: 'cof_v2_1', doing: 3 }, ...answers.slice(1)] }],
    ['the order of the answers', { responses: [...answers].reverse() }],
    ['the role', { role: 'senior-leader' }],
    ['no role', { role: undefined }],
    ['the content version', { contentVersion: 'v2' }],
  ])('changes with %s', (_label, change) => {
    expect(resultKey({ ...base, ...change } as typeof base)).not.toBe(resultKey(base));
  });

  it('tells "This does not happen in my role" from an answer', () => {
    const optedOut = [{ questionId: 'cof_v2_2', doing: null }];
    const answered = [{ questionId: 'cof_v2_2', doing: 1 }];
    expect(resultKey({ ...base, responses: optedOut })).not.toBe(
      resultKey({ ...base, responses: answered }),
    );
  });

  it('reads the object form as the list form without times', () => {
    const listed = [
      { questionId: 'cof_v2_1', doing: 3 },
      { questionId: 'cof_v2_3', doing: 5 },
    ];
    expect(resultKey({ ...base, responses: { cof_v2_1: 3, cof_v2_3: 5 } })).toBe(
      resultKey({ ...base, responses: listed }),
    );
  });

  it('does not read what the request carries besides (a story, scores, a key of its own)', () => {
    const extra = { ...base, story: 'Another story.', rawOverallScore: 180, resultKey: 'mine' };
    expect(resultKey(extra)).toBe(resultKey(base));
  });
});
