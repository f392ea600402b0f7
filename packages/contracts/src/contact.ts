// The contact form contract: the web app validates the draft with it before sending, and the API
// validates the request body with the same schema, so both agree on every rule and message.
// Control characters (terminal escapes among them) have no place in a name or a company.
import { CONTROL_CHARACTERS, personName } from './names';
import { z } from './zod';

export const CONTACT_LIMITS = {
  name: 200,
  email: 320,
  company: 200,
  message: 5000,
  website: 200,
} as const;

/** What a contact message may be about; each files its lead under its own kind but `general`. */
export const CONTACT_TOPICS = ['general', 'team-assessment', 'accessibility'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** The words the form's Topic select shows for each topic. */
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  general: 'General enquiry',
  'team-assessment': 'Ask about the Team Assessment',
  accessibility: 'Report an accessibility barrier',
};

/** The topic a `?topic=` value names, or undefined for none or an unknown one. */
export function contactTopicFrom(value: string | null | undefined): ContactTopic | undefined {
  return CONTACT_TOPICS.find((topic) => topic === value);
}

export const contactSubmissionSchema = z.object({
  name: personName('name', CONTACT_LIMITS.name),
  // Trimmed first, so an address pasted with surrounding spaces is still accepted.
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .min(1, 'Please enter your email address.')
    .pipe(
      z
        .email({ error: 'Please enter a valid email address.' })
        .max(
          CONTACT_LIMITS.email,
          `Email address must be ${CONTACT_LIMITS.email} characters or fewer.`,
        ),
    ),
  company: z
    .string({ error: 'Company must be text.' })
    .trim()
    .max(CONTACT_LIMITS.company, `Company must be ${CONTACT_LIMITS.company} characters or fewer.`)
    .refine((v) => !CONTROL_CHARACTERS.test(v), 'Company must not contain control characters.')
    .optional(),
  message: z
    .string({ error: 'Please enter a message.' })
    .trim()
    .min(1, 'Please enter a message.')
    .max(CONTACT_LIMITS.message, `Message must be ${CONTACT_LIMITS.message} characters or fewer.`),
  // What the message is about: the form's Topic select, which `/contact?topic=...` preselects (the
  // Team Assessment button and the accessibility statement's "report a barrier" link open it so).
  topic: z
    .enum(CONTACT_TOPICS, {
      error: 'Topic must be general, team-assessment or accessibility.',
    })
    .optional(),
  // Honeypot: hidden from people, so a value means a bot. The API decides what to do with it.
  website: z
    .string({ error: 'Website must be text.' })
    .max(CONTACT_LIMITS.website, `Website must be ${CONTACT_LIMITS.website} characters or fewer.`)
    .optional(),
});

/** A validated submission (trimmed). */
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;
/** What the form holds before validation. */
export type ContactDraft = z.input<typeof contactSubmissionSchema>;

/** The answer of POST /api/submit-contact. */
export const contactResponseSchema = z.looseObject({
  success: z.boolean(),
  error: z.string().optional(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** The message the contact form shows on any failure; the server's wording is never shown. */
export const CONTACT_FAILURE_MESSAGE =
  'Sorry, there was an error sending your message. Please try again.';
export const CONTACT_SUCCESS_MESSAGE = 'Thank you! Your message has been sent successfully.';
