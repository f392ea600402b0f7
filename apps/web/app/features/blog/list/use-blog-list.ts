// The blog list's state: loading, loaded, empty or error, for all posts or one category, with
// "Load more". It starts from the pre-rendered data and refreshes from the API once in the browser,
// so a post published after the build appears without one.
import type { Post, PostListState } from '@peak/cms-client';
import type { CategorySummary } from '@peak/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
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

const statusOf = (posts: Post[]): ListStatus => (posts.length > 0 ? 'loaded' : 'empty');

function mergePosts(current: Post[], next: Post[]): Post[] {
  const seen = new Set(current.map((post) => post.id));
  return [...current, ...next.filter((post) => !seen.has(post.id))];
}

export function useBlogList(initial: BlogIndexData | undefined) {
  const [state, setState] = useState<BlogListState>(() => ({
    status: initial ? statusOf(initial.posts) : 'loading',
    category: '',
    posts: initial?.posts ?? [],
    page: initial?.page ?? 1,
    hasNextPage: initial?.hasNextPage ?? false,
    loadingMore: false,
    error: null,
    categories: initial?.categories ?? [],
    featured: initial?.featured ?? [],
  }));
  // Only the latest request may change the list: a slow answer for an old filter is dropped.
  const latest = useRef(0);

  const apply = useCallback(
    (request: number, result: PostListState, append: boolean, keepOnError: boolean) => {
      if (request !== latest.current) return;
      setState((current) => {
        if (result.error) {
          if (keepOnError) {
            console.warn('The article list could not be refreshed; showing the saved copy.');
            return { ...current, loadingMore: false };
          }
          return { ...current, status: 'error', error: result.error, loadingMore: false };
        }
        const posts = append
          ? mergePosts(current.posts, result.posts.map(withoutBody))
          : result.posts.map(withoutBody);
        return {
          ...current,
          status: statusOf(posts),
          posts,
          page: result.page,
          hasNextPage: result.hasNextPage,
          loadingMore: false,
          error: null,
        };
      });
    },
    [],
  );

  useEffect(() => {
    const request = ++latest.current;
    blogCms().then((cms) => {
      // A failed refresh keeps the pre-rendered list; without one, it is the error state.
      cms.posts.load().then((result) => apply(request, result, false, Boolean(initial)));
      cms.posts.categories().then((categories) => setState((s) => ({ ...s, categories })));
      cms.posts
        .featured()
        .then((featured) => setState((s) => ({ ...s, featured: featured.map(withoutBody) })));
    });
  }, [apply, initial]);

  const selectCategory = useCallback(
    (category: string) => {
      const request = ++latest.current;
      setState((s) => ({ ...s, category, status: 'loading', posts: [], loadingMore: false }));
      blogCms()
        .then((cms) => cms.posts.load({ category }))
        .then((result) => apply(request, result, false, false));
    },
    [apply],
  );

  const loadMore = useCallback(() => {
    const request = ++latest.current;
    const { category, page } = state;
    setState((s) => ({ ...s, loadingMore: true }));
    blogCms()
      .then((cms) => cms.posts.load({ category, page: page + 1 }))
      .then((result) => apply(request, result, true, false));
  }, [apply, state]);

  return { state, selectCategory, loadMore };
}
