// Serialised answers to content reads. An answer is fresh for the TTL; after that the next read
// refreshes it, waiting up to `refreshWaitMs` for what the refresh brings (so an edit shows on the
// first view after the TTL, and a removed document is gone); when the refresh fails or is slower,
// the last answer is served (for a while longer) and the refresh goes on behind it. Concurrent
// misses for one key share one read. A seed in this process clears the cache at once; one in
// another process shows within the TTL.
export interface CachedAnswer {
  body: string;
  etag: string;
}

interface Entry extends CachedAnswer {
  freshUntil: number;
  staleUntil: number;
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
  private readonly reading = new Map<string, Promise<CachedAnswer | null>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly staleForMs = STALE_FOR_MS,
    private readonly refreshWaitMs = REFRESH_WAIT_MS,
  ) {}

  /**
   * The answer for `key`: the fresh one; else what `read` answers now (null: there is none), or,
   * when a last answer exists and the read fails or is slow, that last answer. `onRefreshError`
   * hears of a failed refresh that the last answer covered.
   */
  async answer(
    key: string,
    read: () => Promise<CachedAnswer | null>,
    onRefreshError: (error: unknown) => void,
  ): Promise<CachedAnswer | null> {
    const fresh = this.get(key);
    if (fresh) return fresh;
    const last = this.stale(key);
    const refreshing = this.refresh(key, read);
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
    return hit && hit.freshUntil >= Date.now() ? hit : undefined;
  }

  /** How much longer the answer for `key` stays fresh (0 when there is no fresh one). */
  freshForMs(key: string): number {
    const hit = this.entries.get(key);
    return hit ? Math.max(0, hit.freshUntil - Date.now()) : 0;
  }

  /** An answer past its TTL but still servable while it is refreshed. */
  stale(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    const now = Date.now();
    if (hit.staleUntil < now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.freshUntil < now ? hit : undefined;
  }

  /** Runs `read` for `key` (or joins the read already running) and keeps what it answers. */
  refresh(key: string, read: () => Promise<CachedAnswer | null>): Promise<CachedAnswer | null> {
    const running = this.reading.get(key);
    if (running) return running;
    const next = read()
      .then((answer) => {
        if (answer) this.set(key, answer);
        else this.entries.delete(key);
        return answer;
      })
      .finally(() => this.reading.delete(key));
    this.reading.set(key, next);
    return next;
  }

  set(key: string, { body, etag }: CachedAnswer): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const now = Date.now();
    this.entries.set(key, {
      body,
      etag,
      freshUntil: now + this.ttlMs,
      staleUntil: now + this.ttlMs + this.staleForMs,
    });
  }

  clear(): void {
    this.entries.clear();
  }
}
