// What the browser keeps between visits: the flow in progress (with its shuffled order) and the
// completed result. Anything stored is checked on the way back in; a corrupt value is warned
// about, removed and ignored.
import { ROLES, type RoleId } from '@peak/scoring';
import { z } from 'zod';
import type { RecordedAnswer, ReportResults } from '../model';
import { STORY_KEY } from '../story/use-story';
import type { FlowState } from './flow';

export const PROGRESS_KEY = 'assessment-progress';
export const RESULTS_KEY = 'assessment-results';
export const NARRATIVE_KEY = 'assessment-narrative-sections';
/**
 * Set when a signed-out visitor asks to sign in to save the report (this tab only): once signed in,
 * the report saves the result held here without another click.
 */
export const SAVE_ON_SIGN_IN_KEY = 'assessment-save-on-sign-in';

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

/** The flow in progress, only when it fits the current question bank exactly. */
export function readProgress(questionIds: readonly string[], now: number): FlowState | null {
  const stored = read(PROGRESS_KEY, progressSchema, 'assessment progress');
  if (!stored) return null;
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

export const hasProgress = () => read(PROGRESS_KEY, progressSchema, 'assessment progress') !== null;

export function writeProgress(state: FlowState) {
  const { order, index, answers, spent, role } = state;
  write(PROGRESS_KEY, { version: 1, order, index, answers, spent, ...(role ? { role } : {}) });
}

export const readResult = (): StoredResult | null =>
  read(RESULTS_KEY, storedResultSchema, 'assessment results') as StoredResult | null;

export function writeResult(result: StoredResult) {
  write(RESULTS_KEY, result);
  remove(PROGRESS_KEY);
}

/** Take New Assessment: every trace of the last one goes. */
export function clearAssessment() {
  for (const key of [PROGRESS_KEY, RESULTS_KEY, NARRATIVE_KEY, STORY_KEY]) remove(key);
  forgetSaveOnSignIn();
}

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
