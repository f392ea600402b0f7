import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Blog Test',
    description: 'A post rendered from a built-in sample.',
    path: '/blog-test',
  });

export default function Page() {
  return <h1>Blog Test</h1>;
}
