import { describe, expect, it } from 'vitest';
import { totalText, when } from './format';

describe("the inbox's formats", () => {
  it('writes a time with its zone', () => {
    expect(when('2026-12-03T19:07:00Z', 'UTC')).toBe('3 Dec 2026, 19:07 UTC');
    expect(when('2026-12-03T19:07:00Z', 'America/Los_Angeles')).toBe('3 Dec 2026, 11:07 GMT-8');
  });

  it('writes the total out of 180, or the average of a lead shared before it was kept', () => {
    expect(totalText({ overallScore: 3.17, total: 114, totalMax: 180 })).toBe('114/180');
    expect(totalText({ overallScore: 3.17 })).toBe('3.17');
  });
});
