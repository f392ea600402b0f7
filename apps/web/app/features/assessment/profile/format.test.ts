import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../model';
import {
  accountName,
  formatDate,
  formatDateTime,
  formatNumber,
  formatOverall,
  formatTotal,
  newestFirst,
  pdfFileName,
} from './format';

describe('formatDateTime', () => {
  it('writes the en-US date and time with plain spaces', () => {
    expect(formatDateTime('2026-11-21T10:04:00.000Z', 'UTC')).toBe('November 21, 2026 at 10:04 AM');
    expect(formatDateTime('2026-03-05T22:30:00.000Z', 'UTC')).toBe('March 5, 2026 at 10:30 PM');
  });

  it('uses the given time zone', () => {
    expect(formatDateTime('2026-11-21T10:04:00.000Z', 'America/New_York')).toBe(
      'November 21, 2026 at 5:04 AM',
    );
  });

  it('says so when the time is not a date', () => {
    expect(formatDateTime('yesterday')).toBe('Unknown date');
    expect(formatDate('')).toBe('Unknown date');
  });

  it('writes the date alone', () => {
    expect(formatDate('2026-11-21T10:04:00.000Z', 'UTC')).toBe('November 21, 2026');
  });
});

describe('score formatting', () => {
  it('keeps at most one decimal', () => {
    expect(formatNumber(3.47)).toBe('3.5');
    expect(formatNumber(4)).toBe('4');
    expect(formatNumber(10.25)).toBe('10.3');
    expect(formatNumber(-0.01)).toBe('0');
  });

  it('writes the overall score out of 5 when there is one', () => {
    expect(formatOverall(3.5)).toBe('3.5/5');
    expect(formatOverall(3.456)).toBe('3.5/5');
    expect(formatOverall(4)).toBe('4/5');
    expect(formatOverall(0)).toBe('0/5');
    expect(formatOverall(undefined)).toBeNull();
    expect(formatOverall(null)).toBeNull();
    expect(formatOverall(Number.NaN)).toBeNull();
  });

  it('writes the total out of 180', () => {
    expect(formatTotal(126)).toBe('126/180');
    expect(formatTotal(100.5)).toBe('100.5/180');
    expect(formatTotal(undefined)).toBeNull();
  });
});

describe('pdfFileName', () => {
  it('names the file after the id and the local date', () => {
    expect(pdfFileName('3f2a-11', new Date(2026, 10, 21, 10, 4))).toBe(
      'prioritization-assessment-3f2a-11-2026-11-21.pdf',
    );
    expect(pdfFileName('abc', new Date(2026, 0, 5))).toBe(
      'prioritization-assessment-abc-2026-01-05.pdf',
    );
  });

  it('keeps only safe characters of the id', () => {
    expect(pdfFileName('../a b/c', new Date(2026, 0, 5))).toBe(
      'prioritization-assessment-abc-2026-01-05.pdf',
    );
    expect(pdfFileName('///', new Date(2026, 0, 5))).toBe(
      'prioritization-assessment-report-2026-01-05.pdf',
    );
  });
});

const entry = (id: string, timestamp: string): HistoryEntry => ({
  id,
  timestamp,
  assessmentName: 'Assessment',
  overallScore: 3,
  rawOverallScore: 108,
  maturityLevel: 'Developing',
});

describe('newestFirst', () => {
  it('orders the history newest first, undated entries last', () => {
    const sorted = newestFirst([
      entry('old', '2025-01-01T00:00:00Z'),
      entry('bad', 'not a date'),
      entry('new', '2026-11-21T10:04:00Z'),
      entry('mid', '2026-02-01T00:00:00Z'),
    ]);
    expect(sorted.map((e) => e.id)).toEqual(['new', 'mid', 'old', 'bad']);
  });

  it('leaves the input alone', () => {
    const input = [entry('a', '2025-01-01T00:00:00Z'), entry('b', '2026-01-01T00:00:00Z')];
    newestFirst(input);
    expect(input.map((e) => e.id)).toEqual(['a', 'b']);
  });
});

describe('accountName', () => {
  it('joins first and last name, or falls back to the email', () => {
    expect(accountName({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@x.org' })).toBe(
      'Ada Lovelace',
    );
    expect(accountName({ firstName: 'Ada', lastName: '', email: 'a@x.org' })).toBe('Ada');
    expect(accountName({ firstName: '', lastName: '', email: 'a@x.org' })).toBe('a@x.org');
  });
});
