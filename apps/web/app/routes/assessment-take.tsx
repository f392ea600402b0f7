import { TakePage } from '../features/assessment/take/take-page';
import { retakeComparisonPath } from '../features/plans/retake';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Take the Prioritization Self-Assessment',
    description:
      'A free 36-question self-assessment of how you prioritize in practice, with an instant personalized report across 12 capabilities.',
    path: '/assessment/take',
  });

export default function AssessmentTakePage() {
  // A plan's retake opens its comparison once saved.
  return <TakePage afterSave={retakeComparisonPath} />;
}
