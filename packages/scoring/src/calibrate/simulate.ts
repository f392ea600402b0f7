// Simulated respondents for calibration. A documented latent-trait model:
//   answer = clamp(round(LEVEL + general + family + capability + item + noise), 1, 5)
// with a general tendency, a trait per family and per capability (all normal, drawn once per
// person), a fixed offset per item, and fresh noise per answer. Its standard deviations give a
// correlation of about 0.45 between two answers of one capability, as real item banks show.
// A retest keeps the person's traits and draws new noise. Careless answerers are simulated too:
// random answerers, straight-liners (the same option nearly every time) and speeders.
import { CAPABILITIES, capabilityByName } from '../model/capabilities';
import { ROLES, type RoleId } from '../model/roles';
import type { Question } from '../model/types';

export const MODEL = {
  level: 3.2,
  general: 0.55,
  family: 0.35,
  capability: 0.35,
  item: 0.2,
  noise: 0.72,
  /** Median seconds per answer of an attentive reader, and the spread of log time. */
  readingSeconds: 7,
  readingSpread: 0.5,
  /** Chance that an item offering "not in my role" is marked so, by role. */
  notApplicable: { 'individual-contributor': 0.5, manager: 0.1, 'senior-leader': 0.05 },
} as const;

/**
 * The standard simulated population: what `score calibrate` measures unless told otherwise, and
 * what the CMS reports a rule's firing rate on.
 */
export const STANDARD_POPULATION = { respondents: 5000, seed: 20261124 } as const;

export type RespondentKind = 'realistic' | 'random' | 'straight-liner' | 'speeder';

export interface Person {
  general: number;
  family: Record<string, number>;
  capability: Record<string, number>;
  role: RoleId | undefined;
}

export interface SimulatedAnswers {
  responses: Array<{ questionId: string; doing: number | null }>;
  durationsMs: number[];
  role: RoleId | undefined;
}

/** A small seeded generator (mulberry32), so every calibration run is repeatable. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = (sd = 1) => {
    const u = 1 - next();
    const v = next();
    return sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, normal, pick };
}
export type Random = ReturnType<typeof random>;

export function drawPerson(rng: Random): Person {
  const family: Record<string, number> = {};
  const capability: Record<string, number> = {};
  for (const c of CAPABILITIES) {
    family[c.family] ??= rng.normal(MODEL.family);
    capability[c.name] = rng.normal(MODEL.capability);
  }
  // A quarter skip the optional role question.
  const role = rng.next() < 0.25 ? undefined : rng.pick(ROLES).id;
  return { general: rng.normal(MODEL.general), family, capability, role };
}

/** Fixed per-item offsets: some behaviours are simply more common than others. */
export function itemOffsets(questions: readonly Question[], rng: Random): Map<string, number> {
  return new Map(questions.map((q) => [q.questionId, rng.normal(MODEL.item)]));
}

const clampAnswer = (x: number) => Math.min(5, Math.max(1, Math.round(x)));
const readingTime = (rng: Random, medianSeconds: number) =>
  Math.round(medianSeconds * 1000 * Math.exp(rng.normal(MODEL.readingSpread)));

/** Scores of a question's options in the order shown. */
const optionScores = (q: Question) =>
  q.responseOptions?.length ? q.responseOptions.map((o) => o.score) : [1, 2, 3, 4, 5];

export function answerAsPerson(
  person: Person,
  questions: readonly Question[],
  offsets: ReadonlyMap<string, number>,
  rng: Random,
): SimulatedAnswers {
  const responses = questions.map((q) => {
    const family = capabilityByName(q.capability)?.family ?? '';
    const naChance = person.role ? MODEL.notApplicable[person.role] : 0.2;
    if (q.notApplicable && rng.next() < naChance) return { questionId: q.questionId, doing: null };
    const latent =
      MODEL.level +
      person.general +
      (person.family[family] ?? 0) +
      (person.capability[q.capability] ?? 0) +
      (offsets.get(q.questionId) ?? 0) +
      rng.normal(MODEL.noise);
    return { questionId: q.questionId, doing: clampAnswer(latent) };
  });
  return {
    responses,
    durationsMs: questions.map(() => readingTime(rng, MODEL.readingSeconds)),
    role: person.role,
  };
}

/**
 * A reader whose three answers to a capability are always the same, the rounded sum of their
 * traits: every capability scores 3, 6, 9, 12 or 15, so ranks tie far more often than in real
 * answers. The consistency check runs on them to find texts that break ties at random.
 */
export function answerAllAlike(
  person: Person,
  questions: readonly Question[],
  rng: Random,
): SimulatedAnswers {
  const responses = questions.map((q) => {
    const family = capabilityByName(q.capability)?.family ?? '';
    const latent =
      MODEL.level +
      person.general +
      (person.family[family] ?? 0) +
      (person.capability[q.capability] ?? 0);
    return { questionId: q.questionId, doing: clampAnswer(latent) };
  });
  return {
    responses,
    durationsMs: questions.map(() => readingTime(rng, MODEL.readingSeconds)),
    role: person.role,
  };
}

export interface RealisticReader {
  person: Person;
  answers: SimulatedAnswers;
  /** The same person answering again (new noise): the retest. */
  retest: SimulatedAnswers;
}

/**
 * The calibration's realistic readers, in order: each a person, their answers and a retest, drawn
 * from `rng` in that order, so whoever draws them from the same seed meets the same readers.
 */
export function* realisticReaders(
  questions: readonly Question[],
  offsets: ReadonlyMap<string, number>,
  rng: Random,
  count: number,
): Generator<RealisticReader> {
  for (let i = 0; i < count; i++) {
    const person = drawPerson(rng);
    const answers = answerAsPerson(person, questions, offsets, rng);
    const retest = answerAsPerson(person, questions, offsets, rng);
    yield { person, answers, retest };
  }
}

export function answerCarelessly(
  kind: Exclude<RespondentKind, 'realistic'>,
  questions: readonly Question[],
  offsets: ReadonlyMap<string, number>,
  rng: Random,
): SimulatedAnswers {
  if (kind === 'speeder') {
    // Answers that look ordinary, given in about a second each, with an occasional long pause.
    const answers = answerAsPerson(drawPerson(rng), questions, offsets, rng);
    answers.durationsMs = questions.map(() =>
      rng.next() < 0.05 ? readingTime(rng, 60) : readingTime(rng, 1.1),
    );
    return answers;
  }
  const position = Math.floor(rng.next() * 5);
  const responses = questions.map((q) => {
    const scores = optionScores(q);
    const same = kind === 'straight-liner' && rng.next() < 0.95;
    const index = same ? position : Math.floor(rng.next() * scores.length);
    return { questionId: q.questionId, doing: scores[index] as number };
  });
  const seconds = kind === 'random' ? 4 : 3;
  return {
    responses,
    durationsMs: questions.map(() => readingTime(rng, seconds)),
    role: undefined,
  };
}
