// The plan's calls to the site's own API (all through lib/http.ts). The check-in and stop calls
// carry only their mailed token: they work signed out.
import type { CheckInAnswerRequest, CreatePlanRequest, UpdatePlanRequest } from '@peak/contracts';
import { callApi, postApi } from '../../lib/http';

export const CURRENT_PLAN = '/api/plans/current';
/** The calendar file: a plain link downloads it with the session's cookie. */
export const CALENDAR_PATH = `${CURRENT_PLAN}/calendar.ics`;

export const getCurrentPlan = (signal?: AbortSignal) =>
  callApi(CURRENT_PLAN, { signal, answer: 'currentPlan' });

export const createPlan = (body: CreatePlanRequest) =>
  postApi('/api/plans', body, { answer: 'plan' });

export const updatePlan = (body: UpdatePlanRequest) =>
  callApi(CURRENT_PLAN, { method: 'PATCH', body: JSON.stringify(body), answer: 'plan' });

/** Drops the plan in progress: its reminders stop and it is kept as dropped. */
export const dropPlan = () => callApi(CURRENT_PLAN, { method: 'DELETE', body: '{}' });

const checkIn = (token: string) => `/api/plans/check-ins/${encodeURIComponent(token)}`;

export const getCheckIn = (token: string, signal?: AbortSignal) =>
  callApi(checkIn(token), { signal, answer: 'checkIn' });

export const answerCheckIn = (token: string, body: CheckInAnswerRequest) =>
  postApi(checkIn(token), body, { answer: 'checkIn' });

export const stopReminders = (token: string) =>
  postApi(
    `/api/plans/unsubscribe/${encodeURIComponent(token)}`,
    {},
    { answer: 'remindersStopped' },
  );
