// The local story writer: three to five paragraphs that interpret the reading, not restate the
// cards. It opens with the shape of the profile and where it peaks and dips (ties named), then
// what goes with what and what it costs, then the two lenses where they matter, and ends with
// where the plan starts and why. Each sentence declares what it asserts: conditions in the rule
// language (`asserts`, for the calibration's check on the scores) and claims about ranks, sizes
// and shape (`claims`, checked against the reading).
import type { CapabilityName } from '../model/capabilities';
import type { Results } from '../model/results';
import type { Claim } from '../reading/consistency';
import type { ReadCapability, Reading } from '../reading/reading';
import { countWord, listOf, pointsText, sizeAdjective } from '../report/words';
import { type StoryFacts, storyFacts } from './facts';
import { COSTS, FAMILY_GIST, GIVES } from './phrases';

export { listOf };

export interface StorySentence {
  text: string;
  /** Conditions in the rule language that must hold (or 'true'), checked on the scores. */
  asserts: readonly string[];
  /** Ranks, sizes and shape the sentence asserts, checked against the reading. */
  claims?: readonly Claim[];
}
type Paragraph = StorySentence[];

const say = (text: string, claims: readonly Claim[] = [], ...asserts: string[]): StorySentence => ({
  text,
  asserts: asserts.length ? asserts : ['true'],
  claims,
});

const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text[0]?.toLowerCase() + text.slice(1) : text;

const readOf = (r: Reading, name: string) =>
  r.capabilities.find((c) => c.name === name) as ReadCapability;

function shapeSentence(f: StoryFacts): StorySentence {
  const r = f.reading;
  const { shape } = r;
  const level = `the ${f.band} level`;
  if (shape.kind === 'even')
    return say(
      r.familySpread.size === 'noise'
        ? `Your answers draw an even profile at ${level}: no capability stands clearly above or below your own average, and your four families sit level.`
        : `Your answers draw an even profile at ${level}: no single capability stands clearly above or below your own average.`,
      [{ kind: 'shape', shapes: ['even'] }],
    );
  if (shape.kind === 'split' && shape.leading) {
    const lens = shape.lens === 'self-system' ? r.selfVsSystem : r.senseVsActivate;
    const trailing = lens.left.name === shape.leading ? lens.right.name : lens.left.name;
    return say(
      `Your profile splits in two: your ${shape.leading} side leads your ${trailing} side by a ${sizeAdjective(lens.difference.size)} margin, ${pointsText(Math.abs(lens.difference.points))} of 90.`,
      [
        { kind: 'shape', shapes: ['split'] },
        { kind: 'size', of: shape.lens as 'self-system', sizes: [lens.difference.size] },
      ],
    );
  }
  if (shape.kind === 'one-low' || shape.kind === 'one-high') {
    const [name] = shape.kind === 'one-low' ? shape.lows : shape.highs;
    const c = readOf(r, name as string);
    const low = shape.kind === 'one-low';
    return say(
      `One capability stands apart in your profile: ${name}, ${pointsText(Math.abs(c.vsOthers.points))} ${low ? 'below' : 'above'} your average across the others, while everything else sits close to that average.`,
      [
        { kind: 'shape', shapes: [shape.kind] },
        { kind: 'direction', of: `capability:${name}`, above: !low },
        { kind: 'size', of: `capability:${name}`, sizes: ['clear', 'large'] },
      ],
    );
  }
  const parts = [
    shape.highs.length ? `${listOf(shape.highs.slice(0, 3))} above it` : '',
    shape.lows.length ? `${listOf(shape.lows.slice(0, 3))} below it` : '',
  ].filter(Boolean);
  const kind =
    shape.highs.length && shape.lows.length
      ? 'peaks and dips'
      : shape.highs.length
        ? 'peaks'
        : 'dips';
  return say(
    `Your profile has clear ${kind}: measured against your own average, ${parts.join(', and ')}.`,
    [
      { kind: 'shape', shapes: ['spiky'] },
      ...shape.highs
        .slice(0, 3)
        .map((n): Claim => ({ kind: 'direction', of: `capability:${n}`, above: true })),
      ...shape.lows
        .slice(0, 3)
        .map((n): Claim => ({ kind: 'direction', of: `capability:${n}`, above: false })),
    ],
  );
}

