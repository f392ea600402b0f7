// The signed-in person's control of their data: GET /api/account/data answers everything kept about
// them as one JSON file, DELETE /api/account deletes the account once its email is typed again.
// Both take the person from the session only: no id in the request can reach anyone else's data.

import { Readable } from 'node:stream';
import {
  accountDeletedSchema,
  CONFIRM_EMAIL_MESSAGE,
  confirmsEmail,
  deleteAccountSchema,
  errorBodySchema,
} from '@peak/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE } from '../auth/sessions';
import { requiredUser } from '../auth/types';
import { sendError } from '../http/errors';
import type { TeamDirectory } from '../teams/directory';
import { accountDataStream, dataFileName } from './data';
import { deleteAccountData } from './deletion';
import type { SignIns } from './sign-ins';

export const NOT_DELETABLE =
  'Deleting an account is not available here at the moment. Please contact us and we will delete it for you.';
export const SIGN_IN_NOT_DELETED =
  'Your data has been deleted, but your sign-in could not be removed just now. Please try again in a few minutes.';

export const accountRoutes: FastifyPluginAsync<{
  directory: TeamDirectory;
  signIns: SignIns;
}> = async (app, { directory, signIns }) => {
  const { db, config, clock } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limited = {
    auth: 'required' as const,
    rateLimit: { max: config.rateLimits.account, timeWindow: config.rateLimits.windowMs },
  };
  const errors = { '4xx': errorBodySchema };
  const local = signIns.kind === 'local';

  /** Mirrors a change in the team directory (Clerk); a fault there is logged, as teams do. */
  const mirror = async (request: FastifyRequest, what: string, change: () => Promise<void>) => {
    try {
      await change();
    } catch (error) {
      request.log.warn({ err: error }, `team directory: ${what} after an account deletion failed`);
    }
  };

  api.get(
    '/api/account/data',
    // The document is streamed (accountDataSchema in @peak/contracts says what it holds).
    { schema: { response: { 200: z.instanceof(Readable), ...errors } }, config: limited },
    async (request, reply) => {
      const now = new Date(clock());
      const stream = await accountDataStream(db, requiredUser(request), { local, now });
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${dataFileName(now)}"`)
        .type('application/json; charset=utf-8')
        .send(stream);
    },
  );

  api.delete(
    '/api/account',
    {
      schema: { body: deleteAccountSchema, response: { 200: accountDeletedSchema, ...errors } },
      config: limited,
    },
    async (request, reply) => {
      const user = requiredUser(request);
      if (!confirmsEmail(request.body.email, user.email))
        return sendError(reply, 400, CONFIRM_EMAIL_MESSAGE);
      if (!signIns.canDelete) return sendError(reply, 503, NOT_DELETABLE);
      const deleted = await deleteAccountData(
        db,
        { id: user.id, email: user.email, local },
        { limits: app.teams.limits, clock, webhooks: Boolean(app.config.webhook) },
      );
      request.log.info({ userId: user.id }, 'account deleted');
      for (const organization of deleted.leftOrganizations)
        await mirror(request, 'leave', () => directory.left(organization, user.id));
      for (const organization of deleted.ownedOrganizations)
        await mirror(request, 'delete', () => directory.deleted(organization));
      try {
        await signIns.deleteOutside(user.id);
      } catch (error) {
        // The data is gone; deleting again retries the sign-in alone.
        request.log.error({ err: error }, 'the sign-in of a deleted account was not deleted');
        reply.header('Retry-After', '60');
        return sendError(reply, 503, SIGN_IN_NOT_DELETED);
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { deleted: true as const };
    },
  );
};
