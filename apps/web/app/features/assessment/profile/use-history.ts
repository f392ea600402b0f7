// The signed-in user's saved assessments. A failed fetch is only logged (as specified): the
// history then reads as empty rather than breaking the page.

import { useLoaded } from '../../../lib/use-loaded';
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
export const useHistory = (userId: string): HistoryState =>
  useLoaded<HistoryState>(fetchHistory, [userId], { status: 'loading' });
