// The dashboard's My Plan: the plan in progress in a few lines (its if-then, the next check-in,
// the check-ins so far, the days until the retake) with a link to it; without one, how to make one
// and the latest saved reports (`reports`) to make it from.
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui';
import { messageOf } from '../../lib/error-message';
import { NO_PLAN_TEXT, PLAN_PATH, useCurrentPlan } from './current-plan';
import { PlanSummary } from './plan-view';
import './plans.css';

export function MyPlan({ userId, reports }: { userId: string; reports: ReactNode }) {
  const current = useCurrentPlan(userId);
  if (current.status === 'idle' || current.status === 'loading')
    return (
      <p className="muted" role="status">
        Loading your plan...
      </p>
    );
  if (current.status === 'error') return <p role="alert">{messageOf(current.error)}</p>;
  const { plan } = current.data;
  if (!plan)
    return (
      <>
        <p>{NO_PLAN_TEXT}</p>
        {reports}
      </>
    );
  return (
    <>
      <PlanSummary plan={plan} now={Date.now()} level={3} />
      <ButtonLink to={PLAN_PATH}>Open my plan</ButtonLink>
    </>
  );
}
