// The one way components read and write server data. A page's own document comes from its route
// loader (at build time) and clientLoader (in the browser); everything a component asks for after
// that goes through these two hooks, which own the loading, error and retry states.
//
// useQuery loads for a key, again whenever the key changes; the load for an old key (or after the
// component unmounts) is aborted through its signal and its answer dropped. useMutation runs a write
// and reports how the latest call went. There is no shared cache on purpose: a page shows what
// the server holds when it opens (a saved result appears in the history at once).
import { useCallback, useEffect, useRef, useState } from 'react';
import { sameJson } from './same-json';

/** What a load depends on; `null` while it cannot run yet (nothing is loaded, status 'idle'). */
export type QueryKey = readonly (string | number | boolean | null | undefined)[] | null;

export type QueryState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  /** `data` is what was shown before a refresh failed, kept on screen. */
  | { status: 'error'; error: unknown; data?: T };

export type Query<T> = QueryState<T> & {
  /** Loads the same key again, from the loading state. */
  retry: () => void;
  /** Replaces the data for the current key (after a write whose answer is known). */
  setData: (update: T | ((current: T | undefined) => T)) => void;
};

export interface QueryOptions<T> {
  /** Waits this long before loading (a pause in typing, a specified delay); a new key restarts it. */
  delayMs?: number;
  /** Shown for the first key until its load answers (the pre-rendered copy). */
  initialData?: T;
}

type Held<T> = QueryState<T> & { id: string | null };

const idOf = (key: QueryKey) => (key === null ? null : JSON.stringify(key));
/** The data a query shows: its answer, or the data kept on screen after a failed refresh. */
export const dataOf = <T>(state: QueryState<T>): T | undefined =>
  state.status === 'success' || state.status === 'error' ? state.data : undefined;

export function useQuery<T>(
  key: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  { delayMs = 0, initialData }: QueryOptions<T> = {},
): Query<T> {
  const id = idOf(key);
  const [held, setHeld] = useState<Held<T>>(() =>
    id === null
      ? { id, status: 'idle' }
      : initialData === undefined
        ? { id, status: 'loading' }
        : { id, status: 'success', data: initialData },
  );
  const [attempt, setAttempt] = useState(0);
  // The latest load function, so that a caller's inline closure does not restart the load.
  const latestLoad = useRef(load);
  latestLoad.current = load;

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    // What is on screen for this key stays while it reloads; anything else becomes 'loading'.
    setHeld((h) => (h.id === id && dataOf(h) !== undefined ? h : { id, status: 'loading' }));
    const start = () =>
      latestLoad.current(controller.signal).then(
        (data) => {
          if (controller.signal.aborted) return;
          // A refresh that brings what is on screen keeps it, so nothing renders again.
          setHeld((h) =>
            h.id === id && h.status === 'success' && sameJson(h.data, data)
              ? h
              : { id, status: 'success', data },
          );
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setHeld((h) => ({
            id,
            status: 'error',
            error,
            data: h.id === id ? dataOf(h) : undefined,
          }));
        },
      );
    const timer = delayMs > 0 ? setTimeout(start, delayMs) : undefined;
    if (delayMs <= 0) start();
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [id, attempt, delayMs]);

  // A retry asked for shows the loading state again, unlike the refresh of an initial copy.
  const retry = useCallback(() => {
    setHeld({ id, status: 'loading' });
    setAttempt((n) => n + 1);
  }, [id]);
  const setData = useCallback(
    (update: T | ((current: T | undefined) => T)) =>
      // A write that answers after the key changed must not land on the new key's data.
      setHeld((h) => {
        if (h.id !== id) return h;
        const data =
          typeof update === 'function'
            ? (update as (current: T | undefined) => T)(dataOf(h))
            : update;
        return { id, status: 'success', data };
      }),
    [id],
  );

  // Until the effect has started the new key's load, the old key's state is not this key's.
  const state: QueryState<T> =
    held.id === id ? held : id === null ? { status: 'idle' } : { status: 'loading' };
  return { ...state, retry, setData } as Query<T>;
}

export type MutationState<T> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

export type Mutation<A extends unknown[], T> = MutationState<T> & {
  /** Runs the write; answers its result, or undefined when it failed (the state says why). */
  mutate: (...args: A) => Promise<T | undefined>;
  reset: () => void;
};

export function useMutation<A extends unknown[], T>(
  run: (...args: A) => Promise<T>,
): Mutation<A, T> {
  const [state, setState] = useState<MutationState<T>>({ status: 'idle' });
  const latestRun = useRef(run);
  latestRun.current = run;
  // Only the latest call reports; reset() forgets a call still in flight.
  const calls = useRef(0);
  const mutate = useCallback(async (...args: A) => {
    const call = ++calls.current;
    const report = (next: MutationState<T>) => call === calls.current && setState(next);
    report({ status: 'pending' });
    try {
      const data = await latestRun.current(...args);
      report({ status: 'success', data });
      return data;
    } catch (error) {
      report({ status: 'error', error });
      return undefined;
    }
  }, []);
  const reset = useCallback(() => {
    calls.current++;
    setState({ status: 'idle' });
  }, []);
  return { ...state, mutate, reset } as Mutation<A, T>;
}
