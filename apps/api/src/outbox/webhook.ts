// Events to WEBHOOK_URL, signed as the Standard Webhooks specification says. The row's id is the
// event's id on every attempt, so a receiver deduplicates on webhook-id.
import { Webhook } from 'standardwebhooks';
import type { OutboxRow } from './worker';

/** The event's id as the `webhook-id` header carries it, the same on every retry. */
export const webhookId = (rowId: string) => `msg_${rowId}`;

export interface SignedEvent {
  body: string;
  headers: Record<string, string>;
}

/** The body `{ type, timestamp, data }` (timestamp: when the event happened) and its signature. */
export function signedEvent(signer: Webhook, row: OutboxRow, now: Date): SignedEvent {
  const body = JSON.stringify({
    type: row.type,
    timestamp: row.createdAt.toISOString(),
    data: row.payload,
  });
  const id = webhookId(row.id);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signer.sign(id, now, body),
    },
  };
}

/** Posts each event; anything but a 2xx (a redirect included) or an abort is a failed attempt. */
export function webhookSender(webhook: { url: string; secret: string }, clock: () => number) {
  const signer = new Webhook(webhook.secret);
  return async (row: OutboxRow, signal: AbortSignal): Promise<void> => {
    const { body, headers } = signedEvent(signer, row, new Date(clock()));
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal,
    });
    // The answer's body is not needed; reading it to the end frees the connection for reuse.
    await response.arrayBuffer().catch(() => undefined);
    if (response.status < 200 || response.status > 299)
      throw new Error(`the webhook answered ${response.status}`);
  };
}
