// Mail rows out through SMTP_URL (nodemailer's SMTP transport), from MAIL_FROM.
import { createTransport } from 'nodemailer';
import type { Mail } from './enqueue';
import type { OutboxRow } from './worker';

/**
 * The Message-ID of a mail row: the same on every attempt, so a retry after an attempt that timed
 * out although the server had the message is recognisable as the same message.
 */
export const outboxMessageId = (rowId: string, siteUrl: string) =>
  `<outbox-${rowId}@${new URL(siteUrl).hostname}>`;

/** The message nodemailer sends for a mail row; attachments travel base64-encoded as stored. */
export function mailMessage(mail: Mail, from: string, messageId?: string) {
  return {
    from,
    ...(messageId ? { messageId } : {}),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.headers ? { headers: mail.headers } : {}),
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
      encoding: 'base64',
    })),
  };
}

/** The connections to the SMTP server a sender keeps, unless told otherwise (nodemailer's). */
export const SMTP_MAX_CONNECTIONS = 5;

/**
 * Sends each mail row over a pool of connections to the SMTP server, kept open from one message to
 * the next (a connection for each message would cost a handshake each time). A message waits for
 * a free connection within its attempt's time. The transport's own timeouts stay under the
 * attempt's, so a server that stops answering fails the attempt instead of holding a connection;
 * an attempt that ends first (its signal) closes the connection its message was on.
 */
export function mailSender(
  mail: { smtpUrl: string; from: string; siteUrl: string; maxConnections?: number },
  timeoutMs: number,
) {
  const transport = createTransport({
    url: mail.smtpUrl,
    pool: true,
    maxConnections: mail.maxConnections ?? SMTP_MAX_CONNECTIONS,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    send: async (row: OutboxRow, signal: AbortSignal): Promise<void> => {
      await transport.sendMail({
        ...mailMessage(
          row.payload as unknown as Mail,
          mail.from,
          outboxMessageId(row.id, mail.siteUrl),
        ),
        signal,
      });
    },
    close: () => transport.close(),
  };
}
