// The team report, built from counts alone (counts.ts): how the team spreads over the five bands,
// where it agrees and where it differs, what most of it shares, its patterns (team rules, read
// against team figures, never against an average person) and an agenda for a 90-minute session.
import { classifyPattern } from '../bands';
import { compileExpression, run, type Scope } from '../expression';
import {
  CAPABILITIES,
  type CapabilityName,
  FAMILIES,
  type FamilyName,
} from '../model/capabilities';
import {
  BAND_LABELS,
  DEFAULT_RULE_PRIORITY,
  GROWTH_BANDS_UNDER,
  STRENGTH_BANDS_FROM,
} from '../model/constants';
import type { Band, Polarity, Rule } from '../model/types';
import { type BandCounts, growthOf, strongOf, type TeamCounts } from './counts';
import { countPhrase, renderTeamText, singularVerb, type TeamFigure, teamFigures } from './words';

/** More than this share of the counted members in the top (or bottom) two bands is "shared". */
export const SHARED_OVER = 0.5;
/** At least this share in the top two bands and this share in the bottom two: the team is split. */
export const SPLIT_FROM = 0.25;
/** At least this share in the bottom two bands makes a capability a topic for the session. */
export const TOPIC_FROM = 1 / 3;
export const SESSION_MINUTES = 90;

export interface TeamItem {
  name: string;
  /** Members counted for this item. */
  n: number;
  counts: BandCounts;
  /** The band of the middle member (the lower middle when n is even). */
  middle: Band;
  /** Shares of the counted members in the top two and the bottom two bands. */
  strong: number;
  growth: number;
  /** Standard deviation of the members' band positions (0 when all share one band). */
  spread: number;
  /** Some see it as a strength and some as a gap (SPLIT_FROM of each). */
  split: boolean;
}

export interface TeamCapability extends TeamItem {
  name: CapabilityName;
  family: FamilyName;
}

export interface TeamLean<A extends string, B extends string> {
  counts: Record<A | 'balanced' | B, number>;
  /** The lean of more than half of those counted, or 'divided'. */
  verdict: A | 'balanced' | B | 'divided';
}

export interface TeamPattern {
  ruleId: string;
  name: string;
  polarity: Polarity;
  narrative: string;
  why?: string;
  actions: string[];
}

export interface AgendaItem {
  minutes: number;
  title: string;
  detail: string;
  capability?: CapabilityName;
}

/** The texts a team report is written with (content: team-texts). */
export interface TeamTexts {
  opening: { title: string; withStrengths: string; withoutStrengths: string };
  closing: { title: string; detail: string };
  capabilities: Record<
    CapabilityName,
    {
      /** A sentence naming what a team strong here can lean on. */
      strength: string;
      /** A 35-minute exercise for a team where many are still building this. */
      practice: string;
      /** A question that brings different views of this capability into the open. */
      discuss: string;
    }
  >;
}

export interface TeamReport {
  n: number;
  total: TeamItem;
  families: TeamItem[];
  capabilities: TeamCapability[];
  sharedStrengths: CapabilityName[];
  sharedGaps: CapabilityName[];
  agreesMost: CapabilityName[];
  differsMost: CapabilityName[];
  selfSystem: TeamLean<'self', 'system'>;
  senseActivate: TeamLean<'sense', 'activate'>;
  patterns: TeamPattern[];
  agenda: AgendaItem[];
}

const LISTED = 3;

/** One item's figures from its band counts. */
export function teamItem(name: string, counts: BandCounts): TeamItem {
  const n = counts.reduce((a, b) => a + b, 0);
  const share = (from: number, to: number) =>
    n === 0 ? 0 : counts.slice(from, to).reduce((a, b) => a + b, 0) / n;
  const mean = n === 0 ? 0 : counts.reduce((s, c, i) => s + c * i, 0) / n;
  const variance = n === 0 ? 0 : counts.reduce((s, c, i) => s + c * (i - mean) ** 2, 0) / n;
  const strong = share(STRENGTH_BANDS_FROM, BAND_LABELS.length);
  const growth = share(0, GROWTH_BANDS_UNDER);
  return {
    name,
    n,
    counts,
    middle: middleBand(counts, n),
    strong,
    growth,
    spread: Math.sqrt(variance),
    split: n > 0 && strong >= SPLIT_FROM && growth >= SPLIT_FROM,
  };
}

function middleBand(counts: BandCounts, n: number): Band {
  const middle = Math.ceil(n / 2);
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i] as number;
    if (seen >= middle && seen > 0) return BAND_LABELS[i] as Band;
  }
  return BAND_LABELS[0];
}

