// Payload's `where` (bracket query or JSON) parsed into a checked tree, then compiled to SQL over
// the jsonb documents. Every value reaches PostgreSQL as a bound parameter.
import { type SQL, sql } from 'drizzle-orm';
import type { Collection, FieldType } from './collections';

export class QueryError extends Error {
  override name = 'QueryError';
}

export type Operator =
  | 'equals'
  | 'not_equals'
  | 'contains'
  | 'like'
  | 'in'
  | 'not_in'
  | 'exists'
  | 'greater_than'
  | 'greater_than_equal'
  | 'less_than'
  | 'less_than_equal';

export type Condition =
  | { kind: 'and' | 'or'; children: Condition[] }
  | { kind: 'compare'; field: string; type: FieldType; operator: Operator; value: Value };
type Value = string | number | boolean | string[] | number[];

const OPERATORS_BY_TYPE: Record<FieldType, readonly Operator[]> = {
  id: ['equals', 'not_equals', 'in', 'not_in', 'exists', 'contains', 'like'],
  text: ['equals', 'not_equals', 'contains', 'like', 'in', 'not_in', 'exists'],
  number: [
    'equals',
    'not_equals',
    'in',
    'not_in',
    'exists',
    'greater_than',
    'greater_than_equal',
    'less_than',
    'less_than_equal',
  ],
  date: [
    'equals',
    'not_equals',
    'in',
    'not_in',
    'exists',
    'greater_than',
    'greater_than_equal',
    'less_than',
    'less_than_equal',
  ],
  boolean: ['equals', 'not_equals', 'exists'],
  array: ['equals', 'not_equals', 'contains', 'in', 'not_in', 'exists'],
};
const MAX_DEPTH = 6;
const MAX_CONDITIONS = 50;
const MAX_LIST = 100;
const MAX_VALUE_LENGTH = 500;

/**
 * What a `where` may cost the database in one request. Measured on PGlite (which runs on the
 * server's own thread): a condition costs about 0.4 ms over the posts, ten values of a list or one
 * word of a `like` about a tenth of that. The budget keeps the heaviest accepted query near 10 ms,
 * far above any ordinary Payload query (a few conditions, short lists).
 */
export const QUERY_COST = { budget: 100, condition: 4, valuesPerUnit: 10, likeWord: 1 } as const;

interface Budget {
  conditions: number;
  cost: number;
}

function conditionCost(operator: Operator, value: Value): number {
  if (operator === 'in' || operator === 'not_in')
    return QUERY_COST.condition + Math.ceil((value as unknown[]).length / QUERY_COST.valuesPerUnit);
  if (operator === 'like')
    return (
      QUERY_COST.condition + String(value).split(/\s+/).filter(Boolean).length * QUERY_COST.likeWord
    );
  return QUERY_COST.condition;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads `where` as qs produced it (nested objects, arrays or numeric-keyed objects) or as JSON text. */
export function parseWhere(input: unknown, collection: Collection): Condition | null {
  if (input === undefined || input === '') return null;
  let raw = input;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      throw new QueryError(
        'where must be bracket syntax (where[field][operator]=value) or a JSON object',
      );
    }
  }
  const budget: Budget = { conditions: 0, cost: 0 };
  const condition = group('and', raw, collection, 0, budget);
  costs.set(condition, budget.cost);
  return condition;
}

const costs = new WeakMap<Condition, number>();

/** What a parsed `where` costs (see QUERY_COST); 0 for none. */
export const costOf = (condition: Condition | null): number =>
  condition ? (costs.get(condition) ?? 0) : 0;

function listOf(raw: unknown, what: string): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (isRecord(raw) && Object.keys(raw).every((k) => /^\d+$/.test(k))) return Object.values(raw);
  throw new QueryError(`${what} must be a list of conditions`);
}

