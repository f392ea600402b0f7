// Saved results in the database. A save is one statement: the row is inserted only while the
// account is under its quotas (so many saves in the last hour, so many kept), counted from the rows
// themselves, so every instance agrees without a separate counter and a save costs one round trip
// (a save shared with the consultancy writes its assessment.saved event in the same transaction).
// A save is idempotent per account: the unique index (user, result key) turns a second insert of
// the same result into nothing (ON CONFLICT DO NOTHING, which waits for a concurrent insert of the
// same key to commit), and the row stored first is read back in a statement of its own, whose
// snapshot sees that commit. PostgreSQL and PGlite behave alike.
import { and, desc, eq, sql } from 'drizzle-orm';
import { isMissingAccount } from '../db/accounts';
import type { Db } from '../db/client';
import { assessmentResults } from '../db/schema';
import { type Executor, enqueueEvent } from '../outbox/enqueue';

export interface SaveQuota {
  perHour: number;
  max: number;
}

export interface NewResult {
  userId: string;
  userEmail: string;
  userName: string;
  assessmentName: string;
  /** The headline figures, kept in their own columns so the history never reads whole reports. */
  overallScore: number;
  rawOverallScore: number;
  maturityLevel: string;
  /** The results object, already serialized: it is stored as the json text it is. */
  resultsJson: string;
  /** The content version (see contentVersion in @peak/scoring) it was scored with. */
  contentVersion: string;
  /** What makes two saves the same result (result-key.ts): one row per account and key. */
  resultKey: string;
  /** What the norms read of the result (norms/digest.ts), already serialized. */
  digestJson: string;
}

/** A stored result's identity and headline figures: what a save answers. */
export interface SavedRow {
  id: string;
  createdAt: Date;
  userEmail: string;
  userName: string;
  assessmentName: string;
  overallScore: number;
  rawOverallScore: number;
  maturityLevel: string;
}

/** A save's outcome: a new row, the row already stored for the same result, or a quota reached. */
export type SaveOutcome =
  | { status: 'created'; row: SavedRow }
  | { status: 'existing'; row: SavedRow }
  | { status: 'quota' }
  /** The account was deleted before the result could be stored (its foreign key refused it). */
  | { status: 'no-account' };

export interface Usage {
  total: number;
  lastHour: number;
  /** When the oldest save of the last hour leaves that hour. */
  hourFreesAt: Date | null;
}

export type ResultRow = typeof assessmentResults.$inferSelect;

/** Whether another result would be refused: the hour's saves or the results kept are at the quota. */
export const atQuota = (usage: Usage, quota: SaveQuota) =>
  usage.total >= quota.max || usage.lastHour >= quota.perHour;

const HOUR = sql.raw(`interval '1 hour'`);

/** Makes the assessment.saved event for the new row, inside the save's transaction. */
export type Announce = (row: { id: string; createdAt: Date }) => Record<string, unknown>;

