// First-party counts of the assessment's funnel: the steps a browser reports (in batches, by
// sendBeacon) and the first-touch source of the visit. Counted as daily aggregates only: no
// cookie, no address, no account, no trail. Every dimension has a bounded set of values.
import { BAND_LABELS } from '@peak/scoring';
import { z } from './zod';

export const FUNNEL_STEPS = [
  'assessment-viewed',
  'intro-viewed',
  'started',
  'question-reached',
  'finished',
  'report-viewed',
  'saved',
  'shared',
  'review-requested',
  'plan-made',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** Events one batch may carry: a whole assessment's worth and some. */
export const EVENTS_PER_BATCH = 60;
/** The longest source part kept (a referrer's domain, a utm value); longer is cut. */
export const SOURCE_PART_MAX = 60;

const sourcePart = z.string().max(200);

/** One step; `position` and `questionId` only for question-reached, `band` only for finished. */
export const funnelEventSchema = z.object({
  step: z.string().max(40),
  position: z.number().int().min(1).max(100).optional(),
  questionId: z.string().max(40).optional(),
  band: z.enum(BAND_LABELS).optional(),
  /** Seconds from start to finish, on finished: the median completion time. */
  seconds: z.number().int().min(0).max(86_400).optional(),
});
export type FunnelEvent = z.infer<typeof funnelEventSchema>;

/** The landing page's first touch: the referrer's domain and the three utm values, nothing else. */
export const funnelSourceSchema = z.object({
  referrer: sourcePart.optional(),
  utmSource: sourcePart.optional(),
  utmMedium: sourcePart.optional(),
  utmCampaign: sourcePart.optional(),
});
export type FunnelSource = z.infer<typeof funnelSourceSchema>;

/** POST /api/events: answers 204, and counts nothing under Do Not Track or Global Privacy Control. */
export const eventsRequestSchema = z.object({
  events: z.array(funnelEventSchema).min(1).max(EVENTS_PER_BATCH),
  source: funnelSourceSchema.optional(),
});
export type EventsRequest = z.infer<typeof eventsRequestSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A day is YYYY-MM-DD.' });

/** GET /api/staff/insights?from&to: the days counted, both included (the last 12 weeks unless given). */
export const insightsQuerySchema = z.object({ from: day.optional(), to: day.optional() });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

const stepCounts = z.partialRecord(z.enum(FUNNEL_STEPS), z.number().int());
const rate = z.number().nullable();

export const insightsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Each week (its Monday) with its count of each step. */
  weeks: z.array(z.object({ week: z.string(), steps: stepCounts })),
  /** Each step over the range, and its share of the step before it in the funnel. */
  funnel: z.array(
    z.object({ step: z.enum(FUNNEL_STEPS), count: z.number().int(), ofPrevious: rate }),
  ),
  /** Where people stop: each position reached, and how many did not reach the next. */
  byPosition: z.array(
    z.object({ position: z.number().int(), reached: z.number().int(), lost: z.number().int() }),
  ),
  /**
   * Where people stop, by question: how many reached it and how many stopped there (its share of
   * each position's stops where it was asked), the most first; `text` as the bank has it now.
   */
  byQuestion: z.array(
    z.object({
      questionId: z.string(),
      text: z.string(),
      reached: z.number().int(),
      lost: z.number().int(),
    }),
  ),
  completion: z.object({ finished: z.number().int(), medianMinutes: z.number().nullable() }),
  /** Finishers per band, and the share of them who asked for a review. */
  bands: z.array(
    z.object({ band: z.string(), finished: z.number().int(), reviews: z.number().int(), rate }),
  ),
  /** Starts per source, and the share of them who asked for a review. */
  sources: z.array(
    z.object({ source: z.string(), started: z.number().int(), reviews: z.number().int(), rate }),
  ),
});
export type Insights = z.infer<typeof insightsSchema>;
