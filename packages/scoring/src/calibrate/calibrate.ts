// Calibration: thousands of simulated respondents through the whole pipeline, and the figures that
// say whether the report describes them truthfully: how often each rule fires and is shown, how many
// real findings a report carries, archetype coverage, band/text agreement, polarity mistakes,
// retest stability of the headline, careless-answering detection and how varied the stories are.
import { describesLowScores } from '../interpret/rules';
import type { Results } from '../model/results';
import type { Band, Question, Rule } from '../model/types';
import { scoreAssessment } from '../pipeline';
import { isScoredQuestion } from '../responses';
import {
  answerAsPerson,
  answerCarelessly,
  drawPerson,
  itemOffsets,
  type RespondentKind,
  random,
  type SimulatedAnswers,
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
  /** The local story writer; the first paragraphs of this many stories are compared. */
  story?: (results: Results) => string;
  stories?: number;
}

export interface RuleFigures {
  id: string;
  name: string;
  type: string;
  polarity: string;
  fired: number;
  shown: number;
  errors: number;
}

export interface Calibration {
  respondents: number;
  withinCapabilityCorrelation: number;
  rules: RuleFigures[];
  twoOrMoreFindings: number;
  noFindings: number;
  meanFindings: number;
  archetypeEligible: number;
  archetypeCovered: number;
  archetypeClear: number;
  bandTextDisagreements: number;
  bandTextChecked: number;
  strengthOnLowRule: number;
  growthOnStrength: number;
  retestSameFirstPattern: number;
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
  archetypeCovered: 0.95,
  retestSameFirstPattern: 0.5,
  carelessFlagged: 0.95,
  realisticFlaggedMax: 0.05,
  storyDistinct: 0.95,
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

export function calibrate(input: CalibrationInput): Calibration {
  const rng = random(input.seed ?? 20261124);
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

  const pairs: Array<[number, number]> = [];
  const totals: Array<[number, number]> = [];
  let twoOrMore = 0;
  let none = 0;
  let findingsSum = 0;
  let eligible = 0;
  let covered = 0;
  let clear = 0;
  let disagreements = 0;
  let checked = 0;
  let strengthOnLow = 0;
  let growthOnStrength = 0;
  let withPattern = 0;
  let samePattern = 0;
  let realisticFlagged = 0;
  const firstParagraphs = new Set<string>();
  let storiesCompared = 0;

  for (let i = 0; i < input.respondents; i++) {
    const person = drawPerson(rng);
    const answers = answerAsPerson(person, questions, offsets, rng);
    collectPairs(answers, questions, pairs);
    const results = score(answers);
    const { report } = results;
    if (results.effort.lowEffort) realisticFlagged++;

    const fired = new Set(results.findings.map((f) => f.ruleId));
    if (results.archetypeMatch?.clear) fired.add(results.archetypeMatch.finding.ruleId);
    for (const id of fired) {
      const f = figures.get(id);
      if (f) f.fired++;
    }
    for (const e of results.pipelineStats.ruleErrors) {
      const f = figures.get(e.ruleId);
      if (f) f.errors++;
    }
    const shown = [...report.patterns, ...(report.archetype ? [report.archetype] : [])];
    for (const card of shown) {
      const f = figures.get(card.ruleId);
      if (f) f.shown++;
      if (card.label === 'Strength' && needsLow.has(card.ruleId) && card !== report.archetype)
        strengthOnLow++;
      if (card.polarity === 'growth' && card.workOn.some((c) => report.strengths.includes(c)))
        growthOnStrength++;
    }
    const real =
      report.patterns.filter((p) => !p.fallback).length + (report.archetype?.clear ? 1 : 0);
    findingsSum += real;
    if (real >= 2) twoOrMore++;
    if (real === 0) none++;
    if (results.rawOverallScore >= 100) {
      eligible++;
      if (report.archetype) covered++;
      if (report.archetype?.clear) clear++;
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

    const retest = score({ ...answerAsPerson(person, questions, offsets, rng), role: person.role });
    totals.push([results.rawOverallScore, retest.rawOverallScore]);
    const first = report.patterns.find((p) => !p.fallback);
    if (first) {
      withPattern++;
      if (retest.report.patterns[0]?.ruleId === first.ruleId) samePattern++;
    }
    if (input.story && storiesCompared < (input.stories ?? 1000)) {
      storiesCompared++;
      firstParagraphs.add(input.story(results).split('\n\n')[0] ?? '');
    }
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
  return {
    respondents: n,
    withinCapabilityCorrelation: pearson(pairs),
    rules: [...figures.values()].map((f) => ({
      ...f,
      fired: rate(f.fired, n),
      shown: rate(f.shown, n),
    })),
    twoOrMoreFindings: rate(twoOrMore, n),
    noFindings: rate(none, n),
    meanFindings: rate(findingsSum, n),
    archetypeEligible: eligible,
    archetypeCovered: rate(covered, eligible),
    archetypeClear: rate(clear, eligible),
    bandTextDisagreements: disagreements,
    bandTextChecked: checked,
    strengthOnLowRule: strengthOnLow,
    growthOnStrength,
    retestSameFirstPattern: rate(samePattern, withPattern),
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
  if (c.twoOrMoreFindings < t.twoOrMoreFindings)
    failures.push(`only ${pct(c.twoOrMoreFindings)} of reports show 2+ real findings (target 80%)`);
  if (c.archetypeCovered < t.archetypeCovered)
    failures.push(`archetype for ${pct(c.archetypeCovered)} of totals >= 100 (target 95%)`);
  if (c.bandTextDisagreements > 0)
    failures.push(`${c.bandTextDisagreements} scores have no text for their band`);
  if (c.strengthOnLowRule > 0)
    failures.push(`${c.strengthOnLowRule} Strength labels on rules that need low scores`);
  if (c.growthOnStrength > 0)
    failures.push(`${c.growthOnStrength} Growth cards ask to work on a top strength`);
  if (c.retestSameFirstPattern < t.retestSameFirstPattern)
    failures.push(
      `first pattern repeats on retest for ${pct(c.retestSameFirstPattern)} (target 50%)`,
    );
  for (const kind of ['straight-liner', 'speeder'] as const)
    if (c.flagged[kind] < t.carelessFlagged)
      failures.push(`${kind}s flagged: ${pct(c.flagged[kind])} (target 95%)`);
  if (c.flagged.realistic > t.realisticFlaggedMax)
    failures.push(`realistic respondents flagged: ${pct(c.flagged.realistic)} (target at most 5%)`);
  if (c.storyFirstParagraphDistinct !== null && c.storyFirstParagraphDistinct < t.storyDistinct)
    failures.push(`distinct story openings: ${pct(c.storyFirstParagraphDistinct)} (target 95%)`);
  return failures;
}

export const pct = (x: number) => `${(Math.round(x * 1000) / 10).toFixed(1)}%`;

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));

export function formatCalibration(c: Calibration): string {
  const lines = [
    `Calibration on ${c.respondents} simulated respondents (retest each), ${c.carelessEach} of each careless kind`,
    `within-capability answer correlation ${c.withinCapabilityCorrelation.toFixed(2)}`,
    '',
    `${pad('rule', 34)}${pad('type', 10)}${pad('polarity', 10)}${pad('fired', 8)}${pad('shown', 8)}errors`,
  ];
  for (const r of [...c.rules].sort((a, b) => b.fired - a.fired)) {
    lines.push(
      `${pad(r.id, 34)}${pad(r.type, 10)}${pad(r.polarity || '-', 10)}${pad(pct(r.fired), 8)}${pad(pct(r.shown), 8)}${r.errors}`,
    );
  }
  const rows: Array<[string, string, string]> = [
    ['reports with 2+ real findings', pct(c.twoOrMoreFindings), '>= 80%'],
    ['reports with none', pct(c.noFindings), ''],
    ['real findings per report (mean)', c.meanFindings.toFixed(2), ''],
    [
      `archetype shown, totals >= 100 (${c.archetypeEligible})`,
      `${pct(c.archetypeCovered)} (clear match ${pct(c.archetypeClear)})`,
      '>= 95%',
    ],
    ['band/text disagreements', `${c.bandTextDisagreements} of ${c.bandTextChecked}`, '0'],
    ['Strength labels on rules needing low scores', String(c.strengthOnLowRule), '0'],
    ['Growth cards asking to work on a top strength', String(c.growthOnStrength), '0'],
    ['same first pattern on retest', pct(c.retestSameFirstPattern), '>= 50%'],
    ['total score test-retest correlation', c.retestTotalCorrelation.toFixed(2), ''],
    ['low effort: realistic flagged', pct(c.flagged.realistic), '<= 5%'],
    ['low effort: straight-liners flagged', pct(c.flagged['straight-liner']), '>= 95%'],
    ['low effort: speeders flagged', pct(c.flagged.speeder), '>= 95%'],
    ['low effort: random answerers flagged', pct(c.flagged.random), ''],
  ];
  if (c.storyFirstParagraphDistinct !== null)
    rows.push([
      `distinct story openings (${c.storiesCompared})`,
      pct(c.storyFirstParagraphDistinct),
      '>= 95%',
    ]);
  lines.push('', `${pad('measure', 48)}${pad('value', 34)}target`);
  for (const [name, value, target] of rows)
    lines.push(`${pad(name, 48)}${pad(value, 34)}${target}`);
  const failures = calibrationFailures(c);
  lines.push('', failures.length ? `MISSED:\n  ${failures.join('\n  ')}` : 'Every target met.');
  return `${lines.join('\n')}\n`;
}
