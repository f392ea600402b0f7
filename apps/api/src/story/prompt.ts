// What the model writes from: the same reading and plan the local writer composes from, so a
// model-written story can disagree with the page in words only, never in what it claims.
import { listOf, type Results, type StoryFacts, storyFacts } from '@peak/scoring';

export const SYSTEM_MESSAGE = 'You are a helpful, concise, professional report writer.';

const none = (items: readonly string[], empty: string) => (items.length ? listOf(items) : empty);
const place = (names: readonly string[]) =>
  names.length > 1 ? `${listOf(names)} (tied)` : (names[0] ?? 'none');

function readingLines(f: StoryFacts): string[] {
  const r = f.reading;
  const apart = (names: readonly string[]) =>
    names
      .map((name) => {
        const c = r.capabilities.find((x) => x.name === name);
        return c ? `${name} (${Math.abs(c.vsOthers.points)} points, ${c.vsOthers.size})` : name;
      })
      .join(', ');
  return [
    `Shape of the profile: ${r.shape.kind}${r.shape.leading ? `, the ${r.shape.leading} side leading` : ''}.`,
    `Clearly above the reader's own average: ${none(r.shape.highs, 'none')}${r.shape.highs.length ? ` — ${apart(r.shape.highs)}` : ''}.`,
    `Clearly below the reader's own average: ${none(r.shape.lows, 'none')}${r.shape.lows.length ? ` — ${apart(r.shape.lows)}` : ''}.`,
    `Highest capability: ${place(r.highest.capabilities)}; lowest: ${place(r.lowest.capabilities)}.`,
    `Highest family: ${place(r.highest.families)}; lowest: ${place(r.lowest.families)}; the gap between them is ${r.familySpread.points} of 45 (${r.familySpread.size}).`,
    `Self ${f.selfVsSystem.left} of 90 vs System ${f.selfVsSystem.right} of 90: ${f.selfVsSystem.verdict}, a difference of ${f.selfVsSystem.difference} (${f.selfVsSystem.size}).`,
    `Sense & Align ${f.senseVsActivate.left} of 90 vs Activate & Execute ${f.senseVsActivate.right} of 90: ${f.senseVsActivate.verdict}, a difference of ${f.senseVsActivate.difference} (${f.senseVsActivate.size}).`,
  ];
}

function factLines(f: StoryFacts): string[] {
  const card = (p: StoryFacts['patterns'][number]) => `${p.name} (${p.label})`;
  const [start, ...next] = f.plan;
  return [
    `Total: ${f.total} of 180, ${f.band} band${f.edge ? `, on the edge of ${f.edge}` : ''}.`,
    f.role ? `Role: ${f.role}.` : 'Role: not given.',
    `Strengths (Proficient or Expert): ${none(f.strengths, 'none yet')}.`,
    `Growth areas (Starting or Emerging): ${none(f.growthAreas, 'none')}.`,
    ...readingLines(f),
    `The report's cards, the headline first: ${f.patterns.map(card).join('; ') || 'none'}.`,
    `Archetype: ${f.archetype ? `${f.archetype.name}${f.archetype.runnerUp ? `, with a strong streak of ${f.archetype.runnerUp.name}` : ''}` : 'none shown; name no archetype'}.`,
    `The plan starts with: ${start ? `${start.capability} (${start.because})` : 'nothing'}${next.length ? `; then ${listOf(next.map((s) => s.capability))}` : ''}.`,
  ];
}

export function storyPrompt(results: Results): string {
  return [
    'Write "Your Prioritization Story" for a person who just completed a prioritization self-assessment.',
    'Write 3 to 5 short paragraphs separated by blank lines, in the second person, warm and direct, as an executive coach would.',
    'Use only the facts below; quote no number that is not among them; do not invent comparisons with other people.',
    'Interpret, do not list: say what goes with what in this profile and what it costs, then where the plan starts and why. Do not repeat the cards word for word.',
    'Name every tie as a tie. Call a difference "clear" or "wide" only where the facts say clear or large; where they say noise, say the two are level. Open with the shape of the profile, not the total.',
    ...factLines(storyFacts(results)),
  ].join('\n');
}
