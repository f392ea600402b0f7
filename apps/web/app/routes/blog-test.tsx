import { type Post, SAMPLE_POSTS } from '@peak/cms-client';
import { ArticleView } from '../features/blog/article/article-view';
import { DemoNotice } from '../features/blog/demo-notice';
import { prepareServerSanitizer } from '../features/blog/sanitize.server';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Blog Test',
    description: 'The article template, rendering the built-in sample post.',
    path: '/blog-test',
    noindex: true,
  });

// Build time: the template's HTML sanitiser needs a window while the page is pre-rendered.
export async function loader() {
  await prepareServerSanitizer();
  return null;
}

export default function Page() {
  return <ArticleView post={SAMPLE_POSTS[0] as Post} notice={<DemoNotice />} />;
}
