import { ArticlePage } from '../features/blog/article/article-page';
import { clientArticle } from '../features/blog/article/client-article';
import { loadArticle } from '../features/blog/data.server';
import { prepareServerSanitizer } from '../features/blog/sanitize.server';
import { articleMeta } from '../features/blog/seo';
import type { Route } from './+types/blog-article';

export const meta = ({ loaderData }: Route.MetaArgs) => articleMeta(loaderData);

// Build time: each published article is pre-rendered from the content available then.
export async function loader({ params }: Route.LoaderArgs) {
  await prepareServerSanitizer();
  return loadArticle(params.slug);
}

// In the browser: the current copy from the API, including articles published after the build.
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => clientArticle(params.slug);
clientLoader.hydrate = true as const;

// Pre-rendered for hydration as islands: the header and the article (app/islands). An article
// published after the build has no page of its own; the router renders it from the API.
export const handle = { islands: true };

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ArticlePage data={loaderData} />;
}
