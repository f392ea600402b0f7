// The contact form: validated, rate limited per address, stored; a filled honeypot is thanked and dropped.
import { contactSubmissionSchema } from '@peak/cms-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';

export async function registerContactRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: AppConfig },
) {
  const { db, config } = deps;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/submit-contact',
    {
      schema: { body: contactSubmissionSchema },
      config: {
        rateLimit: { max: config.rateLimits.contact, timeWindow: config.rateLimits.windowMs * 10 },
      },
    },
    async (request) => {
      const { name, email, company, message, website } = request.body;
      if (website) {
        request.log.info('contact honeypot filled; message dropped');
        return { success: true };
      }
      await db.insert(contactMessages).values({ name, email, company: company || null, message });
      return { success: true };
    },
  );
}
