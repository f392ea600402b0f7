// The contact form: validated, rate limited per address, stored as a lead; a filled honeypot is
// thanked and dropped.
// A stored message is also mirrored to the spreadsheet form when one is configured.
import {
  type ContactTopic,
  contactResponseSchema,
  contactSubmissionSchema,
  errorBodySchema,
  type LeadKind,
} from '@peak/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createLead } from '../leads/create';
import { createGoogleFormMirror } from './google-form';

/**
 * The lead kind a topic files the message under: a Team Assessment request and an accessibility
 * barrier report each have their own, so staff can filter and export them apart.
 */
export function leadKindOf(topic: ContactTopic | undefined): LeadKind {
  if (topic === 'team-assessment' || topic === 'accessibility') return topic;
  return 'contact';
}

/** The contact form's submissions. */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;
  const mirror = config.googleForm ? createGoogleFormMirror(config.googleForm) : undefined;
  // Posts still in flight (each bounded by the form timeout) finish before the server stops.
  if (mirror) app.addHook('onClose', () => mirror.idle());
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/submit-contact',
    {
      schema: {
        body: contactSubmissionSchema,
        response: { 200: contactResponseSchema, '4xx': errorBodySchema },
      },
      config: {
        auth: 'optional',
        rateLimit: { max: config.rateLimits.contact, timeWindow: config.rateLimits.windowMs * 10 },
      },
    },
    async (request) => {
      const { name, email, company, message, website, topic } = request.body;
      if (website) {
        request.log.info('contact honeypot filled; message dropped');
        return { success: true };
      }
      await createLead(db, config, {
        kind: leadKindOf(topic),
        name,
        email,
        company,
        message,
        userId: request.user?.id ?? null,
      });
      // Not awaited: the visitor's answer does not depend on the form, and it never throws.
      mirror?.send({ name, email, company, message }, request.log);
      return { success: true };
    },
  );
};
