// Saved results in the database. A save is one statement: the row is inserted only while the
// account is under its quotas (so many saves in the last hour, so many kept), counted from the rows
// themselves, so every instance agrees without a separate counter and a save costs one round trip.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assessmentResults } from '../db/schema';

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
}

export interface Usage {
  total: number;
  lastHour: number;
  /** When the oldest save of the last hour leaves that hour. */
  hourFreesAt: Date | null;
}

export type ResultRow = typeof assessmentResults.$inferSelect;

const HOUR = sql.raw(`interval '1 hour'`);

export function resultStore(db: Db, quota: SaveQuota) {
  const p = (name: string) => sql.placeholder(name);
  const t = assessmentResults;
  const insertUnderQuota = db
    .insert(t)
    .select(
      sql`select gen_random_uuid(), ${p('userId')}, ${p('userEmail')}, ${p('userName')},
        ${p('assessmentName')}, ${p('overallScore')}, ${p('rawOverallScore')}, ${p('maturityLevel')},
        ${p('resultsJson')}::json, now(), ${p('contentVersion')}
      where (select count(*) < ${quota.max}
               and count(*) filter (where ${t.createdAt} > now() - ${HOUR}) < ${quota.perHour}
             from ${t} where ${t.userId} = ${p('userId')})`,
    )
    .returning({ id: t.id, createdAt: t.createdAt })
    .prepare('save_assessment_result');
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
    /** Stores the result, or answers null when the account is at a quota. */
    async save(result: NewResult): Promise<{ id: string; createdAt: Date } | null> {
      const [row] = await insertUnderQuota.execute({ ...result });
      return (row as { id: string; createdAt: Date } | undefined) ?? null;
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
