// The local story writer: three to five paragraphs built from the reader's own contrasts (strongest
// and weakest family, self vs system, the clearest patterns, the archetype, a first action). Each
// sentence is chosen by the facts, so two readers share an opening only when their profiles do.

import type { ReportFinding, Results } from '../model/results';
import { type StoryFacts, storyFacts } from './facts';

/** What each family is about, as a phrase that completes "comes more easily to you than ...". */
const FAMILY_GIST: Record<string, string> = {
  'Motivational Activation': 'driving your own focus and follow-through',
  'Contextual Awareness': 'reading the situation and defining what matters',
  'Relational Navigation': 'bringing people along and naming tradeoffs',
  'Execution Rhythms': 'keeping priorities alive through rhythm, process and tools',
};

/** "A", "A and B", "A, B and C". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
const firstSentence = (text: string) => {
  const match = /^(.+?[.!?])(\s|$)/.exec(text.trim());
  return (match?.[1] ?? text).trim();
};
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text[0]?.toLowerCase() + text.slice(1) : text;

function opening(f: StoryFacts): string {
  const level = f.edge
    ? `in the ${f.band} band, on the edge of ${f.edge}`
    : `in the ${f.band} band`;
  const head = `Your answers add up to ${num(f.total)} of 180, ${level}.`;
  const { strongest: s, weakest: w } = f;
  const gap = s.score - w.score;
  if (gap >= 7) {
    return `${head} The sharpest contrast in your profile runs between ${s.family} (${num(s.score)} of 45) and ${w.family} (${num(w.score)} of 45): ${FAMILY_GIST[s.family]} comes more easily to you than ${FAMILY_GIST[w.family]}.`;
  }
  if (gap >= 3) {
    return `${head} ${s.family} leads your four families at ${num(s.score)} of 45, while ${w.family} trails at ${num(w.score)}: a real but modest gap, so ${FAMILY_GIST[w.family]} is the likeliest place for quick gains.`;
  }
  return `${head} Your four families sit within ${num(gap)} ${gap === 1 ? 'point' : 'points'} of each other, from ${w.family} at ${num(w.score)} to ${s.family} at ${num(s.score)} of 45, so your profile is even rather than spiky.`;
}

function capabilitiesSentence(f: StoryFacts): string {
  const strengths = f.strengths.length
    ? `Your ${f.strengths.length === 1 ? 'strongest capability is' : 'strongest capabilities are'} ${listOf(f.strengths)}`
    : 'None of your capabilities reaches the top two bands yet';
  const growth = f.growthAreas.length
    ? `${f.growthAreas.length === 1 ? 'the one that most needs attention is' : 'the ones that most need attention are'} ${listOf(f.growthAreas)}`
    : 'none sits in the bottom two bands';
  return `${strengths}; ${growth}.`;
}

function balanceParagraph(f: StoryFacts): string {
  const selfSystem =
    f.selfVsSystem === 'Balanced'
      ? `Your personal habits (${num(f.self)} of 90) and the habits that shape your team and organization (${num(f.system)} of 90) are level with each other.`
      : f.selfVsSystem === 'Leans Self-Oriented'
        ? `You are stronger in your own habits (${num(f.self)} of 90) than in the ones that shape how priorities live around you (${num(f.system)} of 90), so your clarity may not always reach the people you work with.`
        : `The habits that shape your team and organization (${num(f.system)} of 90) are stronger than your own personal ones (${num(f.self)} of 90): the system around you may be in better shape than your own week.`;
  const sense =
    f.senseVsActivate === 'Balanced'
      ? ' Sensing and aligning are matched by acting and sustaining.'
      : f.senseVsActivate === 'Leans Sense & Align'
        ? ` You also lean toward understanding and aligning (${num(f.senseAlign)}) over acting and sustaining (${num(f.activateExecute)}).`
        : ` You also lean toward acting and sustaining (${num(f.activateExecute)}) over understanding and aligning (${num(f.senseAlign)}).`;
  return `${capabilitiesSentence(f)} ${selfSystem}${sense}`;
}

function patternsParagraph(patterns: readonly ReportFinding[]): string | null {
  const [first, ...rest] = patterns;
  if (!first) return null;
  const kind = first.polarity === 'strength' ? 'a strength to build on' : 'a growth area';
  const lead = `The clearest pattern in your answers is ${first.name}, ${kind}. ${firstSentence(first.narrative)}`;
  if (rest.length === 0) return lead;
  const others = rest.map((p) => p.name);
  return `${lead} ${listOf(others)} ${others.length === 1 ? 'also shows' : 'also show'} in your profile.`;
}

function archetypeParagraph(f: StoryFacts): string | null {
  const a = f.archetype;
  if (!a) return null;
  if (a.clear)
    return `Taken together, your profile reads like ${a.name}. ${firstSentence(a.narrative)}`;
  return `The archetype closest to your profile is ${a.name}, though your scores meet only ${a.markersMet} of its ${a.markers} markers. ${firstSentence(a.narrative)}`;
}

function actionParagraph(f: StoryFacts): string | null {
  if (f.firstAction) {
    const lead = f.firstCapabilityAction
      ? `Start with the One Action to Try for ${f.firstCapabilityAction}, below. Then try this, from ${f.firstAction.from}:`
      : `If you do one thing next, take it from ${f.firstAction.from}:`;
    return `${lead} ${lowerFirst(f.firstAction.text)}`;
  }
  if (f.firstCapabilityAction)
    return `If you do one thing next, make it the One Action to Try for ${f.firstCapabilityAction}, below.`;
  return null;
}

export function composeFromFacts(f: StoryFacts): string {
  const paragraphs = [
    opening(f),
    balanceParagraph(f),
    patternsParagraph(f.patterns),
    archetypeParagraph(f),
    actionParagraph(f),
  ].filter((p): p is string => p !== null);
  return paragraphs.slice(0, 5).join('\n\n');
}

export const composeStory = (results: Results): string => composeFromFacts(storyFacts(results));

/** A model-written story is used only when it is 3-5 paragraphs and quotes no number it was not given. */
export function checkModelStory(
  story: string,
  allowed: ReadonlySet<number>,
): { ok: true } | { ok: false; reason: string } {
  const paragraphs = story
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length < 3 || paragraphs.length > 5)
    return { ok: false, reason: `${paragraphs.length} paragraphs (3-5 wanted)` };
  for (const match of story.matchAll(/\d+(?:\.\d+)?/g)) {
    const n = Number(match[0]);
    if (!allowed.has(n))
      return { ok: false, reason: `quotes ${match[0]}, which is not in the results` };
  }
  return { ok: true };
}