function group(
  kind: 'and' | 'or',
  raw: unknown,
  collection: Collection,
  depth: number,
  budget: Budget,
): Condition {
  if (depth > MAX_DEPTH) throw new QueryError(`where is nested deeper than ${MAX_DEPTH} levels`);
  if (!isRecord(raw)) throw new QueryError('where must be an object of field conditions');
  const children: Condition[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'and' || key === 'or') {
      const items = listOf(value, `where[${key}]`).map((item) =>
        group('and', item, collection, depth + 1, budget),
      );
      children.push({ kind: key, children: items });
      continue;
    }
    const type = Object.hasOwn(collection.fields, key) ? collection.fields[key] : undefined;
    if (!type) {
      throw new QueryError(
        `unknown field "${key}" in where; ${collection.slug} can be queried by ${Object.keys(collection.fields).join(', ')}`,
      );
    }
    if (!isRecord(value) || Object.keys(value).length === 0) {
      throw new QueryError(`where[${key}] needs an operator, e.g. where[${key}][equals]=...`);
    }
    for (const [operator, operand] of Object.entries(value)) {
      const allowed = OPERATORS_BY_TYPE[type];
      if (!(allowed as readonly string[]).includes(operator)) {
        throw new QueryError(
          `unknown operator "${operator}" for field "${key}"; use one of ${allowed.join(', ')}`,
        );
      }
      if (++budget.conditions > MAX_CONDITIONS)
        throw new QueryError(`where has more than ${MAX_CONDITIONS} conditions`);
      const coerced = coerce(key, type, operator as Operator, operand);
      budget.cost += conditionCost(operator as Operator, coerced);
      if (budget.cost > QUERY_COST.budget)
        throw new QueryError(
          `where costs more than one request may (limit ${QUERY_COST.budget}: each condition counts ${QUERY_COST.condition}, every ${QUERY_COST.valuesPerUnit} values of an in list 1 more, each word of a like ${QUERY_COST.likeWord} more); split it into smaller queries`,
        );
      children.push({
        kind: 'compare',
        field: key,
        type,
        operator: operator as Operator,
        value: coerced,
      });
    }
  }
  return { kind, children };
}

function scalar(field: string, type: FieldType, raw: unknown): string | number | boolean {
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') {
    throw new QueryError(`where[${field}] needs a plain value`);
  }
  const text = String(raw);
  if (text.length > MAX_VALUE_LENGTH)
    throw new QueryError(`where[${field}] value is longer than ${MAX_VALUE_LENGTH} characters`);
  if (type === 'number') {
    const n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n))
      throw new QueryError(`where[${field}] needs a number, got "${text}"`);
    return n;
  }
  if (type === 'boolean') {
    if (text !== 'true' && text !== 'false')
      throw new QueryError(`where[${field}] needs true or false, got "${text}"`);
    return text === 'true';
  }
  if (type === 'date') {
    const time = Date.parse(text);
    if (Number.isNaN(time)) throw new QueryError(`where[${field}] needs a date, got "${text}"`);
    // PostgreSQL reads neither year 0 nor the signed six-digit years of toISOString.
    const year = new Date(time).getUTCFullYear();
    if (year < 1 || year > 9999)
      throw new QueryError(`where[${field}] needs a date from year 1 to 9999, got "${text}"`);
    return new Date(time).toISOString();
  }
  return text;
}

function coerce(field: string, type: FieldType, operator: Operator, raw: unknown): Value {
  if (operator === 'exists') {
    const text = String(raw);
    if (text !== 'true' && text !== 'false')
      throw new QueryError(`where[${field}][exists] needs true or false`);
    return text === 'true';
  }
  if (operator === 'in' || operator === 'not_in') {
    const items =
      typeof raw === 'string'
        ? raw.split(',')
        : Array.isArray(raw) || isRecord(raw)
          ? Object.values(raw)
          : [raw];
    if (items.length === 0 || items.length > MAX_LIST)
      throw new QueryError(`where[${field}][${operator}] needs 1 to ${MAX_LIST} values`);
    return items.map((item) => scalar(field, type === 'array' ? 'text' : type, item)) as
      | string[]
      | number[];
  }
  return scalar(field, type === 'array' ? 'text' : type, raw);
}

