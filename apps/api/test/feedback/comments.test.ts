// Which comments are flagged as naming someone, and the order comments are shown in.
import { describe, expect, it } from 'vitest';
import { mentionsName, shuffledFor } from '../../src/feedback/comments';

describe('a comment that names someone', () => {
  it.each([
    'Works closely with Priya on the roadmap.',
    'Ask @sam about the planning cycle.',
    'Much better since O’Neill joined the team.',
    'When Jordan pushed back, they listened.',
  ])('is flagged: %s', (text) => expect(mentionsName(text)).toBe(true));

  it.each([
    'Starts the week with a clear plan. Keeps to it.',
    'I have seen them say no to good ideas on Monday mornings.',
    'Sets OKRs every quarter and reviews them in Q3.',
    'Morgan is great at saying no.',
    'Thinks about what matters. Morgan’s weekly review helps.',
  ])('is not flagged: %s', (text) => expect(mentionsName(text, 'Morgan')).toBe(false));
});

describe('the order of comments', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id }));
  it('is the same on every read of one 360, and another for another', () => {
    const once = shuffledFor('360-one', items, (i) => i.id);
    expect(shuffledFor('360-one', items, (i) => i.id)).toEqual(once);
    expect(shuffledFor('360-one', [...items].reverse(), (i) => i.id)).toEqual(once);
    expect(shuffledFor('360-two', items, (i) => i.id)).not.toEqual(once);
    expect([...once].sort((a, b) => a.id.localeCompare(b.id))).toEqual(items);
  });
});
