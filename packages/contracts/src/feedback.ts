// A 360 on the self-assessment's twelve capabilities: the person starts it from a saved result and
// invites raters by group (a personal link by mail, or a link per group to share by hand); raters
// answer the observer form without an account; the report shows a group only once the minimum of
// its raters have answered. What the browser sends, and what the API answers.
import { FAMILIES, type FamilyName, RATER_GROUPS } from '@peak/scoring';
import { z } from './zod';

export { RATER_GROUP_LABELS, RATER_GROUPS, type RaterGroup } from '@peak/scoring';

/** Days a 360 stays open: 14 unless the person chooses, from 3 to 60. */
export const FEEDBACK_OPEN_DAYS = { default: 14, min: 3, max: 60 } as const;
/** Raters one 360 can have (personal invitations and those who came by a group link). */
export const FEEDBACK_RATERS_MAX = 100;
/** Reminders a rater who has not answered gets at most, never after the closing date. */
export const FEEDBACK_REMINDERS = 2;
/** The observer form takes about this long. */
export const FEEDBACK_MINUTES = 10;
export const FEEDBACK_COMMENT_MAX = 1000;
/** Rater tokens, personal and per group: 32 random bytes in base64url. */
export const FEEDBACK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const FEEDBACK_NOT_FOUND = 'Not Found';
export const FEEDBACK_CLOSED = 'This 360 has closed: answers can no longer be changed.';
export const FEEDBACK_WITHDRAWN = 'These answers were withdrawn.';
export const FEEDBACK_FULL = `This 360 has its ${FEEDBACK_RATERS_MAX} raters, the most it can have.`;
export const PREDICTIONS_LOCKED =
  'Predictions can be made only before the first answer arrives, and not changed after.';
export const FEEDBACK_INCOMPLETE =
  'Answer every statement (or choose “I have not seen this”) before you send your answers.';
export const MENTIONS_A_NAME = 'A comment mentions someone by name';

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
  error: 'The id is not one of yours.',
});
const time = z.string();
const group = z.enum(RATER_GROUPS, {
  error: 'Choose manager, peers, direct-reports or others.',
});
const FAMILY_NAMES = FAMILIES.map((f) => f.name) as [FamilyName, ...FamilyName[]];
const family = z.enum(FAMILY_NAMES, { error: 'Choose one of the three families.' });

/** POST /api/feedback: a 360 from one of the person's saved results. */
export const startFeedbackSchema = z.object({
  resultId: uuid,
  /** When it closes (ISO 8601); 14 days from now unless given. */
  closesAt: z.iso
    .datetime({ offset: true, error: 'closesAt is a date and time (ISO 8601).' })
    .optional(),
});
export type StartFeedbackRequest = z.infer<typeof startFeedbackSchema>;

/** POST /api/feedback/{id}/raters: a personal invitation, by mail. */
export const inviteRaterSchema = z.object({
  email: z.email({ error: 'Enter a valid email address.' }).max(254),
  group,
});
export type InviteRaterRequest = z.infer<typeof inviteRaterSchema>;

/** POST /api/feedback/{id}/links: a link for one group, to share by hand. */
export const groupLinkRequestSchema = z.object({ group });
export type GroupLinkRequest = z.infer<typeof groupLinkRequestSchema>;

/** A prediction: the answer (1-5) a group is expected to give, on average, on a family. */
export const predictionSchema = z.object({
  group,
  family,
  score: z.number().min(1).max(5),
});
export type FeedbackPrediction = z.infer<typeof predictionSchema>;

/** POST /api/feedback/{id}/predictions: made before any answer arrives, one per group and family. */
export const predictionsRequestSchema = z.object({
  predictions: z
    .array(predictionSchema)
    .min(1, { error: 'Make at least one prediction.' })
    .max(RATER_GROUPS.length * FAMILY_NAMES.length)
    .refine((list) => new Set(list.map((p) => `${p.group}|${p.family}`)).size === list.length, {
      error: 'One prediction per group and family.',
    }),
});
export type PredictionsRequest = z.infer<typeof predictionsRequestSchema>;

/** One group as the person sees it: invited, and how many answered once that may be said. */
export const feedbackGroupSchema = z.object({
  group,
  invited: z.number().int(),
  /** Answers sent; null until the minimum were invited (a count of one or two would say who). */
  answered: z.number().int().nullable(),
  /** More answers the group needs before it shows; 0 once shown. */
  needed: z.number().int().nullable(),
  shown: z.boolean(),
});
export type FeedbackGroup = z.infer<typeof feedbackGroupSchema>;

export const feedbackInvitationSchema = z.object({
  id: z.string(),
  group,
  email: z.string(),
  createdAt: time,
  revoked: z.boolean(),
});
export type FeedbackInvitation = z.infer<typeof feedbackInvitationSchema>;

