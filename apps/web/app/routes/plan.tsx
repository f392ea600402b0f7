import { useLocation } from 'react-router';
import { PlanPage } from '../features/plans/plan-page';
import { pageMeta } from '../seo/meta';

// Pre-rendered without data (the members gate's checking state); the plan is the account's.
export const meta = () =>
  pageMeta({
    title: 'My Plan',
    description: 'Your plan from your report: an if-then, check-ins by email and a retake.',
    path: '/plan',
    noindex: true,
  });

export default function PlanRoute() {
  // Read from the location (useSearchParams would bring its helpers into every page's router).
  const resultId = new URLSearchParams(useLocation().search).get('result') ?? '';
  return <PlanPage resultId={resultId} />;
}
