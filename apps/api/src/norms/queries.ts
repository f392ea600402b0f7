// What the norms read from the database and how a snapshot is published. The accounts are walked
// in batches, newest user_id first, by a loose index scan of (user_id, created_at): each step is one
// index probe whatever the planner's statistics say (PGlite never gathers any), memory stays
// bounded, and each statement is short (on PGlite one connection serves every request; on
// PostgreSQL each statement must finish within the pool's statement timeout).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { SnapshotFigures } from './figures';

/** Accounts read per statement. */
export const LATEST_BATCH = 1000;

/** How many published snapshots are kept (the latest is the one answered; the rest for a look back). */
const KEPT_SNAPSHOTS = 10;

export interface LatestRow {
  userId: string;
  createdAt: Date;
  /** The result's digest, or its whole report when it was saved before digests were kept. */
  stored: unknown;
  /** The account's result before it, when saved at most `withinDays` earlier: a retest. */
  previous: unknown | null;
  fingerprint: string;
}

/**
 * A moment as the database keeps it, to the microsecond (ISO text): a cutoff read into a Date
 * would lose the microseconds, and a result saved within them would be counted twice or never.
 */
export type Cutoff = string;

export interface PublishedSnapshot {
  seq: number;
  cutoff: Cutoff;
  n: number;
  figures: SnapshotFigures;
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const asJson = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
const at = (cutoff: Cutoff) => sql`${cutoff}::timestamptz`;
const utcText = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/** The stored form a result is read in: its digest, else its report (see norms/digest.ts). */
const stored = (alias: string) => sql.raw(`coalesce(${alias}.digest, ${alias}.results)`);
/** Only complete results count in the norms: every capability answered, and scored without error. */
const complete = (alias: string) =>
  sql.raw(
    `(json_array_length(coalesce(${alias}.digest, ${alias}.results)->'missingCapabilities') = 0
      and coalesce(${alias}.digest, ${alias}.results)->>'error' is null)`,
  );
/** What tells one result from another for the batches: a hash of its stored scores and answers. */
const fingerprint = (alias: string) =>
  sql.raw(`md5(coalesce(${alias}.digest, ${alias}.results)::text)`);

/** An account as a snapshot counted it: by its latest complete result's fingerprint. */
export interface Counted {
  userId: string;
  fingerprint: string;
}

export function normsQueries(db: Db) {
  return {
    /** The database's now: results saved up to it are counted, later ones are savers since. */
    async now(): Promise<Cutoff> {
      const [row] = rowsOf<{ now: string }>(
        await db.execute(sql`select ${utcText('now()')} as now`),
      );
      if (!row) throw new Error('the database told no time');
      return row.now;
    },

    /**
     * Each account's latest result saved by `cutoff`, with the one saved before it when that was
     * at most `withinDays` earlier; LATEST_BATCH accounts a statement, in descending user_id order.
     * (Two results of one account saved in the same microsecond would tie; saves are statements
     * of their own, so they do not.)
     */
    async *latestResults(cutoff: Cutoff, withinDays: number): AsyncGenerator<LatestRow[]> {
      let before: string | null = null;
      for (;;) {
        const after = before === null ? sql`` : sql`and user_id < ${before}`;
        const result: unknown = await db.execute(sql`
          with recursive latest as (
            (select user_id, created_at, id from assessment_results c
              where created_at <= ${at(cutoff)} ${after} and ${complete('c')}
              order by user_id desc, created_at desc limit 1)
            union all
            (select next.user_id, next.created_at, next.id
              from latest l cross join lateral (
                select user_id, created_at, id from assessment_results c
                where user_id < l.user_id and created_at <= ${at(cutoff)} and ${complete('c')}
                order by user_id desc, created_at desc limit 1) next)
          )
          select l.user_id, l.created_at, ${stored('a')} as stored, p.stored as previous,
            ${fingerprint('a')} as fingerprint
          from (select * from latest limit ${LATEST_BATCH}) l
            join assessment_results a on a.id = l.id
            left join lateral (
              select ${stored('r')} as stored from assessment_results r
              where r.user_id = l.user_id and r.created_at < l.created_at
                and r.created_at >= l.created_at - ${withinDays} * interval '1 day'
                and ${complete('r')}
              order by r.created_at desc limit 1) p on true
          order by l.user_id desc`);
        const rows: Array<{
          user_id: string;
          created_at: unknown;
          stored: unknown;
          previous: unknown;
          fingerprint: string;
        }> = rowsOf(result);
        if (rows.length === 0) return;
        yield rows.map((r) => ({
          userId: r.user_id,
          createdAt: asDate(r.created_at),
          stored: asJson(r.stored),
          previous: r.previous === null ? null : asJson(r.previous),
          fingerprint: r.fingerprint,
        }));
        if (rows.length < LATEST_BATCH) return;
        before = (rows[rows.length - 1] as { user_id: string }).user_id;
      }
    },

    /**
     * How many accounts differ from those the published snapshot counted (added, deleted, or whose
     * latest complete result is another: a re-save of the same answers is none), and how many
     * accounts have a complete result now.
     */
    async changes(): Promise<{ changed: number; accounts: number }> {
      const [row] = rowsOf<{ changed: unknown; accounts: unknown }>(
        await db.execute(sql`
          with latest as (
            select distinct on (user_id) user_id, ${fingerprint('r')} as fingerprint
            from assessment_results r where ${complete('r')}
            order by user_id, created_at desc)
          select count(*) filter (where l.fingerprint is distinct from c.fingerprint) as changed,
            count(l.user_id) as accounts
          from latest l full join norms_counted c on c.user_id = l.user_id`),
      );
      return { changed: Number(row?.changed ?? 0), accounts: Number(row?.accounts ?? 0) };
    },

    /** The snapshot every instance answers: the latest published. */
    async latestSnapshot(): Promise<PublishedSnapshot | null> {
      const [row] = rowsOf<{ seq: unknown; cutoff: string; n: unknown; figures: unknown }>(
        await db.execute(sql`
          select seq, ${utcText('cutoff')} as cutoff, n, figures
          from norms_snapshots order by seq desc limit 1`),
      );
      if (!row) return null;
      return {
        seq: Number(row.seq),
        cutoff: row.cutoff,
        n: Number(row.n),
        figures: asJson(row.figures) as SnapshotFigures,
      };
    },

    /**
     * Publishes the snapshot after `previous` (its seq; 0 for the first). When another instance
     * published that seq first, nothing is stored: its snapshot stands, and two snapshots based on
     * the same one can never both be answered.
     */
    async publish(
      previous: number,
      snapshot: { cutoff: Cutoff; n: number; figures: SnapshotFigures; counted: Counted[] },
    ): Promise<void> {
      const seq = previous + 1;
      await db.transaction(async (tx) => {
        const inserted = rowsOf<{ seq: unknown }>(
          await tx.execute(sql`
            insert into norms_snapshots (seq, cutoff, n, figures)
            values (${seq}, ${at(snapshot.cutoff)}, ${snapshot.n}, ${JSON.stringify(snapshot.figures)}::json)
            on conflict (seq) do nothing returning seq`),
        );
        if (inserted.length === 0) return;
        // What this snapshot counted, which the next batch is measured against.
        await tx.execute(sql`delete from norms_counted`);
        for (let i = 0; i < snapshot.counted.length; i += LATEST_BATCH) {
          const rows = snapshot.counted
            .slice(i, i + LATEST_BATCH)
            .map((c) => sql`(${c.userId}, ${c.fingerprint})`);
          await tx.execute(
            sql`insert into norms_counted (user_id, fingerprint) values ${sql.join(rows, sql`, `)}`,
          );
        }
        await tx.execute(sql`delete from norms_snapshots where seq <= ${seq - KEPT_SNAPSHOTS}`);
      });
    },
  };
}

export type NormsQueries = ReturnType<typeof normsQueries>;
