// Share links to a saved report, and "Email me this report": what the browser sends and what the
// API answers. A link's token is answered once, when it is created; the report a link opens carries
// nothing that names its owner but the first name they chose to show.
import type { Report, Results } from '@peak/scoring';
import { errorBodySchema } from './errors';
import { z } from './zod';

/** Share-link tokens are 32 random bytes in base64url (43 characters). */
export const SHARE_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const SHARE_LINK_DAYS_MAX = 365;
/** Why a report mail's body may not carry a PDF: the API attaches the one it makes itself. */
export const REPORT_PDF_REFUSED =
  'Send no pdf: the report is attached as the PDF the server makes from your saved result.';

/**
 * POST /api/assessments/{id}/share-links: how many days the link works, and whether its page shows
 * the owner's first name (the one on their account: the request never supplies a name).
 */
export const createShareLinkSchema = z.object({
  days: z
    .number({ error: 'days must be a whole number of days.' })
    .int({ error: 'days must be a whole number of days.' })
    .min(1, { error: 'A link works for at least 1 day.' })
    .max(SHARE_LINK_DAYS_MAX, { error: `A link works for at most ${SHARE_LINK_DAYS_MAX} days.` })
    .optional(),
  showFirstName: z.boolean({ error: 'showFirstName must be true or false.' }).optional(),
});
export type CreateShareLinkRequest = z.infer<typeof createShareLinkSchema>;

/**
 * POST /api/assessments/{id}/email: nothing to send (an empty JSON object). The API renders the
 * report's PDF from the saved result; a body that still carries a `pdf` is refused, so no file a
 * client makes is ever mailed under the site's name. Other keys are ignored.
 */
export const emailReportSchema = z
  .looseObject({})
  .refine((body) => !Object.hasOwn(body, 'pdf'), { error: REPORT_PDF_REFUSED, path: ['pdf'] });
export type EmailReportRequest = z.infer<typeof emailReportSchema>;

/** A working share link, as the owner's list shows it: never its token. */
export const shareLinkSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The first name its page shows; null: it names no one. */
  firstName: z.string().nullable(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** POST /api/assessments/{id}/share-links (201): the new link, its token and address shown once. */
export const createdShareLinkSchema = z.object({
  id: z.string(),
  token: z.string(),
  url: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  firstName: z.string().nullable(),
});
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

/** GET /api/assessments/{id}/share-links: the links still working (not revoked, not expired). */
export const shareLinkListSchema = z.object({ docs: z.array(shareLinkSchema) });
export type ShareLinkList = z.infer<typeof shareLinkListSchema>;

/**
 * How a queued mail goes out: `smtp`, through the site's mail server (SMTP_URL), within a minute
 * or so; `outbox`, nowhere yet: the site has no mail server, and the mail waits in the outbox.
 */
export const MAIL_DELIVERIES = ['smtp', 'outbox'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

/**
 * POST /api/assessments/{id}/email (202): the mail is in the outbox (`queued`, as before), and
 * `delivery` says whether it leaves from there.
 */
export const reportEmailedSchema = z.object({
  queued: z.literal(true),
  delivery: z.enum(MAIL_DELIVERIES),
});
export type ReportEmailed = z.infer<typeof reportEmailedSchema>;

/** The results a shared report shows, as a saved report carries them (its story included). */
export type ShareLinkResults = Omit<Results, 'report'> & {
  report?: Report;
  story?: string;
  storyLabel?: string;
};

/**
 * GET /api/shared/{token}: the saved report a link opens: its results, the name of the assessment
 * and when it was saved, and until when the link works. No id, email or surname of anyone; the
 * owner's first name only when they chose to show it on this link.
 */
export const shareLinkReportSchema = z.intersection(
  z.custom<ShareLinkResults>((value) => typeof value === 'object' && value !== null),
  z.object({
    assessmentName: z.string(),
    timestamp: z.string(),
    expiresAt: z.string(),
    firstName: z.string().optional(),
  }),
);
export type ShareLinkReport = z.infer<typeof shareLinkReportSchema>;

/** Why a link that once worked no longer opens its report. */
export const SHARE_LINK_GONE_REASONS = ['expired', 'revoked'] as const;
export type ShareLinkGoneReason = (typeof SHARE_LINK_GONE_REASONS)[number];

export const SHARE_LINK_GONE_TEXT: Record<ShareLinkGoneReason, string> = {
  expired: 'This link has expired.',
  revoked: 'This link was revoked by the person who shared it.',
};

/**
 * GET /api/shared/{token} (410): a link that worked once, expired or revoked. Only the holder of a
 * real token can see it (a token is 256 random bits), and it says nothing of the report or its
 * owner. An unknown token answers the plain 404.
 */
export const shareLinkGoneSchema = errorBodySchema.extend({
  reason: z.enum(SHARE_LINK_GONE_REASONS),
});
export type ShareLinkGone = z.infer<typeof shareLinkGoneSchema>;
