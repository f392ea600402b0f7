// A save that is a plan's retake opens the comparison with the plan's own result, the planned
// capability first: the loop the plan started is closed there.
import { getCurrentPlan } from './api';

export const comparisonPath = (from: string, to: string) =>
  `/assessment/compare?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** The comparison a new save opens when a plan is in progress from another result, else null. */
export async function retakeComparisonPath(savedId: string): Promise<string | null> {
  const { plan } = await getCurrentPlan();
  return plan?.resultId && plan.resultId !== savedId
    ? comparisonPath(plan.resultId, savedId)
    : null;
}
