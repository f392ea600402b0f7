// Calibration: thousands of simulated respondents through the whole pipeline, and the figures that
// say whether the report describes them truthfully: whether every text shown holds for its reader
// (and no two contradict each other), how often each rule fires and is shown, how many real
// findings a report carries, who gets an archetype, what the headline is about and whether a retest
// repeats it, careless-answering detection and how varied the stories are. Fixed extreme profiles
// (all 1s, all 5s, one family high, ...) go through the same text checks.

import { describesLowScores } from '../interpret/rules';
import { CAPABILITIES, FAMILIES } from '../model/capabilities';
import { ARBITRATION } from '../model/constants';
import type { Results } from '../model/results';
import type { Band, Question, Rule } from '../model/types';
import { scoreAssessment } from '../pipeline';
import { checkConsistency, claimFault, claimsOfSays } from '../reading/consistency';
import { type ContentWords, claimedTexts } from '../report/claimed-texts';
import { checkTexts, type ShownText, shownTexts, type TextAssertions } from '../report/claims';
import { planSteps } from '../report/practice';
import { isScoredQuestion } from '../responses';
import type { StorySentence } from '../story/compose';
import {
  answerAllAlike,
  answerCarelessly,
  drawPerson,
  itemOffsets,
  type RespondentKind,
  random,
  realisticReaders,
  type SimulatedAnswers,
  STANDARD_POPULATION,
} from './simulate';
export interface CalibrationInput {
  questions: readonly Question[];
  rules: readonly Rule[];
  respondents: number;
  seed?: number;
  /** Careless respondents of each kind (random, straight-liner, speeder). */
  careless?: number;
  /** Whether the content has a text for a score's band; unset skips the check. */
  hasBandText?: (kind: 'capability' | 'family' | 'overall', name: string, band: Band) => boolean;
  /** The conditions the content's texts declare; unset skips the text checks. */
  texts?: TextAssertions;
  /** The local story writer, as paragraphs of sentences with what each asserts. */
  story?: (results: Results) => StorySentence[][];
  /** The first paragraphs of this many stories are compared (numbers masked). */
  stories?: number;
  /** The content's band and comparison texts, for the consistency check; unset checks the rest. */
  words?: ContentWords;
  /** Readers whose answers tie often (every capability 3, 6, 9, 12 or 15). */
  tiedReaders?: number;
}

/** The consistency check on one population: texts whose claims the reading contradicts. */
export interface ConsistencyFigures {
  population: string;
  readers: number;
  texts: number;
  contradicted: number;
  undeclared: number;
  /** The most frequent faults, with counts. */
  examples: Array<[string, number]>;
}

export interface RuleFigures {
  id: string;
  name: string;
  type: string;
  polarity: string;
  fired: number;
  shown: number;
  /** Share of readers whose report opens with this rule's card. */
  first: number;
  errors: number;
}

export interface TextFigures {
  /** Texts checked (shown texts and story sentences, all readers). */
  checked: number;
  contradicted: number;
  undeclared: number;
  pairs: number;
  /** The texts most often contradicted, undeclared or in a contradicting pair, with counts. */
  examples: Array<[string, number]>;
}

export interface ExtremeFigures {
  name: string;
  total: number;
  contradicted: string[];
  undeclared: string[];
  pairs: string[];
}

export interface Calibration {
  respondents: number;
  /** Claims of shown texts checked against the reading: realistic, extreme and tie-rich readers. */
  consistency: ConsistencyFigures[];
  /** How often each headline leads, most frequent first (reading cards included). */
  headlines: Array<{ id: string; share: number }>;
  withinCapabilityCorrelation: number;
  rules: RuleFigures[];
  texts: TextFigures | null;
  extremes: ExtremeFigures[];
  twoOrMoreFindings: number;
  noFindings: number;
  meanFindings: number;
  archetypeEligible: number;
  archetypeCovered: number;
  /** Archetypes shown to a reader whose scores do not meet the archetype's rule. */
  archetypeWithoutRule: number;
  firstSpecific: number;
  firstMost: { id: string; share: number };
  bandTextDisagreements: number;
  bandTextChecked: number;
  strengthOnLowRule: number;
  strengthWithoutTopTwo: number;
  growthOnStrength: number;
  limitsExceeded: number;
  retestSameFirstPattern: number;
  /** Share of headlines whose finding still holds on the retest (its rule fires, its claims hold). */
  retestHeadlineHolds: number;
  retestSameArchetype: number;
  retestTotalCorrelation: number;
  flagged: Record<RespondentKind, number>;
  carelessEach: number;
  storyFirstParagraphDistinct: number | null;
  storiesCompared: number;
}

