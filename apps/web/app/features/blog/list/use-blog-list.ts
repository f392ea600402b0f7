// The blog list's state: loading, loaded, empty or error, for all posts or one category, with
// "Load more". It starts from the pre-rendered data and refreshes from the API once in the browser,
// so a post published after the build appears without one.
import type { LoadPostsParams, Post } from '@peak/cms-client';
import type { CategorySummary } from '@peak/contracts';
import { useState } from 'react';
import { dataOf, useMutation, useQuery } from '../../../lib/query';
import { blogCms } from '../cms';
import { type BlogIndexData, withoutBody } from '../types';

export type ListStatus = 'loading' | 'loaded' | 'empty' | 'error';

export interface BlogListState {
  status: ListStatus;
  category: string;
  posts: Post[];
  page: number;
  hasNextPage: boolean;
  loadingMore: boolean;
  error: string | null;
  categories: CategorySummary[];
  featured: Post[];
}

interface ListPage {
  posts: Post[];
  page: number;
  hasNextPage: boolean;
}

/** One page of the list; the resilient client's error answer becomes a thrown error. */
async function loadPage(params: LoadPostsParams): Promise<ListPage> {
  const result = await (await blogCms()).posts.load(params);
  if (result.error) throw new Error(result.error);
  return {
    posts: result.posts.map(withoutBody),
    page: result.page,
    hasNextPage: result.hasNextPage,
  };
}

const listPageOf = ({ posts, page, hasNextPage }: BlogIndexData): ListPage => ({
  posts,
  page,
  hasNextPage,
});

function mergePosts(current: Post[], next: Post[]): Post[] {
  const seen = new Set(current.map((post) => post.id));
  return [...current, ...next.filter((post) => !seen.has(post.id))];
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useBlogList(initial: BlogIndexData | undefined) {
  const [category, setCategory] = useState('');
  // The pre-rendered page stays on screen while it refreshes; a failed refresh keeps it.
  const list = useQuery(
    ['blog-list', category],
    () =>
      loadPage({ category }).catch((error: unknown) => {
        if (initial && category === '')
          console.warn('The article list could not be refreshed; showing the saved copy.');
        throw error;
      }),
    // In the shape a refresh answers with, so one that brings the same page renders nothing.
    { initialData: initial && listPageOf(initial) },
  );
  const categories = useQuery(
    ['blog-categories'],
    async () => (await blogCms()).posts.categories(),
    { initialData: initial?.categories },
  );
  const featured = useQuery(
    ['blog-featured'],
    async () => (await (await blogCms()).posts.featured()).map(withoutBody),
    { initialData: initial?.featured },
  );
  const more = useMutation(async (page: number) => {
    const next = await loadPage({ category, page });
    // Lands on this category's list only: setData ignores an answer for a filter since changed.
    list.setData((current) => ({
      ...next,
      posts: mergePosts(current?.posts ?? [], next.posts),
    }));
    return next;
  });

  const shown = dataOf(list);
  const error =
    list.status === 'error' && !shown
      ? messageOf(list.error)
      : more.status === 'error'
        ? messageOf(more.error)
        : null;
  const posts = shown?.posts ?? [];
  const state: BlogListState = {
    status: error !== null ? 'error' : !shown ? 'loading' : posts.length > 0 ? 'loaded' : 'empty',
    category,
    posts,
    page: shown?.page ?? 1,
    hasNextPage: shown?.hasNextPage ?? false,
    loadingMore: more.status === 'pending',
    error,
    categories: dataOf(categories) ?? [],
    featured: dataOf(featured) ?? [],
  };

  const selectCategory = (next: string) => {
    more.reset();
    setCategory(next);
  };
  const loadMore = () => more.mutate(state.page + 1);
  return { state, selectCategory, loadMore };
}
