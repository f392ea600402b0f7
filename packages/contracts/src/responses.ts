// What the site's own API answers, route by route: the response schemas its Fastify routes declare
// (they serialise through them) and whose types the site reads. In a module of their own so that a
// browser bundle importing a request schema does not carry the response schemas too.
import type {
  ComparisonAccount,
  Norms,
  Report,
  Results,
  ResultsComparison,
  TeamReport,
} from '@peak/scoring';
import { authUserSchema } from './auth';
import { contactResponseSchema } from './contact';
import {
  createdGroupLinkSchema,
  feedbackDetailSchema,
  feedbackListSchema,
  feedbackReportSchema,
  feedbackSummarySchema,
  raterSavedSchema,
  raterSubmittedSchema,
  raterViewSchema,
  raterWithdrawnSchema,
} from './feedback';
import { insightsSchema } from './funnel';
import { leadSchema, leadsPageSchema, reviewRequestResponseSchema } from './leads';
import { checkInViewSchema, currentPlanSchema, planSchema, remindersStoppedSchema } from './plans';
import {
  createdShareLinkSchema,
  reportEmailedSchema,
  shareLinkListSchema,
  shareLinkReportSchema,
} from './sharing';
import { z } from './zod';

/** GET /api/auth/me: signed out is an answer (`user: null`), not an error. */
export const meResponseSchema = z.object({ user: authUserSchema.nullable() });

/** POST /api/auth/sign-up (201) and /api/auth/sign-in (200). */
export const signedInResponseSchema = z.object({ user: authUserSchema });

/** POST /api/auth/sign-out. */
export const signedOutResponseSchema = z.object({ success: z.literal(true) });
export type MeResponse = z.infer<typeof meResponseSchema>;
export type SignedInResponse = z.infer<typeof signedInResponseSchema>;
export type SignedOutResponse = z.infer<typeof signedOutResponseSchema>;

// The answers. Their keys are declared in the order the API writes them: the API serializes its
// answers through these schemas, and zod writes the declared keys first.

