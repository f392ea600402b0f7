// The words the inbox uses for a lead's kind and status.
import type { LeadKind, LeadStatus } from '@peak/contracts';

export const KIND_LABELS: Record<LeadKind, string> = {
  contact: 'Contact message',
  'team-assessment': 'Team Assessment request',
  accessibility: 'Accessibility barrier report',
  review: 'Review request',
  'shared-result': 'Report shared on saving',
};

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  booked: 'Booked',
  closed: 'Closed',
};
