// A real SMTP server in the test's process, for the site's outbox to send to (SMTP_URL): the
// journeys read the mail a person would get and open its link. smtp-server is the API's test
// dependency, loaded from there.
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { decodedMail, mailedLink } from '@peak/testkit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { REPO_ROOT } from './paths';

interface Received {
  to: string[];
  raw: string;
}

export interface Mailbox {
  url: string;
  mail: Received[];
  /** The link to `path` in the newest mail to `to` about `subject`, waiting for it to arrive. */
  linkFor: (to: string, subject: string, path: string) => Promise<URL>;
}

type SmtpServerModule = {
  SMTPServer: new (
    options: object,
  ) => {
    listen: (port: number, host: string, done: () => void) => void;
    close: (done: () => void) => void;
    server: { address: () => AddressInfo };
  };
};

const WAIT_MS = 20_000;

/** Call inside `describe`, before useSiteAndBrowser; read `.url` in the site's environment. */
export function useMailbox(): Mailbox {
  const load = createRequire(join(REPO_ROOT, 'apps/api/package.json'));
  const { SMTPServer } = load('smtp-server') as SmtpServerModule;
  const mailbox: Mailbox = {
    url: '',
    mail: [],
    linkFor: async (to, subject, path) => {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const found = mailbox.mail
          .filter((m) => m.to.includes(to) && decodedMail(m.raw).includes(`Subject: ${subject}`))
          .at(-1);
        if (found) return mailedLink(found.raw, path);
        if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to} came`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(
      stream: NodeJS.ReadableStream,
      session: { envelope: { rcptTo: Array<{ address: string }> } },
      done: () => void,
    ) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mailbox.mail.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    mailbox.url = `smtp://127.0.0.1:${server.server.address().port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(resolve)));
  return mailbox;
}

/** The site's environment for sending mail to the mailbox at once (read when the site starts). */
export const mailTo = (mailbox: Mailbox) => () => ({
  SMTP_URL: mailbox.url,
  OUTBOX_POLL_MS: '100',
});

/** Proves `email` as its owner does: opens the link mailed at sign-up and waits for the page's word. */
export async function confirmAddress(page: Page, siteUrl: string, mailbox: Mailbox, email: string) {
  const link = await mailbox.linkFor(email, 'Confirm your email address', '/account/verify-email');
  await page.goto(`${siteUrl}${link.pathname}${link.search}`);
  await page.getByRole('status').filter({ hasText: 'your email address is confirmed' }).waitFor();
}