export const TARGETS = {
  ruleFiringMin: 0.005,
  ruleFiringMax: 0.6,
  twoOrMoreFindings: 0.8,
  archetypeCovered: 0.9,
  firstSpecific: 0.8,
  firstMostMax: 0.2,
  /**
   * Reported, not gated: a headline about one specific finding, named only beyond the noise of one
   * take, repeats on a retest about half the time (three answers a capability are a rough
   * measure), and an archetype whose boundaries follow that noise flips near them as often.
   */
  retestHeadlineHolds: 0.5,
  retestSameArchetype: 0.6,
  carelessFlagged: 0.95,
  realisticFlaggedMax: 0.05,
  storyDistinct: 0.8,
} as const;

const rate = (count: number, of: number) => (of ? count / of : 0);

function pearson(pairs: ReadonlyArray<[number, number]>): number {
  const n = pairs.length;
  if (n < 2) return 0;
  let sx = 0;
  let sy = 0;
  for (const [x, y] of pairs) {
    sx += x;
    sy += y;
  }
  const mx = sx / n;
  const my = sy / n;
  let cov = 0;
  let vx = 0;
  let vy = 0;
  for (const [x, y] of pairs) {
    cov += (x - mx) * (y - my);
    vx += (x - mx) ** 2;
    vy += (y - my) ** 2;
  }
  return vx && vy ? cov / Math.sqrt(vx * vy) : 0;
}

/** Rules whose logic needs some score to be low: a Strength label on one of them is a mistake. */
const rulesNeedingLowScores = (rules: readonly Rule[]) =>
  new Set(rules.filter(describesLowScores).map((r) => r.id));

const PROFILE_LEVEL: ReadonlySet<string> = new Set(ARBITRATION.profileLevelCategories);

/** The story's sentences as texts to check, by paragraph and sentence. */
const storyTexts = (paragraphs: StorySentence[][]): ShownText[] =>
  paragraphs.flatMap((p, i) =>
    p.map((s, j) => ({ id: `story/${i + 1}.${j + 1}`, asserts: s.asserts, strong: [], weak: [] })),
  );

/** Numbers masked, so two openings differ only when their words do. */
const masked = (text: string) => text.replace(/\d+(?:\.\d+)?/g, '#');

/** Fixed profiles at the edges of the scale: every capability's answer, by capability. */
function extremeProfiles(): Array<{ name: string; answer: (capability: string) => number }> {
  const familyOf = new Map(CAPABILITIES.map((c) => [c.name as string, c.family as string]));
  const groupOf = new Map(CAPABILITIES.map((c) => [c.name as string, c.group as string]));
  const orientationOf = new Map(
    CAPABILITIES.map((c) => [
      c.name as string,
      FAMILIES.find((f) => f.name === c.family)?.orientation as string,
    ]),
  );
  const profiles: Array<{ name: string; answer: (capability: string) => number }> = [];
  for (const n of [1, 2, 3, 4, 5]) profiles.push({ name: `all ${n}s`, answer: () => n });
  for (const f of FAMILIES) {
    profiles.push({
      name: `${f.name} high, the rest low`,
      answer: (c) => (familyOf.get(c) === f.name ? 5 : 2),
    });
    profiles.push({
      name: `${f.name} low, the rest high`,
      answer: (c) => (familyOf.get(c) === f.name ? 1 : 4),
    });
  }
  profiles.push({
    name: 'Self high, System low',
    answer: (c) => (groupOf.get(c) === 'Self' ? 5 : 2),
  });
  profiles.push({
    name: 'System high, Self low',
    answer: (c) => (groupOf.get(c) === 'System' ? 5 : 2),
  });
  profiles.push({
    name: 'Sense & Align high, Activate & Execute low',
    answer: (c) => (orientationOf.get(c) === 'Sense & Align' ? 5 : 1),
  });
  profiles.push({
    name: 'Activate & Execute high, Sense & Align low',
    answer: (c) => (orientationOf.get(c) === 'Activate & Execute' ? 5 : 1),
  });
  profiles.push({
    name: 'alternating 1 and 5',
    answer: (c) => (CAPABILITIES.findIndex((x) => x.name === c) % 2 ? 5 : 1),
  });
  return profiles;
}

