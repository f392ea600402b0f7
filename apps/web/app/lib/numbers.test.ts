import { describe, expect, it } from 'vitest';
import { formatNumber, groupDigits } from './numbers';

describe('numbers as the site writes them', () => {
  it('groups a count in thousands exactly as en-US does, without Intl', () => {
    for (const n of [0, 7, 999, 1000, 1240, 20_000, 123_456, 1_234_567, 10_000_000])
      expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
  });

  it('writes a score with at most one decimal, never -0', () => {
    expect(formatNumber(3.47)).toBe('3.5');
    expect(formatNumber(4)).toBe('4');
    expect(formatNumber(-0.01)).toBe('0');
  });
});
