// The local story writer: three to five paragraphs built from the reader's own contrasts. It opens
// with what is most distinctive about the reader (the archetype and its runner-up, the sharpest
// contrast between families, the headline pattern, the role), not the total the page already
// shows. Each sentence declares the condition it asserts (`asserts`, in the rule language, or
// `rule:<id>` for what a rule found), so the calibration can check every sentence on every reader.

import { capabilityByName, FAMILIES } from '../model/capabilities';
import type { ReportFinding, Results } from '../model/results';
import { GROWTH_BANDS_BELOW } from '../report/claims';
import { type StoryFacts, storyFacts } from './facts';

/** What each family is about, as a phrase that completes "comes more easily to you than ...". */
const FAMILY_GIST: Record<string, string> = {
  'Motivational Activation': 'driving your own focus and follow-through',
  'Contextual Awareness': 'reading the situation and defining what matters',
  'Relational Navigation': 'bringing people along and naming tradeoffs',
  'Execution Rhythms': 'keeping priorities alive through rhythm, process and tools',
};

export interface StorySentence {
  text: string;
  /**
   * The conditions the sentence asserts, all of which must hold: expressions, `rule:<id>` (what
   * that rule found), `first-action` (why the report starts where it does), or 'true'.
   */
  asserts: readonly string[];
}
type Paragraph = StorySentence[];

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
const say = (text: string, ...asserts: string[]): StorySentence => ({ text, asserts });

const familyKey = (name: string) => FAMILIES.find((f) => f.name === name)?.key ?? name;
const familyKeys = FAMILIES.map((f) => f.key);
const others = (key: string) => familyKeys.filter((k) => k !== key).join(', ');
/** Capability conditions read normalised scores (score / 3 + 1). */

function archetypeSentence(f: StoryFacts): StorySentence | null {
  const a = f.archetype;
  if (!a) return null;
  const streak = a.runnerUp ? `, with a strong streak of ${a.runnerUp.name}` : '';
  return say(`Your profile has the shape of ${a.name}${streak}.`, `rule:${a.ruleId}`);
}

function contrastSentence(f: StoryFacts): StorySentence {
  const { strongest: s, weakest: w } = f;
  const gap = s.score - w.score;
  const sk = familyKey(s.family);
  const wk = familyKey(w.family);
  const order = `${sk} >= max(${others(sk)}) and ${wk} <= min(${others(wk)})`;
  if (gap >= 7)
    return say(
      `The sharpest contrast in your answers runs between ${s.family} and ${w.family}: ${FAMILY_GIST[s.family]} comes more easily to you than ${FAMILY_GIST[w.family]}.`,
      `${order} and ${sk} - ${wk} >= 7`,
    );
  if (gap >= 3)
    return say(
      `${s.family} leads your four families and ${w.family} trails, a real but modest gap: ${FAMILY_GIST[w.family]} is the likeliest place for quick gains.`,
      `${order} and ${sk} - ${wk} >= 3`,
    );
  const spread = `max(${familyKeys.join(', ')}) - min(${familyKeys.join(', ')})`;
  if (gap === 0)
    return say(
      'Your four families score the same, so no side of prioritization leads or trails in your answers.',
      `${spread} == 0`,
    );
  return say(
    `Your four families sit within ${num(gap)} ${gap === 1 ? 'point' : 'points'} of each other, so no side of prioritization leads or trails in your answers.`,
    `${spread} < 3`,
  );
}

function endsSentence(f: StoryFacts): StorySentence | null {
  const { highest: h, lowest: l } = f;
  if (!(h.score > l.score)) return null;
  const key = (name: string) => capabilityByName(name)?.key as string;
  const all = [...capabilityKeysOf(f)];
  return say(
    `Of your ${f.measured.length === 12 ? 'twelve capabilities' : 'capabilities measured'}, ${h.capability} scores highest and ${l.capability} lowest.`,
    `${key(h.capability)} >= max(${all.join(', ')}) and ${key(l.capability)} <= min(${all.join(', ')})`,
  );
}
const capabilityKeysOf = (f: StoryFacts) =>
  f.measured.map((name) => capabilityByName(name)?.key as string);

function headlineSentence(patterns: readonly ReportFinding[]): StorySentence | null {
  const [first] = patterns;
  if (!first) return null;
  const kind = first.polarity === 'strength' ? 'a strength to build on' : 'a growth area';
  return say(
    `The clearest pattern in your answers is ${first.name}, ${kind}.`,
    first.fallback ? 'true' : `rule:${first.ruleId}`,
  );
}

function roleSentence(f: StoryFacts): StorySentence | null {
  if (!f.role) return null;
  return say(
    `You answered as ${lowerFirst(f.role)}, and the actions below are worded for that role where it matters.`,
    'true',
  );
}

function opening(f: StoryFacts): Paragraph {
  return [
    archetypeSentence(f),
    contrastSentence(f),
    endsSentence(f),
    headlineSentence(f.patterns),
    roleSentence(f),
  ].filter((s): s is StorySentence => s !== null);
}

