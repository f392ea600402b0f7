// POST /api/story: the results are recomputed from raw answers here, the prompt is built here, and
// the chat-completion service is called here, so no key or prompt ever reaches the browser.

import { checkModelStory, quotableNumbers } from '@peak/scoring';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import OpenAI from 'openai';
import { z } from 'zod';
import { scoringBank } from '../assessment/bank';
import { answersSchema, roleSchema, scoreAnswers } from '../assessment/score-answers';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { sendError } from '../http/errors';
import { COMPOSED_LABEL, composeStory } from './compose';
import { SYSTEM_MESSAGE, storyPrompt } from './prompt';

export const STORY_UNAVAILABLE =
  'Unable to generate personalized story at this time due to service limits. Please try again later.';
const MAX_TOKENS = 512;
const TEMPERATURE = 0.7;

const storyBody = z.object({ responses: answersSchema, role: roleSchema });

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
      const scored = scoreAnswers(request.body.responses, await bank(), request.body.role);
      if (!scored.ok) return sendError(reply, 400, scored.error);
      const { results } = scored;
      const composed = () => ({
        story: composeStory(results),
        source: 'composed',
        label: COMPOSED_LABEL,
      });
      if (!model || !config.openai) return composed();
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
        // A story that is not 3-5 paragraphs, or quotes a number the results do not hold, is not
        // shown: the local writer's story stands in, labelled as such.
        const check = checkModelStory(story, quotableNumbers(results));
        if (!check.ok) {
          request.log.warn({ reason: check.reason }, 'model story refused');
          return composed();
        }
        return { story, source: 'model' };
      } catch (error) {
        request.log.warn({ err: error }, 'story generation failed');
        return sendError(reply, 503, STORY_UNAVAILABLE);
      }
    },
  );
}