const placeOf = (names: readonly string[], place: 'highest' | 'lowest') =>
  names.length === 1
    ? `your ${place} score is ${names[0]}`
    : `${listOf(names)} share your ${place} score`;

/** Where the profile peaks and dips, ties named; left out where the shape sentence named them. */
function endsSentence(f: StoryFacts): StorySentence | null {
  const r = f.reading;
  const high = r.highest.capabilities;
  const low = r.lowest.capabilities;
  if (r.shape.kind === 'spiky' || r.shape.kind === 'even') return null;
  if (high.length > 3 || low.length > 3) return null;
  const text = `${placeOf(high, 'highest')}, and ${placeOf(low, 'lowest')}.`;
  return say(`${text[0]?.toUpperCase()}${text.slice(1)}`, [
    { kind: 'rank', level: 'capability', place: 'highest', names: high },
    { kind: 'rank', level: 'capability', place: 'lowest', names: low },
  ]);
}

function archetypeSentence(f: StoryFacts): StorySentence | null {
  const a = f.archetype;
  if (!a) return null;
  const even = a.says?.includes('even-families');
  // An even profile already said what the even archetype says.
  if (even && f.reading.shape.kind === 'even') return null;
  if (even)
    return say(
      `Taken family by family, your profile is level, the shape of ${a.name}: the capabilities that stand apart sit inside families rather than between them.`,
      [{ kind: 'size', of: 'families', sizes: ['noise'] }],
      `rule:${a.ruleId}`,
    );
  const streak = a.runnerUp ? `, with a strong streak of ${a.runnerUp.name}` : '';
  return say(`Its shape is that of ${a.name}${streak}.`, [], `rule:${a.ruleId}`);
}

function roleSentence(f: StoryFacts): StorySentence | null {
  if (!f.role) return null;
  return say(
    `You answered as ${/^[aeiou]/i.test(f.role) ? 'an' : 'a'} ${lowerFirst(f.role)}, so the plan below is worded for that role where it matters.`,
  );
}

function opening(f: StoryFacts): Paragraph {
  return [shapeSentence(f), endsSentence(f), archetypeSentence(f), roleSentence(f)].filter(
    (s): s is StorySentence => s !== null,
  );
}

/** What goes with what: a strong habit beside a lagging one, and what that costs. */
function interplay(f: StoryFacts): Paragraph | null {
  const r = f.reading;
  const { shape } = r;
  const lows = shape.lows.length ? shape.lows : [];
  const highs = shape.highs.length ? shape.highs : [];
  const low = lows[0] as CapabilityName | undefined;
  const high = highs[0] as CapabilityName | undefined;
  const sentences: Paragraph = [];
  if (high && low)
    sentences.push(
      say(
        `${high} gives you ${GIVES[high]}; with ${low} behind it, ${COSTS[low]}, and part of what the strong habit sets up is lost.`,
        [
          { kind: 'direction', of: `capability:${high}`, above: true },
          { kind: 'direction', of: `capability:${low}`, above: false },
        ],
      ),
    );
  else if (low)
    sentences.push(
      say(
        `When ${low} lags the rest, the usual cost is that ${COSTS[low]}: your other habits are working on priorities that this gap leaves weaker than they look.`,
        [{ kind: 'direction', of: `capability:${low}`, above: false }],
      ),
    );
  else if (high)
    sentences.push(
      say(
        f.strengths.includes(high)
          ? `${high} gives you ${GIVES[high]}, and it is the habit the rest of your profile can borrow from.`
          : `${high} stands above your own average: it is where ${GIVES[high]} comes most easily to you, though it is not yet a dependable habit.`,
        [{ kind: 'direction', of: `capability:${high}`, above: true }],
      ),
    );
  const family = r.families.find((x) => x.drivers.length >= 2 && x.vsOthers.points < 0);
  if (family && !sentences.some((s) => s.text.includes(family.name)))
    sentences.push(
      say(
        `The gap is wider than one habit: ${listOf(family.drivers)} all sit below your average, so ${FAMILY_GIST[family.name]} is the side of prioritization that needs the most support.`,
        family.drivers.map(
          (n): Claim => ({ kind: 'direction', of: `capability:${n}`, above: false }),
        ),
      ),
    );
  if (sentences.length) return sentences;
  // An even profile: what its level means in practice.
  const lowLevel = f.band === 'Starting' || f.band === 'Emerging';
  const highLevel = f.band === 'Proficient' || f.band === 'Expert';
  return [
    say(
      lowLevel
        ? 'With no habit far ahead of the others, none is yet carrying your priorities, and none is holding the others back: one habit built on purpose tends to lift the rest.'
        : highLevel
          ? 'With every habit at a similar, high level, the risks are quieter ones: a habit that gives way only under unusual pressure, or one you rely on without noticing.'
          : 'With every habit at a similar level, each works in familiar situations and gives way first when pressure rises; a habit strengthened on purpose tends to lift the others.',
      [{ kind: 'shape', shapes: ['even'] }],
    ),
  ];
}

