// The plan API. The owner's routes need a signed-in account with a proved address (its reminders
// are mail to it); the check-in and stop routes need only their token, so the mails' one-click
// links work signed out. The stop route is the one a mail client posts to (RFC 8058: a form body
// `List-Unsubscribe=One-Click`, from no page of ours), so it alone takes a form body from anywhere.
// An unknown token answers 404, a check-in of an ended plan 410.
import {
  CHECK_IN_CLOSED,
  checkInAnswerSchema,
  checkInViewSchema,
  createPlanSchema,
  currentPlanSchema,
  errorBodySchema,
  NO_ACTIVE_PLAN,
  planSchema,
  RETAKE_DAYS,
  remindersStoppedSchema,
  updatePlanSchema,
} from '@peak/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOT_VERIFIED } from '../auth/email-routes';
import { requiredUser } from '../auth/types';
import { sendError } from '../http/errors';
import { UNLISTED_HEADERS } from '../http/web';
import { retryAfterSeconds } from '../limits/counters';
import { calendarFileName, planCalendar } from './calendar';
import { type PlanStore, planStore } from './store';

export const SITE_NAME = 'Peak Partners';
export const RESULT_NOT_YOURS = 'Choose one of your saved results.';
export const CHECK_IN_NOT_FOUND = 'Not Found';
/** Partner notes an account may send in a day: a plan is not a way to mail strangers. */
export const PARTNER_NOTES_PER_DAY = 3;
const DAY_MS = 86_400_000;

const tokenParams = z.object({ token: z.string().max(100) });

export const planRoutes: FastifyPluginAsync = async (app) => {
  const { config, clock, counters, db } = app;
  const store: PlanStore = planStore(db, { siteUrl: config.siteUrl, siteName: SITE_NAME }, clock);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const accountLimit = { max: config.rateLimits.account, timeWindow: config.rateLimits.windowMs };
  const writes = { auth: 'required' as const, rateLimit: accountLimit };
  const byToken = {
    rateLimit: { max: config.rateLimits.checkIns, timeWindow: config.rateLimits.windowMs },
  };
  const errors = { '4xx': errorBodySchema };
  const ownerOf = (request: Parameters<typeof requiredUser>[0]) => {
    const user = requiredUser(request);
    return { id: user.id, email: user.email, firstName: user.firstName };
  };
  const noPlan = (reply: FastifyReply) => sendError(reply, 404, NO_ACTIVE_PLAN);
  /** A mail client's one-click post is a form: read as text, its fields are not needed. */
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** Until the address is proved, the site sends nothing on the account's behalf. */
  const unverified = (request: Parameters<typeof requiredUser>[0], reply: FastifyReply) => {
    if (requiredUser(request).emailVerified) return false;
    void sendError(reply, 403, NOT_VERIFIED);
    return true;
  };

  async function partnerLimited(userId: string, reply: FastifyReply) {
    const day = await counters.hit(`partner-notes:${userId}`, DAY_MS);
    if (day.count <= PARTNER_NOTES_PER_DAY) return false;
    reply.header('Retry-After', String(retryAfterSeconds(day, clock())));
    void sendError(
      reply,
      429,
      `You have sent ${PARTNER_NOTES_PER_DAY} partner notes today, the most a day. Please try again tomorrow.`,
    );
    return true;
  }

  api.post(
    '/api/plans',
    {
      schema: { body: createPlanSchema, response: { 201: planSchema, ...errors } },
      config: writes,
    },
    async (request, reply) => {
      if (unverified(request, reply)) return reply;
      const owner = ownerOf(request);
      const retakeDays = request.body.retakeDays ?? RETAKE_DAYS.default;
      const plan = await store.create(owner, request.body, retakeDays);
      const current = plan && (await store.current(owner.id));
      if (!current) return sendError(reply, 404, RESULT_NOT_YOURS);
      return reply.code(201).send(current);
    },
  );

  api.get(
    '/api/plans/current',
    { schema: { response: { 200: currentPlanSchema } }, config: { auth: 'required' } },
    async (request) => ({ plan: await store.current(requiredUser(request).id) }),
  );

  api.patch(
    '/api/plans/current',
    {
      schema: { body: updatePlanSchema, response: { 200: planSchema, ...errors } },
      config: writes,
    },
    async (request, reply) => {
      if (unverified(request, reply)) return reply;
      const owner = ownerOf(request);
      const updated = await store.update(owner, request.body);
      if (!updated) return noPlan(reply);
      if (request.body.confirmPartner && updated.partnerEmail && !updated.partnerNotifiedAt) {
        if (await partnerLimited(owner.id, reply)) return reply;
        await store.notifyPartner(owner);
      }
      return (await store.current(owner.id)) ?? noPlan(reply);
    },
  );

  api.delete(
    '/api/plans/current',
    { schema: { response: { 204: z.undefined(), ...errors } }, config: writes },
    async (request, reply) => {
      if (!(await store.drop(requiredUser(request).id))) return noPlan(reply);
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/plans/current/calendar.ics',
    // A file, not JSON: no response schema (its serializer would quote it).
    { config: { auth: 'required' } },
    async (request, reply) => {
      const found = await store.calendarOf(requiredUser(request).id);
      if (!found) return noPlan(reply);
      const { plan, checkIns } = found;
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${calendarFileName(plan.createdAt)}"`)
        .send(
          planCalendar({
            planId: plan.id,
            siteUrl: config.siteUrl,
            siteName: SITE_NAME,
            capability: plan.capability,
            ifThen: plan.ifThen,
            timeZone: plan.timeZone,
            checkIns: plan.remindersStoppedAt ? [] : checkIns,
            retakeAt: plan.retakeAt,
            now: new Date(clock()),
          }),
        );
    },
  );

  const answered = (reply: FastifyReply, view: Awaited<ReturnType<PlanStore['checkIn']>>) => {
    reply.headers(UNLISTED_HEADERS);
    if (view === null) return sendError(reply, 404, CHECK_IN_NOT_FOUND);
    if (view === 'closed') return sendError(reply, 410, CHECK_IN_CLOSED);
    return reply.send(view);
  };

  api.get(
    '/api/plans/check-ins/:token',
    {
      schema: { params: tokenParams, response: { 200: checkInViewSchema, ...errors } },
      config: byToken,
    },
    async (request, reply) => answered(reply, await store.checkIn(request.params.token)),
  );

  api.post(
    '/api/plans/check-ins/:token',
    {
      schema: {
        params: tokenParams,
        body: checkInAnswerSchema,
        response: { 200: checkInViewSchema, ...errors },
      },
      config: byToken,
    },
    async (request, reply) =>
      answered(
        reply,
        await store.answer(request.params.token, request.body.answer, request.body.note),
      ),
  );

  api.post(
    '/api/plans/unsubscribe/:token',
    {
      schema: { params: tokenParams, response: { 200: remindersStoppedSchema, ...errors } },
      config: { ...byToken, oneClick: true },
    },
    async (request, reply) => {
      reply.headers(UNLISTED_HEADERS);
      if (!(await store.stop(request.params.token)))
        return sendError(reply, 404, CHECK_IN_NOT_FOUND);
      return { stopped: true as const };
    },
  );
};
