// The read operations of Payload's REST API over a collection: find (its paged envelope, field for
// field as Payload 3.90's PostgreSQL adapter answers it), count and findByID.

import type { PagedResult } from '@peak/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Collection } from './collections';
import type { ContentDb } from './db';
import { badRequest } from './errors';
import { DEFAULT_LIMIT, type FindParams, MAX_LIMIT, type ReadParams } from './params';
import { Joins } from './paths';
import { populate, type Row, shapeDocument } from './read';
import { compileSort, orderBy, type SortItem } from './sort';
import { checkCost, compileWhere, QUERY_COST } from './where';

/** Payload's paged answer; `limit` is left out when pagination=false. */
export type Envelope = Omit<PagedResult<Record<string, unknown>>, 'limit'> & { limit?: number };

/** What the public may see of a collection, AND-ed with a where. */
function filterOf(collection: Collection, condition: SQL | undefined): SQL {
  const visible = compileWhere(collection.publicWhere, collection).condition;
  const parts = [visible, condition].filter((p): p is SQL => p !== undefined);
  return parts.length ? (and(...parts) as SQL) : sql`true`;
}

const columns = (collection: Collection) => {
  const t = collection.table;
  return { id: t.id, data: t.data, createdAt: t.createdAt, updatedAt: t.updatedAt };
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** How many documents match: through joins, each document once. */
async function countOf(db: ContentDb, collection: Collection, joins: Joins, filter: SQL) {
  const t = collection.table;
  const [row] = joins.clauses.length
    ? rowsOf<{ n: string | number }>(
        await db.execute(
          sql`select count(distinct ${t.id}) as n from ${t} ${sql.join(joins.clauses, sql` `)} where ${filter}`,
        ),
      )
    : await db.select({ n: sql<number>`count(*)` }).from(t).where(filter);
  return Number(row?.n ?? 0);
}

async function answer(db: ContentDb, collection: Collection, rows: Row[], params: ReadParams) {
  const docs = rows.map((row) => shapeDocument(collection, row, params.select));
  await populate(db, collection, docs, params.depth, params.populate);
  return docs;
}

/**
 * The page of a query that reads lists or related documents, as Payload's adapter answers it: a
 * DISTINCT over the rows (one per element), ordered and paged as rows, each document placed at
 * its last row.
 */
async function joinedPage(
  db: ContentDb,
  collection: Collection,
  joins: Joins,
  filter: SQL,
  sort: SortItem[],
  limit: number | undefined,
  offset: number,
): Promise<Row[]> {
  const t = collection.table;
  const keys = sort.map((item, i) => sql`${item.expr} as ${sql.raw(`s${i}`)}`);
  const order = sort.map((item, i) => sql.raw(`s${i} ${item.descending ? 'desc' : 'asc'}`));
  const found = rowsOf<{ id: string }>(
    await db.execute(
      sql`select distinct ${t.id} as id${keys.length ? sql`, ${sql.join(keys, sql`, `)}` : sql``} from ${t} ${sql.join(joins.clauses, sql` `)} where ${filter}${order.length ? sql` order by ${sql.join(order, sql`, `)}` : sql``} limit ${limit ?? MAX_LIMIT + 1} offset ${offset}`,
    ),
  );
  if (found.length > MAX_LIMIT) throw tooMany();
  const place = new Map<string, number>();
  found.forEach(({ id }, i) => {
    place.set(id, i);
  });
  if (place.size === 0) return [];
  const rows = await db
    .select(columns(collection))
    .from(t)
    .where(inArray(t.id, [...place.keys()]));
  return rows.sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
}

const tooMany = () =>
  badRequest(
    `this would answer more than ${MAX_LIMIT} documents; ask for them a page at a time (limit=${MAX_LIMIT}&page=1, 2, ...)`,
  );

export async function find(
  db: ContentDb,
  collection: Collection,
  params: FindParams,
): Promise<Envelope> {
  const joins = new Joins();
  const where = compileWhere(params.where, collection, joins);
  const whereJoins = joins.clauses.length;
  const sort = compileSort(params.sort, collection, joins);
  checkCost(where.cost + joins.documentsSince(whereJoins) * QUERY_COST.join);
  const filter = filterOf(collection, where.condition);
  const page = params.page;
  // Payload's find operation, then its adapter: limit=0 (or pagination=false without a limit)
  // answers every document on one page.
  const limitArg = params.limit ?? (params.pagination ? DEFAULT_LIMIT : 0);
  const offset = (page - 1) * limitArg;
  const pagination = params.pagination && limitArg !== 0;
  const limit = limitArg === 0 ? undefined : limitArg;

  let rows: Row[];
  let total: number | undefined;
  if (joins.clauses.length > 0) {
    rows = await joinedPage(db, collection, joins, filter, sort, limit, offset);
    // An empty page through joins is answered before any count.
    if (rows.length === 0) {
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
  } else {
    const found = await db
      .select({ ...columns(collection), total: sql<number>`count(*) over ()` })
      .from(collection.table)
      .where(filter)
      .orderBy(...orderBy(sort))
      .limit(limit ?? MAX_LIMIT + 1)
      .offset(offset);
    if (found.length > MAX_LIMIT) throw tooMany();
    rows = found;
    if (found.length) total = Number(found[0]?.total);
  }

  let totalDocs = 0;
  let totalPages = 1;
  let pagingCounter = 1;
  let hasPrevPage = false;
  let hasNextPage = false;
  if (pagination) {
    totalDocs = total ?? (await countOf(db, collection, joins, filter));
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

export async function count(db: ContentDb, collection: Collection, where: unknown) {
  const joins = new Joins();
  const { condition } = compileWhere(where, collection, joins);
  return { totalDocs: await countOf(db, collection, joins, filterOf(collection, condition)) };
}

export async function findById(
  db: ContentDb,
  collection: Collection,
  id: string,
  params: ReadParams,
): Promise<Record<string, unknown> | null> {
  const t = collection.table;
  const [row] = await db
    .select(columns(collection))
    .from(t)
    .where(and(eq(t.id, id), filterOf(collection, undefined)))
    .limit(1);
  if (!row) return null;
  const [doc] = await answer(db, collection, [row], params);
  return doc ?? null;
}
