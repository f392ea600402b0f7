import { CswArticle } from '../features/csw/csw-article';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Collapsing Sliding Windows',
    description:
      'Collapsing Sliding Windows: plan in windows that slide forward, narrow options as commitment points approach, and act on probability curves and trigger conditions set in advance.',
    path: '/csw',
    type: 'article',
  });

export default function Page() {
  return <CswArticle />;
}
