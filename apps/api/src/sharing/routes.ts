// Share links to a saved report, made, listed and revoked by its owner; the report a working link
// opens, for anyone holding it; and "Email me this report" to the account's own address. Someone
// else's result answers 404, like a missing one. An unknown token answers the plain 404; a link
// that worked once answers 410 with why (expired or revoked). That tells nothing to someone
// guessing (a token is 256 random bits, so no guess finds a real one) and tells the person who was
// given the link only what became of it, nothing of the report or its owner.
import {
  createdShareLinkSchema,
  createShareLinkSchema,
  emailReportSchema,
  errorBodySchema,
  reportEmailedSchema,
  SHARE_LINK_GONE_TEXT,
  shareLinkGoneSchema,
  shareLinkListSchema,
  shareLinkReportSchema,
} from '@peak/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOT_VERIFIED } from '../auth/email-routes';
import { requiredUser } from '../auth/types';
import { sendError } from '../http/errors';
import { UNLISTED_HEADERS } from '../http/web';
import { retryAfterSeconds } from '../limits/counters';
import { enqueueMail } from '../outbox/enqueue';
import type { ReportContent } from './report-content';
import { reportMail } from './report-mail';
import { savedReportPdf } from './report-pdf';
import { shareLinkReport } from './shared-view';
import { SHARE_LINKS_PER_RESULT, type ShareLinkRow, type ShareLinkStore } from './store';

const id = z.string().max(100);
const resultParams = z.object({ id });
const linkParams = z.object({ id, linkId: id });
const tokenParams = z.object({ token: z.string().max(100) });

export const RESULT_NOT_FOUND = 'Assessment results not found';
export const LINK_NOT_FOUND = 'Not Found';
/** Mails of a report an account may ask for in an hour. */
export const REPORT_EMAILS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

const linkOf = (row: ShareLinkRow) => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  firstName: row.firstName,
});

/** The first name a link may show: the account's own, trimmed; none when it has none. */
const shownFirstName = (firstName: string) => firstName.trim().slice(0, 100) || null;

export interface SharingOptions {
  store: ShareLinkStore;
  /** What the emailed PDF reads besides the result: the report texts and the site's name. */
  reportContent: () => Promise<ReportContent>;
}

export const sharingRoutes: FastifyPluginAsync<SharingOptions> = async (
  app,
  { store, reportContent },
) => {
  const { config, clock, counters, db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const accountLimit = { max: config.rateLimits.account, timeWindow: config.rateLimits.windowMs };
  const writes = { auth: 'required' as const, rateLimit: accountLimit };
  const errors = { '4xx': errorBodySchema };
  const notFound = (reply: FastifyReply) => sendError(reply, 404, RESULT_NOT_FOUND);

  api.post(
    '/api/assessments/:id/share-links',
    {
      schema: {
        params: resultParams,
        body: createShareLinkSchema,
        response: { 201: createdShareLinkSchema, ...errors },
      },
      config: writes,
    },
    async (request, reply) => {
      const user = requiredUser(request);
      const days = request.body.days ?? config.shareLinkDays;
      // The name comes from the signed-in account, never from the request.
      const firstName = request.body.showFirstName ? shownFirstName(user.firstName) : null;
      const created = await store.create(request.params.id, user.id, days, firstName);
      if (created.status === 'not-found') return notFound(reply);
      if (created.status === 'full')
        return sendError(
          reply,
          409,
          `This report has ${SHARE_LINKS_PER_RESULT} working share links, the most it can have. Revoke one to make another.`,
        );
      return reply.code(201).send({
        ...linkOf(created.row),
        token: created.token,
        url: `${config.siteUrl}/r/${created.token}`,
      });
    },
  );

  api.get(
    '/api/assessments/:id/share-links',
    {
      schema: { params: resultParams, response: { 200: shareLinkListSchema, ...errors } },
      config: { auth: 'required' },
    },
    async (request, reply) => {
      const { id: resultId } = request.params;
      if (!(await store.owned(resultId, requiredUser(request).id))) return notFound(reply);
      return { docs: (await store.working(resultId)).map(linkOf) };
    },
  );

  api.delete(
    '/api/assessments/:id/share-links/:linkId',
    {
      schema: { params: linkParams, response: { 204: z.undefined(), ...errors } },
      config: writes,
    },
    async (request, reply) => {
      const { id: resultId, linkId } = request.params;
      if (!(await store.owned(resultId, requiredUser(request).id))) return notFound(reply);
      const revoked = await store.revoke(resultId, linkId);
      return revoked ? reply.code(204).send() : sendError(reply, 404, 'Share link not found');
    },
  );

  api.get(
    '/api/shared/:token',
    {
      schema: {
        params: tokenParams,
        response: { 200: shareLinkReportSchema, 410: shareLinkGoneSchema, ...errors },
      },
      config: { rateLimit: accountLimit },
      // Every answer, a refusal included, stays out of caches, search engines and Referer headers.
      onRequest: (_request, reply, done) => {
        reply.headers(UNLISTED_HEADERS);
        done();
      },
    },
    async (request, reply) => {
      const opened = await store.opened(request.params.token);
      if (!opened) return sendError(reply, 404, LINK_NOT_FOUND);
      if (opened.status !== 'open') {
        const error = SHARE_LINK_GONE_TEXT[opened.status];
        return reply
          .code(410)
          .send({ success: false, error, errors: [{ message: error }], reason: opened.status });
      }
      return shareLinkReport(opened.result, opened.expiresAt, opened.firstName);
    },
  );

  api.post(
    '/api/assessments/:id/email',
    {
      schema: {
        params: resultParams,
        body: emailReportSchema,
        response: { 202: reportEmailedSchema, ...errors },
      },
      config: writes,
    },
    async (request, reply) => {
      const user = requiredUser(request);
      const result = await store.ownedReport(request.params.id, user.id);
      if (!result) return notFound(reply);
      // Until the address is proved, the site mails nothing on the account's behalf.
      if (!user.emailVerified) return sendError(reply, 403, NOT_VERIFIED);
      if (!user.email)
        return sendError(reply, 409, 'Your account has no email address to send the report to.');
      const hour = await counters.hit(`report-emails:${user.id}`, HOUR_MS);
      if (hour.count > REPORT_EMAILS_PER_HOUR) {
        reply.header('Retry-After', String(retryAfterSeconds(hour, clock())));
        return sendError(
          reply,
          429,
          `You have asked for ${REPORT_EMAILS_PER_HOUR} report emails in the last hour. Please try again later.`,
        );
      }
      // Rendered after the hourly limit, so a client cannot make the server render more often.
      const pdf = await savedReportPdf(result, await reportContent());
      await enqueueMail(
        db,
        'report.email',
        reportMail({
          to: user.email,
          firstName: user.firstName,
          siteUrl: config.siteUrl,
          resultId: result.id,
          savedAt: result.createdAt,
          pdf,
        }),
        { subject: user.id },
      );
      // Without a mail server the mail only waits: the page must not say it was sent.
      const delivery = config.mail.smtpUrl ? 'smtp' : 'outbox';
      return reply.code(202).send({ queued: true as const, delivery });
    },
  );
};
