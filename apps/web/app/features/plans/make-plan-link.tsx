// "Make this my plan", offered where a report is the reader's own: after a saved report (its Next
// Steps end there), and on the profile for the newest saved report, straight after saving. With a
// plan in progress, the profile names it instead.
import { ButtonLink, Card } from '../../components/ui';
import { useHistory } from '../assessment';
import { isSignedIn, useAuth } from '../auth';
import { makePlanPath, PLAN_PATH, useCurrentPlan } from './current-plan';
import { MAKE_PLAN } from './plan-form';
import './plans.css';

export const MAKE_PLAN_TEXT =
  'Turn Start here into your plan: an if-then you commit to, check-ins by email at the time you choose, and a retake in three months that shows whether it worked.';

export function MakePlanLink({ resultId }: { resultId: string }) {
  return (
    <Card className="make-plan">
      <h2>{MAKE_PLAN}</h2>
      <p>{MAKE_PLAN_TEXT}</p>
      <ButtonLink to={makePlanPath(resultId)}>{MAKE_PLAN}</ButtonLink>
    </Card>
  );
}

function LatestReportPlan({ userId }: { userId: string }) {
  const history = useHistory(userId);
  const current = useCurrentPlan(userId);
  if (history.status !== 'ready' || current.status !== 'success') return null;
  const { plan } = current.data;
  if (plan)
    return (
      <Card className="make-plan">
        <h2>Your plan in progress</h2>
        <p>
          {plan.capability}: {plan.ifThen}
        </p>
        <ButtonLink to={PLAN_PATH}>Open my plan</ButtonLink>
      </Card>
    );
  const newest = history.entries[0];
  return newest ? <MakePlanLink resultId={newest.id} /> : null;
}

/** The profile's prompt: nothing until signed in and both loads have answered. */
export function PlanPrompt() {
  const auth = useAuth();
  return isSignedIn(auth) && auth.user ? <LatestReportPlan userId={auth.user.id} /> : null;
}
