// The mail in the outbox, newest first, as `pnpm mail:list` prints it: without SMTP_URL this is
// where mail waits to be read.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { Mail } from './enqueue';

export type MailState = 'waiting' | 'sent' | 'failed';

export interface MailEntry {
  createdAt: string;
  to: string;
  subject: string;
  state: MailState;
  text: string;
  /** The attachments' file names. */
  attachments: string[];
}

export const mailState = (row: { deliveredAt: Date | null; failedAt: Date | null }): MailState =>
  row.deliveredAt ? 'sent' : row.failedAt ? 'failed' : 'waiting';

export async function mailLog(db: Db): Promise<MailEntry[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.channel, 'mail'))
    .orderBy(desc(outbox.createdAt));
  return rows.map((row) => {
    const mail = row.payload as unknown as Mail;
    return {
      createdAt: row.createdAt.toISOString(),
      to: String(mail.to ?? ''),
      subject: String(mail.subject ?? ''),
      state: mailState(row),
      text: String(mail.text ?? ''),
      attachments: (mail.attachments ?? []).map((a) => String(a.filename)),
    };
  });
}