export function calibrate(input: CalibrationInput): Calibration {
  const rng = random(input.seed ?? STANDARD_POPULATION.seed);
  const questions = input.questions.filter(isScoredQuestion);
  const offsets = itemOffsets(questions, rng);
  const enabled = input.rules.filter((r) => r.enabled === true);
  const figures = new Map<string, RuleFigures>(
    enabled.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        type: r.type,
        polarity: String(r.polarity ?? ''),
        fired: 0,
        shown: 0,
        first: 0,
        errors: 0,
      },
    ]),
  );
  const needsLow = rulesNeedingLowScores(enabled);
  const score = (answers: SimulatedAnswers) =>
    scoreAssessment(answers.responses, {
      questions: input.questions,
      rules: input.rules,
      context: { role: answers.role },
      durationsMs: answers.durationsMs,
    });

  const texts: TextFigures | null = input.texts
    ? { checked: 0, contradicted: 0, undeclared: 0, pairs: 0, examples: [] }
    : null;
  const faults = new Map<string, number>();
  const fault = (what: string) => faults.set(what, (faults.get(what) ?? 0) + 1);
  /** Every text the reader is shown (and the story's sentences), checked against their scores. */
  const checkReader = (results: Results) => {
    if (!input.texts) return null;
    const shown = [
      ...shownTexts(results.report, input.texts),
      ...(input.story ? storyTexts(input.story(results)) : []),
    ];
    return { shown, check: checkTexts(results, shown, input.rules) };
  };

  const consistencyOf = (
    population: string,
  ): ConsistencyFigures & { faults: Map<string, number> } => ({
    population,
    readers: 0,
    texts: 0,
    contradicted: 0,
    undeclared: 0,
    examples: [],
    faults: new Map(),
  });
  const consistent = (into: ReturnType<typeof consistencyOf>, results: Results) => {
    const texts = claimedTexts(results.report, input.words, input.story?.(results) ?? []);
    const check = checkConsistency(texts, results.report.reading);
    into.readers++;
    into.texts += texts.length;
    into.contradicted += check.contradicted.length;
    into.undeclared += check.undeclared.length;
    const count = (what: string) => into.faults.set(what, (into.faults.get(what) ?? 0) + 1);
    for (const [id, why] of check.contradicted)
      count(`${id.replace(/\/[^/]*$/, '')}: ${why.replace(/[\d.]+ points/, '# points')}`);
    for (const [id, word] of check.undeclared) count(`${id}: "${word}" without a claim`);
  };
  const finish = (c: ReturnType<typeof consistencyOf>): ConsistencyFigures => {
    const { faults, ...figures } = c;
    return { ...figures, examples: [...faults.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8) };
  };
  const realisticConsistency = consistencyOf('realistic');
  const headlineCounts = new Map<string, number>();

  const pairs: Array<[number, number]> = [];
  const totals: Array<[number, number]> = [];
  let twoOrMore = 0;
  let none = 0;
  let findingsSum = 0;
  let eligible = 0;
  let covered = 0;
  let archetypeWithoutRule = 0;
  let firstSpecific = 0;
  let disagreements = 0;
  let checked = 0;
  let strengthOnLow = 0;
  let strengthWithoutTopTwo = 0;
  let growthOnStrength = 0;
  let limitsExceeded = 0;
  let withPattern = 0;
  let samePattern = 0;
  let headlineHolds = 0;
  let withArchetype = 0;
  let sameArchetype = 0;
  let realisticFlagged = 0;
  const firstParagraphs = new Set<string>();
  let storiesCompared = 0;

  for (const { answers, retest: again } of realisticReaders(
    questions,
    offsets,
    rng,
    input.respondents,
  )) {
    collectPairs(answers, questions, pairs);
    const results = score(answers);
    const { report } = results;
    if (results.effort.lowEffort) realisticFlagged++;

    const fired = new Set(results.findings.map((f) => f.ruleId));
    if (results.archetypeMatch) fired.add(results.archetypeMatch.finding.ruleId);
    for (const id of fired) {
      const f = figures.get(id);
      if (f) f.fired++;
    }
    for (const e of results.pipelineStats.ruleErrors) {
      const f = figures.get(e.ruleId);
      if (f) f.errors++;
    }
    const topTwo = new Set(
      report.capabilities
        .filter((c) => c.standing === 'strength')
        .map((c) => c.capability as string),
    );
    const shownCards = [...report.patterns, ...(report.archetype ? [report.archetype] : [])];
    for (const card of shownCards) {
      const f = figures.get(card.ruleId);
      if (f) f.shown++;
      if (card.label === 'Strength' && needsLow.has(card.ruleId) && card !== report.archetype)
        strengthOnLow++;
      if (card.label === 'Strength' && !card.fallback && !card.buildsOn.some((c) => topTwo.has(c)))
        strengthWithoutTopTwo++;
      if (card.polarity === 'growth' && card.workOn.some((c) => topTwo.has(c))) growthOnStrength++;
      if (card.workOn.length > 3 || card.buildsOn.length > 3) limitsExceeded++;
    }
    if (planSteps(report).length > 3) limitsExceeded++;
    consistent(realisticConsistency, results);
    const headline = [...report.patterns, report.archetype].find(
      (card) => card && card.ruleId === report.headline,
    );
    if (headline && !headline.fallback) {
      headlineCounts.set(headline.ruleId, (headlineCounts.get(headline.ruleId) ?? 0) + 1);
      const f = figures.get(headline.ruleId);
      if (f) f.first++;
      const category = input.rules.find((r) => r.id === headline.ruleId)?.category ?? '';
      if (!PROFILE_LEVEL.has(category) && !headline.ruleId.startsWith('reading/even/'))
        firstSpecific++;
    }
    const real = report.patterns.filter((p) => !p.fallback).length + (report.archetype ? 1 : 0);
    findingsSum += real;
    if (real >= 2) twoOrMore++;
    if (real === 0) none++;
    if (results.rawOverallScore >= 100) {
      eligible++;
      if (report.archetype) covered++;
    }
    if (input.hasBandText) {
      const has = input.hasBandText;
      for (const c of report.capabilities) {
        checked++;
        if (!has('capability', c.capability, c.band)) disagreements++;
      }
      for (const f of report.families) {
        checked++;
        if (!has('family', f.family, f.band)) disagreements++;
      }
      checked++;
      if (!has('overall', 'overall', report.overall.band)) disagreements++;
    }
    const inspected = checkReader(results);
    if (inspected && texts) {
      const { shown, check } = inspected;
      texts.checked += shown.length;
      texts.contradicted += check.contradicted.length;
      texts.undeclared += check.undeclared.length;
      texts.pairs += check.pairs.length;
      for (const id of check.contradicted) fault(`contradicted: ${id}`);
      for (const id of check.undeclared) fault(`undeclared: ${id}`);
      for (const [a, b, subject] of check.pairs) fault(`pair: ${a} / ${b} on ${subject}`);
      if (report.archetype && check.contradicted.includes(`rule/${report.archetype.ruleId}`))
        archetypeWithoutRule++;
    }

    const retest = score(again);
    totals.push([results.rawOverallScore, retest.rawOverallScore]);
    if (headline && !headline.fallback) {
      withPattern++;
      if (retest.report.headline === headline.ruleId) samePattern++;
      const again = new Set(retest.findings.map((f) => f.ruleId));
      if (retest.archetypeMatch) again.add(retest.archetypeMatch.finding.ruleId);
      const holds = headline.reading
        ? claimsOfSays(headline.says ?? []).every(
            (claim) => claimFault(claim, retest.report.reading) === null,
          )
        : again.has(headline.ruleId);
      if (holds) headlineHolds++;
    }
    if (report.archetype) {
      withArchetype++;
      if (retest.report.archetype?.ruleId === report.archetype.ruleId) sameArchetype++;
    }
    if (input.story && storiesCompared < (input.stories ?? 1000)) {
      storiesCompared++;
      const [opening] = input.story(results);
      firstParagraphs.add(masked((opening ?? []).map((s) => s.text).join(' ')));
    }
  }
  if (texts) texts.examples = [...faults.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10);

  const extremeConsistency = consistencyOf('extreme profiles');
  const extremes: ExtremeFigures[] = input.texts
    ? extremeProfiles().map(({ name, answer }) => {
        const results = scoreAssessment(
          questions.map((q) => ({ questionId: q.questionId, doing: answer(q.capability) })),
          { questions: input.questions, rules: input.rules },
        );
        consistent(extremeConsistency, results);
        const { check } = checkReader(results) as NonNullable<ReturnType<typeof checkReader>>;
        return {
          name,
          total: results.rawOverallScore,
          contradicted: check.contradicted,
          undeclared: check.undeclared,
          pairs: check.pairs.map(([a, b, subject]) => `${a} / ${b} on ${subject}`),
        };
      })
    : [];

  const tiedConsistency = consistencyOf('tie-rich (three alike answers per capability)');
  for (let i = 0; i < (input.tiedReaders ?? 2000); i++) {
    const person = drawPerson(rng);
    consistent(tiedConsistency, score(answerAllAlike(person, questions, rng)));
  }

  const carelessEach = input.careless ?? 1000;
  const flagged: Record<RespondentKind, number> = {
    realistic: rate(realisticFlagged, input.respondents),
    random: 0,
    'straight-liner': 0,
    speeder: 0,
  };
  for (const kind of ['random', 'straight-liner', 'speeder'] as const) {
    let count = 0;
    for (let i = 0; i < carelessEach; i++) {
      if (score(answerCarelessly(kind, questions, offsets, rng)).effort.lowEffort) count++;
    }
    flagged[kind] = rate(count, carelessEach);
  }

  const n = input.respondents;
  const ruleFigures = [...figures.values()].map((f) => ({
    ...f,
    fired: rate(f.fired, n),
    shown: rate(f.shown, n),
    first: rate(f.first, n),
  }));
  const headlines = [...headlineCounts.entries()]
    .map(([id, count]) => ({ id, share: rate(count, n) }))
    .sort((a, b) => b.share - a.share);
  const most = headlines[0];
  return {
    respondents: n,
    consistency: [realisticConsistency, extremeConsistency, tiedConsistency].map(finish),
    headlines,
    withinCapabilityCorrelation: pearson(pairs),
    rules: ruleFigures,
    texts,
    extremes,
    twoOrMoreFindings: rate(twoOrMore, n),
    noFindings: rate(none, n),
    meanFindings: rate(findingsSum, n),
    archetypeEligible: eligible,
    archetypeCovered: rate(covered, eligible),
    archetypeWithoutRule,
    firstSpecific: rate(firstSpecific, n),
    firstMost: { id: most?.id ?? '-', share: most?.share ?? 0 },
    bandTextDisagreements: disagreements,
    bandTextChecked: checked,
    strengthOnLowRule: strengthOnLow,
    strengthWithoutTopTwo,
    growthOnStrength,
    limitsExceeded,
    retestSameFirstPattern: rate(samePattern, withPattern),
    retestHeadlineHolds: rate(headlineHolds, withPattern),
    retestSameArchetype: rate(sameArchetype, withArchetype),
    retestTotalCorrelation: pearson(totals),
    flagged,
    carelessEach,
    storyFirstParagraphDistinct: input.story ? rate(firstParagraphs.size, storiesCompared) : null,
    storiesCompared,
  };
}

