// The sharing feature's words and bytes: how long a link works, its address and dates, and the PDF
// as base64 (the same as Node's, also past one chunk); a mail's attachment, or why it has none.
import { REPORT_PDF_MAX_BYTES } from '@peak/contracts';
import { describe, expect, it, vi } from 'vitest';
import { attachmentOf, PDF_FAILED, PDF_TOO_LARGE, sentText } from './attachment';
import { base64Of, daysLabel, linkFacts, newestFirst, SHARE_DAYS, shareUrl } from './format';

const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 37) % 256).buffer;

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

describe('base64Of', () => {
  it('writes what Node writes, for a few bytes and for many chunks', () => {
    for (const n of [0, 1, 2, 3, 5, 0x2000, 0x2000 * 3 + 7])
      expect(base64Of(bytes(n))).toBe(Buffer.from(bytes(n)).toString('base64'));
  });
});

describe('the mail’s attachment', () => {
  it('is the PDF in base64, and the page says where it went', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n%%EOF').buffer as ArrayBuffer;
    const attachment = await attachmentOf(async () => pdf);
    expect(attachment).toEqual({ pdf: 'JVBERi0xLjcKJSVFT0Y=' });
    expect(sentText('ada@example.com', attachment)).toBe('Sent to ada@example.com.');
  });

  it('is left out, saying why, when the PDF is too large or cannot be made', async () => {
    const large = await attachmentOf(async () => new ArrayBuffer(REPORT_PDF_MAX_BYTES + 1));
    expect(large).toEqual({ missing: PDF_TOO_LARGE });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await attachmentOf(() => Promise.reject(new Error('no jsPDF')));
    expect(failed).toEqual({ missing: PDF_FAILED });
    expect(sentText('ada@example.com', failed)).toBe(
      'Sent to ada@example.com, with the link only: the PDF could not be made.',
    );
    vi.restoreAllMocks();
  });
});
