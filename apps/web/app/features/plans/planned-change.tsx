// The comparison of a plan's retake opens with the plan: whether the planned capability changed
// beyond what a retake varies by (the engine's own sentence for it), and how the check-ins went.
// Shown only when the comparison starts from the result the plan in progress was made from.
import type { CompareResponse } from '@peak/contracts';
import { useId } from 'react';
import { Section } from '../../components/ui';
import { useCurrentPlan } from './current-plan';
import { checkInSummary } from './plan-format';
import './plans.css';

/** The engine's sentence for the capability ("Clarity of Focus rose from 6 to 12, ..."). */
export function plannedChangeText(data: CompareResponse, capability: string): string {
  const line = data.account.groups
    .flatMap((g) => g.lines)
    .find((l) => l.change.level === 'capability' && l.change.name === capability);
  return line?.text ?? `${capability} was not compared: one of the two results did not measure it.`;
}

export function PlannedChange({ data, userId }: { data: CompareResponse; userId: string }) {
  const id = useId();
  const current = useCurrentPlan(userId);
  const plan = current.status === 'success' ? current.data.plan : null;
  if (!plan || plan.resultId !== data.from.id) return null;
  return (
    <Section labelledBy={id} className="planned-change">
      <h2 id={id}>Your plan: {plan.capability}</h2>
      <p className="plan-if-then">{plan.ifThen}</p>
      <p data-testid="planned-change">{plannedChangeText(data, plan.capability)}</p>
      <p>Your check-ins: {checkInSummary(plan.checkIns)}</p>
    </Section>
  );
}
