// The --pretty summary: total, maturity, the 12 capabilities as a table, patterns and archetype.
import { signatureCombinations } from '../interpret/signature';
import type { Results } from '../model/types';

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));

export function formatPretty(results: Results): string {
  if (results.error) return `${results.error}\n`;
  const lines = [
    `Total: ${results.rawOverallScore} / 180  (average answer ${results.overallScore} / 5)`,
    `Maturity: ${results.maturityLevel}`,
    `Self ${results.selfScore} / 90 vs System ${results.systemScore} / 90: ${results.selfSystemBalance}`,
    '',
    `${pad('Capability', 26)}${pad('Family', 25)}${pad('Score', 7)}Band`,
  ];
  for (const c of results.capabilityScores) {
    const score = c.score === null ? 'n/a' : String(c.score);
    lines.push(
      `${pad(c.capability, 26)}${pad(c.family, 25)}${pad(score, 7)}${c.band ?? 'not measured'}`,
    );
  }
  const { patterns, archetypes } = signatureCombinations(results.arbitratedFindings);
  lines.push('', 'Patterns:');
  if (patterns.length === 0) lines.push('  (none)');
  for (const p of patterns) lines.push(`  ${p.name} [${p.kind}]`);
  lines.push('', `Archetype: ${archetypes[0]?.archetypeName ?? '(none)'}`);
  for (const w of results.warnings) lines.push(`warning: ${w}`);
  return `${lines.join('\n')}\n`;
}