/** Pairs of answers to two questions of the same capability (both answered). */
function collectPairs(
  answers: SimulatedAnswers,
  questions: readonly Question[],
  into: Array<[number, number]>,
) {
  const byCapability = new Map<string, number[]>();
  answers.responses.forEach((r, i) => {
    const q = questions[i] as Question;
    if (r.doing === null || q.mirrorOf) return;
    const list = byCapability.get(q.capability) ?? [];
    list.push(r.doing);
    byCapability.set(q.capability, list);
  });
  for (const list of byCapability.values())
    if (list.length >= 2) into.push([list[0] as number, list[1] as number]);
}

/** Every target the calibration misses, as a sentence; empty when all hold. */
export function calibrationFailures(c: Calibration): string[] {
  const t = TARGETS;
  const failures: string[] = [];
  for (const r of c.rules) {
    if (r.errors > 0) failures.push(`rule ${r.id} threw on ${r.errors} scorings`);
    if (r.fired < t.ruleFiringMin || r.fired > t.ruleFiringMax)
      failures.push(`rule ${r.id} fires on ${pct(r.fired)} (target 0.5-60%)`);
  }
  if (c.texts) {
    if (c.texts.contradicted > 0)
      failures.push(`${c.texts.contradicted} shown texts contradict their reader's scores`);
    if (c.texts.undeclared > 0)
      failures.push(`${c.texts.undeclared} shown texts declare no valid condition`);
    if (c.texts.pairs > 0)
      failures.push(`${c.texts.pairs} pairs of shown texts contradict each other`);
  }
  for (const k of c.consistency)
    if (k.contradicted || k.undeclared)
      failures.push(
        `${k.population}: ${k.contradicted} claims the reading contradicts, ${k.undeclared} claim words without a claim`,
      );
  for (const e of c.extremes)
    if (e.contradicted.length || e.undeclared.length || e.pairs.length)
      failures.push(
        `profile "${e.name}": ${[...e.contradicted, ...e.undeclared, ...e.pairs].join(', ')}`,
      );
  if (c.twoOrMoreFindings < t.twoOrMoreFindings)
    failures.push(`only ${pct(c.twoOrMoreFindings)} of reports show 2+ real findings (target 80%)`);
  if (c.archetypeCovered < t.archetypeCovered)
    failures.push(`archetype for ${pct(c.archetypeCovered)} of totals >= 100 (target 90%)`);
  if (c.archetypeWithoutRule > 0)
    failures.push(
      `${c.archetypeWithoutRule} archetypes shown to readers who do not meet their rule`,
    );
  if (c.firstSpecific < t.firstSpecific)
    failures.push(
      `the headline is about specific capabilities or families for ${pct(c.firstSpecific)} (target 80%)`,
    );
  if (c.firstMost.share > t.firstMostMax)
    failures.push(
      `${c.firstMost.id} is the headline for ${pct(c.firstMost.share)} (target at most 20%)`,
    );
  if (c.bandTextDisagreements > 0)
    failures.push(`${c.bandTextDisagreements} scores have no text for their band`);
  if (c.strengthOnLowRule > 0)
    failures.push(`${c.strengthOnLowRule} Strength labels on rules that need low scores`);
  if (c.strengthWithoutTopTwo > 0)
    failures.push(`${c.strengthWithoutTopTwo} Strength cards build on no top-two-band capability`);
  if (c.growthOnStrength > 0)
    failures.push(`${c.growthOnStrength} Growth cards ask to work on a top strength`);
  if (c.limitsExceeded > 0)
    failures.push(
      `${c.limitsExceeded} reports list more than three actions, steps or card capabilities`,
    );

  for (const kind of ['straight-liner', 'speeder'] as const)
    if (c.flagged[kind] < t.carelessFlagged)
      failures.push(`${kind}s flagged: ${pct(c.flagged[kind])} (target 95%)`);
  if (c.flagged.realistic > t.realisticFlaggedMax)
    failures.push(`realistic respondents flagged: ${pct(c.flagged.realistic)} (target at most 5%)`);
  if (c.storyFirstParagraphDistinct !== null && c.storyFirstParagraphDistinct < t.storyDistinct)
    failures.push(
      `distinct story openings, numbers masked: ${pct(c.storyFirstParagraphDistinct)} (target 80%)`,
    );
  return failures;
}

