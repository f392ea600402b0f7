import type { Results } from '@peak/scoring';
import { describe, expect, it } from 'vitest';
import { fromStored, type StoredResults, toStored } from '../../src/assessment/stored-results';
import { readFixture } from '../support/paths';

const fixture = readFixture('all-4s.json');
/** The results as they come from the engine: routed findings are the arbitrated ones themselves. */
function scored(): Results {
  const results = structuredClone(fixture.expected) as Results;
  const byRule = new Map(results.arbitratedFindings.map((f) => [f.ruleId, f]));
  for (const entries of Object.values(results.routedContent))
    entries.forEach((f, i) => {
      entries[i] = byRule.get(f.ruleId) ?? f;
    });
  return results;
}

describe('stored results', () => {
  it('keeps routed findings as positions and reads them back as the findings', () => {
    const results = scored();
    const text = JSON.stringify(toStored(results));
    expect(text.length).toBeLessThan(JSON.stringify(results).length * 0.8);
    const stored = JSON.parse(text) as StoredResults;
    for (const entries of Object.values(stored.routedContent))
      for (const e of entries) expect(typeof e).toBe('number');
    expect(fromStored(stored)).toEqual(JSON.parse(JSON.stringify(results)));
  });

  it('reads rows saved with whole findings as they are', () => {
    const whole = JSON.parse(JSON.stringify(fixture.expected));
    expect(fromStored(whole)).toEqual(whole);
  });
});
