// Writing to the outbox: an event or a mail is a row written with the change it reports, in the same
// transaction, so it exists exactly when the change does. Delivery happens later (outbox/worker.ts).
import { and, inArray, isNull, lte, or } from 'drizzle-orm';
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

/** Records a mail to be sent at `dueAt`; answers its row's id, to withdraw it while it waits. */
export async function enqueueMailAt(
  tx: Executor,
  type: string,
  mail: Mail,
  dueAt: Date,
  names: Names,
): Promise<string> {
  const [row] = await tx
    .insert(outbox)
    .values({
      channel: 'mail',
      type,
      payload: { ...mail },
      nextAttemptAt: dueAt,
      subjectUserId: names.subject,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('the outbox row was not written');
  return row.id;
}

/** A row no worker has delivered or holds at `now`: one that may still be taken back. */
export const withdrawable = (now: Date) =>
  and(isNull(outbox.deliveredAt), or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)));

/**
 * Withdraws the rows among `ids` that no worker has delivered or holds; answers the ids withdrawn.
 * A row being sent (its lease running) is left to finish.
 */
export async function withdrawPending(
  tx: Executor,
  ids: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const withdrawn = await tx
    .delete(outbox)
    .where(and(inArray(outbox.id, [...ids]), withdrawable(now)))
    .returning({ id: outbox.id });
  return new Set(withdrawn.map((r) => r.id));
}
