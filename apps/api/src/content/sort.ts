// Payload's `sort`: a comma-separated string or an array, `-` for descending, any number of fields
// (dot paths too); a field that cannot be sorted by is skipped, and `-createdAt` breaks the ties
// unless createdAt is sorted by already. Empty values come last ascending and first descending,
// as PostgreSQL orders them for Payload.
import { type SQL, sql } from 'drizzle-orm';
import type { Collection } from './collections';
import { badRequest } from './errors';
import { Joins, resolvePath } from './paths';

/** Sort fields one request may name. */
export const MAX_SORT_FIELDS = 30;

export interface CompiledSort {
  order: SQL[];
  /** Whether Payload reads it through joins (see CompiledWhere.joined). */
  joined: boolean;
}

/** `sort` as Payload's REST API reads it: a string split at commas, or an array of strings. */
export function sortFields(raw: unknown): string[] | undefined {
  if (typeof raw === 'string') return raw.split(',');
  if (Array.isArray(raw) && raw.every((v) => typeof v === 'string')) return raw as string[];
  return undefined;
}

export function compileSort(fields: string[] | undefined, collection: Collection): CompiledSort {
  const list = fields && fields.length > 0 ? [...fields] : ['-createdAt'];
  if (list.length > MAX_SORT_FIELDS)
    throw badRequest(`sort names more than ${MAX_SORT_FIELDS} fields`);
  if (!list.includes('createdAt') && !list.includes('-createdAt')) list.push('-createdAt');
  const order: SQL[] = [];
  let joined = false;
  for (const item of list) {
    if (item.length > 200) throw badRequest('a sort field is longer than 200 characters');
    const descending = item.startsWith('-');
    const path = descending ? item.slice(1) : item;
    if (path === '') continue;
    const joins = new Joins();
    const resolved = resolvePath(collection, path, joins);
    if ('invalid' in resolved || resolved.jsonPath) continue;
    let expr = resolved.expr;
    if (joins.clauses.length > 0) {
      // A list or a related document: its smallest value ascending, its largest descending.
      joined = true;
      const pick = descending ? sql`max` : sql`min`;
      expr = sql`(select ${pick}(${expr}) from (select 1) as w0 ${sql.join(joins.clauses, sql` `)})`;
    }
    order.push(descending ? sql`${expr} desc` : sql`${expr} asc`);
  }
  return { order, joined };
}
