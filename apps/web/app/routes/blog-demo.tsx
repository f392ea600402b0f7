import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Blog Demo',
    description: 'A post rendered from a built-in sample.',
    path: '/blog-demo',
  });

export default function Page() {
  return <h1>Blog Demo</h1>;
}