export function resultStore(db: Db, quota: SaveQuota) {
  const p = (name: string) => sql.placeholder(name);
  const t = assessmentResults;
  const insertUnderQuotaOn = (executor: Executor) =>
    executor
      .insert(t)
      .select(
        sql`select gen_random_uuid(), ${p('userId')}, ${p('userEmail')}, ${p('userName')},
          ${p('assessmentName')}, ${p('overallScore')}, ${p('rawOverallScore')}, ${p('maturityLevel')},
          ${p('resultsJson')}::json, now(), ${p('contentVersion')}, ${p('resultKey')},
          ${p('digestJson')}::json
        where (select count(*) < ${quota.max}
                 and count(*) filter (where ${t.createdAt} > now() - ${HOUR}) < ${quota.perHour}
               from ${t} where ${t.userId} = ${p('userId')})`,
      )
      .onConflictDoNothing({ target: [t.userId, t.resultKey] })
      .returning({ id: t.id, createdAt: t.createdAt });
  const insertUnderQuota = insertUnderQuotaOn(db).prepare('save_assessment_result');
  type Inserted = { id: string; createdAt: Date } | undefined;
  /** The row and its event in one transaction: the event exists exactly when the row does. */
  const insertAnnounced = (result: NewResult, announce: Announce) =>
    db.transaction(async (tx): Promise<Inserted> => {
      const [inserted] = await insertUnderQuotaOn(tx)
        .prepare('save_assessment_result_announced')
        .execute({ ...result });
      // Asked for only when webhooks are on (see the save route).
      if (inserted)
        await enqueueEvent(tx, true, 'assessment.saved', announce(inserted), {
          subject: result.userId,
        });
      return inserted;
    });
  const byKey = db
    .select({
      id: t.id,
      createdAt: t.createdAt,
      userEmail: t.userEmail,
      userName: t.userName,
      assessmentName: t.assessmentName,
      overallScore: t.overallScore,
      rawOverallScore: t.rawOverallScore,
      maturityLevel: t.maturityLevel,
    })
    .from(t)
    .where(and(eq(t.userId, p('userId')), eq(t.resultKey, p('resultKey'))))
    .limit(1)
    .prepare('assessment_result_by_key');
  const usage = db
    .select({
      total: sql<string>`count(*)`,
      lastHour: sql<string>`count(*) filter (where ${t.createdAt} > now() - ${HOUR})`,
      hourFreesAt: sql<
        string | null
      >`min(${t.createdAt}) filter (where ${t.createdAt} > now() - ${HOUR}) + ${HOUR}`,
    })
    .from(t)
    .where(eq(t.userId, p('userId')))
    .prepare('saved_results_usage');

  return {
    /**
     * Stores the result; when this account already holds the same result (its key), answers that
     * row instead, at a quota or not; otherwise, at a quota, stores nothing.
     */
    async save(result: NewResult, announce?: Announce): Promise<SaveOutcome> {
      // Without an event the save stays the one prepared statement it is.
      let inserted: Inserted;
      try {
        inserted = announce
          ? await insertAnnounced(result, announce)
          : (await insertUnderQuota.execute({ ...result }))[0];
      } catch (error) {
        if (isMissingAccount(error)) return { status: 'no-account' };
        throw error;
      }
      if (inserted) {
        const { userEmail, userName, assessmentName, overallScore, rawOverallScore } = result;
        return {
          status: 'created',
          row: {
            ...inserted,
            userEmail,
            userName,
            assessmentName,
            overallScore,
            rawOverallScore,
            maturityLevel: result.maturityLevel,
          },
        };
      }
      const [existing] = await byKey.execute({
        userId: result.userId,
        resultKey: result.resultKey,
      });
      return existing ? { status: 'existing', row: existing } : { status: 'quota' };
    },
    /** The row this account already holds for the same result (its key), if any: one index read. */
    async existing(userId: string, resultKey: string): Promise<SavedRow | null> {
      const [row] = await byKey.execute({ userId, resultKey });
      return row ?? null;
    },
    async usage(userId: string): Promise<Usage> {
      const [row] = await usage.execute({ userId });
      return {
        total: Number(row?.total ?? 0),
        lastHour: Number(row?.lastHour ?? 0),
        hourFreesAt: row?.hourFreesAt ? new Date(row.hourFreesAt) : null,
      };
    },
    /** The history: headline figures only, newest first. */
    list: (userId: string) =>
      db
        .select({
          id: t.id,
          assessmentName: t.assessmentName,
          createdAt: t.createdAt,
          overallScore: t.overallScore,
          rawOverallScore: t.rawOverallScore,
          maturityLevel: t.maturityLevel,
        })
        .from(t)
        .where(eq(t.userId, userId))
        .orderBy(desc(t.createdAt)),
    async byId(id: string, userId: string): Promise<ResultRow | null> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.id, id), eq(t.userId, userId)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type ResultStore = ReturnType<typeof resultStore>;
