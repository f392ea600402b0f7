// The signed-in user's saved assessments. A failed fetch is only logged (as specified): the
// history then reads as empty rather than breaking the page.

import { useQuery } from '../../../lib/query';
import { listResults } from '../api';
import type { HistoryEntry } from '../model';
import { newestFirst } from './format';

export type HistoryState =
  | { status: 'loading' }
  | { status: 'ready'; entries: HistoryEntry[]; total: number };

export async function fetchHistory(
  list: typeof listResults = listResults,
): Promise<Extract<HistoryState, { status: 'ready' }>> {
  try {
    const { docs, totalDocs } = await list();
    const entries = newestFirst(Array.isArray(docs) ? docs : []);
    return {
      status: 'ready',
      entries,
      total: typeof totalDocs === 'number' ? totalDocs : entries.length,
    };
  } catch (error) {
    console.error('Failed to fetch assessment history', error);
    return { status: 'ready', entries: [], total: 0 };
  }
}

/** Refetched when another user signs in on the same page. */
export function useHistory(userId: string): HistoryState {
  const history = useQuery(['assessment-history', userId], () => fetchHistory());
  return history.status === 'success' ? history.data : { status: 'loading' };
}
