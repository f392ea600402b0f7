// /blog/{slug}: the article, or its loading, not-found and no-slug states.
import type { Post } from '@peak/cms-client';
import { samplePostFor } from '@peak/cms-client/sample-posts';
import { Suspense, useContext } from 'react';
import { Await } from 'react-router';
import { Island, IslandsDocument } from '../../../components/island';
import { SITE_NAME } from '../../../seo/meta';
import type { ArticleData } from '../types';
import { ArticleIsland } from './article-island';
import { ArticleLoading, ArticleNotFound, PostNotFound } from './article-states';
import { ArticleView } from './article-view';

const isPending = (post: ArticleData['post']): post is Promise<Post | null> =>
  post instanceof Promise;

function Resolved({ post, titled }: { post: Post | null; titled: boolean }) {
  // A page loaded in the browser has no title from `meta` (it ran before the post arrived).
  const title = titled ? (
    <title>{`${post ? post.title : 'Article Not Found'} | ${SITE_NAME}`}</title>
  ) : null;
  return (
    <>
      {title}
      {post ? <ArticleView post={post} /> : <ArticleNotFound />}
    </>
  );
}

export function ArticlePage({ data }: { data: ArticleData }) {
  const islands = useContext(IslandsDocument);
  if (!data.slug) return <PostNotFound />;
  const { post } = data;
  if (islands && !isPending(post)) {
    return (
      <Island name="article" props={{ slug: data.slug, post }}>
        <ArticleIsland slug={data.slug} post={post} />
      </Island>
    );
  }
  return (
    <div data-article-slug={data.slug}>
      {isPending(post) ? (
        // A new key per article, so moving between articles shows the loading state again.
        <Suspense key={data.slug} fallback={<ArticleLoading />}>
          <Await resolve={post} errorElement={<Resolved post={samplePostFor(data.slug)} titled />}>
            {(resolved) => <Resolved post={resolved} titled />}
          </Await>
        </Suspense>
      ) : (
        <Resolved post={post} titled={false} />
      )}
    </div>
  );
}
