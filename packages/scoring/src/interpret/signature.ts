// What "Your Signature Combinations" shows: the first patterns, classed, and the first archetype.
import { classifyPattern } from '../bands';
import { ARCHETYPES_SHOWN, PATTERNS_SHOWN } from '../model/constants';
import type { Finding } from '../model/types';

export interface ShownPattern {
  name: string;
  kind: 'Strength' | 'Growth Area';
  finding: Finding;
}

export function signatureCombinations(findings: readonly Finding[]): {
  patterns: ShownPattern[];
  archetypes: Finding[];
} {
  const patterns = findings
    .filter((f) => f.type !== 'archetype')
    .slice(0, PATTERNS_SHOWN)
    .map((finding) => {
      const name = finding.patternName ?? finding.ruleName;
      return { name, kind: classifyPattern(name), finding };
    });
  const archetypes = findings.filter((f) => f.type === 'archetype').slice(0, ARCHETYPES_SHOWN);
  return { patterns, archetypes };
}
