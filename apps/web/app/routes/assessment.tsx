import { AssessmentOverviewPage } from '../features/marketing/assessment-overview/assessment-overview-page';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Prioritization Assessments',
    description:
      'Free individual and team assessments of how you prioritize in practice: 12 capabilities, four families, and a report with practical next steps.',
    path: '/assessment',
  });

export default function Page() {
  return <AssessmentOverviewPage />;
}
