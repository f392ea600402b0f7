import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Premium Resources',
    description: 'Templates, tools, guides and masterclasses for members.',
    path: '/resources',
  });

export default function Page() {
  return <h1>Premium Resources</h1>;
}
