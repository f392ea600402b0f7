// Searches titles after a 300 ms pause in typing; blank or whitespace-only input clears results.
import type { Post } from '@peak/cms-client';
import { OVERLAY_SEARCH_LIMIT } from '@peak/cms-client/constants';
import { useQuery } from '../../../lib/query';
import { blogCms } from '../cms';
import { SEARCH_DELAY_MS } from '../constants';

export type SearchStatus = 'idle' | 'loading' | 'done';

export interface SearchState {
  status: SearchStatus;
  /** The trimmed text the results belong to. */
  query: string;
  results: Post[];
}

const IDLE: SearchState = { status: 'idle', query: '', results: [] };

export function useArticleSearch(input: string): SearchState {
  const query = input.trim();
  const search = useQuery(
    query === '' ? null : ['article-search', query],
    () => blogCms().then((cms) => cms.posts.search(query, OVERLAY_SEARCH_LIMIT)),
    { delayMs: SEARCH_DELAY_MS },
  );
  if (search.status === 'idle') return IDLE;
  if (search.status === 'success') return { status: 'done', query, results: search.data };
  return { status: 'loading', query, results: [] };
}