function lensSentence(
  c: StoryFacts['selfVsSystem'],
  lens: 'self-system' | 'sense-activate',
): StorySentence | null {
  if (c.size === 'noise') return null;
  const [leftName, rightName] =
    lens === 'self-system'
      ? ['your own habits', 'the habits that carry priorities through your team']
      : ['understanding and aligning', 'acting and keeping things moving'];
  const leftLeads = c.left > c.right;
  const [ahead, behind] = leftLeads ? [leftName, rightName] : [rightName, leftName];
  return say(
    `${ahead[0]?.toUpperCase()}${ahead.slice(1)} ${c.size === 'large' ? 'are far ahead of' : 'are clearly ahead of'} ${behind}, by ${pointsText(c.difference)} of 90.`,
    [{ kind: 'size', of: lens, sizes: [c.size] }],
  );
}

function lensParagraph(f: StoryFacts): Paragraph | null {
  if (f.reading.shape.kind === 'split') return null;
  const sentences = [
    lensSentence(f.selfVsSystem, 'self-system'),
    lensSentence(f.senseVsActivate, 'sense-activate'),
  ].filter((s): s is StorySentence => s !== null);
  return sentences.length ? sentences : null;
}

function planParagraph(f: StoryFacts): Paragraph | null {
  const [start, ...then] = f.plan;
  if (!start) return null;
  const next = then.map((s) => s.capability);
  const lowest = f.reading.lowest.capabilities;
  const named = f.reading.shape.kind === 'one-low' && f.reading.shape.lows[0] === start.capability;
  const c = readOf(f.reading, start.capability);
  const why: StorySentence =
    start.reason === 'clearly-low'
      ? named
        ? say('That is where the plan below starts: one practice, for the next four weeks.')
        : say(
            `The plan below starts with ${start.capability}, ${pointsText(Math.abs(c.vsOthers.points))} below your own average.`,
            [{ kind: 'direction', of: `capability:${start.capability}`, above: false }],
          )
      : start.reason === 'foundation'
        ? say(
            `The plan below starts with ${start.capability}, the habit the others build on most, since ${lowest.length === f.reading.capabilities.length ? `all ${countWord(lowest.length)} of your capabilities share one score` : `${countWord(lowest.length)} capabilities share your lowest score`}.`,
            [{ kind: 'rank', level: 'capability', place: 'lowest', names: lowest }],
          )
        : start.reason === 'lowest'
          ? say(`The plan below starts with ${start.capability}, your lowest score.`, [
              { kind: 'rank', level: 'capability', place: 'lowest', names: lowest },
            ])
          : say(`The plan below starts with ${start.capability}, one of your growth areas.`);
  const sentences: Paragraph = [why];
  if (next.length)
    sentences.push(
      say(
        `Once it holds, the plan turns to ${listOf(next)}: one practice at a time, so each has the chance to become a habit.`,
      ),
    );
  return sentences;
}

/** The story as paragraphs of sentences, each with what it asserts. */
export function storySentences(facts: StoryFacts): Paragraph[] {
  return [opening(facts), interplay(facts), lensParagraph(facts), planParagraph(facts)]
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
