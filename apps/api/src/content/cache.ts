// Serialised answers to content reads, kept for a short time. Content changes only when it is
// seeded: a seed in this process clears the cache at once, one in another process shows within the TTL.
export class ResponseCache {
  private readonly entries = new Map<string, { body: string; etag: string; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string): { body: string; etag: string } | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit;
  }

  set(key: string, body: string, etag: string): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { body, etag, expires: Date.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
