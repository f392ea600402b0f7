// What the story is written from: the results' numbers, patterns and archetype, as plain text.
import { type Results, signatureCombinations } from '@peak/scoring';

export const SYSTEM_MESSAGE = 'You are a helpful, concise, professional report writer.';

export function storyPrompt(results: Results): string {
  const { patterns, archetypes } = signatureCombinations(results.arbitratedFindings);
  const capabilities = results.capabilityScores
    .filter((c) => c.score !== null)
    .map((c) => `${c.capability} ${c.score}/15 (${c.band})`)
    .join('; ');
  return [
    'Write "Your Prioritization Story" for a leader who just completed a prioritization self-assessment.',
    'Write 3 to 5 short paragraphs in the second person, warm and direct, grounded only in the facts below.',
    `Total: ${results.rawOverallScore} of 180 (${results.maturityLevel}).`,
    `Capabilities: ${capabilities}.`,
    `Strengths: ${results.topStrengths.map((s) => s.capability).join(', ') || 'none stand out yet'}.`,
    `Growth areas: ${results.topGrowthAreas.map((s) => s.capability).join(', ') || 'none stand out'}.`,
    `Patterns: ${patterns.map((p) => `${p.name} (${p.kind}): ${p.finding.narrative}`).join(' | ') || 'none'}.`,
    `Archetype: ${archetypes[0] ? `${archetypes[0].archetypeName}: ${archetypes[0].narrative}` : 'none'}.`,
  ].join('\n');
}