function levelParagraph(f: StoryFacts): Paragraph {
  const level = f.edge
    ? `in the ${f.band} band, on the edge of ${f.edge}`
    : `in the ${f.band} band`;
  // Listed by definition (the top or bottom two bands), three at most, saying how many more.
  const listed = (names: readonly string[], more: number) =>
    more > 0 ? `${names.join(', ')}, and ${more} more` : listOf(names);
  const strengths = f.strengths.length
    ? say(
        `${f.moreStrengths || f.strengths.length > 1 ? 'Your strengths, in the top two bands, are' : 'Your strength, in the top two bands, is'} ${listed(f.strengths, f.moreStrengths)}.`,
        'true',
      )
    : say('None of your capabilities reaches the top two bands yet.', 'true');
  const growth = f.growthAreas.length
    ? say(
        `${f.moreGrowthAreas || f.growthAreas.length > 1 ? 'Your growth areas, in the bottom two bands, are' : 'Your growth area, in the bottom two bands, is'} ${listed(f.growthAreas, f.moreGrowthAreas)}.`,
        'true',
      )
    : say('None sits in the bottom two bands.', 'true');
  return [
    say(`Your answers add up to ${num(f.total)} of 180, ${level}.`, 'true'),
    strengths,
    growth,
  ];
}

function balanceParagraph(f: StoryFacts): Paragraph {
  const selfSystem =
    f.selfVsSystem === 'Balanced'
      ? say(
          `Your personal habits (${num(f.self)} of 90) and the habits that shape your team and organization (${num(f.system)} of 90) are level with each other.`,
          'abs(self - system) <= 5',
        )
      : f.selfVsSystem === 'Leans Self-Oriented'
        ? say(
            `Your own habits (${num(f.self)} of 90) are further along than the ones that shape how priorities live around you (${num(f.system)} of 90), so what you see and decide may not always reach the people you work with.`,
            'self - system > 5',
          )
        : say(
            `The habits that shape your team and organization (${num(f.system)} of 90) are further along than your personal ones (${num(f.self)} of 90): the system around you may be in better shape than your own week.`,
            'system - self > 5',
          );
  const sense =
    f.senseVsActivate === 'Balanced'
      ? say(
          'Understanding and aligning sit at about the same level as acting and sustaining.',
          'abs(senseAlign - activateExecute) <= 5',
        )
      : f.senseVsActivate === 'Leans Sense & Align'
        ? say(
            `You also lean toward understanding and aligning (${num(f.senseAlign)}) over acting and sustaining (${num(f.activateExecute)}).`,
            'senseAlign - activateExecute > 5',
          )
        : say(
            `You also lean toward acting and sustaining (${num(f.activateExecute)}) over understanding and aligning (${num(f.senseAlign)}).`,
            'activateExecute - senseAlign > 5',
          );
  return [selfSystem, sense];
}

function findingsParagraph(f: StoryFacts): Paragraph | null {
  const [first, ...rest] = f.patterns;
  const sentences: Paragraph = [];
  if (first)
    sentences.push(
      say(firstSentence(first.narrative), first.fallback ? 'true' : `rule:${first.ruleId}`),
    );
  if (rest.length)
    sentences.push(
      say(
        `${listOf(rest.map((p) => p.name))} ${rest.length === 1 ? 'also shows' : 'also show'} in your profile.`,
        ...rest.map((p) => (p.fallback ? 'true' : `rule:${p.ruleId}`)),
      ),
    );
  if (f.archetype)
    sentences.push(say(firstSentence(f.archetype.narrative), `rule:${f.archetype.ruleId}`));
  return sentences.length ? sentences : null;
}

function actionParagraph(f: StoryFacts): Paragraph | null {
  const because = f.firstActionBecause ? [say(f.firstActionBecause, 'first-action')] : [];
  if (f.firstCapabilityAction)
    return [
      say(
        `If you do one thing next, make it the One Action to Try for ${f.firstCapabilityAction}, below.`,
        `${capabilityByName(f.firstCapabilityAction)?.key} < ${GROWTH_BANDS_BELOW}`,
      ),
      ...because,
    ];
  if (f.firstAction)
    return [
      say(
        `If you do one thing next, take it from ${f.firstAction.from}: ${lowerFirst(f.firstAction.text)}`,
        'true',
      ),
      ...because,
    ];
  return null;
}

/** The story as paragraphs of sentences, each with what it asserts. */
export function storySentences(facts: StoryFacts): Paragraph[] {
  return [
    opening(facts),
    levelParagraph(facts),
    balanceParagraph(facts),
    findingsParagraph(facts),
    actionParagraph(facts),
  ]
    .filter((p): p is Paragraph => p !== null && p.length > 0)
    .slice(0, 5);
}

export const composeFromFacts = (f: StoryFacts): string =>
  storySentences(f)
    .map((p) => p.map((s) => s.text).join(' '))
    .join('\n\n');

export const composeStory = (results: Results): string => composeFromFacts(storyFacts(results));

/** The archetypes a story may name: the one the report shows, and none of the others. */
export interface StoryArchetypes {
  names: readonly string[];
  shown: string | null;
  runnerUp?: string | null;
}

/**
 * A model-written story is used only when it is 3-5 paragraphs, quotes no number it was not given,
 * and names no archetype other than the report's (and its runner-up).
 */
export function checkModelStory(
  story: string,
  allowed: ReadonlySet<number>,
  archetypes?: StoryArchetypes,
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
  if (archetypes) {
    const lower = story.toLowerCase();
    const mayName = new Set([archetypes.shown, archetypes.runnerUp ?? null].filter(Boolean));
    const other = archetypes.names.find(
      (name) => !mayName.has(name) && lower.includes(name.replace(/^the\s+/i, '').toLowerCase()),
    );
    if (other) return { ok: false, reason: `names ${other}, which is not the report's archetype` };
  }
  return { ok: true };
}
