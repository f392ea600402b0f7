// What the browser sends to save or story an assessment: raw answers only (the server scores them)
// and the optional role asked on the intro.
import { ROLES } from '@peak/scoring';
import { z } from './zod';

const MAX_ANSWERS = 200;
/** An hour per answer: anything longer is a tab left open, not a measurement. */
const MAX_ANSWER_MS = 3_600_000;

/**
 * A list or object is never an answer; refused here, before scoring quotes it in its message.
 * null is "This does not happen in my role", accepted by the engine where the question offers it.
 */
const answer = z.unknown().refine((v) => typeof v !== 'object' || v === null, {
  error: 'an answer must be a whole number from 1 to 5, not a list or an object',
});

/** The optional role asked on the intro. */
export const roleSchema = z.enum(ROLES.map((r) => r.id) as [string, ...string[]]).optional();

/** An array of {questionId, doing, ms?} or an object mapping questionId to an answer. */
export const answersSchema = z.union([
  z
    .array(
      z.object({
        questionId: z.string().min(1).max(100),
        doing: answer.optional(),
        ms: z.number().min(0).max(MAX_ANSWER_MS).optional(),
      }),
    )
    .max(MAX_ANSWERS),
  z.record(z.string().min(1).max(100), answer),
]);
export type Answers = z.infer<typeof answersSchema>;

/**
 * contentVersion(questions, rules) of the bank the browser scored with. The server scores only
 * with that bank: a request without it, or with another, is refused with 409 and
 * CONTENT_CHANGED_MESSAGE (optional here so that a page from an older build hears that message).
 */
const contentVersion = z.string().min(1).max(64).optional();

/** Why a save or story is refused with 409: the browser scored with another bank than the server's. */
export const CONTENT_CHANGED_MESSAGE =
  'The assessment changed since this page loaded. Reload the page to take the current version.';

/**
 * What the person agreed to share with the consultancy when saving: the headline figures, or the
 * whole report. Absent: nothing is shared.
 */
export const shareWithConsultancySchema = z.enum(['headline', 'report']).optional();
export type ShareWithConsultancy = z.infer<typeof shareWithConsultancySchema>;

/** A save: anything else a client sends (scores included) is dropped and never stored. */
export const saveAssessmentSchema = z.object({
  responses: answersSchema,
  role: roleSchema,
  story: z.string().max(20_000).optional(),
  contentVersion,
  shareWithConsultancy: shareWithConsultancySchema,
});
export type SaveAssessmentRequest = z.infer<typeof saveAssessmentSchema>;

/** The label of a story the engine composed from the results (no language model wrote it). */
export const COMPOSED_STORY_LABEL = 'Composed from your results (not written by a language model).';

/** A story request: the same raw answers; the story is written from the server's scoring. */
export const storyRequestSchema = z.object({
  responses: answersSchema,
  role: roleSchema,
  contentVersion,
});
