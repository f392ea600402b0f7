// Serialised answers to content reads. An answer is fresh for the TTL; after that it is stale for a
// while longer: served at once while one refresh per key runs behind it, so a read that misses the
// cache never waits on the database when a recent answer exists, and a database that fails keeps
// the last answer on screen. Concurrent misses for one key share one read. A seed in this process
// clears the cache at once; one in another process shows within the TTL and one request.
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

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly reading = new Map<string, Promise<CachedAnswer | null>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly staleForMs = STALE_FOR_MS,
  ) {}

  /** The fresh answer for `key`, if there is one. */
  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    return hit && hit.freshUntil >= Date.now() ? hit : undefined;
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
