// A local account's mailed links: proving the address (sent at sign-up, sent again on request) and
// resetting a forgotten password. Registered by the auth plugin when local accounts are on.
import {
  emailVerifiedResponseSchema,
  errorBodySchema,
  passwordResetConfirmSchema,
  passwordResetRequestedResponseSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  verificationSentResponseSchema,
  verifyEmailSchema,
} from '@peak/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../db/schema';
import { sendError } from '../http/errors';
import { type Hit, retryAfterSeconds } from '../limits/counters';
import { type Executor, enqueueMail } from '../outbox/enqueue';
import { passwordResetMail, verificationMail } from './account-mail';
import { issueToken, tokenAccount, useToken } from './account-tokens';
import { passwordProblem } from './password-policy';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';
import { requiredUser } from './types';

const HOUR_MS = 3_600_000;
/** Reset links one address may ask for in an hour, whether or not it has an account. */
export const PASSWORD_RESETS_PER_HOUR = 3;
/** Verification links one account may ask for again in an hour. */
export const VERIFICATION_RESENDS_PER_HOUR = 3;

export const NOT_VERIFIED = 'Verify your email address first: we sent you a link.';
const RESET_ACCEPTED = {
  accepted: true as const,
  message:
    'If an account uses this address, we have sent it a link to reset the password. The link works once, within one hour.',
};
const STALE_VERIFICATION =
  'This link has expired or was already used. Sign in and ask for a new one from your profile.';
const STALE_RESET =
  'This link has expired or was already used. Please ask for a new one from the sign-in dialog.';

type Recipient = { id: string; email: string; firstName: string };

/** A new verification link for the account, written with the change that needs it (`tx`). */
export async function mailVerificationLink(
  tx: Executor,
  user: Recipient,
  siteUrl: string,
  now: number,
): Promise<void> {
  const token = await issueToken(tx, user.id, 'verify-email', now);
  await enqueueMail(tx, 'account.verify-email', verificationMail(user, siteUrl, token), {
    subject: user.id,
  });
}

/** Marks the address proved; a later proof keeps the first date. */
const markVerified = (tx: Executor, userId: string, now: number) =>
  tx
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${new Date(now).toISOString()})`,
    })
    .where(eq(users.id, userId));

function tooMany(reply: FastifyReply, hit: Hit, now: number, message: string) {
  reply.header('Retry-After', String(retryAfterSeconds(hit, now)));
  return sendError(reply, 429, message);
}

export async function emailRoutes(
  app: FastifyInstance,
  { onPasswordReset }: { onPasswordReset: (email: string) => Promise<void> },
): Promise<void> {
  const { db, config, counters, clock } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const perClient = (max: number) => ({
    rateLimit: { max, timeWindow: config.rateLimits.windowMs },
  });
  const anonymous = perClient(config.rateLimits.signIn);

  // A POST, not the link's GET: a mail scanner that opens the link never spends the token.
  api.post(
    '/api/auth/verify-email',
    {
      schema: {
        body: verifyEmailSchema,
        response: { 200: emailVerifiedResponseSchema, '4xx': errorBodySchema },
      },
      config: anonymous,
    },
    async (request, reply) => {
      const now = clock();
      const userId = await db.transaction(async (tx) => {
        const id = await useToken(tx, request.body.token, 'verify-email', now);
        if (id) await markVerified(tx, id, now);
        return id;
      });
      if (!userId) return sendError(reply, 400, STALE_VERIFICATION);
      return { verified: true as const };
    },
  );

  api.post(
    '/api/auth/verify-email/resend',
    {
      schema: { response: { 202: verificationSentResponseSchema, '4xx': errorBodySchema } },
      config: { auth: 'required', ...perClient(config.rateLimits.account) },
    },
    async (request, reply) => {
      const user = requiredUser(request);
      if (user.emailVerified)
        return sendError(reply, 409, 'Your email address is already verified.');
      const hit = await counters.hit(`verify-email-resend:${user.id}`, HOUR_MS);
      if (hit.count > VERIFICATION_RESENDS_PER_HOUR)
        return tooMany(
          reply,
          hit,
          clock(),
          `We have sent ${VERIFICATION_RESENDS_PER_HOUR} links in the last hour. Please check your inbox (and spam folder), or try again later.`,
        );
      await db.transaction((tx) => mailVerificationLink(tx, user, config.siteUrl, clock()));
      return reply.code(202).send({ sent: true as const });
    },
  );

  api.post(
    '/api/auth/password-reset',
    {
      schema: {
        body: passwordResetRequestSchema,
        response: { 202: passwordResetRequestedResponseSchema, '4xx': errorBodySchema },
      },
      config: anonymous,
    },
    async (request, reply) => {
      const { email } = request.body;
      // Counted per address whether or not it has an account, so the limit tells nothing either.
      const hit = await counters.hit(`password-reset:${email}`, HOUR_MS);
      if (hit.count > PASSWORD_RESETS_PER_HOUR)
        return tooMany(
          reply,
          hit,
          clock(),
          'Too many reset links were asked for this address. Please check your inbox, or try again in an hour.',
        );
      // The answer leaves before the account is even looked up: the same answer, in the same
      // time, for an address with an account and one without.
      reply.code(202).send(RESET_ACCEPTED);
      await mailResetLink(email).catch((error: unknown) =>
        request.log.error({ err: error }, 'the password reset mail was not queued'),
      );
      return reply;
    },
  );

  async function mailResetLink(email: string): Promise<void> {
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    if (!user) return;
    await db.transaction(async (tx) => {
      const token = await issueToken(tx, user.id, 'password-reset', clock());
      await enqueueMail(
        tx,
        'account.password-reset',
        passwordResetMail(user, config.siteUrl, token),
        { subject: user.id },
      );
    });
  }

  api.post(
    '/api/auth/password-reset/confirm',
    {
      schema: {
        body: passwordResetConfirmSchema,
        response: { 200: passwordResetResponseSchema, '4xx': errorBodySchema },
      },
      config: anonymous,
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const now = clock();
      const user = await tokenAccount(db, token, 'password-reset', now);
      if (!user) return sendError(reply, 400, STALE_RESET);
      const weak = await passwordProblem(password, user);
      if (weak) return sendError(reply, 400, weak);
      const passwordHash = await hashPassword(password);
      // The reset proves the address (the link came to it) and throws out every session, a
      // squatter's who signed up with someone else's address among them.
      const done = await db.transaction(async (tx) => {
        const userId = await useToken(tx, token, 'password-reset', now);
        if (!userId) return false;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await markVerified(tx, userId, now);
        await revokeAllSessions(tx, userId, new Date(now));
        return true;
      });
      if (!done) return sendError(reply, 400, STALE_RESET);
      await onPasswordReset(user.email);
      return { reset: true as const };
    },
  );
}
