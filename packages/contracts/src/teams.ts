// What the browser sends to create, join and manage a team. The server takes the user from the
// session and decides who may do what; nothing here names a user.
import { z } from './zod';

export const TEAM_NAME_MAX = 80;
export const TEAM_ORGANISATION_MAX = 120;
/** Invitation tokens are 32 random bytes in base64url (43 characters). */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
  error: 'must be a result id',
});

/** POST /api/teams */
export const createTeamSchema = z.object({
  name: z.string().trim().min(1, { error: 'Please give the team a name.' }).max(TEAM_NAME_MAX),
  organisation: z.string().trim().max(TEAM_ORGANISATION_MAX).optional(),
});
export type CreateTeamRequest = z.infer<typeof createTeamSchema>;

/** POST /api/teams/{id}/invitations: how long the link works and how many may use it. */
export const createInvitationSchema = z.object({
  expiresInDays: z.number().int().min(1).max(90).optional(),
  maxUses: z.number().int().min(1).max(2000).optional(),
});
export type CreateInvitationRequest = z.infer<typeof createInvitationSchema>;

/**
 * POST /api/teams/join: the invitation's token, the person's consent to what the team will see,
 * and which saved result counts (none: their next one).
 */
export const joinTeamSchema = z.object({
  token: z.string().regex(INVITATION_TOKEN, { error: 'This invitation link is not valid.' }),
  consent: z.literal(true, { error: 'Joining needs your consent to what the team will see.' }),
  resultId: uuid.optional(),
});
export type JoinTeamRequest = z.infer<typeof joinTeamSchema>;

/** PUT /api/teams/{id}/my-result: one of my saved results, or null for my next one. */
export const myTeamResultSchema = z.object({ resultId: uuid.nullable() });
export type MyTeamResultRequest = z.infer<typeof myTeamResultSchema>;
