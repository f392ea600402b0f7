// Serialised answers to content reads. An answer is fresh for the TTL; after that the next read
// refreshes it, waiting up to `refreshWaitMs` for what the refresh brings (so an edit shows on the
// first view after the TTL, and a removed document is gone); when the refresh fails or is slower,
// the last answer is served (for a while longer) and the refresh goes on behind it. Concurrent
// misses for one key share one read. A seed in this process clears the cache at once; one in
// another process shows within the TTL. Answers carry a tag (the collection or global they read,
// see invalidation.ts): a change the CMS reports makes that tag's answers stale at once.
export interface CachedAnswer {
  body: string;
  etag: string;
}

interface Entry extends CachedAnswer {
  freshUntil: number;
  staleUntil: number;
  tag?: string;
}

interface Reading {
  answer: Promise<CachedAnswer | null>;
  tag?: string;
}

/** How long past its TTL an answer may still be served while it is refreshed. */
export const STALE_FOR_MS = 60_000;

/**
 * How long a read past the TTL waits for its refresh before it takes the last answer instead, in
 * gateway mode (edits happen in the CMS at any time). In the embedded mode content changes only by
 * a seed, which clears the cache, so a refresh never holds a read (0): reads stay off the
 * database's latency under load.
 */
export const REFRESH_WAIT_MS = 1_000;

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly reading = new Map<string, Reading>();
  /** Counts invalidations: a read keeps its answer only if its tag was not invalidated meanwhile. */
  private invalidations = 0;
  /** The count when each tag was last invalidated (undefined: the whole cache, by clear()). */
  private readonly invalidatedAt = new Map<string | undefined, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly staleForMs = STALE_FOR_MS,
    private readonly refreshWaitMs = REFRESH_WAIT_MS,
    /** Now, in milliseconds: the app's clock, which tests step instead of waiting on. */
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * The answer for `key`: the fresh one; else what `read` answers now (null: there is none), or,
   * when a last answer exists and the read fails or is slow, that last answer. `onRefreshError`
   * hears of a failed refresh that the last answer covered. `tag` names what the answer reads.
   */
  async answer(
    key: string,
    read: () => Promise<CachedAnswer | null>,
    onRefreshError: (error: unknown) => void,
    tag?: string,
  ): Promise<CachedAnswer | null> {
    const fresh = this.get(key);
    if (fresh) return fresh;
    const last = this.stale(key);
    const refreshing = this.refresh(key, read, tag);
    if (!last) return refreshing;
    if (this.refreshWaitMs <= 0) {
      refreshing.catch(onRefreshError);
      return last;
    }
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.refreshWaitMs);
    });
    const refreshed = refreshing.then(
      (answer) => ({ answer }),
      (error: unknown) => {
        onRefreshError(error);
        return undefined;
      },
    );
    const outcome = await Promise.race([refreshed, waited]).finally(() => clearTimeout(timer));
    return outcome ? outcome.answer : last;
  }

  /** The fresh answer for `key`, if there is one. */
  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    return hit && hit.freshUntil >= this.clock() ? hit : undefined;
  }

  /** How much longer the answer for `key` stays fresh (0 when there is no fresh one). */
  freshForMs(key: string): number {
    const hit = this.entries.get(key);
    return hit ? Math.max(0, hit.freshUntil - this.clock()) : 0;
  }

  /** An answer past its TTL but still servable while it is refreshed. */
  stale(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    const now = this.clock();
    if (hit.staleUntil < now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.freshUntil < now ? hit : undefined;
  }

  /**
   * Runs `read` for `key` (or joins the read already running) and keeps what it answers, unless
   * its tag was invalidated while it read: that answer may predate the change, so it is handed to
   * those waiting for it and not kept.
   */
  refresh(
    key: string,
    read: () => Promise<CachedAnswer | null>,
    tag?: string,
  ): Promise<CachedAnswer | null> {
    const running = this.reading.get(key);
    if (running) return running.answer;
    const started = this.invalidations;
    const next = read()
      .then((answer) => {
        if (this.invalidatedSince(started, tag)) return answer;
        if (answer) this.set(key, answer, tag);
        else this.entries.delete(key);
        return answer;
      })
      .finally(() => {
        if (this.reading.get(key)?.answer === next) this.reading.delete(key);
      });
    this.reading.set(key, { answer: next, tag });
    return next;
  }

  private invalidatedSince(count: number, tag: string | undefined): boolean {
    const all = this.invalidatedAt.get(undefined) ?? 0;
    const own = tag === undefined ? 0 : (this.invalidatedAt.get(tag) ?? 0);
    return Math.max(all, own) > count;
  }

  /**
   * Makes every answer tagged with one of `tags` stale at once: the next read of each refreshes it
   * (waiting for the refresh as past the TTL), and the last answer still covers a CMS that fails.
   * Reads already running for them are not joined nor kept. Answers how many answers it made stale.
   */
  invalidate(tags: Iterable<string>): number {
    const stale = new Set(tags);
    if (stale.size === 0) return 0;
    this.invalidations++;
    for (const tag of stale) this.invalidatedAt.set(tag, this.invalidations);
    let count = 0;
    for (const entry of this.entries.values()) {
      if (entry.tag === undefined || !stale.has(entry.tag) || entry.freshUntil < 0) continue;
      entry.freshUntil = -1;
      count++;
    }
    for (const [key, reading] of this.reading)
      if (reading.tag !== undefined && stale.has(reading.tag)) this.reading.delete(key);
    return count;
  }

  set(key: string, { body, etag }: CachedAnswer, tag?: string): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const now = this.clock();
    this.entries.set(key, {
      body,
      etag,
      freshUntil: now + this.ttlMs,
      staleUntil: now + this.ttlMs + this.staleForMs,
      ...(tag === undefined ? {} : { tag }),
    });
  }

  /** Forgets every answer; reads already running are not kept either. */
  clear(): void {
    this.entries.clear();
    this.reading.clear();
    this.invalidations++;
    this.invalidatedAt.set(undefined, this.invalidations);
  }
}
