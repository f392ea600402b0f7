// Calibration of the team rules: thousands of simulated teams, each member answering as a simulated
// respondent (calibrate/simulate.ts) and scored by the engine, the team's band counts built as a
// team report builds them (counts.ts), and every team rule read against its team scope. The figures
// say whether the rules describe teams truthfully and usefully: how often each fires, whether a
// rule ever fires on a team whose counts point the other way (polarity), whether two rules of
// opposite polarity ever fire together about the same capability or family (contradiction), and
// whether a rule's texts say the team's own counts (words.ts): no share stated without its count,
// every count's words naming whom it counts, and the texts written in words for every team fired on.
//
// The team effect. People in one team work in the same setting: one planning rhythm, one manager,
// one set of tools. So members of a team are drawn with part of their traits shared:
//   general(member)   = sqrt(1 - TEAM_EFFECT.general) * general(person) + team general
//   family(member, f) = sqrt(1 - TEAM_EFFECT.family) * family(person, f) + team family f
// where person is an independent simulated respondent (drawPerson) and the team's shifts are
// normal, drawn once per team, with standard deviations sqrt(TEAM_EFFECT.x) times the person-level
// ones (MODEL.general, MODEL.family). Capability traits, item offsets and answer noise stay
// individual. A member is therefore distributed exactly as an individual respondent (the variances
// add back up), and the shares set how alike two members of one team are: with 0.2 of the general
// and 0.3 of the family variance shared, two members' total scores correlate about 0.19 (the
// intraclass correlation the calibration reports): a moderate team effect for work-group measures.
// Team sizes are uniform from TEAM_SIZE.min to TEAM_SIZE.max. The default seed is the individual
// calibration's, and the item offsets are drawn first in both, so both simulate the same bank.
// Members are scored by the engine (computeScores: the scores a result carries, all a team counts).
// The bundled rules meet their targets from no team effect at all to one half shared (the `effect`
// input), so they do not depend on the exact shares chosen here.

import {
  answerAsPerson,
  drawPerson,
  itemOffsets,
  MODEL,
  type Person,
  random,
} from '../calibrate/simulate';
import { compileExpression, run } from '../expression';
import {
  type CapabilityName,
  FAMILIES,
  type FamilyName,
  familyByName,
} from '../model/capabilities';
import type { Polarity, Question, Rule } from '../model/types';
import { isScoredQuestion } from '../responses';
import { computeScores } from '../scores';
import {
  type BandCounts,
  emptyTeamCounts,
  growthOf,
  strongOf,
  type TeamCounts,
  type TeamSource,
  teamCountsOf,
} from './counts';
import { patternTexts, teamScope } from './report';
import { teamFigures, teamTextProblems } from './words';

/** Shares of the person-level trait variances that members of one team have in common. */
export const TEAM_EFFECT = { general: 0.2, family: 0.3 } as const;
/** Realistic team sizes. */
export const TEAM_SIZE = { min: 5, max: 15 } as const;
/** Teams up to this size are "small" in the figures, from TEAM_LARGE_FROM "large". */
const TEAM_SMALL_UP_TO = 8;
const TEAM_LARGE_FROM = 12;

export const TEAM_TARGETS = {
  /** Every enabled team rule fires on at least this share of simulated teams... */
  ruleFiringMin: 0.02,
  /** ...and at most this share: a pattern every team shows says nothing about a team. */
  ruleFiringMax: 0.5,
} as const;

export interface TeamCalibrationInput {
  /** The question bank members answer (the whole bank; only scored questions are answered). */
  questions: readonly Question[];
  /** The team rules. */
  rules: readonly Rule[];
  teams: number;
  seed?: number;
  /** Team sizes, inclusive; TEAM_SIZE unless set. */
  size?: { min: number; max: number };
  /** Shares of trait variance members of a team have in common; TEAM_EFFECT unless set. */
  effect?: TeamEffect;
}

export interface TeamEffect {
  general: number;
  family: number;
}

