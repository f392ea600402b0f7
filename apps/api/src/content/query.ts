// The read operations of Payload's REST API over a collection: find (its paged envelope, field for
// field as Payload 3.90's PostgreSQL adapter answers it), count and findByID.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Collection } from './collections';
import { badRequest } from './errors';
import { DEFAULT_LIMIT, type FindParams, MAX_LIMIT, type ReadParams } from './params';
import { populate, type Row, shapeDocument } from './read';
import { compileSort } from './sort';
import { type CompiledWhere, compileWhere } from './where';

export interface Envelope {
  docs: Record<string, unknown>[];
  totalDocs: number;
  limit?: number;
  totalPages: number;
  page: number;
  pagingCounter: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  prevPage: number | null;
  nextPage: number | null;
}

/** What the public may see of a collection, AND-ed with a where. */
function filterOf(collection: Collection, where: CompiledWhere): SQL {
  const visible = compileWhere(collection.publicWhere, collection).condition;
  const parts = [visible, where.condition].filter((p): p is SQL => p !== undefined);
  return parts.length ? (and(...parts) as SQL) : sql`true`;
}

const columns = (collection: Collection) => {
  const t = collection.table;
  return { id: t.id, data: t.data, createdAt: t.createdAt, updatedAt: t.updatedAt };
};

async function countOf(db: Db, collection: Collection, filter: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(collection.table).where(filter);
  return Number(row?.n ?? 0);
}

async function answer(db: Db, collection: Collection, rows: Row[], params: ReadParams) {
  const docs = rows.map((row) => shapeDocument(collection, row, params.select));
  await populate(db, collection, docs, params.depth, params.populate);
  return docs;
}

export async function find(db: Db, collection: Collection, params: FindParams): Promise<Envelope> {
  const where = compileWhere(params.where, collection);
  const filter = filterOf(collection, where);
  const sort = compileSort(params.sort, collection);
  const page = params.page;
  // Payload's find operation, then its adapter: limit=0 (or pagination=false without a limit)
  // answers every document on one page.
  const limitArg = params.limit ?? (params.pagination ? DEFAULT_LIMIT : 0);
  const offset = (page - 1) * limitArg;
  const pagination = params.pagination && limitArg !== 0;
  const limit = limitArg === 0 ? undefined : limitArg;

  const rows = await db
    .select({ ...columns(collection), total: sql<number>`count(*) over ()` })
    .from(collection.table)
    .where(filter)
    .orderBy(...sort.order)
    .limit(limit ?? MAX_LIMIT + 1)
    .offset(offset);
  if (rows.length > MAX_LIMIT)
    throw badRequest(
      `this would answer more than ${MAX_LIMIT} documents; ask for them a page at a time (limit=${MAX_LIMIT}&page=1, 2, ...)`,
    );

  // Through joins (a list or a related document in where or sort), an empty page is answered
  // from Payload's distinct query, before any count.
  if ((where.joined || sort.joined) && rows.length === 0) {
    return {
      docs: [],
      hasNextPage: false,
      hasPrevPage: false,
      ...(limit === undefined ? {} : { limit }),
      nextPage: null,
      page: 1,
      pagingCounter: 0,
      prevPage: null,
      totalDocs: 0,
      totalPages: 0,
    } as Envelope;
  }

  let totalDocs = 0;
  let totalPages = 1;
  let pagingCounter = 1;
  let hasPrevPage = false;
  let hasNextPage = false;
  if (pagination) {
    totalDocs = rows.length ? Number(rows[0]?.total) : await countOf(db, collection, filter);
    totalPages = limit ? Math.ceil(totalDocs / limit) : 1;
    hasPrevPage = page > 1;
    hasNextPage = totalPages > page;
    pagingCounter = (page - 1) * limitArg + 1;
  }
  if (!pagination || !totalDocs) {
    totalDocs = rows.length;
    totalPages = 1;
    pagingCounter = 1;
    hasPrevPage = false;
    hasNextPage = false;
  }
  return {
    docs: await answer(db, collection, rows, params),
    hasNextPage,
    hasPrevPage,
    limit: limitArg,
    nextPage: hasNextPage ? page + 1 : null,
    page,
    pagingCounter,
    prevPage: hasPrevPage ? page - 1 : null,
    totalDocs,
    totalPages,
  };
}

export async function count(db: Db, collection: Collection, where: unknown) {
  return {
    totalDocs: await countOf(db, collection, filterOf(collection, compileWhere(where, collection))),
  };
}

export async function findById(
  db: Db,
  collection: Collection,
  id: string,
  params: ReadParams,
): Promise<Record<string, unknown> | null> {
  const t = collection.table;
  const none = compileWhere(undefined, collection);
  const [row] = await db
    .select(columns(collection))
    .from(t)
    .where(and(eq(t.id, id), filterOf(collection, none)))
    .limit(1);
  if (!row) return null;
  const [doc] = await answer(db, collection, [row], params);
  return doc ?? null;
}