/** The SQL expression that reads a field from a collection's row. */
export function fieldExpression(collection: Collection, field: string, type: FieldType): SQL {
  const t = collection.table;
  if (field === 'id') return sql`${t.id}`;
  if (field === 'createdAt') return sql`${t.createdAt}`;
  if (field === 'updatedAt') return sql`${t.updatedAt}`;
  const json = sql`(${t.data} -> ${field})`;
  const text = sql`(${t.data} ->> ${field})`;
  switch (type) {
    case 'number':
      return sql`(case when jsonb_typeof(${json}) = 'number' then ${text}::numeric end)`;
    case 'boolean':
      return sql`(case when jsonb_typeof(${json}) = 'boolean' then ${text}::boolean end)`;
    case 'date':
      return sql`(case when ${text} ~ '^\\d{4}-\\d{2}-\\d{2}' then ${text}::timestamptz end)`;
    case 'array':
      return json;
    default:
      return text;
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function compileWhere(condition: Condition, collection: Collection): SQL {
  if (condition.kind !== 'compare') {
    if (condition.children.length === 0) return sql`true`;
    const parts = condition.children.map((c) => compileWhere(c, collection));
    return sql`(${sql.join(parts, condition.kind === 'and' ? sql` and ` : sql` or `)})`;
  }
  const { field, type, operator, value } = condition;
  const expr = fieldExpression(collection, field, type);
  const cast = type === 'date' ? sql`::timestamptz` : type === 'number' ? sql`::numeric` : sql``;
  if (type === 'array') return compileArray(expr, operator, value);
  switch (operator) {
    case 'equals':
      return sql`${expr} = ${value}${cast}`;
    case 'not_equals':
      return sql`${expr} is distinct from ${value}${cast}`;
    case 'contains':
      return sql`${expr}::text ilike ${`%${escapeLike(String(value))}%`}`;
    case 'like': {
      const words = String(value).split(/\s+/).filter(Boolean);
      if (words.length === 0) return sql`true`;
      return sql`(${sql.join(
        words.map((w) => sql`${expr}::text ilike ${`%${escapeLike(w)}%`}`),
        sql` and `,
      )})`;
    }
    case 'in':
    case 'not_in': {
      const list = sql.join(
        (value as Array<string | number>).map((v) => sql`${v}${cast}`),
        sql`, `,
      );
      return operator === 'in'
        ? sql`${expr} in (${list})`
        : sql`(${expr} is null or ${expr} not in (${list}))`;
    }
    case 'exists':
      return value ? sql`${expr} is not null` : sql`${expr} is null`;
    case 'greater_than':
      return sql`${expr} > ${value}${cast}`;
    case 'greater_than_equal':
      return sql`${expr} >= ${value}${cast}`;
    case 'less_than':
      return sql`${expr} < ${value}${cast}`;
    default:
      return sql`${expr} <= ${value}${cast}`;
  }
}

function compileArray(expr: SQL, operator: Operator, value: Value): SQL {
  // jsonb's ? and ?| test an array's string elements in one step each, whatever the list's length.
  const strings = (v: Value) => (Array.isArray(v) ? v : [v]).map(String);
  const has = (v: unknown) => sql`coalesce(${expr} ? ${String(v)}::text, false)`;
  const hasAny = (v: Value) =>
    sql`coalesce(${expr} ?| array[${sql.join(
      strings(v).map((x) => sql`${x}::text`),
      sql`, `,
    )}], false)`;
  switch (operator) {
    case 'equals':
      return has(value);
    case 'not_equals':
      return sql`not ${has(value)}`;
    case 'contains':
      return sql`exists (select 1 from jsonb_array_elements_text(case when jsonb_typeof(${expr}) = 'array' then ${expr} else '[]'::jsonb end) as e(v) where e.v ilike ${`%${escapeLike(String(value))}%`})`;
    case 'in':
      return hasAny(value);
    case 'not_in':
      return sql`not ${hasAny(value)}`;
    default:
      return value ? sql`jsonb_typeof(${expr}) = 'array'` : sql`${expr} is null`;
  }
}

/** `sort=-publishedDate,title`: fields of the collection, `-` for descending; ties broken by id. */
export function compileSort(raw: unknown, collection: Collection): SQL {
  const text = raw === undefined || raw === '' ? '-createdAt' : raw;
  if (typeof text !== 'string')
    throw new QueryError('sort must be a comma-separated list of fields');
  const parts = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length > 5) throw new QueryError('sort takes at most 5 fields');
  const orders = parts.map((part) => {
    const descending = part.startsWith('-');
    const field = descending ? part.slice(1) : part;
    const type = Object.hasOwn(collection.fields, field) ? collection.fields[field] : undefined;
    if (!type || type === 'array') {
      throw new QueryError(
        `cannot sort ${collection.slug} by "${field}"; sort by one of ${Object.entries(
          collection.fields,
        )
          .filter(([, t]) => t !== 'array')
          .map(([f]) => f)
          .join(', ')}`,
      );
    }
    const expr = fieldExpression(collection, field, type);
    return descending ? sql`${expr} desc nulls last` : sql`${expr} asc nulls last`;
  });
  orders.push(sql`${collection.table.id} asc`);
  return sql.join(orders, sql`, `);
}
