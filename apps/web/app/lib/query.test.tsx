// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Mutation, type Query, type QueryKey, useMutation, useQuery } from './query';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.useRealTimers();
});

function render(node: ReactNode) {
  root ??= createRoot(document.createElement('div'));
  act(() => root?.render(node));
}

/** A load whose answers the test gives by hand, one per call, with the signals it was given. */
function manualLoad<T>() {
  const calls: Array<{
    key: string;
    signal: AbortSignal;
    resolve: (v: T) => void;
    reject: (e: unknown) => void;
  }> = [];
  const load = (key: string) => (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => calls.push({ key, signal, resolve, reject }));
  return { calls, load };
}

const settle = () => act(async () => {});

describe('useQuery', () => {
  function Probe<T>(props: {
    queryKey: QueryKey;
    load: (signal: AbortSignal) => Promise<T>;
    options?: { delayMs?: number; initialData?: T };
    seen: Array<Query<T>>;
  }) {
    props.seen.push(useQuery(props.queryKey, props.load, props.options));
    return null;
  }
  const last = <T,>(seen: T[]) => seen[seen.length - 1] as T;

  it('loads, then answers the data; an error is kept with a retry that loads again', async () => {
    const { calls, load } = manualLoad<string>();
    const seen: Array<Query<string>> = [];
    render(<Probe queryKey={['a']} load={load('a')} seen={seen} />);
    expect(last(seen).status).toBe('loading');
    await act(async () => calls[0]?.reject(new Error('down')));
    expect(last(seen)).toMatchObject({ status: 'error', error: new Error('down') });

    act(() => last(seen).retry());
    expect(last(seen).status).toBe('loading');
    await act(async () => calls[1]?.resolve('fresh'));
    expect(last(seen)).toMatchObject({ status: 'success', data: 'fresh' });
  });

  it('aborts the load for an old key and never shows its answer', async () => {
    const { calls, load } = manualLoad<string>();
    const seen: Array<Query<string>> = [];
    render(<Probe queryKey={['old']} load={load('old')} seen={seen} />);
    render(<Probe queryKey={['new']} load={load('new')} seen={seen} />);
    await settle();
    expect(calls.map((c) => [c.key, c.signal.aborted])).toEqual([
      ['old', true],
      ['new', false],
    ]);
    await act(async () => calls[0]?.resolve('stale'));
    expect(last(seen).status).toBe('loading');
    await act(async () => calls[1]?.resolve('current'));
    expect(last(seen)).toMatchObject({ status: 'success', data: 'current' });
    expect(seen.some((q) => q.status === 'success' && q.data === 'stale')).toBe(false);
  });

  it('is idle and loads nothing while the key is null', async () => {
    const { calls, load } = manualLoad<string>();
    const seen: Array<Query<string>> = [];
    render(<Probe queryKey={null} load={load('x')} seen={seen} />);
    await settle();
    expect(last(seen).status).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('shows initial data while refreshing and keeps it when the refresh fails', async () => {
    const { calls, load } = manualLoad<string>();
    const seen: Array<Query<string>> = [];
    render(
      <Probe
        queryKey={['list']}
        load={load('list')}
        options={{ initialData: 'prerendered' }}
        seen={seen}
      />,
    );
    await settle();
    expect(calls).toHaveLength(1);
    expect(seen.every((q) => q.status === 'success' && q.data === 'prerendered')).toBe(true);
    await act(async () => calls[0]?.reject(new Error('offline')));
    expect(last(seen)).toMatchObject({ status: 'error', data: 'prerendered' });
  });

  it('does not render again when a refresh brings what is on screen', async () => {
    const { calls, load } = manualLoad<{ title: string }>();
    const seen: Array<Query<{ title: string }>> = [];
    const initialData = { title: 'prerendered' };
    render(<Probe queryKey={['post']} load={load('post')} options={{ initialData }} seen={seen} />);
    await settle();
    const renders = seen.length;
    await act(async () => calls[0]?.resolve({ title: 'prerendered' }));
    expect(seen).toHaveLength(renders);
    const shown = last(seen);
    expect(shown.status === 'success' ? shown.data : undefined).toBe(initialData);

    render(<Probe queryKey={['post']} load={load('post')} options={{ initialData }} seen={seen} />);
    act(() => last(seen).retry());
    await act(async () => calls[1]?.resolve({ title: 'edited' }));
    expect(last(seen)).toMatchObject({ status: 'success', data: { title: 'edited' } });
  });

  it('waits the delay before loading; a new key within it restarts the wait', async () => {
    vi.useFakeTimers();
    const { calls, load } = manualLoad<string>();
    const seen: Array<Query<string>> = [];
    render(<Probe queryKey={['p']} load={load('p')} options={{ delayMs: 300 }} seen={seen} />);
    act(() => vi.advanceTimersByTime(200));
    render(<Probe queryKey={['pa']} load={load('pa')} options={{ delayMs: 300 }} seen={seen} />);
    act(() => vi.advanceTimersByTime(200));
    expect(calls).toHaveLength(0);
    act(() => vi.advanceTimersByTime(100));
    expect(calls.map((c) => c.key)).toEqual(['pa']);
  });

  it('setData replaces the data of the current key only', async () => {
    const { calls, load } = manualLoad<number>();
    const seen: Array<Query<number>> = [];
    render(<Probe queryKey={['n', 1]} load={load('1')} seen={seen} />);
    await act(async () => calls[0]?.resolve(1));
    const setForOne = last(seen).setData;
    act(() => setForOne((n) => (n ?? 0) + 10));
    expect(last(seen)).toMatchObject({ status: 'success', data: 11 });
    render(<Probe queryKey={['n', 2]} load={load('2')} seen={seen} />);
    await act(async () => calls[1]?.resolve(2));
    act(() => setForOne(99));
    expect(last(seen)).toMatchObject({ status: 'success', data: 2 });
  });
});

describe('useMutation', () => {
  function Probe(props: {
    run: (n: number) => Promise<number>;
    seen: Array<Mutation<[number], number>>;
  }) {
    props.seen.push(useMutation(props.run));
    return null;
  }

  it('is pending while the write runs, then answers its result or its error', async () => {
    const seen: Array<Mutation<[number], number>> = [];
    let release = () => {};
    const run = async (n: number) => {
      await new Promise<void>((r) => {
        release = r;
      });
      if (n < 0) throw new Error('refused');
      return n * 2;
    };
    render(<Probe run={run} seen={seen} />);
    const first = seen[0] as Mutation<[number], number>;
    let answer: Promise<number | undefined> = Promise.resolve(undefined);
    act(() => {
      answer = first.mutate(21);
    });
    expect(seen[seen.length - 1]?.status).toBe('pending');
    await act(async () => release());
    expect(await answer).toBe(42);
    expect(seen[seen.length - 1]).toMatchObject({ status: 'success', data: 42 });
    act(() => {
      answer = first.mutate(-1);
    });
    await act(async () => release());
    expect(await answer).toBeUndefined();
    expect(seen[seen.length - 1]).toMatchObject({ status: 'error', error: new Error('refused') });
    act(() => first.reset());
    expect(seen[seen.length - 1]?.status).toBe('idle');
  });
});
