// The 360 API. The person's routes need a signed-in account (an invitation by mail, a proved
// address too, and a daily quota: a 360 is not a way to mail strangers); the rater's need only
// their link's token, no account. Answers that name no one: a group's counts appear only once the
// minimum were invited, the report only ever holds whole sealed batches (store.ts).
import {
  createdGroupLinkSchema,
  errorBodySchema,
  FEEDBACK_NOT_FOUND,
  feedbackDetailSchema,
  feedbackListSchema,
  feedbackReportSchema,
  feedbackSummarySchema,
  groupLinkRequestSchema,
  inviteRaterSchema,
  predictionsRequestSchema,
  raterSavedSchema,
  raterSaveSchema,
  raterSubmittedSchema,
  raterViewSchema,
  raterWithdrawnSchema,
  startFeedbackSchema,
} from '@peak/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOT_VERIFIED } from '../auth/email-routes';
import { requiredUser } from '../auth/types';
import { sendError } from '../http/errors';
import { UNLISTED_HEADERS } from '../http/web';
import { retryAfterSeconds } from '../limits/counters';
import { SITE_NAME } from '../plans/routes';
import { type BuiltReport, feedbackStore, isRefusal, type Refusal } from './store';

/** The report without its counts: the part that changes only when a batch seals or dissolves. */
const builtReportSchema = feedbackReportSchema.omit({ feedback: true });

const DAY_MS = 86_400_000;
const idParams = z.object({ id: z.string().max(64) });
const tokenParams = z.object({ token: z.string().max(100) });
/** The answers and three comments of 1,000 characters fit well within this. */
const RATER_BODY_LIMIT = 16 * 1024;

