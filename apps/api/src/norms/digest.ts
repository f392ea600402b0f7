// What the norms and the measurement's quality read of a saved result, kept beside it at the save
// (the `digest` column, about 1.5 kB, where the report is 25-90 kB): its scores under the engine's
// own field names, so a stored report (a row saved before the digest was kept) reads the same way,
// and its answers.
import {
  type AnswerSet,
  CAPABILITIES,
  type CapabilityName,
  FAMILIES,
  type FamilyName,
  type NormSource,
  type Results,
} from '@peak/scoring';

export interface ResultDigest {
  rawOverallScore: number;
  missingCapabilities: CapabilityName[];
  capabilityScores: Array<{ capability: CapabilityName; score: number | null }>;
  familyScores: Array<{ family: FamilyName; score: number; missing: CapabilityName[] }>;
  error?: string;
  /** questionId to the answer: 1-5, or null for "This does not happen in my role". */
  answers: Record<string, number | null>;
}

/** The digest of a result the engine scored: what the save stores beside it. */
export function resultDigest(results: Results): ResultDigest {
  const answers: Record<string, number | null> = {};
  for (const [id, response] of Object.entries(results.responses)) answers[id] = response.doing;
  return {
    rawOverallScore: results.rawOverallScore,
    missingCapabilities: results.missingCapabilities,
    capabilityScores: results.capabilityScores.map(({ capability, score }) => ({
      capability,
      score,
    })),
    familyScores: results.familyScores.map(({ family, score, missing }) => ({
      family,
      score,
      missing,
    })),
    ...(results.error ? { error: results.error } : {}),
    answers,
  };
}

const CAPABILITY_NAMES = new Set<unknown>(CAPABILITIES.map((c) => c.name));
const FAMILY_NAMES = new Set<unknown>(FAMILIES.map((f) => f.name));

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const areNames = (value: unknown, names: Set<unknown>) =>
  Array.isArray(value) && value.every((name) => names.has(name));

/**
 * The scores of a digest, or of a whole stored report: checked by hand (20,000 of them are read at
 * once), accepting only names the engine knows, since the norms key their histograms by them.
 */
function scoresOf(stored: Fields): NormSource | null {
  const { rawOverallScore, missingCapabilities, capabilityScores, familyScores, error } = stored;
  const fine =
    isNumber(rawOverallScore) &&
    areNames(missingCapabilities, CAPABILITY_NAMES) &&
    (error === undefined || typeof error === 'string') &&
    Array.isArray(capabilityScores) &&
    capabilityScores.every(
      (c: unknown) =>
        isFields(c) &&
        CAPABILITY_NAMES.has(c.capability) &&
        (c.score === null || isNumber(c.score)),
    ) &&
    Array.isArray(familyScores) &&
    familyScores.every(
      (f: unknown) =>
        isFields(f) &&
        FAMILY_NAMES.has(f.family) &&
        isNumber(f.score) &&
        areNames(f.missing, CAPABILITY_NAMES),
    );
  // addToNorms reads only these fields of a result (see NormSource in @peak/scoring).
  return fine ? (stored as unknown as NormSource) : null;
}

/** One answer object per answer value, shared by every answer set: thousands of sets stay small. */
const ANSWERS = new Map<unknown, { doing: number | null }>(
  [null, 1, 2, 3, 4, 5].map((doing) => [doing, Object.freeze({ doing })]),
);

/** The answers of a digest (`answers`) or of a stored report (`responses`); others are left out. */
function answersOf(stored: Fields): AnswerSet {
  const set: Record<string, { doing: number | null }> = {};
  if (isFields(stored.answers))
    for (const [id, doing] of Object.entries(stored.answers)) {
      const answer = ANSWERS.get(doing);
      if (answer) set[id] = answer;
    }
  else if (isFields(stored.responses))
    for (const [id, response] of Object.entries(stored.responses)) {
      const answer = isFields(response) ? ANSWERS.get(response.doing) : undefined;
      if (answer) set[id] = answer;
    }
  return set;
}

/**
 * The scores of a stored digest (or of a stored report), as addToNorms reads them; null when it is
 * not one, which is then left out rather than counted wrong.
 */
export const normSourceOf = (stored: unknown): NormSource | null =>
  isFields(stored) ? scoresOf(stored) : null;

/** The answers of a stored digest (or report), for the reliability figures. */
export const answerSetOf = (stored: unknown): AnswerSet =>
  isFields(stored) ? answersOf(stored) : {};
