// How a team text says how many of the team something is true of: the team's own counts, in
// words ("four of your seven are Starting or Emerging", "all five of you", "none of you is"),
// never a rule's threshold. A text names a figure in braces and the figure is filled in from the
// counts the report already shows (the people in the top two and the bottom two bands of an item,
// and how many lean each way), so no text can tell more about one member than the report's own
// bars and tables do.
//
//   {clarityOfFocusGrowth are}   "four of your seven are" / "one of your seven is" / "none of you is"
//   {#clarityOfFocusStrong count} the short form, after a first mention: "two count" / "one counts"
//   {#contextualAwarenessStrong}  with no verb, for "... and two in Contextual Awareness"
//
// The names are the team scope's (teamScope): `<key>Strong`, `<key>Growth` for each capability and
// family key and `total`, and `selfLean`, `systemLean`, `senseLean`, `activateLean`.
import { CAPABILITIES, FAMILIES } from '../model/capabilities';
import { numberWord as spelled } from '../numbers';
import { type BandCounts, growthOf, strongOf, type TeamCounts } from './counts';

/** What a figure counts: people in the top two bands, the bottom two, or leaning one way. */
export type FigureKind = 'strong' | 'growth' | 'self' | 'system' | 'sense' | 'activate';

export interface TeamFigure {
  /** People it counts, of the `of` people counted for its item. */
  count: number;
  of: number;
  kind: FigureKind;
  /** What it is about: a capability's or family's name, "overall" for the total; none for a lean. */
  subject: string | null;
}

/** Numbers up to ten in words, larger ones in digits. */
export const numberWord = (n: number): string => spelled(n, 10);

/** How many of the team, and whether the verb after it is singular. */
export function countPhrase(
  figure: Pick<TeamFigure, 'count' | 'of'>,
  short = false,
): { text: string; singular: boolean } {
  const { count, of } = figure;
  if (count <= 0 || of <= 0) return { text: 'none of you', singular: true };
  if (count >= of) {
    if (of === 1) return { text: 'the one of you counted', singular: true };
    if (of === 2) return { text: 'both of you', singular: false };
    return { text: `all ${numberWord(of)} of you`, singular: false };
  }
  const word = numberWord(count);
  return {
    text: short ? word : `${word} of your ${numberWord(of)}`,
    singular: count === 1,
  };
}

const IRREGULAR: Record<string, string> = { are: 'is', have: 'has', were: 'was', do: 'does' };

/** A verb given in its plural form ("are", "count"), made to agree with one person. */
export function singularVerb(verb: string): string {
  const irregular = IRREGULAR[verb];
  if (irregular) return irregular;
  return /(s|sh|ch|x|z|o)$/.test(verb) ? `${verb}es` : `${verb}s`;
}

const sum = (values: readonly number[]) => values.reduce((s, c) => s + c, 0);

/** Every figure a team text may name, from the counts: the same names as the team scope's. */
export function teamFigures(counts: TeamCounts): Record<string, TeamFigure> {
  const figures: Record<string, TeamFigure> = Object.create(null);
  const item = (key: string, subject: string, bands: BandCounts) => {
    const of = sum(bands);
    figures[`${key}Strong`] = { count: strongOf(bands), of, kind: 'strong', subject };
    figures[`${key}Growth`] = { count: growthOf(bands), of, kind: 'growth', subject };
  };
  for (const c of CAPABILITIES) item(c.key, c.name, counts.capabilities[c.name]);
  for (const f of FAMILIES) item(f.key, f.name, counts.families[f.name]);
  item('total', 'overall', counts.total);
  const selfSystem = sum(Object.values(counts.selfSystem));
  figures.selfLean = { count: counts.selfSystem.self, of: selfSystem, kind: 'self', subject: null };
  figures.systemLean = {
    count: counts.selfSystem.system,
    of: selfSystem,
    kind: 'system',
    subject: null,
  };
  const senseActivate = sum(Object.values(counts.senseActivate));
  figures.senseLean = {
    count: counts.senseActivate.sense,
    of: senseActivate,
    kind: 'sense',
    subject: null,
  };
  figures.activateLean = {
    count: counts.senseActivate.activate,
    of: senseActivate,
    kind: 'activate',
    subject: null,
  };
  return figures;
}

