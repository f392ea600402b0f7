import { useLocation, useParams } from 'react-router';
import { PostPreviewPage } from '../features/blog/preview/preview-page';
import { pageMeta } from '../seo/meta';

// The link is a secret: it stays out of the canonical address, of every meta tag and of Referer
// headers. Drawn in the browser only (never pre-rendered, not in the sitemap).
export const meta = () => [
  ...pageMeta({
    title: 'Preview of a draft',
    description: 'A draft post, shown to its editors before it is published.',
    path: '/blog/preview',
    noindex: true,
  }),
  { name: 'referrer', content: 'no-referrer' },
];

export default function BlogPreviewRoute() {
  const { id = '' } = useParams();
  // The query read as it is (useSearchParams would add its helpers to every router page's bundle).
  const search = new URLSearchParams(useLocation().search);
  const expires = search.get('expires') ?? '';
  const signature = search.get('signature') ?? '';
  // Keyed by the link: another one starts from its own loading state.
  return (
    <PostPreviewPage
      key={`${id}?${expires}&${signature}`}
      id={id}
      expires={expires}
      signature={signature}
    />
  );
}
