// Mail rows out through SMTP_URL (nodemailer's SMTP transport), from MAIL_FROM.
import { createTransport } from 'nodemailer';
import type { Mail } from './enqueue';
import type { OutboxRow } from './worker';

/** The message nodemailer sends for a mail row; attachments travel base64-encoded as stored. */
export function mailMessage(mail: Mail, from: string) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
      encoding: 'base64',
    })),
  };
}

/**
 * Sends each mail row. The transport's own timeouts stay under the attempt's, so a server that
 * stops answering fails the attempt instead of holding a connection.
 */
export function mailSender(mail: { smtpUrl: string; from: string }, timeoutMs: number) {
  const transport = createTransport({
    url: mail.smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    send: async (row: OutboxRow, signal: AbortSignal): Promise<void> => {
      await transport.sendMail({
        ...mailMessage(row.payload as unknown as Mail, mail.from),
        signal,
      });
    },
    close: () => transport.close(),
  };
}
