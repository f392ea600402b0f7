// The funnel's totals, added up in memory and written every `flushMs` in one statement per few
// hundred rows (`count = count + excluded.count`), never a write per event; any number of instances
// add to the same rows. A crash loses at most the last interval's counts: they are totals, not
// records. Sources are bounded per day: past SOURCES_PER_DAY distinct ones a new source counts as
// "other", so a client inventing sources cannot grow the table.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { funnelCounts } from '../db/schema';
import { type FunnelKey, keyText } from './counted';

export const SOURCES_PER_DAY = 200;
/** Distinct rows held before a write is made at once, whatever the interval. */
const HELD_MAX = 20_000;
const ROWS_PER_STATEMENT = 500;

export interface FunnelAggregator {
  add(keys: readonly FunnelKey[]): Promise<void>;
  /** Writes what is held now (also on close). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function funnelAggregator(
  db: Db,
  options: { flushMs: number; log?: { warn: (o: object, m: string) => void } },
): FunnelAggregator {
  let held = new Map<string, { key: FunnelKey; count: number }>();
  const sourcesByDay = new Map<string, Promise<Set<string>>>();
  let writing: Promise<void> = Promise.resolve();

  /** The day's sources so far (read once per day and instance), to bound new ones. */
  function sourcesOf(day: string) {
    let known = sourcesByDay.get(day);
    if (!known) {
      known = db
        .selectDistinct({ source: funnelCounts.source })
        .from(funnelCounts)
        .where(eq(funnelCounts.day, day))
        .then((rows) => new Set(rows.map((r) => r.source)));
      sourcesByDay.set(day, known);
      // Yesterday's and older sets are not needed again.
      for (const other of sourcesByDay.keys()) if (other < day) sourcesByDay.delete(other);
    }
    return known;
  }

  async function write(rows: Array<{ key: FunnelKey; count: number }>) {
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
      await db
        .insert(funnelCounts)
        .values(chunk.map(({ key, count }) => ({ ...key, count })))
        .onConflictDoUpdate({
          target: [
            funnelCounts.day,
            funnelCounts.step,
            funnelCounts.position,
            funnelCounts.questionId,
            funnelCounts.band,
            funnelCounts.minutes,
            funnelCounts.source,
          ],
          set: { count: sql`${funnelCounts.count} + excluded.count` },
        });
    }
  }

  function flush(): Promise<void> {
    const rows = [...held.values()];
    held = new Map();
    writing = writing
      .then(() => (rows.length ? write(rows) : undefined))
      .catch((error) => options.log?.warn({ err: error }, 'funnel: writing the counts failed'));
    return writing;
  }

  const timer = setInterval(() => void flush(), options.flushMs);
  timer.unref();

  return {
    async add(keys) {
      for (const key of keys) {
        const known = await sourcesOf(key.day);
        if (!known.has(key.source)) {
          if (known.size >= SOURCES_PER_DAY) key.source = 'other';
          known.add(key.source);
        }
        const text = keyText(key);
        const entry = held.get(text);
        if (entry) entry.count += 1;
        else held.set(text, { key, count: 1 });
      }
      if (held.size >= HELD_MAX) await flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** Every row of a day range, for tests and the CSV. */
export const countsBetween = (db: Db, from: string, to: string) =>
  db
    .select()
    .from(funnelCounts)
    .where(and(sql`${funnelCounts.day} >= ${from}`, sql`${funnelCounts.day} <= ${to}`));
