// Writing to the outbox: an event or a mail is a row written with the change it reports, in the same
// transaction, so it exists exactly when the change does. Delivery happens later (outbox/worker.ts).
import type { Executor } from '../db/client';
import { outbox } from '../db/schema';

export type { Executor };

/** The events posted to WEBHOOK_URL. */
export type EventType = 'lead.created' | 'lead.updated' | 'assessment.saved' | 'team.created';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file, base64-encoded. */
  content: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on a reminder. */
  headers?: Record<string, string>;
  /** The lead the mail is about, so a deleted account's pending mail can be withdrawn. */
  about?: string;
}

/**
 * Whom a row names: the account whose person it is about (its data, or mail to them), or null for
 * none. Every enqueue must say, so deleting an account withdraws whatever of theirs is pending.
 */
export interface Names {
  subject: string | null;
}

/**
 * Records an event for the webhook, when one is configured (`webhooks` false: nothing is written).
 * The row's id is the event's id (the `webhook-id` header), fixed before the first attempt.
 */
export async function enqueueEvent(
  tx: Executor,
  webhooks: boolean,
  type: EventType,
  data: Record<string, unknown>,
  names: Names,
): Promise<void> {
  if (!webhooks) return;
  await tx
    .insert(outbox)
    .values({ channel: 'webhook', type, payload: data, subjectUserId: names.subject });
}

/** Records a mail; it is sent through SMTP_URL, or kept for `pnpm mail:list` without it. */
export async function enqueueMail(
  tx: Executor,
  type: string,
  mail: Mail,
  names: Names,
): Promise<void> {
  await tx
    .insert(outbox)
    .values({ channel: 'mail', type, payload: { ...mail }, subjectUserId: names.subject });
}
