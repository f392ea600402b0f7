import { ArticleView } from '../features/blog/article/article-view';
import { DemoNotice } from '../features/blog/demo-notice';
import { DEMO_POST } from '../features/blog/demo-post';
import { prepareServerSanitizer } from '../features/blog/sanitize.server';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Blog Demo',
    description: 'The article template, rendering a built-in sample with rich text and blocks.',
    path: '/blog-demo',
    noindex: true,
  });

// Build time: the template's HTML sanitiser needs a window while the page is pre-rendered.
export async function loader() {
  await prepareServerSanitizer();
  return null;
}

export default function Page() {
  return <ArticleView post={DEMO_POST} notice={<DemoNotice />} />;
}