function lean<A extends string, B extends string>(
  counts: Record<A | 'balanced' | B, number>,
): TeamLean<A, B> {
  const values = Object.entries(counts) as Array<[A | 'balanced' | B, number]>;
  const n = values.reduce((s, [, c]) => s + c, 0);
  const top = values.find(([, c]) => c > n / 2);
  return { counts, verdict: top ? top[0] : 'divided' };
}

/**
 * The figures team rules read: for each capability and family key, `<key>Strong` and `<key>Growth`
 * (shares 0-1 of the counted members in the top two and bottom two bands) and `<key>Spread`; the
 * same for `total`; `selfLean`, `systemLean`, `senseLean`, `activateLean` (shares of those counted
 * for the balance), and `n`. A share with no one counted is not measured (NaN).
 */
export function teamScope(counts: TeamCounts): Scope {
  const scope: Record<string, number> = Object.create(null);
  const put = (key: string, item: TeamItem) => {
    scope[`${key}Strong`] = item.n ? item.strong : Number.NaN;
    scope[`${key}Growth`] = item.n ? item.growth : Number.NaN;
    scope[`${key}Spread`] = item.n ? item.spread : Number.NaN;
  };
  for (const c of CAPABILITIES) put(c.key, teamItem(c.name, counts.capabilities[c.name]));
  for (const f of FAMILIES) put(f.key, teamItem(f.name, counts.families[f.name]));
  put('total', teamItem('Total', counts.total));
  const shares = <K extends string>(lean: Record<K, number>) => {
    const n = Object.values<number>(lean).reduce((a, b) => a + b, 0);
    return (key: K) => (n ? lean[key] / n : Number.NaN);
  };
  const selfSystem = shares(counts.selfSystem);
  scope.selfLean = selfSystem('self');
  scope.systemLean = selfSystem('system');
  const senseActivate = shares(counts.senseActivate);
  scope.senseLean = senseActivate('sense');
  scope.activateLean = senseActivate('activate');
  scope.n = counts.n;
  return Object.freeze(scope);
}

/**
 * The enabled team rules that hold for these counts, highest priority first, their texts saying
 * the team's own counts. A rule whose texts name a figure there is none of is left out, as a rule
 * whose logic does not parse is.
 */
export function teamPatterns(rules: readonly Rule[], counts: TeamCounts): TeamPattern[] {
  const scope = teamScope(counts);
  const figures = teamFigures(counts);
  const fired: Array<{ priority: number; pattern: TeamPattern }> = [];
  for (const rule of rules) {
    if (!rule.enabled) continue;
    const compiled = compileExpression(rule.logic);
    if (!compiled.ok) continue;
    const result = run(compiled.evaluate, scope);
    if (!(result.ok && result.value === true)) continue;
    const texts = patternTexts(rule, figures);
    if (!texts) continue;
    const polarity: Polarity =
      rule.polarity === 'strength' || rule.polarity === 'growth'
        ? rule.polarity
        : classifyPattern(rule.name) === 'Strength'
          ? 'strength'
          : 'growth';
    fired.push({
      priority: rule.priority ?? DEFAULT_RULE_PRIORITY,
      pattern: { ruleId: rule.id, name: rule.name, polarity, ...texts },
    });
  }
  return fired.sort((a, b) => b.priority - a.priority).map((f) => f.pattern);
}

/** A pattern's texts with the team's counts in them; null when one names an unknown figure. */
export function patternTexts(
  rule: Rule,
  figures: Readonly<Record<string, TeamFigure>>,
): Pick<TeamPattern, 'narrative' | 'why' | 'actions'> | null {
  let known = true;
  const render = (template: string) => {
    const rendered = renderTeamText(template, figures);
    if (rendered.unknown.length > 0) known = false;
    return rendered.text;
  };
  const narrative = render(rule.narrative_content ?? '');
  const why = rule.why ? render(rule.why) : undefined;
  const actions = (rule.actions ?? (rule.action ? [rule.action] : [])).map(render);
  if (!known) return null;
  return { narrative, ...(why ? { why } : {}), actions };
}

const byStrong = (a: TeamItem, b: TeamItem) => b.strong - a.strong || a.spread - b.spread;
const byGrowth = (a: TeamItem, b: TeamItem) => b.growth - a.growth || a.spread - b.spread;

/** How many of an item's people are in its top two (or bottom two) bands, as a figure. */
const figureOf = (item: TeamItem, bands: 'strong' | 'growth'): TeamFigure => ({
  count: (bands === 'strong' ? strongOf : growthOf)(item.counts),
  of: item.n,
  kind: bands,
  subject: item.name,
});

/** "three of your seven are", "one is": a figure's phrase with its verb agreeing. */
const says = (figure: TeamFigure, verb: string, short = false) => {
  const phrase = countPhrase(figure, short);
  return `${phrase.text} ${phrase.singular ? singularVerb(verb) : verb}`;
};

type TopicKind = 'practice' | 'split' | 'stretch';

