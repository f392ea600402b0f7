// The article on a page hydrated as islands: the pre-rendered copy, then the current one from the
// API (the route's client loader does the same when the router runs the page). A failed refresh
// keeps the pre-rendered copy on screen; an article removed since the build shows as not found.
import type { Post } from '@peak/cms-client';
import { dataOf, useQuery } from '../../../lib/query';
import { ArticleNotFound } from './article-states';
import { ArticleView } from './article-view';
import { freshArticle } from './client-article';

export function ArticleIsland({ slug, post }: { slug: string; post: Post | null }) {
  const current = useQuery(['article', slug], () => freshArticle(slug, post), {
    initialData: post,
  });
  const shown = dataOf(current) ?? null;
  return (
    <div data-article-slug={slug}>{shown ? <ArticleView post={shown} /> : <ArticleNotFound />}</div>
  );
}