/** One saved result as the history lists it: what identifies it and its headline figures. */
export const historyEntrySchema = z.object({
  id: z.string(),
  assessmentName: z.string(),
  /** ISO time the result was saved. */
  timestamp: z.string(),
  overallScore: z.number(),
  rawOverallScore: z.number(),
  maturityLevel: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET /api/assessment-results: the signed-in user's saved results. */
export const historyResponseSchema = z.object({
  docs: z.array(historyEntrySchema),
  totalDocs: z.number(),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/** Who a saved result belongs to. */
const ownerShape = { userId: z.string(), userEmail: z.string(), userName: z.string() };

/**
 * POST /api/assessment-results (201 when stored, 200 for the same result saved again): the entry
 * as the history lists it, and its owner. The full report is read by id.
 */
export const savedSummarySchema = historyEntrySchema.extend(ownerShape);
export type SavedSummary = z.infer<typeof savedSummarySchema>;

/**
 * The results a saved report carries: the scoring engine's (a result saved before the report
 * object existed has none), with the story shown when it was saved, and its label when the engine
 * composed it.
 */
export type SavedResults = Omit<Results, 'report'> & {
  report?: Report;
  story?: string;
  storyLabel?: string;
};

/** What the API adds to the saved results. */
export const savedReportFieldsSchema = z.object({
  id: z.string(),
  ...ownerShape,
  assessmentName: z.string(),
  /** ISO time the result was saved. */
  timestamp: z.string(),
});

/**
 * GET /api/assessment-results/{id}. Only the fields the API adds are checked: the results are the
 * engine's, typed by @peak/scoring and passed through as they are (key order included).
 */
export const savedReportSchema = z.intersection(
  z.custom<SavedResults>((value) => typeof value === 'object' && value !== null),
  savedReportFieldsSchema,
);
export type SavedReport = z.infer<typeof savedReportSchema>;

/** POST /api/story: the model's story, or the one the engine composed (with its label). */
export const storyResponseSchema = z.object({
  story: z.string(),
  source: z.enum(['model', 'composed']),
  label: z.string().optional(),
});
export type StoryResponse = z.infer<typeof storyResponseSchema>;

/** The debug calls' answer when the spreadsheet form is not configured. */
const formNotConfiguredSchema = z.object({ configured: z.literal(false), message: z.string() });

/** POST /api/test-google-form: what the spreadsheet form said to a marked test entry. */
export const testSubmissionResponseSchema = z.discriminatedUnion('configured', [
  z.object({
    configured: z.literal(true),
    ok: z.boolean(),
    /** The form's HTTP status, or null when it never answered. */
    status: z.number().nullable(),
    message: z.string(),
  }),
  formNotConfiguredSchema,
]);
export type TestSubmissionResponse = z.infer<typeof testSubmissionResponseSchema>;

/** The form's entry id for each field of a contact message. */
export const formEntryIdsSchema = z.object({
  name: z.string(),
  email: z.string(),
  company: z.string(),
  message: z.string(),
});
export type FormEntryIds = z.infer<typeof formEntryIdsSchema>;

/** GET /api/extract-entry-ids: the form and the entry ids the server would fill. */
export const entryIdsResponseSchema = z.discriminatedUnion('configured', [
  z.object({ configured: z.literal(true), formUrl: z.string(), entryIds: formEntryIdsSchema }),
  formNotConfiguredSchema,
]);
export type EntryIdsResponse = z.infer<typeof entryIdsResponseSchema>;

/**
 * The measurement's quality, computed from the stored results: Cronbach's alpha per capability
 * (null until enough results exist to estimate it) and the retest correlation of the totals of
 * people who retook it within RETEST_WITHIN_DAYS (null until enough pairs exist).
 */
export const measurementQualitySchema = z.object({
  /** Results the figures were computed from (one per account: its latest). */
  results: z.number(),
  alpha: z.record(z.string(), z.number()).nullable(),
  retest: z
    .object({ pairs: z.number(), correlation: z.number(), withinDays: z.number() })
    .nullable(),
});
export type MeasurementQuality = z.infer<typeof measurementQualitySchema>;

/**
 * GET /api/norms: how the people who saved results here scored, as aggregates only. The histograms
 * are answered only from `minimum` people on (below, `norms` is null); `since` and `until` are the
 * ISO dates of the first and last result counted.
 */
export const normsResponseSchema = z.object({
  n: z.number(),
  minimum: z.number(),
  since: z.string().nullable(),
  until: z.string().nullable(),
  norms: z.custom<Norms>((value) => typeof value === 'object').nullable(),
  quality: measurementQualitySchema,
});
export type NormsResponse = z.infer<typeof normsResponseSchema>;

/**
 * GET /api/assessment-compare?from={id}&to={id}: two of the signed-in user's saved results (404
 * when either is not theirs) and their comparison, with the reliability the stored results give.
 */
export const compareResponseSchema = z.object({
  from: savedReportSchema,
  to: savedReportSchema,
  comparison: z.custom<ResultsComparison>((value) => typeof value === 'object' && value !== null),
  /** The comparison told in order: its lead, the timing, the noise, what rose, fell and stayed. */
  account: z.custom<ComparisonAccount>((value) => typeof value === 'object' && value !== null),
  /** The account as plain sentences, in the same order. */
  sentences: z.array(z.string()),
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;

/** Where a member's result stands in a team (see the README's Teams section). */
export const TEAM_MEMBER_STATUSES = ['no-result', 'counted', 'cannot-count'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

const teamSummaryShape = {
  id: z.string(),
  name: z.string(),
  organisation: z.string().nullable(),
  role: z.enum(['owner', 'member']),
  createdAt: z.string(),
  closed: z.boolean(),
  members: z.number().int(),
  /** Members whose chosen result counts (it answers every capability). */
  counted: z.number().int(),
};

/** GET /api/teams: the teams I own or belong to. */
export const teamListSchema = z.object({ docs: z.array(z.object(teamSummaryShape)) });
export type TeamList = z.infer<typeof teamListSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  revoked: z.boolean(),
  /** The link's token: answered once, when it is created (only its hash is kept). */
  token: z.string().optional(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * GET /api/teams/{id} (and POST /api/teams, 201): the team, its members without any score, and
 * for the owner the invitations. `minimum`: the fewest people a report counts, and the fewest two
 * reports one account reads may differ by.
 */
export const teamDetailSchema = z.object({
  ...teamSummaryShape,
  minimum: z.number().int(),
  members: z.number().int(),
  people: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      role: z.enum(['owner', 'member']),
      joinedAt: z.string(),
      status: z.enum(TEAM_MEMBER_STATUSES),
      me: z.boolean(),
    }),
  ),
  /** My own membership: my status, and which of my results counts (null: my next one). */
  me: z
    .object({
      memberId: z.string(),
      status: z.enum(TEAM_MEMBER_STATUSES),
      resultId: z.string().nullable(),
      /** My saved results that cannot count (a capability unanswered, or no scores). */
      cannotCount: z.array(z.string()),
    })
    .nullable(),
  invitations: z.array(invitationSchema),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

/** POST /api/teams/join: the team joined. */
export const joinedTeamSchema = z.object({ teamId: z.string(), name: z.string() });

/** Why a team report is not shown: too few complete results, or what would make it unsafe. */
export const TEAM_HIDDEN_REASONS = ['too-few', 'left', 'changed', 'other-team'] as const;

/**
 * GET /api/teams/{id}/report: the round of the report this account may read (README, Teams), or
 * why none (`message` says it, naming no one) and how many more people with a complete result it
 * needs. `complete`: members whose chosen result counts now.
 */
export const teamReportResponseSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('hidden'),
    reason: z.enum(TEAM_HIDDEN_REASONS),
    complete: z.number().int(),
    minimum: z.number().int(),
    needed: z.number().int(),
    message: z.string(),
  }),
  z.object({
    status: z.literal('ready'),
    counted: z.number().int(),
    complete: z.number().int(),
    minimum: z.number().int(),
    updatedAt: z.string(),
    /** False when newer results are in the team but not yet the minimum of people apart. */
    upToDate: z.boolean(),
    report: z.custom<TeamReport>((value) => typeof value === 'object' && value !== null),
  }),
]);
export type TeamReportResponse = z.infer<typeof teamReportResponseSchema>;

/**
 * GET /api/teams/join/{token}, signed in or not: what an invitation leads to, for the person deciding
 * whether to join (404 with the reason when the link has expired, was revoked or is used up). The
 * owner by display name only; `minimum` is the team's group size for its report.
 */
export const invitationPreviewSchema = z.object({
  name: z.string(),
  organisation: z.string().nullable(),
  owner: z.string(),
  memberCount: z.number().int(),
  minimum: z.number().int(),
  /** Signed in: my saved results that cannot count in a team (a capability unanswered). */
  cannotCount: z.array(z.string()).optional(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * Every answer the site reads, by name: the web client checks what it receives against these in
 * development (loaded on demand there, never in a production bundle).
 */
export const responseSchemas = {
  me: meResponseSchema,
  signedIn: signedInResponseSchema,
  signedOut: signedOutResponseSchema,
  history: historyResponseSchema,
  savedSummary: savedSummarySchema,
  savedReport: savedReportSchema,
  story: storyResponseSchema,
  contact: contactResponseSchema,
  testSubmission: testSubmissionResponseSchema,
  entryIds: entryIdsResponseSchema,
  norms: normsResponseSchema,
  compare: compareResponseSchema,
  teams: teamListSchema,
  team: teamDetailSchema,
  joinedTeam: joinedTeamSchema,
  invitation: invitationSchema,
  teamReport: teamReportResponseSchema,
  reviewRequested: reviewRequestResponseSchema,
  leadsPage: leadsPageSchema,
  lead: leadSchema,
  insights: insightsSchema,
  shareLink: createdShareLinkSchema,
  shareLinks: shareLinkListSchema,
  shareLinkReport: shareLinkReportSchema,
  reportEmailed: reportEmailedSchema,
  plan: planSchema,
  currentPlan: currentPlanSchema,
  checkIn: checkInViewSchema,
  remindersStopped: remindersStoppedSchema,
  feedbackList: feedbackListSchema,
  feedback: feedbackDetailSchema,
  feedbackSummary: feedbackSummarySchema,
  feedbackLink: createdGroupLinkSchema,
  feedbackReport: feedbackReportSchema,
  raterView: raterViewSchema,
  raterSaved: raterSavedSchema,
  raterSubmitted: raterSubmittedSchema,
  raterWithdrawn: raterWithdrawnSchema,
  // Declared at the end of the file: read on access, after the module has run.
  invitationPreview: invitationPreviewSchema,
} as const;
export type ResponseName = keyof typeof responseSchemas;
export type ResponseOf<K extends ResponseName> = z.infer<(typeof responseSchemas)[K]>;