/** `{name}`, `{name verb}`, `{#name}` or `{#name verb}`. */
const PLACEHOLDER = /\{(#?)([A-Za-z]+)(?: ([a-z]+))?\}/g;

interface Placeholder {
  start: number;
  end: number;
  short: boolean;
  name: string;
  verb: string | undefined;
}

function placeholders(template: string): Placeholder[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    short: m[1] === '#',
    name: m[2] as string,
    verb: m[3],
  }));
}

/** The figures a text names, in order (tests, the calibration). */
export const namedFigures = (template: string): string[] =>
  placeholders(template).map((p) => p.name);

const startsSentence = (before: string) => before.trim() === '' || /[.!?]\s+$/.test(before);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface RenderedText {
  text: string;
  /** Names in braces that are neither a figure nor one of the values given. */
  unknown: string[];
}

/**
 * A team text with its figures filled in from the team's counts, each verb made to agree and the
 * phrase capitalised at the start of a sentence; `values` fill other names (`{strengths}`).
 */
export function renderTeamText(
  template: string,
  figures: Readonly<Record<string, TeamFigure>>,
  values: Readonly<Record<string, string>> = {},
): RenderedText {
  let text = '';
  let at = 0;
  const unknown: string[] = [];
  for (const p of placeholders(template)) {
    text += template.slice(at, p.start);
    at = p.end;
    const figure = figures[p.name];
    const value = values[p.name];
    if (!figure && value !== undefined && !p.short && !p.verb) {
      text += value;
      continue;
    }
    if (!figure) {
      unknown.push(p.name);
      text += template.slice(p.start, p.end);
      continue;
    }
    const phrase = countPhrase(figure, p.short);
    let words = p.verb
      ? `${phrase.text} ${phrase.singular ? singularVerb(p.verb) : p.verb}`
      : phrase.text;
    if (startsSentence(text)) words = capitalise(words);
    text += words;
  }
  return { text: text + template.slice(at), unknown };
}

/** The words that say what a figure's people are: a clause after a figure names its own kind. */
const KIND_WORDS: Record<FigureKind, RegExp> = {
  strong: /\bProficient or Expert\b|\bas a strength\b/,
  growth: /\bStarting or Emerging\b|\bstill (building|learning)\b/,
  self: /\bSelf\b/,
  system: /\bSystem\b/,
  sense: /\bSense & Align\b/,
  activate: /\bActivate & Execute\b/,
};

/** Words that state a share of the team without its count (a threshold, a vague quantifier). */
const SHARE_WORDS: RegExp[] = [
  /\b(at least|at most|no more than|more than|fewer than|less than|up to)\b[^.;:]*\b(of you|of the team|of your team|in (ten|five|four|three))\b/i,
  /\b(half|quarter|third|fifth|tenth|majority|minority)s?\b[^.;:]*\b(of you|of the team|of your team|the team)\b/i,
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|\d+) in (two|three|four|five|ten|\d+)\b/i,
  /\b(all|none|most|many|much|some|several|few|both|each|one|two|three|four|five|six|seven|eight|nine|ten|\d+) of (you|the team|your team)\b(?!')/i,
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|\d+) of your (two|three|four|five|six|seven|eight|nine|ten|\d+)\b/i,
  // "this many people" points back at a count just given.
  /(?<!\b(this|that|so|how) )\b(most|many|several|some|few) (people|members)\b/i,
  /\b(no one|nobody|everyone|everybody) (in|on) (your|the) team\b/i,
  /\b(largely|mostly|widely) shares?\b/i,
];

const SUBJECTS = [...CAPABILITIES.map((c) => c.name), ...FAMILIES.map((f) => f.name), 'overall'];

