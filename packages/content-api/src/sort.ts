// Payload's `sort`: a comma-separated string or an array, `-` for descending, any number of fields
// (dot paths too); a field that cannot be sorted by is skipped, and `-createdAt` breaks the ties
// unless createdAt is sorted by already. Empty values come last ascending and first descending,
// as PostgreSQL orders them for Payload.
import { type SQL, sql } from 'drizzle-orm';
import type { Collection } from './collections';
import { badRequest } from './errors';
import { type Joins, resolvePath } from './paths';

/** Sort fields one request may name. */
export const MAX_SORT_FIELDS = 30;

export interface SortItem {
  expr: SQL;
  descending: boolean;
}

/** `sort` as Payload's REST API reads it: a string split at commas, or an array of strings. */
export function sortFields(raw: unknown): string[] | undefined {
  if (typeof raw === 'string') return raw.split(',');
  if (Array.isArray(raw) && raw.every((v) => typeof v === 'string')) return raw as string[];
  return undefined;
}

/**
 * The sort's terms, read over `joins` (shared with the where): a list or a related document adds
 * its rows, and Payload then orders the rows, not the documents (see query.ts).
 */
export function compileSort(
  fields: string[] | undefined,
  collection: Collection,
  joins: Joins,
): SortItem[] {
  const list = fields && fields.length > 0 ? [...fields] : ['-createdAt'];
  if (list.length > MAX_SORT_FIELDS)
    throw badRequest(`sort names more than ${MAX_SORT_FIELDS} fields`);
  if (!list.includes('createdAt') && !list.includes('-createdAt')) list.push('-createdAt');
  const items: SortItem[] = [];
  for (const item of list) {
    if (item.length > 200) throw badRequest('a sort field is longer than 200 characters');
    const descending = item.startsWith('-');
    const path = descending ? item.slice(1) : item;
    if (path === '') continue;
    const resolved = resolvePath(collection, path, joins);
    if ('invalid' in resolved || resolved.jsonPath) continue;
    items.push({ expr: resolved.expr, descending });
  }
  return items;
}

export const orderBy = (items: SortItem[]): SQL[] =>
  items.map(({ expr, descending }) => (descending ? sql`${expr} desc` : sql`${expr} asc`));
