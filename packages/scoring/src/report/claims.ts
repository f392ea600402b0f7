// What every text the report shows asserts about its reader, and the check that it holds. Each
// text has an id (`shownTexts`); its condition is declared in the content (`asserts`, an expression
// in the rule language over the reader's scores), or follows from how it is chosen (a band's text
// asserts the band; a pattern's texts assert the rule that found it). The calibration evaluates
// every shown text's condition for every simulated reader, and looks for two texts of one report
// that contradict each other: one naming a capability or family as a strength, the other as a gap.
import { isGrowthBand, isStrengthBand } from '../bands';
import { compileExpression, run, type Scope } from '../expression';
import { RULE_VARIABLES, ruleScope } from '../interpret/rules';
import { capabilityByName, FAMILIES } from '../model/capabilities';
import {
  BAND_LABELS,
  CAPABILITY_BAND,
  CAPABILITY_MULTIPLIER,
  FAMILY_BAND,
  MATURITY_BAND,
} from '../model/constants';
import type { Report, ReportFinding, Results } from '../model/results';
import type { Band, Rule } from '../model/types';
import type { Scores } from '../scores';
import type { PlanStep } from './plan';
import { planSteps } from './practice';

/** Declared conditions by text id: an expression, or 'true' for a text that asserts nothing. */
export type TextAssertions = Readonly<Record<string, string>>;

export interface ShownText {
  id: string;
  /**
   * The conditions the text asserts, all of which must hold: expressions in the rule language,
   * or `rule:<id>` (what that rule's texts assert). Null when none is declared, a fault the check
   * reports.
   */
  asserts: readonly string[] | null;
  /** Capabilities and families the text names as a strength, and as a gap to work on. */
  strong: readonly string[];
  weak: readonly string[];
}

/** The names a text's condition may read: the rule variables, plus the two orientation totals. */
export const CLAIM_VARIABLES: ReadonlySet<string> = new Set([
  ...RULE_VARIABLES,
  'senseAlign',
  'activateExecute',
]);

/** The reader's scores as text conditions read them (the rule scope and two more totals). */
export function claimScope(results: Results): Scope {
  const scope: Record<string, number> = { ...ruleScope(results as unknown as Scores) };
  const complete = results.missingCapabilities.length === 0;
  scope.senseAlign = complete ? results.senseAlignScore : Number.NaN;
  scope.activateExecute = complete ? results.activateExecuteScore : Number.NaN;
  return Object.freeze(scope);
}

const round = (n: number) => Math.round(n * 1000) / 1000;
const normalised = (raw: number) => round(raw / CAPABILITY_MULTIPLIER + 1);

/** Where the top of the bottom two bands lies on the normalised capability scale a condition reads. */
export const GROWTH_BANDS_BELOW = normalised(CAPABILITY_BAND.min + 2 * CAPABILITY_BAND.width);

/** A band as a condition on one variable of the claim scope. */
function bandCondition(
  variable: string,
  band: Band,
  scale: { min: number; width: number },
  toScope: (raw: number) => number = (raw) => raw,
): string {
  const index = BAND_LABELS.indexOf(band);
  const parts: string[] = [];
  if (index > 0) parts.push(`${variable} >= ${toScope(scale.min + index * scale.width)}`);
  if (index < BAND_LABELS.length - 1)
    parts.push(`${variable} < ${toScope(scale.min + (index + 1) * scale.width)}`);
  return parts.join(' and ') || 'true';
}

const keyOfCapability = (name: string) => capabilityByName(name)?.key ?? name;
const keyOfFamily = (name: string) => FAMILIES.find((f) => f.name === name)?.key ?? name;

/**
 * What a band's text asserts: its subject's score within that band, as a condition (`name` is a
 * family's or a capability's name; the overall band's subject is the total).
 */
export function bandTextAsserts(
  kind: 'overall' | 'family' | 'capability',
  name: string,
  band: Band,
): string {
  if (kind === 'overall') return bandCondition('total', band, MATURITY_BAND);
  if (kind === 'family') return bandCondition(keyOfFamily(name), band, FAMILY_BAND);
  return bandCondition(keyOfCapability(name), band, CAPABILITY_BAND, normalised);
}

/** A band's text names its subject a strength in the top two bands and a gap in the bottom two. */
const bandClaims = (subject: string, band: Band) => ({
  strong: isStrengthBand(band) ? [subject] : [],
  weak: isGrowthBand(band) ? [subject] : [],
});

/** A card names what it builds on as a strength only when it is a Strength card. */
const cardClaims = (card: ReportFinding) => ({
  strong: card.polarity === 'strength' ? card.buildsOn : [],
  weak: card.workOn,
});

