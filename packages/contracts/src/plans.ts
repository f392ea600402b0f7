// A plan made from a saved report: one capability, an if-then the person commits to, the sign that
// it works, check-ins mailed at a local time in their time zone, and the retake that closes the
// loop. What the browser sends, and what the API answers; the check-in and stop pages need no
// sign-in, their token is the key.
import { CAPABILITIES, type CapabilityName } from '@peak/scoring';
import { z } from './zod';

export const PLAN_CADENCES = ['weekly', 'fortnightly', 'none'] as const;
export type PlanCadence = (typeof PLAN_CADENCES)[number];
export const PLAN_CADENCE_LABELS: Record<PlanCadence, string> = {
  weekly: 'Every week, for four weeks',
  fortnightly: 'Every two weeks, four times',
  none: 'No check-ins',
};
/** How many check-ins a rhythm sends. */
export const CHECK_INS_PER_PLAN = 4;

export const CHECK_IN_ANSWERS = ['done', 'partly', 'not-this-week'] as const;
export type CheckInAnswer = (typeof CHECK_IN_ANSWERS)[number];
export const CHECK_IN_ANSWER_LABELS: Record<CheckInAnswer, string> = {
  done: 'Done',
  partly: 'Partly',
  'not-this-week': 'Not this week',
};

/** The retake, in days after the plan is made: the FAQ's three to six months. */
export const RETAKE_DAYS = { default: 90, min: 90, max: 180 } as const;
export const PLAN_STATUSES = ['active', 'finished', 'dropped'] as const;
export const PLAN_TEXT_MAX = 400;
export const CHECK_IN_NOTE_MAX = 1000;
/** Plan tokens (check-ins, stopping reminders) are 32 random bytes in base64url. */
export const PLAN_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const IF_THEN_SHAPE = 'Write it as “When …, I will …”.';
export const UNKNOWN_TIME_ZONE = 'Choose a time zone from the list.';
export const NO_ACTIVE_PLAN = 'You have no plan in progress.';
export const CHECK_IN_CLOSED = 'This check-in is closed: its plan has ended.';

const CAPABILITY_NAMES = CAPABILITIES.map((c) => c.name) as [CapabilityName, ...CapabilityName[]];

/** A time zone the runtime knows (an IANA name such as America/Los_Angeles). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(zone) && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const planText = (what: string, min: number) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(min, { error: `${what} is too short.` })
    .max(PLAN_TEXT_MAX, { error: `${what} is at most ${PLAN_TEXT_MAX} characters.` })
    .refine((text) => !/[\p{Cc}]/u.test(text.replace(/\n/g, '')), {
      error: `${what} may not contain control characters.`,
    });

/** "When ..., I will ..." (or "If ..., I'll ..."): a cue, then what the person will do. */
export const ifThenSchema = planText('The if-then', 12).refine(
  (text) => /^(when|if|after|before|each|every)\b.+\bI(?:\s+will|'ll|’ll)\b.+/is.test(text),
  { error: IF_THEN_SHAPE },
);

const field = {
  capability: z.enum(CAPABILITY_NAMES, { error: 'Choose one of the twelve capabilities.' }),
  ifThen: ifThenSchema,
  signal: planText('The sign that it works', 3),
  cadence: z.enum(PLAN_CADENCES, { error: 'Choose weekly, every two weeks or none.' }),
  localTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'The time is HH:MM, from 00:00 to 23:59.' }),
  timeZone: z.string().max(64).refine(isTimeZone, { error: UNKNOWN_TIME_ZONE }),
  partnerEmail: z.email({ error: 'Enter a valid email address for your partner.' }).max(254),
  retakeDays: z
    .number()
    .int()
    .min(RETAKE_DAYS.min, { error: `The retake comes after ${RETAKE_DAYS.min} days or more.` })
    .max(RETAKE_DAYS.max, { error: `The retake comes within ${RETAKE_DAYS.max} days.` }),
};

/** POST /api/plans: a plan from one of the person's saved results (a new one ends the last). */
export const createPlanSchema = z.object({
  resultId: z.uuid({ error: 'resultId is the id of one of your saved results.' }),
  ...field,
  partnerEmail: field.partnerEmail.optional(),
  retakeDays: field.retakeDays.optional(),
});
export type CreatePlanRequest = z.infer<typeof createPlanSchema>;

/**
 * PATCH /api/plans/current: any of the plan's parts; `partnerEmail: null` removes the partner,
 * `confirmPartner: true` sends the partner their one note (once).
 */
export const updatePlanSchema = z
  .object({
    ...field,
    partnerEmail: field.partnerEmail.nullable(),
    confirmPartner: z.literal(true),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Send at least one change.' });
export type UpdatePlanRequest = z.infer<typeof updatePlanSchema>;

const time = z.string();

export const planCheckInSchema = z.object({
  n: z.number().int(),
  dueAt: time,
  answer: z.enum(CHECK_IN_ANSWERS).nullable(),
  answeredAt: time.nullable(),
  note: z.string().nullable(),
});
export type PlanCheckIn = z.infer<typeof planCheckInSchema>;

export const planSchema = z.object({
  id: z.string(),
  resultId: z.string().nullable(),
  capability: z.string(),
  ifThen: z.string(),
  signal: z.string(),
  cadence: z.enum(PLAN_CADENCES),
  localTime: z.string(),
  timeZone: z.string(),
  status: z.enum(PLAN_STATUSES),
  createdAt: time,
  retakeAt: time,
  /** Reminders stopped by their own link (or by the person): no more mail comes. */
  remindersStopped: z.boolean(),
  partner: z.object({ email: z.string(), notifiedAt: time.nullable() }).nullable(),
  checkIns: z.array(planCheckInSchema),
  nextCheckInAt: time.nullable(),
});
export type Plan = z.infer<typeof planSchema>;

/** GET /api/plans/current: the plan in progress, or none. */
export const currentPlanSchema = z.object({ plan: planSchema.nullable() });
export type CurrentPlanResponse = z.infer<typeof currentPlanSchema>;

/** POST /api/plans/check-ins/{token}: the answer, and a note if the person adds one. */
export const checkInAnswerSchema = z.object({
  answer: z.enum(CHECK_IN_ANSWERS, { error: 'Choose Done, Partly or Not this week.' }),
  note: z
    .string()
    .trim()
    .max(CHECK_IN_NOTE_MAX, { error: `A note is at most ${CHECK_IN_NOTE_MAX} characters.` })
    .optional(),
});
export type CheckInAnswerRequest = z.infer<typeof checkInAnswerSchema>;

/** What a check-in's page shows: the question, the answer so far and what comes next. */
export const checkInViewSchema = z.object({
  n: z.number().int(),
  of: z.number().int(),
  capability: z.string(),
  ifThen: z.string(),
  signal: z.string(),
  answer: z.enum(CHECK_IN_ANSWERS).nullable(),
  note: z.string().nullable(),
  next: z.object({ kind: z.enum(['check-in', 'retake']), at: time, timeZone: z.string() }),
});
export type CheckInView = z.infer<typeof checkInViewSchema>;

/** POST /api/plans/unsubscribe/{token}: reminders stopped (the same answer every time). */
export const remindersStoppedSchema = z.object({ stopped: z.literal(true) });
