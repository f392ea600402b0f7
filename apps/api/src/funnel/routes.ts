// POST /api/events: the funnel's steps from the browser, added to the daily totals (aggregator.ts)
// and answered 204 at once, whatever was counted. A batch sent under Do Not Track or Global
// Privacy Control counts nothing. No session is read and nothing about the client is kept: the
// rate limit's counter per address is the only trace, and it expires with its window.
import { eventsRequestSchema } from '@peak/contracts';
import { isScoredQuestion } from '@peak/scoring';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Bank, countedKeys, sourceOf } from './counted';

const BODY_LIMIT = 16 * 1024;
/** The bank's ids are read again at most this often. */
const BANK_TTL_MS = 60_000;

export const funnelRoutes: FastifyPluginAsync = async (app) => {
  const { config, clock, scoringBank, funnel } = app;

  let bank: { value: Bank; until: number } | undefined;
  async function bankNow(): Promise<Bank> {
    if (bank && bank.until > clock()) return bank.value;
    const { questions } = await scoringBank();
    const ids = questions.filter(isScoredQuestion).map((q) => q.questionId);
    bank = {
      value: { questionIds: new Set(ids), positions: ids.length },
      until: clock() + BANK_TTL_MS,
    };
    return bank.value;
  }

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/events',
    {
      bodyLimit: BODY_LIMIT,
      schema: { body: eventsRequestSchema, response: { 204: z.undefined() } },
      config: {
        rateLimit: { max: config.rateLimits.events, timeWindow: config.rateLimits.windowMs },
      },
    },
    async (request, reply) => {
      const declined = request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
      if (!declined) {
        const keys = countedKeys(
          request.body,
          await bankNow(),
          clock(),
          sourceOf(request.body.source),
        );
        await funnel.add(keys);
      }
      return reply.code(204).send();
    },
  );
};
