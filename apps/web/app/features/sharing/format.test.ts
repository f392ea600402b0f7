// The sharing feature's words: how long a link works, its address, dates and the name it shows.
import { describe, expect, it } from 'vitest';
import {
  daysLabel,
  emailedText,
  linkFacts,
  newestFirst,
  SHARE_DAYS,
  shareUrl,
  showNameLabel,
} from './format';

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
        firstName: null,
      }),
    ).toBe('Created November 26, 2026, works until December 26, 2026');
  });

  it('says which links show the owner’s first name, and offers to', () => {
    expect(
      linkFacts({
        id: 'l1',
        createdAt: '2026-11-26T10:00:00.000Z',
        expiresAt: '2026-12-26T10:00:00.000Z',
        firstName: 'Ada',
      }),
    ).toBe('Created November 26, 2026, works until December 26, 2026, shows your first name, Ada');
    expect(showNameLabel('Ada')).toBe('Show my first name (Ada) on the shared page');
  });

  it('lists the newest link first', () => {
    const link = (id: string, createdAt: string) => ({
      id,
      createdAt,
      expiresAt: createdAt,
      firstName: null,
    });
    expect(
      newestFirst([link('a', '2026-01-01'), link('c', '2026-03-01'), link('b', '2026-02-01')]).map(
        (l) => l.id,
      ),
    ).toEqual(['c', 'b', 'a']);
  });
});

describe('what became of an emailed report', () => {
  it('is sent through the mail server, or waits while there is none', () => {
    expect(emailedText('smtp', 'ada@example.com')).toBe(
      'Sent to ada@example.com. It may take a minute to arrive.',
    );
    const waiting = emailedText('outbox', 'ada@example.com');
    expect(waiting).toContain('no mail server set up yet');
    expect(waiting).toContain('ada@example.com is waiting to be sent');
    expect(waiting).not.toMatch(/\bsent to\b/i);
  });
});