export interface TeamRuleFigures {
  id: string;
  name: string;
  polarity: string;
  /** Share of teams the rule fires on; on teams of 5-8 and of 12-15 members. */
  fired: number;
  firedSmall: number;
  firedLarge: number;
  /** Teams on which the rule could not be evaluated (no logic, unknown name, arithmetic fault). */
  errors: number;
  /** Teams it fired on against its polarity (see polarityViolation). */
  polarityViolations: number;
  /** Teams it fired on whose figures do not meet what its texts assert (`asserts`), if declared. */
  assertViolations: number;
  /**
   * What is wrong with its texts whatever the team (teamTextProblems): a share stated without the
   * team's count, a count whose words call its people something else or speak of another subject.
   */
  textProblems: string[];
  /** Teams it fired on whose texts could not be written with their own counts, in words. */
  textViolations: number;
}

export interface TeamCalibration {
  teams: number;
  members: number;
  size: { min: number; max: number };
  /** Intraclass correlation of members' total scores: the share of their variance between teams. */
  totalScoreIcc: number;
  rules: TeamRuleFigures[];
  /** Enabled rules without a declared polarity of 'strength' or 'growth'. */
  undeclaredPolarity: string[];
  polarityViolations: number;
  /** Fired pairs of opposite polarity about one capability or family, and the most frequent. */
  contradictions: number;
  contradictionExamples: Array<[string, number]>;
  meanPatterns: number;
  noPatterns: number;
  /** Share of teams with at least one strength pattern, and with at least one growth pattern. */
  withStrength: number;
  withGrowth: number;
}

const rate = (count: number, of: number) => (of ? count / of : 0);

/** One simulated member of a team: an individual respondent with the team's shifts added. */
export function drawMember(
  rng: ReturnType<typeof random>,
  team: TeamShift,
  effect: TeamEffect = TEAM_EFFECT,
): Person {
  const person = drawPerson(rng);
  const family: Record<string, number> = {};
  for (const [name, value] of Object.entries(person.family))
    family[name] = Math.sqrt(1 - effect.family) * value + (team.family[name] ?? 0);
  return {
    ...person,
    general: Math.sqrt(1 - effect.general) * person.general + team.general,
    family,
  };
}

export interface TeamShift {
  general: number;
  family: Record<string, number>;
}

/** The traits a team's members share, drawn once per team. */
export function drawTeamShift(
  rng: ReturnType<typeof random>,
  effect: TeamEffect = TEAM_EFFECT,
): TeamShift {
  const family: Record<string, number> = {};
  for (const f of FAMILIES) family[f.name] = rng.normal(Math.sqrt(effect.family) * MODEL.family);
  return { general: rng.normal(Math.sqrt(effect.general) * MODEL.general), family };
}

/**
 * What a rule speaks about, with band counts: the capabilities it names or, when it names none, its
 * family (a family-level rule; a capability rule's family only says where the capability belongs).
 */
function subjectsOf(rule: Rule, counts: TeamCounts): Array<[string, BandCounts]> {
  const subjects: Array<[string, BandCounts]> = [];
  for (const name of rule.capabilities ?? []) {
    const bands = counts.capabilities[name as CapabilityName];
    if (bands) subjects.push([name, bands]);
  }
  if (subjects.length === 0 && rule.family) {
    const bands = counts.families[rule.family as FamilyName];
    if (bands) subjects.push([rule.family, bands]);
  }
  return subjects;
}

/**
 * The names a rule's texts are about, for contradictions: its subjects, and for a family-level rule
 * the family's capabilities too (a reader takes "your team is strong in a family" as said of each
 * of its capabilities).
 */
function aboutOf(rule: Rule, counts: TeamCounts): string[] {
  const names = subjectsOf(rule, counts).map(([name]) => name);
  const family = (rule.capabilities ?? []).length === 0 ? familyByName(names[0] ?? '') : undefined;
  return family ? [...names, ...family.capabilities] : names;
}

const declared = (rule: Rule): rule is Rule & { polarity: Polarity } =>
  rule.polarity === 'strength' || rule.polarity === 'growth';

/**
 * Whether a fired rule speaks against the team's counts: a 'strength' rule when a capability (or
 * family) it names has more members in the growth bands than in the strength bands, a 'growth'
 * rule when one has more in the strength bands than in the growth bands.
 */
