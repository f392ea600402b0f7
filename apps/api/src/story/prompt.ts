// What the model writes from: the same structured facts the local writer composes from.
import { listOf, type Results, type StoryFacts, storyFacts } from '@peak/scoring';

export const SYSTEM_MESSAGE = 'You are a helpful, concise, professional report writer.';

const none = (items: string[], empty: string) => (items.length ? listOf(items) : empty);

function factLines(f: StoryFacts): string[] {
  const pattern = (p: StoryFacts['patterns'][number]) => `${p.name} (${p.label}): ${p.narrative}`;
  return [
    `Total: ${f.total} of 180, ${f.band} band${f.edge ? `, on the edge of ${f.edge}` : ''}.`,
    f.role ? `Role: ${f.role}.` : 'Role: not given.',
    `Strongest family: ${f.strongest.family} ${f.strongest.score} of 45 (${f.strongest.band}).`,
    `Weakest family: ${f.weakest.family} ${f.weakest.score} of 45 (${f.weakest.band}).`,
    `Strengths (top two bands): ${none(f.strengths, 'none yet')}.`,
    `Growth areas (bottom two bands): ${none(f.growthAreas, 'none')}.`,
    `Self ${f.self} of 90 vs System ${f.system} of 90: ${f.selfVsSystem}.`,
    `Sense & Align ${f.senseAlign} of 90 vs Activate & Execute ${f.activateExecute} of 90: ${f.senseVsActivate}.`,
    `Patterns, clearest first: ${f.patterns.map(pattern).join(' | ') || 'none'}.`,
    `Archetype: ${f.archetype ? `${f.archetype.name}${f.archetype.runnerUp ? `, with a strong streak of ${f.archetype.runnerUp.name}` : ''} (${f.archetype.label}). ${f.archetype.narrative}` : 'none shown; name no archetype'}.`,
    `First action: ${f.firstCapabilityAction ? `One Action to Try for ${f.firstCapabilityAction}` : f.firstAction ? f.firstAction.text : 'none'}${f.firstActionBecause ? ` (${f.firstActionBecause})` : ''}.`,
  ];
}

export function storyPrompt(results: Results): string {
  return [
    'Write "Your Prioritization Story" for a person who just completed a prioritization self-assessment.',
    'Write 3 to 5 short paragraphs separated by blank lines, in the second person, warm and direct.',
    'Use only the facts below; quote no number that is not among them; do not invent comparisons with other people.',
    'Open with what is most distinctive: the archetype if there is one, the sharpest contrast between families and the clearest pattern, not the total; then self vs system, and end with the first action.',
    ...factLines(storyFacts(results)),
  ].join('\n');
}
