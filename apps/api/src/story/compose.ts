// The story when no language model is configured: composed from the results, and labelled so.
import { type Results, signatureCombinations } from '@peak/scoring';

export const COMPOSED_LABEL = 'Composed from your results (not written by a language model).';

const list = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

export function composeStory(results: Results): string {
  const { patterns, archetypes } = signatureCombinations(results.arbitratedFindings);
  const strengths = results.topStrengths.map((s) => s.capability);
  const growth = results.topGrowthAreas.map((s) => s.capability);
  const paragraphs = [
    `Your answers add up to ${results.rawOverallScore} out of 180, which places you in the ${results.maturityLevel} band. That number describes how you prioritize in practice today, not your potential.`,
    strengths.length
      ? `Your clearest strengths are ${list(strengths)}. These are habits others can already count on; use them on purpose when priorities collide.`
      : 'No single capability stands far above the rest yet, which makes it easier to choose one to build into a deliberate habit.',
    growth.length
      ? `The biggest opportunity sits in ${list(growth)}. Small, repeated experiments here will change your week more than anything else in this report.`
      : 'No capability lags far behind the others: your profile is even, and your next gains come from depth rather than repair.',
  ];
  if (patterns.length) {
    paragraphs.push(
      `Among your patterns, ${list(patterns.map((p) => `${p.name} (${p.kind.toLowerCase()})`))} stand out. ${patterns[0]?.finding.narrative ?? ''}`.trim(),
    );
  }
  if (archetypes[0])
    paragraphs.push(
      `Taken together, your profile reads like ${archetypes[0].archetypeName}. ${archetypes[0].narrative}`.trim(),
    );
  return paragraphs.slice(0, 5).join('\n\n');
}
