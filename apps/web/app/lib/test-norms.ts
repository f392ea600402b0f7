// A norms answer for tests: 1,240 people since March 2026, with a few histograms filled in.
import type { NormsResponse } from '@peak/contracts';
import { emptyNorms } from '@peak/scoring';

const histogram = (counts: Record<string, number>) => ({
  n: Object.values(counts).reduce((a, b) => a + b, 0),
  counts,
});

export function testNormsAnswer(extra: Partial<NormsResponse> = {}): NormsResponse {
  const norms = emptyNorms();
  norms.total = histogram({ 90: 300, 100: 500, 120: 240, 140: 200 });
  norms.capabilities['Clarity of Focus'] = histogram({ 5: 10, 9: 30, 12: 60 });
  norms.families['Motivational Activation'] = histogram({ 20: 1, 30: 3 });
  return {
    n: 1240,
    minimum: 200,
    since: '2026-03-04T09:00:00.000Z',
    until: '2026-11-20T09:00:00.000Z',
    norms,
    quality: { results: 1240, alpha: null, retest: null },
    ...extra,
  };
}
