// Counters kept in the database, so every instance of the API counts the same hits: one atomic
// upsert per hit. A key's window starts with its first hit; once it has passed, the next hit
// starts a new window at 1. A hit's commit does not wait for the disk (synchronous_commit off for
// that statement alone): a count lost in a crash costs nothing, and every request makes one.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface Hit {
  count: number;
  resetAt: Date;
}

export interface Counters {
  /** Adds one to the key's count in its current window (opening one of `windowMs` if needed). */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** The key's count in its current window, without adding to it. */
  peek(key: string): Promise<Hit | null>;
  reset(key: string): Promise<void>;
  /**
   * Marks the key for `windowMs` unless it is marked already: true when this call marked it (the
   * first to ask, on any instance), false while an earlier mark lasts. For things done once.
   */
  claim(key: string, windowMs: number): Promise<boolean>;
}

/** The namespace of a key (up to its last ':'): a mark's expired neighbours are pruned with it. */
const namespaceOf = (key: string) => key.slice(0, key.lastIndexOf(':') + 1);

export function databaseCounters(db: Db): Counters {
  return {
    async hit(key, windowMs) {
      const result = await db.execute(sql`
        insert into counters (key, count, reset_at)
        select ${key}, 1, now() + ${windowMs} * interval '1 millisecond'
        from (select set_config('synchronous_commit', 'off', true)) as quiet
        on conflict (key) do update set
          count = case when counters.reset_at <= now() then 1 else counters.count + 1 end,
          reset_at = case when counters.reset_at <= now() then excluded.reset_at else counters.reset_at end
        returning count, reset_at`);
      return toHit((result as unknown as { rows: unknown[] }).rows[0]);
    },
    async peek(key) {
      const result = await db.execute(
        sql`select count, reset_at from counters where key = ${key} and reset_at > now()`,
      );
      const row = (result as unknown as { rows: unknown[] }).rows[0];
      return row ? toHit(row) : null;
    },
    async reset(key) {
      await db.execute(sql`delete from counters where key = ${key}`);
    },
    async claim(key, windowMs) {
      // Marks that have passed are of no use: they go first, so the table keeps only live ones.
      const namespace = namespaceOf(key).replace(/[\\%_]/g, '\\$&');
      await db.execute(
        sql`delete from counters where reset_at <= now() and key like ${`${namespace}%`}`,
      );
      const result = await db.execute(sql`
        insert into counters (key, count, reset_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set count = 1, reset_at = excluded.reset_at
          where counters.reset_at <= now()
        returning key`);
      return (result as unknown as { rows: unknown[] }).rows.length === 1;
    },
  };
}

function toHit(row: unknown): Hit {
  const r = row as { count: number | string; reset_at: Date | string };
  return { count: Number(r.count), resetAt: new Date(r.reset_at) };
}

/** Seconds until a window ends, at least 1: what a Retry-After header says. */
export const retryAfterSeconds = (hit: Hit, now = Date.now()) =>
  Math.max(1, Math.ceil((hit.resetAt.getTime() - now) / 1000));
