// The plan in progress, loaded once per account and shared by the pages that show it, and the
// addresses of the plan's page.
import type { Plan } from '@peak/contracts';
import { type Query, useQuery } from '../../lib/query';
import { getCurrentPlan } from './api';

export const PLAN_PATH = '/plan';
export const makePlanPath = (resultId: string) =>
  `${PLAN_PATH}?result=${encodeURIComponent(resultId)}`;

export const NO_PLAN_TEXT =
  'You have no plan in progress. Open one of your saved reports and choose Make this my plan: its Start here becomes your if-then, with check-ins by email and a retake in three months.';

export type CurrentPlan = Query<{ plan: Plan | null }>;

export const useCurrentPlan = (userId: string): CurrentPlan =>
  useQuery(['current-plan', userId], getCurrentPlan);
