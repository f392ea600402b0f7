// The saved report for an id, loaded once per id and user.
import { useLoaded } from '../../../lib/use-loaded';
import { fetchSavedReport, type SavedState } from './saved-state';

export const useSavedReport = (id: string, userId: string): SavedState =>
  useLoaded<SavedState>(() => fetchSavedReport(id, userId), [id, userId], { status: 'loading' });
