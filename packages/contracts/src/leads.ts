// Leads: the review request a person makes from their report, and the staff's inbox of every lead
// (contact messages, team-assessment requests, accessibility barrier reports and review requests).
import { answersSchema, roleSchema } from './assessment';
import { contactSubmissionSchema } from './contact';
import { z } from './zod';

export const LEAD_KINDS = [
  'contact',
  'team-assessment',
  'accessibility',
  'review',
  'shared-result',
] as const;
export const LEAD_STATUSES = ['new', 'contacted', 'booked', 'closed'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** What a review request shares of the report: its headline figures, or the whole report. */
export const SHARE_SCOPES = ['headline', 'report'] as const;
export type ShareScope = (typeof SHARE_SCOPES)[number];

export const LEAD_NOTES_MAX = 10_000;
export const LEAD_PAGE_SIZE = 50;
export const LEAD_SEARCH_MAX = 200;

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
  error: 'must be an id',
});

/**
 * POST /api/review-requests: who asks, their note, what they share, and the report it comes from:
 * the answers (scored on the server; a client's scores are never taken) or one's own saved result.
 */
export const reviewRequestSchema = contactSubmissionSchema
  .pick({ name: true, email: true, company: true, website: true })
  .extend({
    note: contactSubmissionSchema.shape.message,
    share: z.enum(SHARE_SCOPES, { error: 'Choose what to share: headline or report.' }),
    responses: answersSchema.optional(),
    role: roleSchema,
    contentVersion: z.string().max(100).optional(),
    resultId: uuid.optional(),
  })
  .refine((r) => (r.responses === undefined) !== (r.resultId === undefined), {
    error: 'Send either the answers or a saved result.',
  });
export type ReviewRequest = z.input<typeof reviewRequestSchema>;
export type ReviewRequestBody = z.output<typeof reviewRequestSchema>;

/** GET /api/staff/leads and its CSV export: the filters. */
export const leadsQuerySchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: 'Unknown status.' }).optional(),
  kind: z.enum(LEAD_KINDS, { error: 'Unknown kind.' }).optional(),
  q: z.string().trim().max(LEAD_SEARCH_MAX, { error: 'The search is too long.' }).optional(),
  /** The last lead of the previous page. */
  after: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
      error: 'Not a page cursor.',
    })
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export type LeadsQuery = z.infer<typeof leadsQuerySchema>;

/** PATCH /api/staff/leads/{id}: any of status, owner, notes. */
export const leadUpdateSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: 'Unknown status.' }).optional(),
    owner: z.email({ error: 'The owner must be a staff email.' }).max(320).nullable().optional(),
    notes: z
      .string()
      .max(LEAD_NOTES_MAX, { error: `Notes must be ${LEAD_NOTES_MAX} characters or fewer.` })
      .optional(),
  })
  .refine((u) => u.status !== undefined || u.owner !== undefined || u.notes !== undefined, {
    error: 'Nothing to change.',
  });
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

export const leadIdParam = z.object({ id: uuid });

const sharedFamily = z.object({
  family: z.string(),
  score: z.number(),
  max: z.number(),
  band: z.string(),
});
const sharedCapability = z.object({
  capability: z.string(),
  family: z.string(),
  score: z.number().nullable(),
  /** Out of (15); absent on leads shared before it was kept. */
  max: z.number().optional(),
  band: z.string().nullable(),
});

/** What a review request carries of the report. */
export const sharedReportSchema = z.object({
  scope: z.enum(SHARE_SCOPES),
  overallScore: z.number(),
  /** The total as the person read it, out of `totalMax` (180); absent on older leads. */
  total: z.number().optional(),
  totalMax: z.number().optional(),
  maturityLevel: z.string(),
  families: z.array(sharedFamily),
  topStrengths: z.array(z.string()),
  topGrowthAreas: z.array(z.string()),
  /** The whole report only. */
  capabilities: z.array(sharedCapability).optional(),
  /** The patterns the report names (the whole report only). */
  patterns: z.array(z.object({ name: z.string(), label: z.string() })).optional(),
  selfVsSystem: z.string().optional(),
  senseVsActivate: z.string().optional(),
});
export type SharedReport = z.infer<typeof sharedReportSchema>;

/** A lead as the inbox lists it: what it shares of a report only in headline. */
export const leadSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(LEAD_KINDS),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  message: z.string(),
  status: z.enum(LEAD_STATUSES),
  owner: z.string().nullable(),
  notes: z.string(),
  shared: z
    .object({
      scope: z.enum(SHARE_SCOPES),
      overallScore: z.number(),
      total: z.number().optional(),
      totalMax: z.number().optional(),
      maturityLevel: z.string(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

/** GET and PATCH /api/staff/leads/{id}: the lead with all it shares. */
export const leadSchema = leadSummarySchema.extend({ shared: sharedReportSchema.nullable() });
export type Lead = z.infer<typeof leadSchema>;

export const leadsPageSchema = z.object({
  docs: z.array(leadSummarySchema),
  /** Leads matching the filters. */
  total: z.number(),
  /** The cursor of the next page, or null on the last. */
  next: z.string().nullable(),
  /** Who may own a lead. */
  staff: z.array(z.string()),
});
export type LeadsPage = z.infer<typeof leadsPageSchema>;

export const reviewRequestResponseSchema = z.object({ success: z.literal(true) });