export function polarityViolation(rule: Rule, counts: TeamCounts): string | null {
  for (const [name, bands] of subjectsOf(rule, counts)) {
    const strong = strongOf(bands);
    const growth = growthOf(bands);
    if (rule.polarity === 'strength' && growth > strong) return name;
    if (rule.polarity === 'growth' && strong > growth) return name;
  }
  return null;
}

/**
 * Pairs of rules of opposite polarity, among those fired together, whose texts are about a common
 * capability or family: "a / b on name" for each.
 */
export function contradictionsAmong(fired: readonly Rule[], counts: TeamCounts): string[] {
  const pairs: string[] = [];
  for (let a = 0; a < fired.length; a++)
    for (let b = a + 1; b < fired.length; b++) {
      const x = fired[a] as Rule;
      const y = fired[b] as Rule;
      if (!(declared(x) && declared(y)) || x.polarity === y.polarity) continue;
      const about = new Set(aboutOf(x, counts));
      const shared = aboutOf(y, counts).find((name) => about.has(name));
      if (shared) pairs.push(`${x.id} / ${y.id} on ${shared}`);
    }
  return pairs;
}

/** Evaluates a condition; undefined when it cannot be (an error), false when unmeasured. */
function holds(source: string, scope: ReturnType<typeof teamScope>): boolean | undefined {
  const compiled = compileExpression(source);
  if (!compiled.ok) return undefined;
  const result = run(compiled.evaluate, scope);
  if (result.ok) return result.value === true;
  return result.reason === 'unmeasured' ? false : undefined;
}

/** Between-team share of variance (ICC(1), one-way ANOVA) of a score, from its values by team. */
function intraclass(groups: readonly number[][]): number {
  const all = groups.flat();
  const n = all.length;
  const k = groups.length;
  if (k < 2 || n <= k) return 0;
  const grand = all.reduce((a, b) => a + b, 0) / n;
  let between = 0;
  let within = 0;
  for (const g of groups) {
    const mean = g.reduce((a, b) => a + b, 0) / g.length;
    between += g.length * (mean - grand) ** 2;
    for (const x of g) within += (x - mean) ** 2;
  }
  const msb = between / (k - 1);
  const msw = within / (n - k);
  const n0 = (n - groups.reduce((s, g) => s + g.length ** 2, 0) / n) / (k - 1);
  return (msb - msw) / (msb + (n0 - 1) * msw);
}

/** Every text of a rule a team report shows: its name, narrative, why and actions. */
const shownTexts = (rule: Rule): string[] =>
  [
    rule.name,
    rule.narrative_content ?? '',
    rule.why ?? '',
    rule.action ?? '',
    ...(rule.actions ?? []),
  ].filter((text) => text.trim() !== '');

/** A rule's texts, read for any team: only the figures' kinds and subjects matter. */
export const ruleTextProblems = (rule: Rule): string[] => {
  const figures = teamFigures(emptyTeamCounts());
  return [...new Set(shownTexts(rule).flatMap((text) => teamTextProblems(text, figures)))];
};

/**
 * Whether a fired rule's texts, written with this team's counts, say only those counts in words:
 * every figure named is one the team has, none is left in braces, and no number up to ten is
 * written in digits.
 */
export function textViolation(rule: Rule, counts: TeamCounts): string | null {
  const texts = patternTexts(rule, teamFigures(counts));
  if (!texts) return 'names a figure the team has none of';
  for (const text of [texts.narrative, texts.why ?? '', ...texts.actions]) {
    if (/[{}]/.test(text)) return `leaves a figure unwritten: "${text}"`;
    const digits = text.match(/\b([0-9]|10)\b/);
    if (digits) return `writes ${digits[0]} in digits`;
  }
  return null;
}

