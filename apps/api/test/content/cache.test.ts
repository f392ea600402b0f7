// The content cache: fresh for the TTL, then stale (served while one refresh runs) for a while.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CachedAnswer, ResponseCache } from '../../src/content/cache';

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
});
