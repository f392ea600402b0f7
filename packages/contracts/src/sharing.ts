// Share links to a saved report, and "Email me this report": what the browser sends and what the
// API answers. A link's token is answered once, when it is created; the report a link opens carries
// nothing that names its owner.
import type { Report, Results } from '@peak/scoring';
import { z } from './zod';

/** Share-link tokens are 32 random bytes in base64url (43 characters). */
export const SHARE_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const SHARE_LINK_DAYS_MAX = 365;
/** Why a report mail's body may not carry a PDF: the API attaches the one it makes itself. */
export const REPORT_PDF_REFUSED =
  'Send no pdf: the report is attached as the PDF the server makes from your saved result.';

/** POST /api/assessments/{id}/share-links: how many days the link works. */
export const createShareLinkSchema = z.object({
  days: z
    .number({ error: 'days must be a whole number of days.' })
    .int({ error: 'days must be a whole number of days.' })
    .min(1, { error: 'A link works for at least 1 day.' })
    .max(SHARE_LINK_DAYS_MAX, { error: `A link works for at most ${SHARE_LINK_DAYS_MAX} days.` })
    .optional(),
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
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** POST /api/assessments/{id}/share-links (201): the new link, its token and address shown once. */
export const createdShareLinkSchema = z.object({
  id: z.string(),
  token: z.string(),
  url: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

/** GET /api/assessments/{id}/share-links: the links still working (not revoked, not expired). */
export const shareLinkListSchema = z.object({ docs: z.array(shareLinkSchema) });
export type ShareLinkList = z.infer<typeof shareLinkListSchema>;

/** POST /api/assessments/{id}/email (202): the mail waits in the outbox. */
export const reportEmailedSchema = z.object({ queued: z.literal(true) });
export type ReportEmailed = z.infer<typeof reportEmailedSchema>;

/** The results a shared report shows, as a saved report carries them (its story included). */
export type ShareLinkResults = Omit<Results, 'report'> & {
  report?: Report;
  story?: string;
  storyLabel?: string;
};

/**
 * GET /api/shared/{token}: the saved report a link opens, anonymous: its results, the name of the
 * assessment and when it was saved, and until when the link works. No id, email or name of anyone.
 */
export const shareLinkReportSchema = z.intersection(
  z.custom<ShareLinkResults>((value) => typeof value === 'object' && value !== null),
  z.object({ assessmentName: z.string(), timestamp: z.string(), expiresAt: z.string() }),
);
export type ShareLinkReport = z.infer<typeof shareLinkReportSchema>;
