import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Prioritization Assessments',
    description: 'Free individual and team assessments of how you prioritize in practice.',
    path: '/assessment',
  });

export default function Page() {
  return <h1>Prioritization Assessments</h1>;
}
