// The comparison of two saved results, loaded once per pair and user; `retry` loads it again.
import { useQuery } from '../../../lib/query';
import { type CompareState, fetchComparison } from './compare-state';

export function useComparison(
  from: string,
  to: string,
  userId: string,
): { state: CompareState; retry: () => void } {
  const query = useQuery(['assessment-compare', from, to, userId], () => fetchComparison(from, to));
  return {
    state: query.status === 'success' ? query.data : { status: 'loading' },
    retry: query.retry,
  };
}
