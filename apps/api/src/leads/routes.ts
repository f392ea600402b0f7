// A review request from the report ("Book a free 15-minute review"): the person's note and what they
// chose to share, scored on the server from their answers. Anyone may ask, signed in or not; it is
// rate limited per address like the contact form, and a filled honeypot is thanked and dropped.
import {
  errorBodySchema,
  type ReviewRequestBody,
  reviewRequestResponseSchema,
  reviewRequestSchema,
} from '@peak/contracts';
import type { Results } from '@peak/scoring';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scoreRequest } from '../assessment/scored-request';
import { resultStore } from '../assessment/store';
import { fromStored, type StoredResults } from '../assessment/stored-results';
import { sendError } from '../http/errors';
import { createLead } from './create';
import { sharedReport } from './shared-report';

export const leadRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, scoringBank } = app;
  const store = resultStore(db, config.saves);

  /** The answers scored now, or the person's own saved result (anyone else's is not found). */
  async function resultsToShare(
    body: ReviewRequestBody,
    userId: string | null,
  ): Promise<
    { ok: true; results: Results } | { ok: false; status: 400 | 404 | 409; error: string }
  > {
    if (body.resultId) {
      const row = userId ? await store.byId(body.resultId, userId) : null;
      if (!row) return { ok: false, status: 404, error: 'Saved result not found' };
      return { ok: true, results: fromStored(row.results as unknown as StoredResults<Results>) };
    }
    return scoreRequest(scoringBank, { ...body, responses: body.responses ?? [] });
  }

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
      const shared = await resultsToShare(request.body, request.user?.id ?? null);
      if (!shared.ok) return sendError(reply, shared.status, shared.error);
      await createLead(db, config, {
        kind: 'review',
        name,
        email,
        company,
        message: note,
        userId: request.user?.id ?? null,
        shared: sharedReport(shared.results, share),
        resultId: request.body.resultId ?? null,
      });
      return { success: true as const };
    },
  );
};
