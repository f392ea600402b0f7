// Calibration of the 360's blind spots: simulated people rated by simulated raters who are typical,
// lenient, harsh or noisy. Each person answers as a simulated respondent (calibrate/simulate.ts);
// each rater answers the observer items about the same person's traits, shifted by their own
// leniency (lenient +LENIENCY, harsh -LENIENCY per answer) or with more noise (noisy), and marks
// "I have not seen this" now and then. With no true gap, how often is a blind spot (or a hidden
// strength) named on a capability? With the person rating themselves a point higher on each answer
// of one capability (a true 3-point gap), how often is that blind spot found with five raters?
import {
  answerAsPerson,
  drawPerson,
  itemOffsets,
  MODEL,
  type Person,
  random,
} from '../calibrate/simulate';
import { CAPABILITIES, type CapabilityName, capabilityByName } from '../model/capabilities';
import { CAPABILITY_MULTIPLIER } from '../model/constants';
import type { Question } from '../model/types';
import { isScoredQuestion } from '../responses';
import { gapOf } from './gap';
import { type RaterAnswers, raterScores } from './scores';

export const RATER_KINDS = {
  typical: { share: 0.4, leniency: 0, noise: 1 },
  lenient: { share: 0.2, leniency: 0.5, noise: 1 },
  harsh: { share: 0.2, leniency: -0.5, noise: 1 },
  noisy: { share: 0.2, leniency: 0, noise: 1.8 },
} as const;
export const NOT_SEEN_CHANCE = 0.1;
export const FEEDBACK_TARGETS = { falseBlindSpotMax: 0.05 } as const;

export interface FeedbackCalibration {
  people: number;
  raters: number;
  /** Share of capability tests naming a blind spot where there is none. */
  falseBlindSpot: number;
  falseHiddenStrength: number;
  /** Share of true 3-point gaps found as a blind spot. */
  foundGap: number;
}

const clamp = (x: number) => Math.min(5, Math.max(1, Math.round(x)));

function raterOf(
  person: Person,
  questions: readonly Question[],
  offsets: ReadonlyMap<string, number>,
  rng: ReturnType<typeof random>,
  raterId: string,
): RaterAnswers {
  const draw = rng.next();
  let kind: keyof typeof RATER_KINDS = 'typical';
  let edge = 0;
  for (const [name, k] of Object.entries(RATER_KINDS) as Array<
    [keyof typeof RATER_KINDS, (typeof RATER_KINDS)[keyof typeof RATER_KINDS]]
  >) {
    edge += k.share;
    if (draw < edge) {
      kind = name;
      break;
    }
  }
  const { leniency, noise } = RATER_KINDS[kind];
  return {
    raterId,
    answers: questions.map((q) => {
      if (rng.next() < NOT_SEEN_CHANCE) return { questionId: q.questionId, doing: null };
      const family = capabilityByName(q.capability)?.family ?? '';
      const latent =
        MODEL.level +
        person.general +
        (person.family[family] ?? 0) +
        (person.capability[q.capability] ?? 0) +
        (offsets.get(q.questionId) ?? 0) +
        leniency +
        rng.normal(MODEL.noise * noise);
      return { questionId: q.questionId, doing: clamp(latent) };
    }),
  };
}

/** The self score on a capability from simulated answers, each answer raised by `lift`. */
function selfScore(
  answers: ReadonlyArray<{ questionId: string; doing: number | null }>,
  capabilityOf: ReadonlyMap<string, CapabilityName>,
  capability: CapabilityName,
  lift: number,
): number | null {
  const values = answers.flatMap((a) =>
    capabilityOf.get(a.questionId) === capability && a.doing !== null
      ? [clamp(a.doing + lift)]
      : [],
  );
  if (values.length === 0) return null;
  return (values.reduce((s, v) => s + v, 0) / values.length) * CAPABILITY_MULTIPLIER;
}

export function calibrateFeedback({
  questions,
  people = 2000,
  raters = 5,
  seed = 20261202,
}: {
  questions: readonly Question[];
  people?: number;
  raters?: number;
  seed?: number;
}): FeedbackCalibration {
  const rng = random(seed);
  const scored = questions.filter(isScoredQuestion);
  const offsets = itemOffsets(scored, rng);
  const capabilityOf = new Map(scored.map((q) => [q.questionId, q.capability as CapabilityName]));
  let tests = 0;
  let falseBlind = 0;
  let falseHidden = 0;
  let gaps = 0;
  let found = 0;
  for (let p = 0; p < people; p++) {
    const person = drawPerson(rng);
    const self = answerAsPerson(person, scored, offsets, rng).responses;
    const others = Array.from({ length: raters }, (_, r) =>
      raterScores(raterOf(person, scored, offsets, rng, `r${r}`), capabilityOf),
    );
    const inflated = rng.pick(CAPABILITIES).name;
    for (const { name } of CAPABILITIES) {
      const values = others.flatMap((o) =>
        o.capabilities[name] === undefined ? [] : [o.capabilities[name] as number],
      );
      if (values.length < 2) continue;
      const mean = values.reduce((s, v) => s + v, 0) / values.length;
      const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1));
      const figure = { n: values.length, mean, sd };
      const honest = selfScore(self, capabilityOf, name, 0);
      if (honest !== null) {
        tests += 1;
        const verdict = gapOf(honest, figure, 'capability').verdict;
        if (verdict === 'blind-spot') falseBlind += 1;
        if (verdict === 'hidden-strength') falseHidden += 1;
      }
      if (name === inflated) {
        const raised = selfScore(self, capabilityOf, name, 1);
        if (raised !== null) {
          gaps += 1;
          if (gapOf(raised, figure, 'capability').verdict === 'blind-spot') found += 1;
        }
      }
    }
  }
  return {
    people,
    raters,
    falseBlindSpot: falseBlind / Math.max(tests, 1),
    falseHiddenStrength: falseHidden / Math.max(tests, 1),
    foundGap: found / Math.max(gaps, 1),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function feedbackCalibrationFailures(c: FeedbackCalibration): string[] {
  return c.falseBlindSpot < FEEDBACK_TARGETS.falseBlindSpotMax
    ? []
    : [
        `a blind spot is named where there is none on ${pct(c.falseBlindSpot)} of capabilities (target under ${pct(FEEDBACK_TARGETS.falseBlindSpotMax)})`,
      ];
}

export function formatFeedbackCalibration(c: FeedbackCalibration): string {
  return [
    `360 calibration on ${c.people} simulated people, ${c.raters} raters each (typical, lenient, harsh or noisy)`,
    `blind spot named where there is none: ${pct(c.falseBlindSpot)} of capabilities (target under ${pct(FEEDBACK_TARGETS.falseBlindSpotMax)})`,
    `hidden strength named where there is none: ${pct(c.falseHiddenStrength)}`,
    `a true 3-point blind spot found: ${pct(c.foundGap)}`,
    '',
  ].join('\n');
}
