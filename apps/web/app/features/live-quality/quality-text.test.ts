import { describe, expect, it } from 'vitest';
import { qualityText } from './quality-text';

describe('qualityText', () => {
  it('gives alpha as a range with each capability listed, and the retest with its pairs', () => {
    const text = qualityText({
      results: 1240,
      alpha: { 'Tool Fluency': 0.81, 'Clarity of Focus': 0.624, 'Rhythm & Ritual': 0.7 },
      retest: { pairs: 212, correlation: 0.8412, withinDays: 60 },
    });
    expect(text.alpha).toBe(
      "Internal consistency of each capability's three questions (Cronbach's alpha): 0.62 to 0.81, estimated from 1,240 saved results (each person's latest).",
    );
    // In the order the API gives them (the framework's).
    expect(text.alphaByCapability).toEqual([
      { name: 'Tool Fluency', alpha: '0.81' },
      { name: 'Clarity of Focus', alpha: '0.62' },
      { name: 'Rhythm & Ritual', alpha: '0.70' },
    ]);
    expect(text.retest).toBe(
      'Retest: the totals of 212 people who took it again within 60 days correlate at 0.84.',
    );
  });

  it('says the figures appear once enough results exist, with the count so far', () => {
    const text = qualityText({ results: 37, alpha: null, retest: null });
    expect(text.alpha).toBe(
      "The reliability of each capability's score (Cronbach's alpha) appears here once enough results have been saved to estimate it: 37 saved results so far.",
    );
    expect(text.alphaByCapability).toBeNull();
    expect(text.retest).toMatch(/^The retest correlation .* appears here once enough people/);
  });
});
