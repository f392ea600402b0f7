import { describe, expect, it } from 'vitest';
import { byName, summarizeCategories } from '../src/categories';

describe('summarizeCategories', () => {
  it('counts posts per category, names the missing one General and sorts by name', () => {
    const posts = [
      { category: 'Leadership' },
      { category: 'case study' },
      { category: ' Leadership ' },
      { category: null },
      { category: 'Assessment' },
    ];
    expect(summarizeCategories(posts).map((c) => [c.name, c.slug, c.count])).toEqual([
      ['Assessment', 'assessment', 1],
      ['case study', 'case-study', 1],
      ['General', 'general', 1],
      ['Leadership', 'leadership', 2],
    ]);
  });
});

describe('byName', () => {
  it('orders names of letters, digits, spaces and hyphens as English collation does', () => {
    const names = [
      'Case study',
      'case study',
      'Case-study',
      'Cases',
      'Case',
      'assessment',
      'Assessment',
      'ASSESSMENT',
      'Leadership 2',
      'Leadership 10',
      'Leadership',
      'leadership-team',
      'Interview',
      'Q and A',
      'qa',
      'General',
      'a',
      'B',
      'b',
      'A',
    ];
    const english = [...names].sort((a, b) => a.localeCompare(b, 'en'));
    expect([...names].sort(byName)).toEqual(english);
    expect([...names].reverse().sort(byName)).toEqual(english);
  });
});
