// Searches titles after a 300 ms pause in typing; blank or whitespace-only input clears results.
import type { Post } from '@peak/cms-client';
import { OVERLAY_SEARCH_LIMIT } from '@peak/cms-client/constants';
import { useEffect, useState } from 'react';
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
  const [state, setState] = useState<SearchState>(IDLE);
  const query = input.trim();

  useEffect(() => {
    if (query === '') {
      setState(IDLE);
      return;
    }
    let current = true;
    setState((s) => ({ ...s, status: 'loading' }));
    const timer = setTimeout(() => {
      blogCms()
        .then((cms) => cms.posts.search(query, OVERLAY_SEARCH_LIMIT))
        .then((results) => {
          if (current) setState({ status: 'done', query, results });
        });
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  return state;
}
