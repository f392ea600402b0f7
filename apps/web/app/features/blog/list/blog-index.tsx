// /blog: featured articles, search, category filter, grid or list, and "Load more".
import type { Post } from '@peak/cms-client';
import { useEffect, useRef, useState } from 'react';
import { Button, PageHero } from '../../../components/ui';
import { LIST_SKELETON_CARDS } from '../constants';
import { categoryLabel } from '../format';
import type { BlogIndexData } from '../types';
import { CategoryFilter } from './category-filter';
import { type CardLayout, PostCard, SkeletonCard } from './post-card';
import { BlogSearch } from './search-box';
import { type BlogListState, useBlogList } from './use-blog-list';
import { type ListView, ViewToggle } from './view-toggle';
import '../blog.css';

function CardList({ children, view }: { children: React.ReactNode; view: CardLayout }) {
  return <ul className={`post-list post-list-${view}`}>{children}</ul>;
}

function ListError({ message }: { message: string }) {
  return (
    <div className="list-message list-error" role="alert">
      <h3>Error Loading Content</h3>
      <p>{message}. Please check your connection and try again.</p>
      <Button onClick={() => window.location.reload()}>Try Again</Button>
    </div>
  );
}

function ListEmpty({ category }: { category: string }) {
  return (
    <div className="list-message" role="status">
      <h3>No articles found</h3>
      <p>
        {category
          ? `There are no articles in the ${categoryLabel(category)} category yet. Try another category, or clear the filter to see every article.`
          : 'No articles available at the moment. Please check back soon.'}
      </p>
    </div>
  );
}

export function BlogIndex({ initial }: { initial: BlogIndexData | undefined }) {
  const { state, selectCategory, loadMore } = useBlogList(initial);
  return (
    <div className="blog-index">
      <PageHero
        title="The Latest from Peak Partners"
        lead="Ideas, case studies and conversations on prioritization, strategy and leadership, from the team behind the DEGAP method."
      />
      <div className="container blog-search-row">
        <BlogSearch />
      </div>
      <FeaturedArticles posts={state.featured} />
      <AllArticles state={state} onSelectCategory={selectCategory} onLoadMore={loadMore} />
    </div>
  );
}

function FeaturedArticles({ posts }: { posts: Post[] }) {
  if (posts.length === 0) return null;
  return (
    <section className="section blog-featured" aria-labelledby="featured-heading">
      <div className="container">
        <h2 id="featured-heading">Featured Articles</h2>
        <CardList view="featured">
          {posts.slice(0, 3).map((post, i) => (
            <li key={post.id}>
              <PostCard post={post} layout="featured" first={i === 0} />
            </li>
          ))}
        </CardList>
      </div>
    </section>
  );
}

/** After "Load more", the keyboard focus moves to the first new article. */
function useFocusOnFirstNew(count: number) {
  const listRef = useRef<HTMLDivElement>(null);
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || count <= index) return;
    firstNew.current = null;
    listRef.current
      ?.querySelectorAll<HTMLAnchorElement>('.post-list > li .read-more')
      [index]?.focus();
  }, [count]);
  return { listRef, expectNewAfter: () => (firstNew.current = count) };
}

function AllArticles({
  state,
  onSelectCategory,
  onLoadMore,
}: {
  state: BlogListState;
  onSelectCategory: (category: string) => void;
  onLoadMore: () => void;
}) {
  const [view, setView] = useState<ListView>('grid');
  const { status, category, posts } = state;
  const { listRef, expectNewAfter } = useFocusOnFirstNew(posts.length);
  return (
    <section className="section section-alt blog-all" aria-labelledby="all-heading">
      <div className="container" ref={listRef}>
        <div className="blog-all-header">
          <h2 id="all-heading">
            {category ? `${categoryLabel(category)} Articles` : 'All Articles'}
          </h2>
          <ViewToggle view={view} onChange={setView} />
        </div>
        <CategoryFilter
          categories={state.categories}
          selected={category}
          onSelect={onSelectCategory}
        />
        {status === 'loading' ? <ListLoading view={view} /> : null}
        {status === 'error' ? (
          <ListError message={state.error ?? 'Failed to load content'} />
        ) : null}
        {status === 'empty' ? <ListEmpty category={category} /> : null}
        {status === 'loaded' ? (
          <>
            <CardList view={view}>
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} layout={view} />
                </li>
              ))}
            </CardList>
            {state.hasNextPage ? (
              <LoadMore
                busy={state.loadingMore}
                onClick={() => {
                  expectNewAfter();
                  onLoadMore();
                }}
              />
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}

function ListLoading({ view }: { view: ListView }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        Loading articles...
      </p>
      <CardList view={view}>
        {Array.from({ length: LIST_SKELETON_CARDS }, (_, index) => (
          <li key={index}>
            <SkeletonCard layout={view} />
          </li>
        ))}
      </CardList>
    </>
  );
}

function LoadMore({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <div className="load-more">
      <Button variant="secondary" onClick={onClick} disabled={busy}>
        {busy ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
