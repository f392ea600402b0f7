import { describe, expect, it } from 'vitest';
import {
  authorLabel,
  categoryStyle,
  DEFAULT_AUTHOR,
  formatPostDate,
  initials,
  joinNames,
  readTimeLabel,
} from './format';

describe('formatPostDate', () => {
  it('prints the en-US long form in UTC', () => {
    expect(formatPostDate('2025-09-08T13:00:00.000Z')).toBe('September 8, 2025');
    expect(formatPostDate('2026-01-01T00:30:00.000Z')).toBe('January 1, 2026');
  });

  it('prints No date for a missing or invalid date', () => {
    expect(formatPostDate(null)).toBe('No date');
    expect(formatPostDate(undefined)).toBe('No date');
    expect(formatPostDate('')).toBe('No date');
    expect(formatPostDate('not a date')).toBe('No date');
  });
});

describe('joinNames', () => {
  it('joins one, two and three or more names', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Elena Marsh'])).toBe('Elena Marsh');
    expect(joinNames(['Elena Marsh', 'David Okoro'])).toBe('Elena Marsh and David Okoro');
    expect(joinNames(['Elena Marsh', 'David Okoro', 'Priya Raman'])).toBe(
      'Elena Marsh, David Okoro, and Priya Raman',
    );
    expect(joinNames(['A', 'B', 'C', 'D'])).toBe('A, B, C, and D');
  });

  it('skips blank names', () => {
    expect(joinNames(['  ', 'Elena Marsh', ''])).toBe('Elena Marsh');
  });
});

describe('authorLabel', () => {
  it('falls back to the team', () => {
    expect(authorLabel({ authors: [] })).toBe(DEFAULT_AUTHOR);
    expect(DEFAULT_AUTHOR).toBe('the Peak Partners team');
    expect(authorLabel({ authors: [{ name: 'A' }, { name: 'B' }] })).toBe('A and B');
  });
});

describe('readTimeLabel', () => {
  it('defaults to five minutes', () => {
    expect(readTimeLabel(8)).toBe('8 min read');
    expect(readTimeLabel(undefined)).toBe('5 min read');
    expect(readTimeLabel(0)).toBe('5 min read');
    expect(readTimeLabel(Number.NaN)).toBe('5 min read');
  });
});

describe('initials', () => {
  it('takes the first and last initials', () => {
    expect(initials('Elena Marsh')).toBe('EM');
    expect(initials('Priya Devi Raman')).toBe('PR');
    expect(initials('madonna')).toBe('M');
    expect(initials('  ')).toBe('?');
  });
});

describe('categoryStyle', () => {
  it('labels the known categories and keeps unknown ones as written', () => {
    expect(categoryStyle('case-study')).toEqual({ label: 'Case Study', tone: 'case-study' });
    expect(categoryStyle('strategy')).toEqual({ label: 'Strategy', tone: 'strategy' });
    expect(categoryStyle('Interview')).toEqual({ label: 'Interview', tone: 'interview' });
    expect(categoryStyle('research')).toEqual({ label: 'research', tone: 'neutral' });
    expect(categoryStyle('')).toEqual({ label: 'General', tone: 'neutral' });
  });
});
