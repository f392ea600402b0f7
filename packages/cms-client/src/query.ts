// Serialises Payload REST query parameters into the bracket syntax Payload reads with `qs`
// (`where[and][0][status][equals]=published`), without taking `qs` as a dependency.

import type { WhereOperator } from '@peak/contracts';

export type { WhereOperator };

export type WhereValue = string | number | boolean | Date | null;

type ScalarOperator = Exclude<WhereOperator, 'in' | 'not_in'>;

/** The conditions on one field: `{ equals: 'published' }`, `{ in: ['a', 'b'] }`. */
export type FieldCondition = { [Op in ScalarOperator]?: WhereValue } & {
  in?: readonly WhereValue[] | WhereValue;
  not_in?: readonly WhereValue[] | WhereValue;
};

/** A Payload `where`: field conditions, combined with `and` / `or` lists at any depth. */
export interface Where {
  and?: Where[];
  or?: Where[];
  [field: string]: FieldCondition | Where[] | undefined;
}

export interface QueryParams {
  where?: Where;
  sort?: string;
  limit?: number;
  page?: number;
  depth?: number;
  /** Payload's `select`: only these fields (and the id) come back. */
  select?: readonly string[];
}

/**
 * Percent-encodes like `qs` (RFC 3986): everything but letters, digits and `-._~`.
 * encodeURIComponent also spares `!'()*`, so those are encoded here.
 */
export function encodeQueryComponent(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function formatScalar(value: string | number | boolean | Date | null): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Flattens a nested value into `key[sub][0]=value` pairs, the way `qs` does with indices. */
function flatten(prefix: string, value: unknown, pairs: string[]): void {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) flatten(`${prefix}[${index}]`, item, pairs);
    return;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      flatten(`${prefix}[${encodeQueryComponent(key)}]`, item, pairs);
    }
    return;
  }
  pairs.push(`${prefix}=${encodeQueryComponent(formatScalar(value as WhereValue))}`);
}

/** The query string without its leading `?`; empty when there is nothing to send. */
export function toQueryString({ where, sort, limit, page, depth, select }: QueryParams): string {
  const pairs: string[] = [];
  flatten('where', where, pairs);
  flatten('sort', sort, pairs);
  flatten('limit', limit, pairs);
  flatten('page', page, pairs);
  flatten('depth', depth, pairs);
  if (select?.length)
    flatten('select', Object.fromEntries(select.map((field) => [field, true])), pairs);
  return pairs.join('&');
}

/** `path` with its query appended, or `path` alone when the query is empty. */
export function withQuery(path: string, params: QueryParams): string {
  const query = toQueryString(params);
  return query ? `${path}?${query}` : path;
}
