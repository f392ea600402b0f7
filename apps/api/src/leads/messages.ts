// What a lead says to the outside world: its webhook event and the staff's notification mail.
import type { leads } from '../db/schema';
import type { Mail } from '../outbox/enqueue';

type LeadRow = typeof leads.$inferSelect;

const KIND_NAMES: Record<LeadRow['kind'], string> = {
  contact: 'Contact message',
  'team-assessment': 'Team Assessment request',
  accessibility: 'Accessibility barrier report',
  review: 'Review request',
  'shared-result': 'Report shared on saving',
};

/** The event's data: the lead as staff see it (what a review shares is only what was chosen). */
export function leadEvent(lead: LeadRow): Record<string, unknown> {
  return {
    id: lead.id,
    kind: lead.kind,
    name: lead.name,
    email: lead.email,
    company: lead.company,
    message: lead.message,
    status: lead.status,
    owner: lead.owner,
    shared: lead.shared,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
  };
}

export function staffNotification(lead: LeadRow, to: string, siteUrl: string): Mail {
  const what = KIND_NAMES[lead.kind];
  const company = lead.company ? ` (${lead.company})` : '';
  return {
    to,
    about: lead.id,
    subject: `${what} from ${lead.name}${company}`,
    text: [
      `${what} from ${lead.name} <${lead.email}>${company}:`,
      '',
      lead.message,
      '',
      `Open it in the leads inbox: ${siteUrl}/staff?lead=${lead.id}`,
    ].join('\n'),
  };
}
