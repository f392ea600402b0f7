// The norms as React state: null until they answer, and for good when they cannot be read. `enabled`
// false waits (a report asks only once it shows, so the request never competes with it). The
// loader itself is imported then too: a page that opens on the report names one file fewer.
import type { NormsResponse } from '@peak/contracts';
import { useQuery } from '../../lib/query';

const load = () => import('../../lib/norms').then((norms) => norms.loadNorms());

export function useNorms(enabled = true): NormsResponse | null {
  const norms = useQuery(enabled ? ['norms'] : null, load);
  return norms.status === 'success' ? norms.data : null;
}
