// Two debug calls for the spreadsheet form that mirrors contact messages: send a marked test entry,
// and show which form entry ids the server would fill. Both answer 200 with configured: false when
// the form is not set up, so the debug pages can say so plainly.
import {
  entryIdsResponseSchema,
  errorBodySchema,
  testSubmissionResponseSchema,
} from '@peak/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type FetchLike, postToGoogleForm } from './google-form';

export const NOT_CONFIGURED_MESSAGE =
  'The spreadsheet form is not configured: set GOOGLE_FORM_URL and its four entry ids.';

/** Each test post adds a row to a real spreadsheet, so a visitor may send only a few. */
export const TEST_SUBMISSION_RATE_LIMIT = { max: 5, timeWindow: 60_000 };

export function testEntry(now: Date = new Date()) {
  return {
    name: '[TEST] Form connection check',
    email: 'test@example.com',
    company: '[TEST] Peak Partners',
    message: `[TEST] This entry was sent from the Google Form Test page at ${now.toISOString()} to check the connection. It is not a real message and can be deleted.`,
  };
}

/**
 * An encapsulated plugin: the test call takes no body, yet its page sends a JSON Content-Type,
 * which Fastify's JSON parser would refuse as an empty body; here alone that body is ignored.
 */
export const googleFormDebugRoutes: FastifyPluginAsync<{ fetch?: FetchLike }> = async (
  app,
  options,
) => {
  const form = app.config.googleForm;
  const notConfigured = { configured: false as const, message: NOT_CONFIGURED_MESSAGE };

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/test-google-form',
    {
      schema: { response: { 200: testSubmissionResponseSchema, '4xx': errorBodySchema } },
      config: { rateLimit: TEST_SUBMISSION_RATE_LIMIT },
    },
    async (request) => {
      if (!form) return notConfigured;
      const result = await postToGoogleForm(form, testEntry(), options.fetch);
      request.log.info({ ok: result.ok, status: result.status }, 'test entry sent to the form');
      return { configured: true as const, ...result };
    },
  );

  api.get(
    '/api/extract-entry-ids',
    { schema: { response: { 200: entryIdsResponseSchema, '4xx': errorBodySchema } } },
    async () => {
      if (!form) return notConfigured;
      return { configured: true as const, formUrl: form.url, entryIds: { ...form.entries } };
    },
  );
};
