// /plan: the signed-in person's plan. With ?result={id} (from a saved report's "Make this my
// plan"), the form filled in from that report; a plan in progress is named, since making a new one
// finishes it. Without, the plan in progress, or how to make one. Each state has its own h1.
import type { ReactNode } from 'react';
import { MembersGate } from '../../components/layout/members-gate';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { ButtonLink, Section } from '../../components/ui';
import { messageOf } from '../../lib/error-message';
import { useNavigation } from '../../lib/navigation';
import { useReportTexts, useSavedReport } from '../assessment';
import { type SiteUser, useAuth } from '../auth';
import { type CurrentPlan, NO_PLAN_TEXT, PLAN_PATH, useCurrentPlan } from './current-plan';
import { browserTimeZone } from './plan-draft';
import { PlanForm } from './plan-form';
import { PlanView } from './plan-view';
import './plans.css';

export const PLAN_TITLE = 'My Plan';
export const MAKE_PLAN_TITLE = 'Make this my plan';
function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section className="plan-page">
      <h1>{title}</h1>
      {children}
    </Section>
  );
}

function MakePlan({
  resultId,
  user,
  current,
}: {
  resultId: string;
  user: SiteUser;
  current: CurrentPlan;
}) {
  const saved = useSavedReport(resultId, user.id);
  const texts = useReportTexts();
  const { navigate } = useNavigation();
  const report = saved.status === 'shown' ? saved.report.report : undefined;
  const inProgress = current.status === 'success' ? current.data.plan : null;
  return (
    <Page title={MAKE_PLAN_TITLE}>
      {saved.status === 'loading' ? (
        <p className="muted" role="status">
          Loading your report...
        </p>
      ) : saved.status !== 'shown' ? (
        <p role="alert">
          {saved.status === 'error' ? saved.message : 'This report could not be found.'}
        </p>
      ) : !report ? (
        <p>
          This result was saved before reports had a plan. Take the assessment again to make one.
        </p>
      ) : (
        <>
          <p>
            One capability, one if-then, and a sign that it is working: people who write when and
            how they will act follow through about twice as often. It starts from your report&apos;s
            Start here; change anything.
          </p>
          {inProgress ? (
            <p className="plan-replaces">
              Making this plan finishes your plan in progress ({inProgress.capability}: “
              {inProgress.ifThen}”). It is kept with its check-ins.
            </p>
          ) : null}
          <PlanForm
            resultId={resultId}
            report={report}
            texts={texts}
            timeZone={browserTimeZone()}
            onMade={(plan) => {
              current.setData({ plan });
              navigate(PLAN_PATH);
            }}
          />
        </>
      )}
    </Page>
  );
}

function CurrentPlanPage({ current }: { current: CurrentPlan }) {
  if (current.status === 'idle' || current.status === 'loading') {
    return (
      <Page title={PLAN_TITLE}>
        <p className="muted" role="status">
          Loading your plan...
        </p>
      </Page>
    );
  }
  if (current.status === 'error') {
    return (
      <Page title={PLAN_TITLE}>
        <p role="alert">{messageOf(current.error)}</p>
      </Page>
    );
  }
  const { plan } = current.data;
  return (
    <Page title={PLAN_TITLE}>
      {plan ? (
        <PlanView
          plan={plan}
          now={Date.now()}
          onChange={(next) => current.setData({ plan: next })}
          onDropped={() => current.setData({ plan: null })}
        />
      ) : (
        <>
          <p>{NO_PLAN_TEXT}</p>
          <ButtonLink to="/profile">Your saved reports</ButtonLink>
        </>
      )}
    </Page>
  );
}

function SignedIn({ user, resultId }: { user: SiteUser; resultId: string }) {
  const current = useCurrentPlan(user.id);
  return resultId ? (
    <MakePlan resultId={resultId} user={user} current={current} />
  ) : (
    <CurrentPlanPage current={current} />
  );
}

export function PlanPage({ resultId }: { resultId: string }) {
  const { user } = useAuth();
  return (
    <MembersGate
      signedOut={
        <Page title={PLAN_TITLE}>
          <SignInPrompt
            title="Sign in to see your plan"
            text="Your plan, its check-ins and its retake are kept in your account."
          />
        </Page>
      }
    >
      {user ? <SignedIn user={user} resultId={resultId} /> : null}
    </MembersGate>
  );
}