/** Each topic's title says what in the counts made it a topic, and only what the counts show. */
function topicTitle(item: TeamCapability, kind: TopicKind): string {
  const strong = figureOf(item, 'strong');
  const growth = figureOf(item, 'growth');
  if (kind === 'practice') return `${item.name}: ${says(growth, 'are')} Starting or Emerging`;
  if (kind === 'split')
    return `${item.name}: ${says(strong, 'see')} a strength, ${says(growth, 'see', true)} a gap`;
  return `${item.name}: the fewest of you in the top two bands (${countPhrase(strong).text})`;
}

/** "A, B and C". */
const listed = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * Ninety minutes: open on what the team shares, two topics, close. Topics come first from the gaps
 * (a third or more in the bottom two bands: an exercise), then from where the team is split (some
 * strong, some at a gap: a discussion); a team with neither discusses where the fewest are strong.
 */
export function sessionAgenda(
  capabilities: readonly TeamCapability[],
  strengths: readonly CapabilityName[],
  texts: TeamTexts,
  figures: Readonly<Record<string, TeamFigure>> = {},
): AgendaItem[] {
  const topics: Array<{ item: TeamCapability; kind: TopicKind }> = [];
  const take = (item: TeamCapability | undefined, kind: TopicKind) => {
    if (item && topics.length < 2 && !topics.some((t) => t.item.name === item.name))
      topics.push({ item, kind });
  };
  const gaps = capabilities.filter((c) => c.growth >= TOPIC_FROM).sort(byGrowth);
  const splits = capabilities.filter((c) => c.split).sort((a, b) => b.spread - a.spread);
  const leastStrong = [...capabilities].sort((a, b) => a.strong - b.strong || b.growth - a.growth);
  take(gaps[0], 'practice');
  for (const item of splits) take(item, 'split');
  for (const item of gaps) take(item, 'practice');
  for (const item of leastStrong) take(item, 'stretch');

  // Each shared strength with how many of the team are Proficient or Expert in it.
  const counted = strengths.flatMap((name) => {
    const item = capabilities.find((c) => c.name === name);
    return item ? [`${name} (${countPhrase(figureOf(item, 'strong')).text})`] : [];
  });
  const opening = renderTeamText(
    strengths.length ? texts.opening.withStrengths : texts.opening.withoutStrengths,
    figures,
    { strengths: listed(counted) },
  ).text;
  const first = strengths[0];
  const agenda: AgendaItem[] = [
    {
      minutes: 10,
      title: texts.opening.title,
      detail: first ? `${opening} ${texts.capabilities[first].strength}` : opening,
    },
  ];
  for (const { item, kind } of topics) {
    const text = texts.capabilities[item.name];
    agenda.push({
      minutes: 35,
      title: topicTitle(item, kind),
      detail: kind === 'practice' ? text.practice : text.discuss,
      capability: item.name,
    });
  }
  const used = agenda.reduce((s, a) => s + a.minutes, 0);
  agenda.push({
    minutes: SESSION_MINUTES - used,
    title: texts.closing.title,
    detail: texts.closing.detail,
  });
  return agenda;
}

/** The team report from the counts of the members it counts, with the team rules and texts. */
export function buildTeamReport(
  counts: TeamCounts,
  content: { rules: readonly Rule[]; texts: TeamTexts },
): TeamReport {
  const capabilities: TeamCapability[] = CAPABILITIES.map((c) => ({
    ...teamItem(c.name, counts.capabilities[c.name]),
    name: c.name,
    family: c.family,
  }));
  const measured = capabilities.filter((c) => c.n > 0);
  const sharedStrengths = measured
    .filter((c) => c.strong > SHARED_OVER)
    .sort(byStrong)
    .map((c) => c.name);
  const sharedGaps = measured
    .filter((c) => c.growth > SHARED_OVER)
    .sort(byGrowth)
    .map((c) => c.name);
  const bySpread = [...measured].sort((a, b) => a.spread - b.spread);
  return {
    n: counts.n,
    total: teamItem('Total', counts.total),
    families: FAMILIES.map((f) => teamItem(f.name, counts.families[f.name])),
    capabilities,
    sharedStrengths,
    sharedGaps,
    agreesMost: bySpread.slice(0, LISTED).map((c) => c.name),
    // Never the same capability in both lists, and only where the team does differ.
    differsMost: bySpread
      .slice(LISTED)
      .filter((c) => c.spread > 0)
      .slice(-LISTED)
      .reverse()
      .map((c) => c.name),
    selfSystem: lean(counts.selfSystem),
    senseActivate: lean(counts.senseActivate),
    patterns: teamPatterns(content.rules, counts),
    agenda: sessionAgenda(measured, sharedStrengths, content.texts, teamFigures(counts)),
  };
}
