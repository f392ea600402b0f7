// What the browser keeps between visits: the flow in progress (with its shuffled order) and the
// completed result, each with the account that was signed in when it was kept. Anything stored is
// checked on the way back in; a corrupt value is warned about, removed and ignored, and one kept
// for another account is shown to no one else (see `belongsTo`).
import { ROLES, type RoleId } from '@peak/scoring';
import { z } from 'zod';
import {
  forgetKeptAssessment,
  PROGRESS_KEY,
  RESULTS_KEY,
  SAVE_ON_SIGN_IN_KEY,
} from '../../../lib/kept-in-browser';
import type { RecordedAnswer, ReportResults } from '../model';
import type { FlowState } from './flow';

export {
  NARRATIVE_KEY,
  PROGRESS_KEY,
  RESULTS_KEY,
  SAVE_ON_SIGN_IN_KEY,
} from '../../../lib/kept-in-browser';

/** A score from 1 to 5, or null for "This does not happen in my role". */
const scoreSchema = z.number().int().min(1).max(5).nullable();
const answerSchema = z.object({ score: scoreSchema, ms: z.number().min(0) });
const roleSchema = z.enum(ROLES.map((r) => r.id) as [RoleId, ...RoleId[]]).optional();

const progressSchema = z.object({
  version: z.literal(1),
  order: z.array(z.string().min(1)).min(1),
  index: z.number().int().min(0),
  answers: z.record(z.string(), answerSchema),
  spent: z.record(z.string(), z.number().min(0)).default({}),
  role: roleSchema,
  owner: z.string().min(1).optional(),
});

const recordedSchema = z.object({
  questionId: z.string().min(1),
  doing: scoreSchema,
  ms: z.number().min(0),
});

const storedResultSchema = z.object({
  version: z.literal(1),
  answers: z.array(recordedSchema).min(1),
  completedAt: z.string(),
  savedId: z.string().optional(),
  owner: z.string().min(1).optional(),
  contentVersion: z.string().optional(),
  // The results object is the engine's; its key fields are checked, the rest is kept as is.
  results: z.looseObject({
    rawOverallScore: z.number(),
    overallScore: z.number(),
    maturityLevel: z.string(),
    capabilityScores: z.array(z.unknown()),
    familyScores: z.array(z.unknown()),
    arbitratedFindings: z.array(z.unknown()),
  }),
});

export interface StoredResult {
  version: 1;
  results: ReportResults;
  answers: RecordedAnswer[];
  completedAt: string;
  savedId?: string;
  /** The account signed in when it was made or saved; none for a signed-out visitor's. */
  owner?: string;
  /** The version of the questions and rules it was scored with, sent with a save. */
  contentVersion?: string;
}

function read<T extends z.ZodType>(key: string, schema: T, label: string): z.output<T> | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: handled below like any other corrupt value
  }
  console.warn(`Ignoring corrupt stored ${label}`);
  remove(key);
  return null;
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    // Private mode or a full quota: the flow still works, it just will not survive a reload.
    console.warn(`Could not store ${key}`, error);
  }
}

function remove(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}

/**
 * Whether what the browser keeps may be shown to `userId` (null: signed out). A signed-out
 * visitor's is theirs, also once they sign in; one kept while signed in is that account's only.
 * A saved result that names no account (kept before accounts were recorded) is shown to no one:
 * it cannot be told whose it is, and its account's history holds it.
 */
export function belongsTo(
  kept: { owner?: string | undefined; savedId?: string | undefined },
  userId: string | null,
): boolean {
  if (kept.owner) return kept.owner === userId;
  return !kept.savedId;
}

/**
 * The flow in progress, only when it fits the current question bank exactly and belongs to
 * `userId` (null: signed out). Its `owner` is not part of the flow: it is written anew each time.
 */
export function readProgress(
  questionIds: readonly string[],
  now: number,
  userId: string | null = null,
): FlowState | null {
  const kept = read(PROGRESS_KEY, progressSchema, 'assessment progress');
  if (!kept) return null;
  const { owner, ...stored } = kept;
  if (!belongsTo({ owner }, userId)) return null;
  const bank = new Set(questionIds);
  const fits =
    stored.order.length === bank.size &&
    new Set(stored.order).size === bank.size &&
    stored.order.every((id) => bank.has(id)) &&
    Object.keys(stored.answers).every((id) => bank.has(id)) &&
    stored.index < stored.order.length;
  if (!fits) {
    console.warn('Ignoring stored assessment progress: the questions have changed');
    remove(PROGRESS_KEY);
    return null;
  }
  return { ...stored, shownAt: now };
}

export const hasProgress = (userId: string | null = null) => {
  const kept = read(PROGRESS_KEY, progressSchema, 'assessment progress');
  return kept !== null && belongsTo(kept, userId);
};

/** The flow in progress, with the account signed in as it is written (`owner`, if any). */
export function writeProgress(state: FlowState, owner?: string) {
  const { order, index, answers, spent, role } = state;
  write(PROGRESS_KEY, {
    version: 1,
    order,
    index,
    answers,
    spent,
    ...(role ? { role } : {}),
    ...(owner ? { owner } : {}),
  });
}

export const readResult = (): StoredResult | null =>
  read(RESULTS_KEY, storedResultSchema, 'assessment results') as StoredResult | null;

export function writeResult(result: StoredResult) {
  write(RESULTS_KEY, result);
  remove(PROGRESS_KEY);
}

/** Take New Assessment: every trace of the last one goes. */
export const clearAssessment = forgetKeptAssessment;

/** The visitor asked to sign in to save: remembered for this tab, across a reload or a redirect. */
export function rememberSaveOnSignIn() {
  try {
    sessionStorage.setItem(SAVE_ON_SIGN_IN_KEY, '1');
  } catch {
    // Storage refused: the visitor can still press Save once signed in.
  }
}

/** Whether the visitor asked to save on sign-in; the request is used up by reading it. */
export function takeSaveOnSignIn(): boolean {
  try {
    const asked = sessionStorage.getItem(SAVE_ON_SIGN_IN_KEY) === '1';
    sessionStorage.removeItem(SAVE_ON_SIGN_IN_KEY);
    return asked;
  } catch {
    return false;
  }
}

export function forgetSaveOnSignIn() {
  try {
    sessionStorage.removeItem(SAVE_ON_SIGN_IN_KEY);
  } catch {
    // nothing stored, nothing to remove
  }
}
