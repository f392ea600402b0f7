import { Island } from '../components/island';
import { loadBlogIndex } from '../features/blog/data.server';
import { BlogIndex } from '../features/blog/list/blog-index';
import { pageMeta } from '../seo/meta';
import type { Route } from './+types/blog';

export const meta = () =>
  pageMeta({
    title: 'The Latest from Peak Partners',
    description:
      'Articles, case studies and interviews on prioritization, strategy and leadership from Peak Partners.',
    path: '/blog',
  });

// Build time only: the list pre-rendered into /blog; the page refreshes it from the API.
export const loader = () => loadBlogIndex();

// Pre-rendered for hydration as islands: the header and the list (app/islands).
export const handle = { islands: true };

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <Island name="blog-index" props={{ initial: loaderData }}>
      <BlogIndex initial={loaderData} />
    </Island>
  );
}
