// The saved report for an id, loaded once per id and user.
import { useQuery } from '../../../lib/query';
import { fetchSavedReport, type SavedState } from './saved-state';

export function useSavedReport(id: string, userId: string): SavedState {
  const saved = useQuery(['assessment-result', id, userId], () => fetchSavedReport(id, userId));
  return saved.status === 'success' ? saved.data : { status: 'loading' };
}
