// The leads' calls to the site's own API: a review request, and the staff's inbox.
import type { LeadsQuery, LeadUpdate, ReviewRequest } from '@peak/contracts';
import { callApi, postApi } from '../../lib/http';

export const requestReview = (body: ReviewRequest) =>
  postApi('/api/review-requests', body, { answer: 'reviewRequested' });

/** The filters as a query string, without the empty ones. */
export function leadsQueryString(query: LeadsQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const listLeads = (query: LeadsQuery, signal?: AbortSignal) =>
  callApi(`/api/staff/leads${leadsQueryString(query)}`, { signal, answer: 'leadsPage' });

export const getLead = (id: string, signal?: AbortSignal) =>
  callApi(`/api/staff/leads/${encodeURIComponent(id)}`, { signal, answer: 'lead' });

export const updateLead = (id: string, update: LeadUpdate) =>
  callApi(`/api/staff/leads/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: JSON.stringify(update),
    answer: 'lead',
  });

export const leadsCsvUrl = (query: LeadsQuery) =>
  `/api/staff/leads.csv${leadsQueryString({ ...query, after: undefined, limit: undefined })}`;
