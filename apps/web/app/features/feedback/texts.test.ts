// The 360's wording as written: how many of a group answered and how many more are needed, said
// only once enough are invited.
import type { FeedbackGroup } from '@peak/contracts';
import { describe, expect, it } from 'vitest';
import { answeredText, closingText, shownGroupsText } from './texts';

const group = (overrides: Partial<FeedbackGroup>): FeedbackGroup => ({
  group: 'peers',
  invited: 4,
  answered: 2,
  needed: 1,
  shown: false,
  ...overrides,
});

describe('the answered sentence', () => {
  it('says how many answered and how many more are needed', () => {
    expect(answeredText(group({}), 3)).toBe('2 of your peers have answered; 1 more is needed.');
    expect(answeredText(group({ answered: 1, needed: 2 }), 3)).toBe(
      '1 of your peers has answered; 2 more are needed.',
    );
    expect(answeredText(group({ group: 'direct-reports', answered: 0, needed: 3 }), 3)).toBe(
      '0 of your direct reports have answered; 3 more are needed.',
    );
  });

  it('says a shown group is shown', () => {
    expect(answeredText(group({ answered: 3, needed: 0, shown: true }), 3)).toBe(
      '3 of your peers have answered; their answers are shown in your report.',
    );
  });

  it('gives a manager’s count without a number more needed', () => {
    expect(answeredText(group({ group: 'manager', answered: 2, needed: null }), 3)).toBe(
      '2 of your managers have answered.',
    );
  });

  it('counts nothing until the minimum are invited', () => {
    expect(answeredText(group({ invited: 2, answered: null, needed: null }), 3)).toBe(
      'Answers are counted once 3 or more are invited.',
    );
    expect(answeredText(group({ invited: 2, answered: null, needed: null }), 5)).toBe(
      'Answers are counted once 5 or more are invited.',
    );
  });
});

describe('the 360 in a line', () => {
  it('says when it closes or closed, and which groups are shown', () => {
    expect(closingText('2026-12-17T12:00:00.000Z', true)).toBe(
      'Open for answers until December 17, 2026.',
    );
    expect(closingText('2026-12-17T12:00:00.000Z', false)).toBe('Closed on December 17, 2026.');
    expect(
      shownGroupsText([group({ shown: true }), group({ group: 'manager', shown: true })]),
    ).toBe('Shown: Peers, Manager.');
    expect(shownGroupsText([group({})])).toBe('No group is shown yet.');
  });
});
