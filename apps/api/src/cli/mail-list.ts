// pnpm mail:list: prints the mail in the outbox, newest first, with whether it was sent. Without
// SMTP_URL nothing is sent and this is where staff read it. On PGlite with the server running, the
// mail is read through the server: its files are never opened twice.
import { readConfig } from '../config';
import { type MailEntry, mailLog } from '../outbox/mail-log';
import { adminCall, withData } from './database-access';
import { printable, printableMessage } from './printable';

function formatMail(m: MailEntry): string {
  const files = m.attachments.length
    ? `\n  attached: ${m.attachments.map(printable).join(', ')}`
    : '';
  return [
    `${m.createdAt}  to ${printable(m.to)}  [${m.state}]`,
    `  ${printable(m.subject)}`,
    `  ${printableMessage(m.text)}${files}\n`,
  ].join('\n');
}

const config = readConfig();
try {
  const mail = await withData<MailEntry[]>(
    config,
    async (server) => (await adminCall<{ docs: MailEntry[] }>(server, '/api/admin/mail')).docs,
    mailLog,
  );
  if (mail.length === 0) console.log('No mail yet.');
  for (const m of mail) console.log(formatMail(m));
} catch (error) {
  console.error(`mail:list: ${(error as Error).message}`);
  process.exitCode = 1;
}
