// POST /api/story: the results are recomputed from raw answers here, the prompt is built here, and
// the chat-completion service is called here, so no key or prompt ever reaches the browser.

import { createHash } from 'node:crypto';
import {
  COMPOSED_STORY_LABEL,
  errorBodySchema,
  storyRequestSchema,
  storyResponseSchema,
} from '@peak/contracts';
import { checkModelStory, composeStory, quotableNumbers } from '@peak/scoring';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import OpenAI from 'openai';
import { scoreRequest } from '../assessment/scored-request';
import { stories } from '../db/schema';
import { sendError } from '../http/errors';
import { SYSTEM_MESSAGE, storyPrompt } from './prompt';

export const STORY_UNAVAILABLE =
  'Unable to generate personalized story at this time due to service limits. Please try again later.';
const MAX_TOKENS = 512;
const TEMPERATURE = 0.7;

const DAY_MS = 24 * 60 * 60_000;
/** The UTC day a model call is counted against. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The personalized story: the local writer's, or the model's for signed-in readers. */
export const storyRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, counters, scoringBank: bank, clock } = app;
  const model = config.openai
    ? new OpenAI({
        apiKey: config.openai.apiKey,
        baseURL: config.openai.baseUrl,
        timeout: config.openai.timeoutMs,
        maxRetries: 0,
      })
    : null;

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/story',
    {
      schema: {
        body: storyRequestSchema,
        response: { 200: storyResponseSchema, '4xx': errorBodySchema },
      },
      config: {
        auth: 'optional',
        rateLimit: { max: config.rateLimits.story, timeWindow: config.rateLimits.windowMs },
      },
    },
    async (request, reply) => {
      const scored = await scoreRequest(bank, request.body);
      if (!scored.ok) return sendError(reply, scored.status, scored.error);
      const { bank: current, results } = scored;
      const composed = () => ({
        story: composeStory(results),
        source: 'composed' as const,
        label: COMPOSED_STORY_LABEL,
      });
      // The model is spent only on signed-in readers, once per distinct set of facts, and within
      // the day's budget; everyone else gets the local writer at no cost.
      if (!model || !config.openai || !request.user) return composed();
      const prompt = storyPrompt(results);
      const key = createHash('sha256').update(`${config.openai.model}\n${prompt}`).digest('hex');
      const [cached] = await db.select().from(stories).where(eq(stories.key, key)).limit(1);
      if (cached) return { story: cached.story, source: 'model' as const };
      const spent = await counters.hit(`story-model:${dayOf(new Date(clock()))}`, DAY_MS);
      if (spent.count > config.storyModelDailyBudget) {
        request.log.warn(
          { budget: config.storyModelDailyBudget },
          'story model budget spent today',
        );
        return composed();
      }
      try {
        const completion = await model.chat.completions.create({
          model: config.openai.model,
          messages: [
            { role: 'system', content: SYSTEM_MESSAGE },
            { role: 'user', content: prompt },
          ],
          max_tokens: MAX_TOKENS,
          temperature: TEMPERATURE,
        });
        const story = completion.choices[0]?.message?.content?.trim();
        if (!story) throw new Error('the model answered with no text');
        // A story that is not 3-5 paragraphs, quotes a number the results do not hold, or names
        // another archetype than the report's, is not shown: the local writer's story stands in.
        const check = checkModelStory(story, quotableNumbers(results), {
          names: current.rules.filter((r) => r.type === 'archetype').map((r) => r.name),
          shown: results.report.archetype?.name ?? null,
          runnerUp: results.report.archetype?.runnerUp?.name ?? null,
        });
        if (!check.ok) {
          request.log.warn({ reason: check.reason }, 'model story refused');
          return composed();
        }
        await db.insert(stories).values({ key, story }).onConflictDoNothing();
        return { story, source: 'model' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'story generation failed');
        return sendError(reply, 503, STORY_UNAVAILABLE);
      }
    },
  );
};