/** What a plan step's "because" asserts about its capability. */
function stepCondition(report: Report, step: PlanStep): string {
  const key = keyOfCapability(step.capability);
  const all = report.capabilities.map((c) => keyOfCapability(c.capability));
  const others = all.filter((k) => k !== key);
  if (step.reason === 'growth-area') return `${key} < ${GROWTH_BANDS_BELOW}`;
  if (step.reason === 'clearly-low') {
    const c = report.reading.capabilities.find((r) => r.name === step.capability);
    const bar = round((c?.vsOthers.clearFrom ?? 0) / CAPABILITY_MULTIPLIER);
    return `avg(${others.join(', ')}) - ${key} >= ${bar}`;
  }
  return `${key} <= min(${all.join(', ')})`;
}

/** Every text the report shows, by id, with its declared or implied condition. */
export function shownTexts(report: Report, texts: TextAssertions): ShownText[] {
  const shown: ShownText[] = [];
  const declared = (
    id: string,
    implied: string | null = null,
    strong: readonly string[] = [],
    weak: readonly string[] = [],
  ) => {
    const condition = texts[id] ?? implied;
    shown.push({ id, asserts: condition === null ? null : [condition], strong, weak });
  };

  for (const id of ['introduction', 'how-to-read', 'model-overview', 'next-steps-closing', 'about'])
    declared(id);
  const overall = report.overall.band;
  declared(`overall/${overall}`, bandTextAsserts('overall', 'overall', overall));
  for (const f of report.families) {
    if (f.missing.length) continue;
    const { strong, weak } = bandClaims(f.family, f.band);
    declared(
      `family/${f.family}/${f.band}`,
      bandTextAsserts('family', f.family, f.band),
      strong,
      weak,
    );
  }
  for (const c of report.capabilities) {
    const { strong, weak } = bandClaims(c.capability, c.band);
    declared(
      `capability/${c.capability}/${c.band}`,
      bandTextAsserts('capability', c.capability, c.band),
      strong,
      weak,
    );
  }
  for (const step of planSteps(report))
    shown.push({
      id: `plan/${step.capability}`,
      asserts: [stepCondition(report, step)],
      strong: [],
      weak: step.tier === 'growth' ? [step.capability] : [],
    });
  for (const [comparison, c] of [
    ['self-vs-system', report.selfVsSystem],
    ['sense-vs-activate', report.senseVsActivate],
  ] as const) {
    declared(`${comparison}/intro`);
    declared(`${comparison}/${c.textKey}`);
  }
  const cards = [...report.patterns, ...(report.archetype ? [report.archetype] : [])];
  for (const card of cards) {
    const { strong, weak } = cardClaims(card);
    // A fallback pattern is composed from the reader's bands, which its card's lists carry; a
    // reading card asserts what the reading found, which the consistency check holds it to.
    shown.push({
      id: `rule/${card.ruleId}`,
      asserts: [card.fallback || card.reading ? 'true' : `rule:${card.ruleId}`],
      strong,
      weak,
    });
  }
  return shown;
}

export interface TextCheck {
  /** Ids of shown texts whose condition is false for this reader. */
  contradicted: string[];
  /** Ids of shown texts with no declared condition, or one that does not parse. */
  undeclared: string[];
  /** Pairs of shown texts that name one subject as a strength and as a gap. */
  pairs: Array<[string, string, string]>;
}

const conditionHolds = (source: string, scope: Scope): boolean | 'invalid' => {
  const compiled = compileExpression(source);
  if (!compiled.ok || compiled.type !== 'boolean') return 'invalid';
  if ([...compiled.names].some((n) => !CLAIM_VARIABLES.has(n))) return 'invalid';
  const value = run(compiled.evaluate, scope);
  // A condition on a score the reader did not answer cannot be contradicted by it.
  if (!value.ok) return value.reason === 'unmeasured' ? true : 'invalid';
  return value.value === true;
};

/** A condition as an expression: `rule:<id>` resolved to what that rule asserts. */
function resolve(condition: string, rules: ReadonlyMap<string, Rule>): string | null {
  if (condition.startsWith('rule:')) {
    const rule = rules.get(condition.slice('rule:'.length));
    const asserts = rule?.asserts ?? rule?.logic;
    return typeof asserts === 'string' ? asserts : null;
  }
  return condition;
}

/** Checks shown texts (and any extra, such as the story's sentences) against the reader's scores. */
export function checkTexts(
  results: Results,
  shown: readonly ShownText[],
  rules: readonly Rule[],
): TextCheck {
  const scope = claimScope(results);
  const rulesById = new Map(rules.map((r) => [r.id, r]));
  const check: TextCheck = { contradicted: [], undeclared: [], pairs: [] };
  for (const text of shown) {
    const conditions = text.asserts?.map((c) => resolve(c, rulesById));
    if (!conditions || conditions.includes(null)) {
      check.undeclared.push(text.id);
      continue;
    }
    const verdicts = conditions.map((c) => conditionHolds(c as string, scope));
    if (verdicts.includes('invalid')) check.undeclared.push(text.id);
    else if (verdicts.includes(false)) check.contradicted.push(text.id);
  }
  for (const a of shown)
    for (const subject of a.strong)
      for (const b of shown) if (b.weak.includes(subject)) check.pairs.push([a.id, b.id, subject]);
  return check;
}
