import { describe, expect, it } from 'vitest';
import { testNormsAnswer as answer } from '../../lib/test-norms';
import {
  belowMinimumSentence,
  placeOf,
  shortPlaceText,
  sinceMonth,
  totalPlaceSentence,
} from './format';

describe('the percentile texts', () => {
  it('says where the total stands, with how many people and since when', () => {
    // 300 + 500 of 1,240 below 120: 64.5%, rounded down.
    expect(totalPlaceSentence(answer(), 120)).toBe(
      'Higher than 64% of the 1,240 people who saved results here since March 2026.',
    );
    expect(totalPlaceSentence(answer(), 80)).toBe(
      'Higher than 0% of the 1,240 people who saved results here since March 2026.',
    );
    expect(totalPlaceSentence(answer({ since: null }), 150)).toBe(
      'Higher than 100% of the 1,240 people who saved results here.',
    );
  });

  it('places a family and a capability in their own histograms', () => {
    expect(placeOf(answer(), { level: 'capability', name: 'Clarity of Focus' }, 12)).toEqual({
      percent: 40,
      n: 100,
    });
    expect(placeOf(answer(), { level: 'family', name: 'Motivational Activation' }, 30)).toEqual({
      percent: 25,
      n: 4,
    });
    expect(shortPlaceText(40)).toBe('Higher than 40%');
    // No one counted on that scale, an unknown name, or no score: nothing to say.
    expect(placeOf(answer(), { level: 'capability', name: 'Tool Fluency' }, 12)).toBeNull();
    expect(placeOf(answer(), { level: 'capability', name: 'Nope' }, 12)).toBeNull();
    expect(placeOf(answer(), { level: 'total' }, null)).toBeNull();
  });

  it('below the minimum, says when the comparison appears and how many so far', () => {
    const below = answer({ n: 37, norms: null });
    expect(totalPlaceSentence(below, 120)).toBe(
      'How you compare with others appears once 200 people have saved results here (37 so far).',
    );
    expect(belowMinimumSentence({ minimum: 1000, n: 0 })).toBe(
      'How you compare with others appears once 1,000 people have saved results here (0 so far).',
    );
    expect(placeOf(below, { level: 'total' }, 120)).toBeNull();
    expect(totalPlaceSentence(null, 120)).toBeNull();
  });

  it('formats counts and months', () => {
    expect(belowMinimumSentence({ minimum: 1234567, n: 999 })).toContain('1,234,567 people');
    expect(sinceMonth('2026-03-04T09:00:00.000Z')).toBe('March 2026');
    expect(sinceMonth('2025-12-31T23:59:59.000Z')).toBe('December 2025');
    expect(sinceMonth('nonsense')).toBeNull();
    expect(sinceMonth(null)).toBeNull();
  });
});
