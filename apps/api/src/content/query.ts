// Paged reads of a collection, shaped like Payload's REST answers.
import type { PagedResult } from '@peak/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Collection } from './collections';
import { compileSort, compileWhere, parseWhere, QueryError } from './where';

export interface FindParams {
  where?: unknown;
  sort?: unknown;
  limit?: number;
  page?: number;
  select?: Selection;
}

/** Payload's `select`: only the fields marked true, or every field but those marked false. */
export type Selection = Record<string, boolean>;

export function applySelection(
  doc: Record<string, unknown>,
  selection: Selection | undefined,
): Record<string, unknown> {
  if (!selection || Object.keys(selection).length === 0) return doc;
  const include = Object.values(selection).some(Boolean);
  const picked: Record<string, unknown> = { id: doc.id };
  for (const [key, value] of Object.entries(doc)) {
    if (key === 'id') continue;
    const chosen = Object.hasOwn(selection, key) ? selection[key] : undefined;
    if (include ? chosen === true : chosen !== false) picked[key] = value;
  }
  return picked;
}

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 1000;

type Row = { id: string; data: Record<string, unknown>; createdAt: string; updatedAt: string };

/** A stored document as the API returns it: its fields, with id and timestamps from the row. */
export const toDoc = (row: Row) => ({
  ...row.data,
  id: row.id,
  createdAt: (row.data.createdAt as string | undefined) ?? new Date(row.createdAt).toISOString(),
  updatedAt: (row.data.updatedAt as string | undefined) ?? new Date(row.updatedAt).toISOString(),
});

function filterOf(collection: Collection, where: unknown): SQL {
  const parts: SQL[] = [];
  if (collection.publicWhere)
    parts.push(compileWhere(parseWhere(collection.publicWhere, collection) as never, collection));
  const requested = parseWhere(where, collection);
  if (requested) parts.push(compileWhere(requested, collection));
  return parts.length ? (and(...parts) as SQL) : sql`true`;
}

export async function find(
  db: Db,
  collection: Collection,
  params: FindParams,
): Promise<PagedResult<Record<string, unknown>>> {
  const limit = params.limit ?? DEFAULT_LIMIT;
  const page = params.page ?? 1;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw new QueryError(`limit must be a whole number from 1 to ${MAX_LIMIT}`);
  if (!Number.isInteger(page) || page < 1)
    throw new QueryError('page must be a whole number from 1');
  const filter = filterOf(collection, params.where);
  const order = compileSort(params.sort, collection);
  const t = collection.table;
  // One round trip: the total rides along on every row as a window count.
  const rows = await db
    .select({
      id: t.id,
      data: t.data,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
      total: sql<number>`count(*) over ()`,
    })
    .from(t)
    .where(filter)
    .orderBy(order)
    .limit(limit)
    .offset((page - 1) * limit);
  const totalDocs = rows.length
    ? Number(rows[0]?.total)
    : page === 1
      ? 0
      : await count(db, collection, filter);
  const totalPages = Math.ceil(totalDocs / limit);
  return {
    docs: rows.map((row) => applySelection(toDoc(row), params.select)),
    totalDocs,
    limit,
    totalPages,
    page,
    pagingCounter: (page - 1) * limit + 1,
    hasPrevPage: page > 1,
    hasNextPage: page < totalPages,
    prevPage: page > 1 ? page - 1 : null,
    nextPage: page < totalPages ? page + 1 : null,
  };
}

async function count(db: Db, collection: Collection, filter: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(collection.table).where(filter);
  return Number(row?.n ?? 0);
}

export async function findById(
  db: Db,
  collection: Collection,
  id: string,
): Promise<Record<string, unknown> | null> {
  const t = collection.table;
  const [row] = await db
    .select({ id: t.id, data: t.data, createdAt: t.createdAt, updatedAt: t.updatedAt })
    .from(t)
    .where(and(eq(t.id, id), filterOf(collection, undefined)))
    .limit(1);
  return row ? toDoc(row) : null;
}
