import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'The Latest from Peak Partners',
    description: 'Articles on prioritization, strategy and leadership.',
    path: '/blog',
  });

export default function Page() {
  return <h1>The Latest from Peak Partners</h1>;
}
