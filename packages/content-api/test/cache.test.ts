// The content cache: fresh for the TTL, then refreshed on the next read; the last answer covers a
// refresh that fails or is slow, for a while.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CachedAnswer, ResponseCache } from '../src/cache';

const answer = (body: string): CachedAnswer => ({ body, etag: `W/"${body}"` });

afterEach(() => {
  vi.useRealTimers();
});

describe('ResponseCache', () => {
  it('answers fresh for the TTL, then stale until the stale window ends', () => {
    vi.useFakeTimers();
    const cache = new ResponseCache(1000, 10, 5000);
    cache.set('k', answer('one'));
    expect(cache.get('k')?.body).toBe('one');
    expect(cache.stale('k')).toBeUndefined();
    vi.advanceTimersByTime(1001);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.stale('k')?.body).toBe('one');
    vi.advanceTimersByTime(5000);
    expect(cache.stale('k')).toBeUndefined();
  });

  it('shares one read among concurrent misses and keeps what it answers', async () => {
    const cache = new ResponseCache(1000);
    let reads = 0;
    const read = async () => {
      reads++;
      await new Promise((r) => setTimeout(r, 10));
      return answer('fresh');
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.refresh('k', read)));
    expect(reads).toBe(1);
    expect(answers.map((a) => a?.body)).toEqual(['fresh', 'fresh', 'fresh']);
    expect(cache.get('k')?.body).toBe('fresh');
  });

  it('keeps the stale answer when a refresh fails, and caches no missing document', async () => {
    vi.useFakeTimers();
    const cache = new ResponseCache(1000, 10, 5000);
    cache.set('k', answer('last'));
    vi.advanceTimersByTime(1500);
    await expect(
      cache.refresh('k', () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    expect(cache.stale('k')?.body).toBe('last');
    await cache.refresh('gone', async () => null);
    expect(cache.get('gone')).toBeUndefined();
  });

  it('answers the refresh past the TTL, the last answer when it fails or is slow, and forgets a removed one', async () => {
    const cache = new ResponseCache(100, 10, 5000, 50);
    cache.set('k', answer('one'));
    await new Promise((r) => setTimeout(r, 110));
    expect(
      (
        await cache.answer(
          'k',
          async () => answer('two'),
          () => {},
        )
      )?.body,
    ).toBe('two');

    await new Promise((r) => setTimeout(r, 110));
    const failures: unknown[] = [];
    const failing = () => Promise.reject(new Error('CMS down'));
    expect((await cache.answer('k', failing, (e) => failures.push(e)))?.body).toBe('two');
    expect(failures).toHaveLength(1);

    const slow = () => new Promise<CachedAnswer>((r) => setTimeout(() => r(answer('three')), 300));
    const started = Date.now();
    expect((await cache.answer('k', slow, () => {}))?.body).toBe('two');
    expect(Date.now() - started).toBeLessThan(250);
    await new Promise((r) => setTimeout(r, 320));
    expect(cache.get('k')?.body).toBe('three');

    await new Promise((r) => setTimeout(r, 110));
    expect(
      await cache.answer(
        'k',
        async () => null,
        () => {},
      ),
    ).toBeNull();
    expect(cache.stale('k')).toBeUndefined();
  });

  it('with no wait (the embedded mode), answers the last one at once while it refreshes', async () => {
    const cache = new ResponseCache(50, 10, 5000, 0);
    cache.set('k', answer('one'));
    await new Promise((r) => setTimeout(r, 60));
    const slow = () => new Promise<CachedAnswer>((r) => setTimeout(() => r(answer('two')), 30));
    expect((await cache.answer('k', slow, () => {}))?.body).toBe('one');
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.get('k')?.body).toBe('two');
  });

  it('makes the answers of an invalidated tag stale at once, and leaves the others fresh', async () => {
    const cache = new ResponseCache(60_000, 10, Number.POSITIVE_INFINITY, 1_000);
    cache.set('posts list', answer('old post'), 'collection posts');
    cache.set('posts count', answer('old count'), 'collection posts');
    cache.set('questions list', answer('questions'), 'collection questions');
    cache.set('untagged', answer('untagged'));
    expect(cache.invalidate(['collection posts'])).toBe(2);
    expect(cache.get('posts list')).toBeUndefined();
    expect(cache.get('posts count')).toBeUndefined();
    expect(cache.get('questions list')?.body).toBe('questions');
    expect(cache.get('untagged')?.body).toBe('untagged');
    // Already stale: not counted again.
    expect(cache.invalidate(['collection posts', 'collection nothing'])).toBe(0);
    // The next read refreshes it, and the refresh is kept fresh, with its tag.
    const read = async () => answer('new post');
    expect((await cache.answer('posts list', read, () => {}, 'collection posts'))?.body).toBe(
      'new post',
    );
    expect(cache.get('posts list')?.body).toBe('new post');
    expect(cache.invalidate(['collection posts'])).toBe(1);
  });

  it('keeps serving the last answer of an invalidated tag when its refresh fails', async () => {
    const cache = new ResponseCache(60_000, 10, Number.POSITIVE_INFINITY, 1_000);
    cache.set('k', answer('last'), 'collection posts');
    cache.invalidate(['collection posts']);
    const failures: unknown[] = [];
    const failing = () => Promise.reject(new Error('CMS down'));
    expect(
      (await cache.answer('k', failing, (e) => failures.push(e), 'collection posts'))?.body,
    ).toBe('last');
    expect(failures).toHaveLength(1);
    // A removed document is gone on the first read after the change.
    expect(
      await cache.answer(
        'k',
        async () => null,
        () => {},
        'collection posts',
      ),
    ).toBeNull();
    expect(cache.stale('k')).toBeUndefined();
  });

  it('neither keeps nor shares a read that was running when its tag was invalidated', async () => {
    const cache = new ResponseCache(60_000);
    let release: (value: CachedAnswer) => void = () => {};
    const before = cache.refresh(
      'k',
      () => new Promise<CachedAnswer>((resolve) => (release = resolve)),
      'collection posts',
    );
    cache.invalidate(['collection posts']);
    // A read after the change starts its own read instead of joining the one before it.
    let reads = 0;
    const after = cache.refresh(
      'k',
      async () => {
        reads++;
        return answer('after the change');
      },
      'collection posts',
    );
    expect((await after)?.body).toBe('after the change');
    expect(reads).toBe(1);
    // The read from before the change ends last: its waiters get it, the cache does not keep it.
    release(answer('before the change'));
    expect((await before)?.body).toBe('before the change');
    expect(cache.get('k')?.body).toBe('after the change');
    // A read of another tag that was running meanwhile is kept.
    const other = cache.refresh('q', async () => answer('questions'), 'collection questions');
    cache.invalidate(['collection posts']);
    await other;
    expect(cache.get('q')?.body).toBe('questions');
  });

  it('keeps no read that was running when the cache was cleared', async () => {
    const cache = new ResponseCache(60_000);
    let release: (value: CachedAnswer) => void = () => {};
    const before = cache.refresh('k', () => new Promise<CachedAnswer>((r) => (release = r)));
    cache.clear();
    release(answer('before the seed'));
    await before;
    expect(cache.get('k')).toBeUndefined();
  });
});
