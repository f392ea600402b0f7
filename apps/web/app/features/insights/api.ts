// The staff's read of the assessment's funnel: the insights over a range of days, and their CSV.
import type { InsightsQuery } from '@peak/contracts';
import { callApi } from '../../lib/http';

const queryOf = ({ from, to }: InsightsQuery) => {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const getInsights = (range: InsightsQuery, signal?: AbortSignal) =>
  callApi(`/api/staff/insights${queryOf(range)}`, { signal, answer: 'insights' });

export const insightsCsvUrl = (range: InsightsQuery) => `/api/staff/insights.csv${queryOf(range)}`;
