// The staff's view of the leads: filtered, searched, paged by keyset (newest first), exported, and
// changed with a lead.updated event written in the same transaction.
import type { Lead, LeadSummary, LeadsQuery, LeadUpdate, SharedReport } from '@peak/contracts';
import { TOTAL_MAX } from '@peak/scoring';
import { and, count, desc, eq, getTableColumns, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leads } from '../db/schema';
import { enqueueEvent } from '../outbox/enqueue';
import { leadEvent } from './messages';

type LeadRow = typeof leads.$inferSelect;

/** Every column but the search text, which only the database reads. */
const { search: _search, ...shown } = getTableColumns(leads);
/** What the list shows: the shared report's headline, read out of it by the database. */
const { shared: _shared, ...listed } = shown;
const summaryColumns = {
  ...listed,
  sharedScope: sql<string | null>`${leads.shared}->>'scope'`,
  sharedScore: sql<string | null>`${leads.shared}->>'overallScore'`,
  sharedTotal: sql<string | null>`${leads.shared}->>'total'`,
  sharedLevel: sql<string | null>`${leads.shared}->>'maturityLevel'`,
};
type SummaryRow = Omit<LeadRow, 'search' | 'shared'> & {
  sharedScope: string | null;
  sharedScore: string | null;
  sharedTotal: string | null;
  sharedLevel: string | null;
};

const toSummary = ({
  sharedScope,
  sharedScore,
  sharedTotal,
  sharedLevel,
  ...row
}: SummaryRow): LeadSummary => ({
  ...toLead({ ...row, shared: null }),
  shared:
    sharedScope === 'headline' || sharedScope === 'report'
      ? {
          scope: sharedScope,
          overallScore: Number(sharedScore),
          ...(sharedTotal === null ? {} : { total: Number(sharedTotal), totalMax: TOTAL_MAX }),
          maturityLevel: sharedLevel ?? '',
        }
      : null,
});

export const toLead = (row: Omit<LeadRow, 'search'>): Lead => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  email: row.email,
  company: row.company,
  message: row.message,
  status: row.status,
  owner: row.owner,
  notes: row.notes,
  shared: (row.shared as SharedReport | null) ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** LIKE's wildcards in a search are matched as themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function leadFilter({ status, kind, q }: Pick<LeadsQuery, 'status' | 'kind' | 'q'>) {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(leads.status, status));
  if (kind) conditions.push(eq(leads.kind, kind));
  if (q) conditions.push(like(leads.search, likePattern(q.toLowerCase())));
  return conditions.length ? and(...conditions) : undefined;
}

export async function leadsPage(db: Db, query: LeadsQuery, pageSize: number) {
  const filter = leadFilter(query);
  // The cursor is the previous page's last lead: the rows after it in the order, compared in the
  // database at its full precision.
  const older = query.after
    ? sql`(${leads.createdAt}, ${leads.id}) < (select l.created_at, l.id from leads l where l.id = ${query.after}::uuid)`
    : undefined;
  const limit = query.limit ?? pageSize;
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(leads)
      .where(and(filter, older))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(limit + 1),
    db.select({ n: count() }).from(leads).where(filter),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    docs: page.map(toSummary),
    total: total?.n ?? 0,
    next: rows.length > limit && last ? last.id : null,
  };
}

export async function leadById(db: Db, id: string): Promise<Lead | null> {
  const [row] = await db.select(shown).from(leads).where(eq(leads.id, id)).limit(1);
  return row ? toLead(row) : null;
}

/** Applies a staff change; null when there is no such lead. */
export async function updateLead(
  db: Db,
  webhooks: boolean,
  id: string,
  update: LeadUpdate,
  now: Date,
): Promise<LeadRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(leads)
      .set({
        ...(update.status !== undefined ? { status: update.status } : {}),
        ...(update.owner !== undefined ? { owner: update.owner?.toLowerCase() ?? null } : {}),
        ...(update.notes !== undefined ? { notes: update.notes } : {}),
        updatedAt: now,
      })
      .where(eq(leads.id, id))
      .returning();
    if (!row) return null;
    await enqueueEvent(tx, webhooks, 'lead.updated', leadEvent(row), { subject: row.userId });
    return row;
  });
}

/** At most this many leads in one export: a bound on what one request can cost. */
export const EXPORT_MAX = 50_000;

export async function exportRows(db: Db, query: LeadsQuery) {
  return db
    .select(shown)
    .from(leads)
    .where(leadFilter(query))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(EXPORT_MAX);
}
