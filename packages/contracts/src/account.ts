// A person's control of their data: the file of everything the site keeps about them (Download my
// data) and the deletion of their account, confirmed by typing its email address.

import { feedbackDetailSchema, feedbackReportSchema } from './feedback';
import { planSchema } from './plans';
import { TEAM_MEMBER_STATUSES } from './responses';
import { z } from './zod';

export const CONFIRM_EMAIL_MESSAGE = 'Type your email address to confirm.';

/** DELETE /api/account: the account's email address, typed again. */
export const deleteAccountSchema = z.object({
  email: z
    .string({ error: CONFIRM_EMAIL_MESSAGE })
    .trim()
    .min(1, CONFIRM_EMAIL_MESSAGE)
    .max(320, CONFIRM_EMAIL_MESSAGE),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

/** Whether `typed` is the account's address, whatever its case and the spaces around it. */
export const confirmsEmail = (typed: string, accountEmail: string) => {
  const account = accountEmail.trim().toLowerCase();
  return account !== '' && typed.trim().toLowerCase() === account;
};

/** DELETE /api/account: everything is deleted, and the session with it. */
export const accountDeletedSchema = z.object({ deleted: z.literal(true) });
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;

export const ACCOUNT_DATA_FORMAT = 'peak-partners-account-data';

const time = z.string();

/**
 * GET /api/account/data, saved as a file: the account, its teams (never another member's result),
 * its share links (never their tokens or hashes), the messages it sent, and every saved result with
 * its report, last because they are the bulk of it.
 */
export const accountDataSchema = z.object({
  format: z.literal(ACCOUNT_DATA_FORMAT),
  version: z.literal(1),
  exportedAt: time,
  account: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** Null when sign-in is the hosted provider's, which keeps the account itself. */
    createdAt: time.nullable(),
    signIn: z.enum(['local', 'clerk']),
  }),
  teams: z.array(
    z.object({
      name: z.string(),
      organisation: z.string().nullable(),
      role: z.enum(['owner', 'member']),
      joinedAt: time,
      /** Where the person's own result stands in the team. */
      state: z.enum(TEAM_MEMBER_STATUSES),
      /** Their saved result that counts or waits to; null while none is chosen. */
      resultId: z.string().nullable(),
      closed: z.boolean(),
    }),
  ),
  shareLinks: z.array(
    z.object({
      resultId: z.string(),
      createdAt: time,
      expiresAt: time,
      revokedAt: time.nullable(),
      /** The first name the link's page shows; null: none. */
      firstName: z.string().nullable(),
    }),
  ),
  /** Contact messages and requests sent while signed in. */
  messages: z.array(
    z.object({
      kind: z.string(),
      name: z.string(),
      email: z.string(),
      company: z.string().nullable(),
      message: z.string(),
      status: z.string(),
      createdAt: time,
    }),
  ),
  /** Plans made from a report, newest first, each with its check-ins (the reminders and answers). */
  plans: z.array(planSchema),
  /**
   * 360s, newest first: whom the person invited and the report as they can read it (whole groups
   * only); the raters' own answers are theirs, never in the person's data.
   */
  feedback: z.array(
    feedbackDetailSchema.extend({ report: feedbackReportSchema.omit({ feedback: true }) }),
  ),
  results: z.array(
    z.object({
      id: z.string(),
      assessmentName: z.string(),
      savedAt: time,
      contentVersion: z.string().nullable(),
      overallScore: z.number(),
      rawOverallScore: z.number(),
      maturityLevel: z.string(),
      /** The scoring engine's results, with the report, as the saved report shows them. */
      report: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type AccountData = z.infer<typeof accountDataSchema>;