export const feedbackLinkSchema = z.object({
  id: z.string(),
  group,
  createdAt: time,
  revoked: z.boolean(),
});

export const feedbackSummarySchema = z.object({
  id: z.string(),
  resultId: z.string(),
  createdAt: time,
  closesAt: time,
  open: z.boolean(),
  minimum: z.number().int(),
  groups: z.array(feedbackGroupSchema),
  predictions: z.array(predictionSchema),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

/** GET /api/feedback: my 360s, newest first. */
export const feedbackListSchema = z.object({ feedback: z.array(feedbackSummarySchema) });

/** GET /api/feedback/{id}: one of mine, with whom I invited (never who answered). */
export const feedbackDetailSchema = feedbackSummarySchema.extend({
  invitations: z.array(feedbackInvitationSchema),
  links: z.array(feedbackLinkSchema),
});
export type FeedbackDetail = z.infer<typeof feedbackDetailSchema>;

/** POST /api/feedback/{id}/links: the link, whose address is answered this once only. */
export const createdGroupLinkSchema = feedbackLinkSchema.extend({ url: z.string() });

/** An answer to an observer item; null is "I have not seen this". */
export const raterResponseSchema = z.object({
  questionId: z.string().max(40),
  doing: z.number().int().min(1).max(5).nullable(),
});

/** PUT /api/feedback/rate/{token}: the answers so far (saved, resumable), until sent. */
export const raterSaveSchema = z.object({
  responses: z.array(raterResponseSchema).max(36),
  comments: z
    .partialRecord(
      family,
      z
        .string()
        .trim()
        .max(FEEDBACK_COMMENT_MAX, {
          error: `A comment is at most ${FEEDBACK_COMMENT_MAX} characters.`,
        }),
    )
    .optional(),
  showAsManager: z.boolean().optional(),
});
export type RaterSaveRequest = z.infer<typeof raterSaveSchema>;

export const observerItemSchema = z.object({
  questionId: z.string(),
  capability: z.string(),
  family: z.string(),
  text: z.string(),
  options: z.array(z.object({ score: z.number().int(), text: z.string() })),
});
export type ObserverItemView = z.infer<typeof observerItemSchema>;

/** GET /api/feedback/rate/{token}: who asks, what they will see, the items and my answers so far. */
export const raterViewSchema = z.object({
  askedBy: z.string(),
  group,
  closesAt: time,
  open: z.boolean(),
  minutes: z.number().int(),
  minimum: z.number().int(),
  items: z.array(observerItemSchema),
  notSeen: z.string(),
  families: z.array(z.string()),
  responses: z.array(raterResponseSchema),
  comments: z.partialRecord(family, z.string()),
  showAsManager: z.boolean(),
  submittedAt: time.nullable(),
  /** Set once the rater saves through a group link: their own link, to come back to. */
  token: z.string().optional(),
});
export type RaterView = z.infer<typeof raterViewSchema>;

export const raterSavedSchema = z.object({
  saved: z.literal(true),
  /** A group link's first save makes the rater their own link: come back with this one. */
  token: z.string().optional(),
});
export const raterSubmittedSchema = z.object({ submittedAt: time });
export const raterWithdrawnSchema = z.object({ withdrawn: z.literal(true) });

const figure = z.object({
  n: z.number().int(),
  mean: z.number(),
  sd: z.number().nullable(),
  agreement: z.enum(['close', 'some', 'wide']).nullable(),
});
const gap = z.object({
  difference: z.number(),
  error: z.number().nullable(),
  verdict: z.enum(['blind-spot', 'hidden-strength', 'agree', 'too-few']),
});
export const feedbackRowSchema = z.object({
  level: z.enum(['capability', 'family']),
  name: z.string(),
  self: z.number().nullable(),
  groups: z.partialRecord(group, figure),
  allOthers: figure.nullable(),
  gap: gap.nullable(),
});
export type FeedbackRowView = z.infer<typeof feedbackRowSchema>;

export const predictionCheckSchema = predictionSchema.extend({
  actual: z.number().nullable(),
  difference: z.number().nullable(),
  verdict: z.enum(['as-expected', 'higher', 'lower', 'hidden']),
});

/** GET /api/feedback/{id}/report: the figures of the live batches, the comments, the predictions. */
export const feedbackReportSchema = z.object({
  feedback: feedbackSummarySchema,
  counted: z.number().int(),
  allOthersShown: z.boolean(),
  shown: z.partialRecord(group, z.number().int()),
  capabilities: z.array(feedbackRowSchema),
  families: z.array(feedbackRowSchema),
  predictions: z.array(predictionCheckSchema),
  comments: z.array(
    z.object({
      family,
      /** Shuffled, never attributed. */
      texts: z.array(z.object({ text: z.string(), mentionsName: z.boolean() })),
    }),
  ),
});
export type FeedbackReportView = z.infer<typeof feedbackReportSchema>;