export function calibrateTeams(input: TeamCalibrationInput): TeamCalibration {
  const rng = random(input.seed ?? 20261124);
  const size = input.size ?? TEAM_SIZE;
  const effect = input.effect ?? TEAM_EFFECT;
  const questions = input.questions.filter(isScoredQuestion);
  const offsets = itemOffsets(questions, rng);
  const enabled = input.rules.filter((r) => r.enabled === true);
  const figures = enabled.map((r) => ({
    rule: r,
    fired: 0,
    firedSmall: 0,
    firedLarge: 0,
    errors: 0,
    polarityViolations: 0,
    assertViolations: 0,
    textProblems: ruleTextProblems(r),
    textViolations: 0,
  }));
  const contradictionCounts = new Map<string, number>();
  let contradictions = 0;
  let members = 0;
  let small = 0;
  let large = 0;
  let patterns = 0;
  let none = 0;
  let withStrength = 0;
  let withGrowth = 0;
  const totals: number[][] = [];

  for (let t = 0; t < input.teams; t++) {
    const shift = drawTeamShift(rng, effect);
    const n = size.min + Math.floor(rng.next() * (size.max - size.min + 1));
    const sources: TeamSource[] = [];
    const teamTotals: number[] = [];
    for (let i = 0; i < n; i++) {
      const answers = answerAsPerson(drawMember(rng, shift, effect), questions, offsets, rng);
      const scores = computeScores(input.questions, answers.responses);
      sources.push(scores);
      if (scores.missingCapabilities.length === 0) teamTotals.push(scores.rawOverallScore);
    }
    members += n;
    totals.push(teamTotals);
    const isSmall = n <= TEAM_SMALL_UP_TO;
    const isLarge = n >= TEAM_LARGE_FROM;
    if (isSmall) small++;
    if (isLarge) large++;
    const counts = teamCountsOf(sources);
    const scope = teamScope(counts);

    const fired: Rule[] = [];
    for (const f of figures) {
      const fires = holds(f.rule.logic, scope);
      if (fires === undefined) {
        f.errors++;
        continue;
      }
      if (!fires) continue;
      fired.push(f.rule);
      f.fired++;
      if (isSmall) f.firedSmall++;
      if (isLarge) f.firedLarge++;
      if (polarityViolation(f.rule, counts) !== null) f.polarityViolations++;
      if (f.rule.asserts !== undefined && holds(f.rule.asserts, scope) !== true)
        f.assertViolations++;
      if (textViolation(f.rule, counts) !== null) f.textViolations++;
    }
    patterns += fired.length;
    if (fired.length === 0) none++;
    if (fired.some((r) => r.polarity === 'strength')) withStrength++;
    if (fired.some((r) => r.polarity === 'growth')) withGrowth++;
    for (const pair of contradictionsAmong(fired, counts)) {
      contradictions++;
      contradictionCounts.set(pair, (contradictionCounts.get(pair) ?? 0) + 1);
    }
  }

  const teams = input.teams;
  return {
    teams,
    members,
    size: { min: size.min, max: size.max },
    totalScoreIcc: intraclass(totals.filter((g) => g.length > 0)),
    rules: figures.map((f) => ({
      id: f.rule.id,
      name: f.rule.name,
      polarity: String(f.rule.polarity ?? ''),
      fired: rate(f.fired, teams),
      firedSmall: rate(f.firedSmall, small),
      firedLarge: rate(f.firedLarge, large),
      errors: f.errors,
      polarityViolations: f.polarityViolations,
      assertViolations: f.assertViolations,
      textProblems: f.textProblems,
      textViolations: f.textViolations,
    })),
    undeclaredPolarity: enabled.filter((r) => !declared(r)).map((r) => r.id),
    polarityViolations: figures.reduce((s, f) => s + f.polarityViolations, 0),
    contradictions,
    contradictionExamples: [...contradictionCounts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10),
    meanPatterns: rate(patterns, teams),
    noPatterns: rate(none, teams),
    withStrength: rate(withStrength, teams),
    withGrowth: rate(withGrowth, teams),
  };
}

const pct = (x: number) => `${(Math.round(x * 1000) / 10).toFixed(1)}%`;
const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));

