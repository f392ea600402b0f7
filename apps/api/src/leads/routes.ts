// A review request from the report ("Book a free 15-minute review"): the person's note and what they
// chose to share, scored on the server from their answers. Anyone may ask, signed in or not; it is
// rate limited per address like the contact form, and a filled honeypot is thanked and dropped.
import { errorBodySchema, reviewRequestResponseSchema, reviewRequestSchema } from '@peak/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scoreRequest } from '../assessment/scored-request';
import { sendError } from '../http/errors';
import { createLead } from './create';
import { sharedReport } from './shared-report';

export const leadRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, scoringBank } = app;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/review-requests',
    {
      schema: {
        body: reviewRequestSchema,
        response: { 200: reviewRequestResponseSchema, '4xx': errorBodySchema },
      },
      config: {
        auth: 'optional',
        rateLimit: { max: config.rateLimits.leads, timeWindow: config.rateLimits.windowMs * 10 },
      },
    },
    async (request, reply) => {
      const { name, email, company, note, share, website } = request.body;
      if (website) {
        request.log.info('review request honeypot filled; dropped');
        return { success: true as const };
      }
      const scored = await scoreRequest(scoringBank, request.body);
      if (!scored.ok) return sendError(reply, scored.status, scored.error);
      await createLead(db, config, {
        kind: 'review',
        name,
        email,
        company,
        message: note,
        userId: request.user?.id ?? null,
        shared: sharedReport(scored.results, share),
      });
      return { success: true as const };
    },
  );
};
