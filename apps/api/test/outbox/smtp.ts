// A real SMTP server in this process (smtp-server), plain text on loopback: what the outbox sends
// through SMTP_URL arrives here as the raw message, or is refused when the test says so.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent (headers and MIME body). */
  raw: string;
}

export interface SmtpInbox {
  url: string;
  mail: ReceivedMail[];
  /** Answers whether to refuse this recipient (a temporary 450); none by default. */
  refuse: (to: string) => boolean;
  /** Recipients refused so far. */
  refused: string[];
  /**
   * Answers whether to keep this message without ever confirming it (none by default): the sender
   * times out although the message arrived, as when an answer is lost.
   */
  withhold: (mail: ReceivedMail) => boolean;
  close: () => Promise<void>;
}

export async function startSmtp(): Promise<SmtpInbox> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _connection, callback) {
      if (!inbox.refuse(address.address)) return callback();
      inbox.refused.push(address.address);
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 }));
    },
    onData(stream, connection, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          from: connection.envelope.mailFrom ? connection.envelope.mailFrom.address : '',
          to: connection.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        inbox.mail.push(mail);
        if (!inbox.withhold(mail)) callback();
      });
    },
  });
  // A sender killed mid-session resets its connections (a pool's idle ones too): that ends the
  // session, as a real server would take it, and is no error of the test.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  const inbox: SmtpInbox = {
    url: `smtp://127.0.0.1:${port}`,
    mail: [],
    refuse: () => false,
    refused: [],
    withhold: () => false,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return inbox;
}