export const feedbackRoutes: FastifyPluginAsync = async (app) => {
  const { config, clock, counters, db } = app;
  const store = feedbackStore(
    db,
    { siteUrl: config.siteUrl, siteName: SITE_NAME },
    { minimum: config.feedback.minGroup },
    clock,
  );
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = { '4xx': errorBodySchema };
  const accountLimit = { max: config.rateLimits.account, timeWindow: config.rateLimits.windowMs };
  const mine = { auth: 'required' as const };
  const writes = { auth: 'required' as const, rateLimit: accountLimit };
  const byToken = {
    rateLimit: { max: config.rateLimits.checkIns, timeWindow: config.rateLimits.windowMs },
  };
  const ownerOf = (request: Parameters<typeof requiredUser>[0]) => {
    const user = requiredUser(request);
    return { id: user.id, firstName: user.firstName };
  };
  const notFound = (reply: FastifyReply) => sendError(reply, 404, FEEDBACK_NOT_FOUND);
  const refused = (reply: FastifyReply, refusal: Refusal) =>
    sendError(reply, refusal.refused, refusal.message);
  /** The store's answer: a refusal as an error, null as 404, else the value. */
  /** A built report's figures as JSON, by the built object the store keeps while they hold. */
  const figuresJson = new WeakMap<BuiltReport, string>();

  const answer = <T>(reply: FastifyReply, value: T | Refusal | null, status = 200) => {
    if (value === null) return notFound(reply);
    if (isRefusal(value)) return refused(reply, value);
    return reply.code(status).send(value);
  };

  async function invitationsLimited(userId: string, reply: FastifyReply) {
    const day = await counters.hit(`feedback-invitations:${userId}`, DAY_MS);
    if (day.count <= config.feedback.invitationsPerDay) return false;
    reply.header('Retry-After', String(retryAfterSeconds(day, clock())));
    void sendError(
      reply,
      429,
      `You have sent ${config.feedback.invitationsPerDay} invitations today, the most a day. Please try again tomorrow.`,
    );
    return true;
  }

  api.post(
    '/api/feedback',
    {
      schema: {
        body: startFeedbackSchema,
        response: { 201: feedbackDetailSchema, ...errors },
      },
      config: writes,
    },
    async (request, reply) => {
      const { resultId, closesAt } = request.body;
      const started = await store.start(
        ownerOf(request),
        resultId,
        closesAt ? new Date(closesAt) : undefined,
      );
      return answer(reply, started, 201);
    },
  );

  api.get(
    '/api/feedback',
    { schema: { response: { 200: feedbackListSchema } }, config: mine },
    async (request) => ({ feedback: await store.list(requiredUser(request).id) }),
  );

  api.get(
    '/api/feedback/:id',
    {
      schema: { params: idParams, response: { 200: feedbackDetailSchema, ...errors } },
      config: mine,
    },
    async (request, reply) =>
      answer(reply, await store.detail(requiredUser(request).id, request.params.id)),
  );

  api.delete(
    '/api/feedback/:id',
    { schema: { params: idParams, response: { 204: z.undefined(), ...errors } }, config: writes },
    async (request, reply) => {
      if (!(await store.remove(requiredUser(request).id, request.params.id)))
        return notFound(reply);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/feedback/:id/raters',
    {
      schema: {
        params: idParams,
        body: inviteRaterSchema,
        response: { 201: feedbackDetailSchema, ...errors },
      },
      config: writes,
    },
    async (request, reply) => {
      if (!requiredUser(request).emailVerified) return sendError(reply, 403, NOT_VERIFIED);
      const owner = ownerOf(request);
      if (!(await store.detail(owner.id, request.params.id))) return notFound(reply);
      if (await invitationsLimited(owner.id, reply)) return reply;
      const { email, group } = request.body;
      return answer(reply, await store.invite(owner, request.params.id, email, group), 201);
    },
  );

  api.delete(
    '/api/feedback/:id/raters/:raterId',
    {
      schema: {
        params: idParams.extend({ raterId: z.string().max(64) }),
        response: { 200: feedbackDetailSchema, ...errors },
      },
      config: writes,
    },
    async (request, reply) => {
      const { id, raterId } = request.params;
      return answer(reply, await store.revokeInvitation(requiredUser(request).id, id, raterId));
    },
  );

  api.post(
    '/api/feedback/:id/links',
    {
      schema: {
        params: idParams,
        body: groupLinkRequestSchema,
        response: { 201: createdGroupLinkSchema, ...errors },
      },
      config: writes,
    },
    async (request, reply) => {
      const { id } = request.params;
      const link = await store.createLink(requiredUser(request).id, id, request.body.group);
      return answer(reply, link, 201);
    },
  );

  api.delete(
    '/api/feedback/:id/links/:linkId',
    {
      schema: {
        params: idParams.extend({ linkId: z.string().max(64) }),
        response: { 200: feedbackDetailSchema, ...errors },
      },
      config: writes,
    },
    async (request, reply) => {
      const { id, linkId } = request.params;
      return answer(reply, await store.revokeLink(requiredUser(request).id, id, linkId));
    },
  );

  api.post(
    '/api/feedback/:id/predictions',
    {
      schema: {
        params: idParams,
        body: predictionsRequestSchema,
        response: { 200: feedbackDetailSchema, ...errors },
      },
      config: writes,
    },
    async (request, reply) => {
      const { id } = request.params;
      const { predictions } = request.body;
      return answer(reply, await store.predict(requiredUser(request).id, id, predictions));
    },
  );

  api.get(
    '/api/feedback/:id/report',
    {
      schema: { params: idParams, response: { 200: feedbackReportSchema, ...errors } },
      config: mine,
    },
    async (request, reply) => {
      const parts = await store.reportParts(requiredUser(request).id, request.params.id);
      if (!parts) return notFound(reply);
      // The figures are checked and written once per build; only the counts each time.
      let figures = figuresJson.get(parts.built);
      if (!figures) {
        figures = JSON.stringify(builtReportSchema.encode(parts.built));
        figuresJson.set(parts.built, figures);
      }
      const counts = JSON.stringify(feedbackSummarySchema.encode(parts.feedback));
      const body = `{"feedback":${counts},${figures.slice(1)}`;
      return reply.serializer(() => body).send({ feedback: parts.feedback, ...parts.built });
    },
  );

  // The rater's routes: their token is the key; the pages they serve are secret addresses.

  api.get(
    '/api/feedback/rate/:token',
    {
      schema: { params: tokenParams, response: { 200: raterViewSchema, ...errors } },
      config: byToken,
    },
    async (request, reply) => {
      reply.headers(UNLISTED_HEADERS);
      return answer(reply, await store.view(request.params.token));
    },
  );

  api.put(
    '/api/feedback/rate/:token',
    {
      bodyLimit: RATER_BODY_LIMIT,
      schema: {
        params: tokenParams,
        body: raterSaveSchema,
        response: { 200: raterSavedSchema, ...errors },
      },
      config: byToken,
    },
    async (request, reply) => {
      reply.headers(UNLISTED_HEADERS);
      return answer(reply, await store.save(request.params.token, request.body));
    },
  );

  api.post(
    '/api/feedback/rate/:token/submit',
    {
      schema: { params: tokenParams, response: { 200: raterSubmittedSchema, ...errors } },
      config: byToken,
    },
    async (request, reply) => {
      reply.headers(UNLISTED_HEADERS);
      return answer(reply, await store.submit(request.params.token));
    },
  );

  api.delete(
    '/api/feedback/rate/:token',
    {
      schema: { params: tokenParams, response: { 200: raterWithdrawnSchema, ...errors } },
      config: byToken,
    },
    async (request, reply) => {
      reply.headers(UNLISTED_HEADERS);
      return answer(reply, await store.withdraw(request.params.token));
    },
  );
};
