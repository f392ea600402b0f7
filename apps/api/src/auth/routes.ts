// Accounts over HTTP: who am I, and, with local accounts, sign-up, sign-in and sign-out.
import {
  errorBodySchema,
  meResponseSchema,
  signedInResponseSchema,
  signedOutResponseSchema,
  signInSchema,
  signUpSchema,
} from '@peak/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../db/schema';
import { sendError } from '../http/errors';
import { retryAfterSeconds } from '../limits/counters';
import { emailRoutes, mailVerificationLink } from './email-routes';
import { passwordProblem } from './password-policy';
import { DECOY_HASH, hashPassword, verifyPassword } from './passwords';
import { createSession, emailVerified, revokeSession, SESSION_COOKIE } from './sessions';
import type { AuthProvider } from './types';

const WRONG_CREDENTIALS = 'Incorrect email or password.';

/** Failed sign-ins one account may take in a window before it must wait. */
export const SIGN_IN_FAILURES = { max: 5, windowMs: 15 * 60_000 };
const failuresKey = (email: string) => `sign-in-failures:${email}`;
const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The calls that exist only with local accounts; with Clerk they answer 404. */
const LOCAL_ONLY_PATHS = [
  '/api/auth/sign-up',
  '/api/auth/sign-in',
  '/api/auth/sign-out',
  '/api/auth/verify-email',
  '/api/auth/verify-email/resend',
  '/api/auth/password-reset',
  '/api/auth/password-reset/confirm',
];

/**
 * Who the request speaks for (`request.user`, for every route that asks with `config.auth`) and,
 * with local accounts, the calls that sign up, in and out. Not encapsulated: its hook serves every
 * area.
 */
export const auth = fp<{ provider: AuthProvider }>(
  async (app, { provider }) => {
    const { db, config, counters } = app;
    const api = app.withTypeProvider<ZodTypeProvider>();

    app.decorateRequest('user', null);
    app.addHook('preHandler', async (request, reply) => {
      const mode = request.routeOptions.config.auth;
      if (!mode) return;
      request.user = await provider.authenticate(request);
      if (mode === 'required' && !request.user)
        return sendError(reply, 401, 'Please sign in to continue.');
    });

    // Signed out is an answer, not an error: browsers log every 4xx to the console.
    api.get(
      '/api/auth/me',
      { schema: { response: { 200: meResponseSchema } }, config: { auth: 'optional' } },
      async (request) => ({ user: request.user }),
    );

    if (provider.kind !== 'local') {
      const disabled = async (_: unknown, reply: FastifyReply) =>
        sendError(reply, 404, 'Sign-in is handled by the hosted provider; local accounts are off.');
      for (const path of LOCAL_ONLY_PATHS)
        api.post(path, { schema: { response: { '4xx': errorBodySchema } } }, disabled);
      return;
    }

    await emailRoutes(app, {
      // A new password ends the failed sign-ins counted against the account.
      onPasswordReset: (email) => counters.reset(failuresKey(email)),
    });

    const setSessionCookie = (reply: FastifyReply, token: string, expires: Date) =>
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.production,
        path: '/',
        expires,
      });

    const limit = (max: number) => ({ rateLimit: { max, timeWindow: config.rateLimits.windowMs } });

    api.post(
      '/api/auth/sign-up',
      {
        schema: {
          body: signUpSchema,
          response: { 201: signedInResponseSchema, '4xx': errorBodySchema },
        },
        config: limit(config.rateLimits.signUp),
      },
      async (request, reply) => {
        const { firstName, lastName, email, password } = request.body;
        const weak = await passwordProblem(password, { email, firstName, lastName });
        if (weak) return sendError(reply, 400, weak);
        const passwordHash = await hashPassword(password);
        // The account and the link that proves its address are written together. An address that
        // already has an account answers 409: its owner gets back in through "Forgot password".
        const user = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({ email, firstName, lastName, passwordHash })
            .onConflictDoNothing({ target: users.email })
            .returning({
              id: users.id,
              email: users.email,
              firstName: users.firstName,
              lastName: users.lastName,
              emailVerified: emailVerified(),
            });
          if (created) await mailVerificationLink(tx, created, config.siteUrl, app.clock());
          return created;
        });
        if (!user)
          return sendError(
            reply,
            409,
            'An account with this email already exists. Please sign in instead.',
          );
        const session = await createSession(db, user.id, config.sessionTtlDays);
        setSessionCookie(reply, session.token, session.expiresAt);
        return reply.code(201).send({ user });
      },
    );

    api.post(
      '/api/auth/sign-in',
      {
        schema: {
          body: signInSchema,
          response: { 200: signedInResponseSchema, '4xx': errorBodySchema },
        },
        config: limit(config.rateLimits.signIn),
      },
      async (request, reply) => {
        const { email, password } = request.body;
        // Guessing one account's password from many addresses is slowed per account, not per address.
        const failures = await counters.peek(failuresKey(email));
        if (failures && failures.count >= SIGN_IN_FAILURES.max) {
          const wait = retryAfterSeconds(failures);
          reply.header('Retry-After', String(wait));
          return sendError(
            reply,
            429,
            `Too many failed sign-ins for this account. Please try again in ${minutes(wait)} minute${minutes(wait) === 1 ? '' : 's'}.`,
          );
        }
        const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
        // The same work and the same answer whether the email is unknown or the password wrong.
        const valid = await verifyPassword(password, user?.passwordHash ?? DECOY_HASH);
        if (!user || !valid) {
          await counters.hit(failuresKey(email), SIGN_IN_FAILURES.windowMs);
          return sendError(reply, 401, WRONG_CREDENTIALS);
        }
        if (failures) await counters.reset(failuresKey(email));
        const session = await createSession(db, user.id, config.sessionTtlDays);
        setSessionCookie(reply, session.token, session.expiresAt);
        return {
          user: {
            id: user.id,
            email: user.email,
            firstName: user.firstName,
            lastName: user.lastName,
            emailVerified: user.emailVerifiedAt !== null,
          },
        };
      },
    );

    const signOut = { response: { 200: signedOutResponseSchema, '4xx': errorBodySchema } };
    api.post('/api/auth/sign-out', { schema: signOut }, async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await revokeSession(db, token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const };
    });
  },
  { name: 'auth' },
);