export const pct = (x: number) => `${(Math.round(x * 1000) / 10).toFixed(1)}%`;

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));

export function formatCalibration(c: Calibration): string {
  const lines = [
    `Calibration on ${c.respondents} simulated respondents (retest each), ${c.carelessEach} of each careless kind`,
    `within-capability answer correlation ${c.withinCapabilityCorrelation.toFixed(2)}`,
    '',
    `${pad('rule', 30)}${pad('type', 10)}${pad('polarity', 10)}${pad('fired', 8)}${pad('shown', 8)}${pad('first', 8)}errors`,
  ];
  for (const r of [...c.rules].sort((a, b) => b.fired - a.fired)) {
    lines.push(
      `${pad(r.id, 30)}${pad(r.type, 10)}${pad(r.polarity || '-', 10)}${pad(pct(r.fired), 8)}${pad(pct(r.shown), 8)}${pad(pct(r.first), 8)}${r.errors}`,
    );
  }
  const rows: Array<[string, string, string]> = [];
  if (c.texts)
    rows.push(
      ['texts checked (shown texts and story sentences)', String(c.texts.checked), ''],
      ['texts contradicting their reader', String(c.texts.contradicted), '0'],
      ['texts without a valid declared condition', String(c.texts.undeclared), '0'],
      ['pairs of texts contradicting each other', String(c.texts.pairs), '0'],
      [
        `extreme profiles with a fault (${c.extremes.length} checked)`,
        String(
          c.extremes.filter((e) => e.contradicted.length || e.undeclared.length || e.pairs.length)
            .length,
        ),
        '0',
      ],
    );
  rows.push(
    ['reports with 2+ real findings', pct(c.twoOrMoreFindings), '>= 80%'],
    ['reports with none', pct(c.noFindings), ''],
    ['real findings per report (mean)', c.meanFindings.toFixed(2), ''],
    [`archetype shown, totals >= 100 (${c.archetypeEligible})`, pct(c.archetypeCovered), '>= 90%'],
    ['archetypes shown without their rule holding', String(c.archetypeWithoutRule), '0'],
    ['headline about specific capabilities/families', pct(c.firstSpecific), '>= 80%'],
    [`most frequent headline (${c.firstMost.id})`, pct(c.firstMost.share), '<= 20%'],
    ['band/text disagreements', `${c.bandTextDisagreements} of ${c.bandTextChecked}`, '0'],
    ['Strength labels on rules needing low scores', String(c.strengthOnLowRule), '0'],
    ['Strength cards without a top-two-band capability', String(c.strengthWithoutTopTwo), '0'],
    ['Growth cards asking to work on a top strength', String(c.growthOnStrength), '0'],
    ['reports over three actions/steps/card capabilities', String(c.limitsExceeded), '0'],
    ["headline's finding still holds on retest", pct(c.retestHeadlineHolds), 'reported'],
    ['same headline on retest', pct(c.retestSameFirstPattern), 'reported'],
    ['same archetype on retest', pct(c.retestSameArchetype), 'reported'],
    ['total score test-retest correlation', c.retestTotalCorrelation.toFixed(2), ''],
    ['low effort: realistic flagged', pct(c.flagged.realistic), '<= 5%'],
    ['low effort: straight-liners flagged', pct(c.flagged['straight-liner']), '>= 95%'],
    ['low effort: speeders flagged', pct(c.flagged.speeder), '>= 95%'],
    ['low effort: random answerers flagged', pct(c.flagged.random), ''],
  );
  if (c.storyFirstParagraphDistinct !== null)
    rows.push([
      `distinct story openings, numbers masked (${c.storiesCompared})`,
      pct(c.storyFirstParagraphDistinct),
      '>= 80%',
    ]);
  lines.push('', `${pad('measure', 52)}${pad('value', 16)}target`);
  for (const [name, value, target] of rows)
    lines.push(`${pad(name, 52)}${pad(value, 16)}${target}`);
  lines.push(
    '',
    "consistency: every shown text's claims (ranks, sizes, shape) against the reading",
  );
  for (const k of c.consistency) {
    lines.push(
      `  ${pad(k.population, 46)}${pad(`${k.readers} readers, ${k.texts} texts`, 30)}contradicted ${k.contradicted}, undeclared ${k.undeclared}`,
    );
    for (const [what, count] of k.examples) lines.push(`    ${pad(String(count), 7)}${what}`);
  }
  lines.push('', 'headlines, most frequent first');
  for (const h of c.headlines.slice(0, 12)) lines.push(`  ${pad(h.id, 46)}${pct(h.share)}`);
  if (c.extremes.length) {
    lines.push('', 'extreme profiles (total: faults)');
    for (const e of c.extremes) {
      const faults = [...e.contradicted, ...e.undeclared, ...e.pairs];
      lines.push(
        `  ${pad(e.name, 46)}${pad(String(e.total), 5)}${faults.length ? faults.join(', ') : 'none'}`,
      );
    }
  }
  if (c.texts?.examples.length) {
    lines.push('', 'text faults, most frequent first');
    for (const [what, count] of c.texts.examples) lines.push(`  ${pad(String(count), 7)}${what}`);
  }
  const failures = calibrationFailures(c);
  lines.push('', failures.length ? `MISSED:\n  ${failures.join('\n  ')}` : 'Every target met.');
  return `${lines.join('\n')}\n`;
}
