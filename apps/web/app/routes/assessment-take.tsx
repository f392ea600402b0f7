import { TakePage } from '../features/assessment/take/take-page';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Take the Prioritization Self-Assessment',
    description:
      'A free 36-question self-assessment of how you prioritize in practice, with an instant personalized report across 12 capabilities.',
    path: '/assessment/take',
  });

export default function AssessmentTakePage() {
  return <TakePage />;
}