/** Every target the team calibration misses, as a sentence; empty when all hold. */
export function teamCalibrationFailures(c: TeamCalibration): string[] {
  const t = TEAM_TARGETS;
  const failures: string[] = [];
  if (c.rules.length === 0) failures.push('no enabled team rules');
  for (const id of c.undeclaredPolarity)
    failures.push(`team rule ${id} declares no polarity ('strength' or 'growth')`);
  for (const r of c.rules) {
    if (r.errors > 0)
      failures.push(`team rule ${r.id} could not be evaluated on ${r.errors} teams`);
    if (r.fired < t.ruleFiringMin || r.fired > t.ruleFiringMax)
      failures.push(
        `team rule ${r.id} fires on ${pct(r.fired)} of teams (target ${pct(t.ruleFiringMin)}-${pct(t.ruleFiringMax)})`,
      );
    if (r.polarityViolations > 0)
      failures.push(
        `team rule ${r.id} (${r.polarity}) fires on ${r.polarityViolations} teams whose counts point the other way`,
      );
    if (r.assertViolations > 0)
      failures.push(
        `team rule ${r.id} fires on ${r.assertViolations} teams its texts' asserts do not hold for`,
      );
    for (const problem of r.textProblems) failures.push(`team rule ${r.id}'s texts: ${problem}`);
    if (r.textViolations > 0)
      failures.push(
        `team rule ${r.id}'s texts cannot say the counts of ${r.textViolations} teams it fires on`,
      );
  }
  if (c.contradictions > 0)
    failures.push(
      `${c.contradictions} pairs of opposite-polarity team patterns about the same capability or family`,
    );
  return failures;
}

export function formatTeamCalibration(c: TeamCalibration): string {
  const lines = [
    `Team calibration on ${c.teams} simulated teams of ${c.size.min}-${c.size.max} (${c.members} members)`,
    `total score intraclass correlation (share of variance between teams) ${c.totalScoreIcc.toFixed(2)}`,
    '',
    `${pad('team rule', 34)}${pad('polarity', 10)}${pad('fired', 8)}${pad(`<=${TEAM_SMALL_UP_TO}`, 8)}${pad(`>=${TEAM_LARGE_FROM}`, 8)}${pad('against', 9)}errors`,
  ];
  for (const r of [...c.rules].sort((a, b) => b.fired - a.fired))
    lines.push(
      `${pad(r.id, 34)}${pad(r.polarity || '-', 10)}${pad(pct(r.fired), 8)}${pad(pct(r.firedSmall), 8)}${pad(pct(r.firedLarge), 8)}${pad(String(r.polarityViolations), 9)}${r.errors}`,
    );
  const rows: Array<[string, string, string]> = [
    [
      'every rule fires on',
      `${pct(Math.min(...c.rules.map((r) => r.fired)))}-${pct(Math.max(...c.rules.map((r) => r.fired)))}`,
      `${pct(TEAM_TARGETS.ruleFiringMin)}-${pct(TEAM_TARGETS.ruleFiringMax)}`,
    ],
    ['rules without a declared polarity', String(c.undeclaredPolarity.length), '0'],
    ['patterns fired against their polarity', String(c.polarityViolations), '0'],
    ['opposite-polarity pairs on one capability/family', String(c.contradictions), '0'],
    [
      'patterns whose declared asserts do not hold',
      String(c.rules.reduce((s, r) => s + r.assertViolations, 0)),
      '0',
    ],
    [
      'texts stating a share without the count',
      String(c.rules.reduce((s, r) => s + r.textProblems.length, 0)),
      '0',
    ],
    [
      'patterns whose texts cannot say the counts',
      String(c.rules.reduce((s, r) => s + r.textViolations, 0)),
      '0',
    ],
    ['team patterns per team (mean)', c.meanPatterns.toFixed(2), ''],
    ['teams with no pattern', pct(c.noPatterns), ''],
    ['teams with a strength pattern', pct(c.withStrength), ''],
    ['teams with a growth pattern', pct(c.withGrowth), ''],
  ];
  lines.push('', `${pad('measure', 52)}${pad('value', 16)}target`);
  for (const [name, value, target] of rows)
    lines.push(`${pad(name, 52)}${pad(value, 16)}${target}`);
  if (c.contradictionExamples.length) {
    lines.push('', 'contradictions, most frequent first');
    for (const [what, count] of c.contradictionExamples)
      lines.push(`  ${pad(String(count), 7)}${what}`);
  }
  const failures = teamCalibrationFailures(c);
  lines.push(
    '',
    failures.length ? `MISSED:\n  ${failures.join('\n  ')}` : 'Every team target met.',
  );
  return `${lines.join('\n')}\n`;
}
