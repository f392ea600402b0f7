// The saved report for an id, loaded once per id and user.
import { useEffect, useState } from 'react';
import { fetchSavedReport, type SavedState } from './saved-state';

export function useSavedReport(id: string, userId: string): SavedState {
  const [state, setState] = useState<SavedState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    fetchSavedReport(id, userId).then((loaded) => live && setState(loaded));
    return () => {
      live = false;
    };
  }, [id, userId]);
  return state;
}
