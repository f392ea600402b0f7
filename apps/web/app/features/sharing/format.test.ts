// The sharing feature's words: how long a link works, its address and dates.
import { describe, expect, it } from 'vitest';
import { daysLabel, linkFacts, newestFirst, SHARE_DAYS, shareUrl } from './format';

describe('share link words', () => {
  it('offers 7, 30, 90 days and a year', () => {
    expect(SHARE_DAYS.map(daysLabel)).toEqual(['7 days', '30 days', '90 days', '1 year']);
  });

  it('writes the address, and when a link was made and works until', () => {
    expect(shareUrl('abc', 'https://peak.example')).toBe('https://peak.example/r/abc');
    expect(
      linkFacts({
        id: 'l1',
        createdAt: '2026-11-26T10:00:00.000Z',
        expiresAt: '2026-12-26T10:00:00.000Z',
      }),
    ).toBe('Created November 26, 2026, works until December 26, 2026');
  });

  it('lists the newest link first', () => {
    const link = (id: string, createdAt: string) => ({ id, createdAt, expiresAt: createdAt });
    expect(
      newestFirst([link('a', '2026-01-01'), link('c', '2026-03-01'), link('b', '2026-02-01')]).map(
        (l) => l.id,
      ),
    ).toEqual(['c', 'b', 'a']);
  });
});
