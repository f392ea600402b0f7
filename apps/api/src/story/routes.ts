// POST /api/story: the results are recomputed from raw answers here, the prompt is built here, and
// the chat-completion service is called here, so no key or prompt ever reaches the browser.
import { parseResponses, scoreAssessment } from '@peak/scoring';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import OpenAI from 'openai';
import { z } from 'zod';
import { scoringBank } from '../assessment/bank';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { sendError } from '../http/errors';
import { COMPOSED_LABEL, composeStory } from './compose';
import { SYSTEM_MESSAGE, storyPrompt } from './prompt';

export const STORY_UNAVAILABLE =
  'Unable to generate personalized story at this time due to service limits. Please try again later.';
const MAX_TOKENS = 512;
const TEMPERATURE = 0.7;

const storyBody = z.object({
  responses: z.union([
    z.array(z.object({ questionId: z.string().min(1).max(100), doing: z.unknown() })).max(200),
    z.record(z.string().min(1).max(100), z.unknown()),
  ]),
});

export async function registerStoryRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: AppConfig },
) {
  const { db, config } = deps;
  const bank = scoringBank(db);
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
      schema: { body: storyBody },
      config: {
        rateLimit: { max: config.rateLimits.story, timeWindow: config.rateLimits.windowMs },
      },
    },
    async (request, reply) => {
      const { questions, rules } = await bank();
      const parsed = parseResponses(request.body.responses, questions);
      if (!parsed.ok) return sendError(reply, 400, parsed.error);
      if (parsed.responses.length === 0)
        return sendError(reply, 400, 'responses must answer at least one question');
      const results = scoreAssessment(parsed.responses, { questions, rules });
      if (!model || !config.openai)
        return { story: composeStory(results), source: 'composed', label: COMPOSED_LABEL };
      try {
        const completion = await model.chat.completions.create({
          model: config.openai.model,
          messages: [
            { role: 'system', content: SYSTEM_MESSAGE },
            { role: 'user', content: storyPrompt(results) },
          ],
          max_tokens: MAX_TOKENS,
          temperature: TEMPERATURE,
        });
        const story = completion.choices[0]?.message?.content?.trim();
        if (!story) throw new Error('the model answered with no text');
        return { story, source: 'model' };
      } catch (error) {
        request.log.warn({ err: error }, 'story generation failed');
        return sendError(reply, 503, STORY_UNAVAILABLE);
      }
    },
  );
}
