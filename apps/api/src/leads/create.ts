// A new lead, with what it sets off, in one transaction: the lead.created event and a note to each
// staff address. The outbox delivers both later; a crash after the commit loses neither.
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { type LeadKind, leads } from '../db/schema';
import { enqueueEvent, enqueueMail } from '../outbox/enqueue';
import { leadEvent, staffNotification } from './messages';

export interface NewLead {
  kind: LeadKind;
  name: string;
  email: string;
  company?: string | null;
  message: string;
  userId?: string | null;
  resultId?: string | null;
  shared?: Record<string, unknown> | null;
}

export type LeadRow = typeof leads.$inferSelect;

export async function createLead(
  db: Db,
  config: Pick<AppConfig, 'webhook' | 'staff' | 'siteUrl'>,
  lead: NewLead,
): Promise<LeadRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        kind: lead.kind,
        name: lead.name,
        email: lead.email,
        company: lead.company || null,
        message: lead.message,
        userId: lead.userId ?? null,
        resultId: lead.resultId ?? null,
        shared: lead.shared ?? null,
      })
      .returning();
    if (!row) throw new Error('the lead was not stored');
    // A visitor's lead names no account: it is anonymised by hand, not by a deletion.
    const names = { subject: row.userId };
    await enqueueEvent(tx, Boolean(config.webhook), 'lead.created', leadEvent(row), names);
    for (const to of config.staff.emails)
      await enqueueMail(tx, 'lead.notification', staffNotification(row, to, config.siteUrl), names);
    return row;
  });
}
