// Golden replay: every fixture's responses must score to exactly its stored results.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Results, scoreAssessment, signatureCombinations } from '../src';
import { questions, rules } from './helpers';

interface Fixture {
  description: string;
  checks: Record<string, unknown>;
  responses: unknown[];
  expected: Results;
}

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
const fixtures = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((file) => [file, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Fixture] as const);
const byName = new Map(fixtures.map(([file, f]) => [file.replace(/\.json$/, ''), f]));

describe('golden fixtures', () => {
  it('has at least 15', () => expect(fixtures.length).toBeGreaterThanOrEqual(15));

  it.each(fixtures)('%s replays exactly', (_file, fixture) => {
    const results = scoreAssessment(fixture.responses, { questions, rules });
    expect(results).toEqual(fixture.expected);
    expect(results).toMatchObject(fixture.checks);
  });

  const signature = (name: string) => {
    const f = byName.get(name);
    if (!f) throw new Error(`fixture ${name} is missing`);
    return signatureCombinations(f.expected.arbitratedFindings);
  };

  it('covers growth-area and strength patterns and an archetype', () => {
    expect(signature('stakeholder-ghosting').patterns.some((p) => p.kind === 'Growth Area')).toBe(
      true,
    );
    expect(signature('all-1s').patterns.every((p) => p.kind === 'Growth Area')).toBe(true);
    expect(signature('strategic-navigator').patterns.some((p) => p.kind === 'Strength')).toBe(true);
    expect(signature('strategic-navigator').archetypes).toHaveLength(1);
    expect(signature('archetype-gate-99').archetypes).toEqual([]);
  });
});