/** Where each subject is named in `text`: [position, name], in order. */
function subjectsIn(text: string): Array<[number, string]> {
  const found: Array<[number, string]> = [];
  for (const name of SUBJECTS)
    for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) found.push([i, name]);
  return found.sort((a, b) => a[0] - b[0]);
}

const kindsIn = (clause: string) =>
  (Object.keys(KIND_WORDS) as FigureKind[]).filter((kind) => KIND_WORDS[kind].test(clause));

/**
 * What is wrong with a team text, in words (none: an empty list), checked against the figures a
 * team has (any team's: only their kinds and subjects are read):
 * - a name in braces that is no figure and none of the `values` allowed;
 * - words outside the braces that state a share of the team ("at least three in ten of you",
 *   "none of you", "most of your team"): only a figure says how many;
 * - a figure whose clause (the words after it, to the next figure or the sentence's end) calls its
 *   people something else ("{clarityOfFocusGrowth are} Proficient or Expert"), or names another
 *   subject than its own; a clause naming no kind says the same as the figure before it
 *   ("{#a are} Proficient or Expert in X and {#b} in Y"), so that figure must be of its kind.
 */
export function teamTextProblems(
  template: string,
  figures: Readonly<Record<string, TeamFigure>>,
  values: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  const found = placeholders(template);
  const outside = found
    .reduceRight((text, p) => `${text.slice(0, p.start)} ${text.slice(p.end)}`, template)
    .replace(/\s+/g, ' ');
  for (const pattern of SHARE_WORDS) {
    const match = outside.match(pattern);
    if (match) problems.push(`states a share without its count: "${match[0]}"`);
  }
  const sentenceStart = (at: number) => {
    const before = template.slice(0, at);
    const end = Math.max(
      before.lastIndexOf('. '),
      before.lastIndexOf('? '),
      before.lastIndexOf('! '),
    );
    return end < 0 ? 0 : end + 2;
  };
  const sentenceEnd = (at: number) => {
    const next = template.slice(at).search(/[.!?](\s|$)/);
    return next < 0 ? template.length : at + next + 1;
  };
  /** A clause ends at the next comma, colon or semicolon, or with its sentence. */
  const clauseEnd = (at: number) => {
    const next = template.slice(at).search(/[,;:]|[.!?](\s|$)/);
    return next < 0 ? template.length : at + next;
  };
  let previous: { kind: FigureKind; sentence: number } | undefined;
  found.forEach((p, index) => {
    const figure = figures[p.name];
    if (!figure) {
      if (!values.includes(p.name) || p.short || p.verb)
        problems.push(`names no figure: {${p.name}}`);
      return;
    }
    const sentence = sentenceStart(p.start);
    const end = Math.min(found[index + 1]?.start ?? template.length, clauseEnd(p.end));
    const clause = template.slice(p.end, end);
    const kinds = kindsIn(clause);
    const inherited = kinds.length === 0 && previous?.sentence === sentence ? previous.kind : null;
    const said = kinds.length === 1 ? kinds[0] : inherited;
    if (said !== figure.kind)
      problems.push(
        kinds.length > 1
          ? `{${p.name}} is followed by words of more than one kind: "${clause.trim()}"`
          : `{${p.name}} counts ${figure.kind} but its words say ${said ?? 'nothing of whom it counts'}: "${clause.trim()}"`,
      );
    if (figure.subject) {
      // A figure's subject is the first named after it in its clause, else the last before it.
      const named = subjectsIn(template.slice(sentence, sentenceEnd(p.end))).map(
        ([i, name]) => [i + sentence, name] as const,
      );
      const after = named.find(([i]) => i >= p.end && i < end);
      const before = named.filter(([i]) => i < p.start).at(-1);
      const subject = (after ?? before)?.[1];
      if (subject !== figure.subject)
        problems.push(
          `{${p.name}} is about ${figure.subject} but its sentence reads it as ${subject ?? 'nothing'}`,
        );
    }
    previous = { kind: figure.kind, sentence };
  });
  return problems;
}
