// Payload's `where` (bracket query or JSON) checked and compiled to SQL over the jsonb documents,
// with Payload's semantics operator by operator (see paths.ts for how paths and lists are read).
// Every value reaches PostgreSQL as a bound parameter. What one where may cost is bounded.
import { WHERE_OPERATORS, type WhereOperator } from '@peak/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Collection } from './collections';
import { badRequest, queryPathError } from './errors';
import { Joins, type Leaf, resolvePath } from './paths';

export type Operator = WhereOperator;

const OPERATORS: ReadonlySet<string> = new Set<Operator>(WHERE_OPERATORS);
/** Valid in Payload, but for point fields only (`near`, `within`, `intersects`) or failing (`all`). */
const UNSUPPORTED: ReadonlySet<string> = new Set(['all', 'near', 'within', 'intersects']);

/** and/or nested deeper than this is refused (Payload's bracket syntax reaches 4). */
export const MAX_NESTING = 8;
const MAX_CONDITIONS = 50;
/** Values an in or not_in list may hold. */
export const MAX_LIST = 500;
const MAX_VALUE_LENGTH = 500;
const MAX_PATH_LENGTH = 200;

/**
 * What a `where` may cost the database in one request. Measured on PGlite (which runs on the
 * server's own thread): a condition costs about 0.4 ms over the posts, ten values of a list or one
 * word of a `like` about a tenth of that, a related document to read per document about as much
 * as a condition. The budget keeps the heaviest accepted query near 10 ms, far above any
 * ordinary Payload query (a few conditions, short lists).
 */
export const QUERY_COST = {
  budget: 100,
  condition: 4,
  valuesPerUnit: 10,
  likeWord: 1,
  /** Each related document a path reads (a list's own elements come with its conditions). */
  join: 4,
} as const;

type Scalar = string | number | boolean | null;

export interface CompiledWhere {
  /**
   * The condition over the document's rows (see `Joins`: one per element of each list it names),
   * or undefined when the where asks nothing.
   */
  condition: SQL | undefined;
  /** What it costs (QUERY_COST), the lists and related documents it reads included. */
  cost: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

interface State {
  collection: Collection;
  joins: Joins;
  conditions: number;
  cost: number;
  invalidPaths: string[];
  /** The first malformed value met: reported only when every path is valid, as Payload would. */
  malformed?: string;
}

/** Refuses a query whose where (and sort) cost more than one request may. */
export function checkCost(cost: number) {
  if (cost > QUERY_COST.budget)
    throw badRequest(
      `where costs more than one request may (limit ${QUERY_COST.budget}: each condition counts ${QUERY_COST.condition}, every ${QUERY_COST.valuesPerUnit} values of an in list 1 more, each word of a like ${QUERY_COST.likeWord} more, each related document read ${QUERY_COST.join}); split it into smaller queries`,
    );
}

/**
 * Reads `where` as qs produced it (nested objects and arrays) or as JSON text, and compiles it
 * over `joins`, which a sort may share (Payload reads both over the same rows).
 */
export function compileWhere(
  input: unknown,
  collection: Collection,
  joins: Joins = new Joins(),
): CompiledWhere {
  if (input === undefined || input === '') return { condition: undefined, cost: 0 };
  let raw = input;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      throw badRequest(
        'where must be bracket syntax (where[field][operator]=value) or a JSON object',
      );
    }
  }
  if (!isRecord(raw)) throw badRequest('where must be an object of field conditions');
  const joinsBefore = joins.clauses.length;
  const state: State = { collection, joins, conditions: 0, cost: 0, invalidPaths: [] };
  const condition = group(raw, 'and', 0, state);
  if (state.invalidPaths.length) throw queryPathError(state.invalidPaths);
  if (state.malformed) throw badRequest(state.malformed);
  state.cost += joins.documentsSince(joinsBefore) * QUERY_COST.join;
  checkCost(state.cost);
  return { condition, cost: state.cost };
}

function group(raw: Record<string, unknown>, kind: 'and' | 'or', depth: number, state: State) {
  if (depth > MAX_NESTING) throw badRequest(`where nests and/or deeper than ${MAX_NESTING} levels`);
  const parts: SQL[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const lower = key.toLowerCase();
    if ((lower === 'and' || lower === 'or') && Array.isArray(value)) {
      const children: SQL[] = [];
      for (const item of value) {
        if (!isRecord(item)) throw badRequest(`where[${key}] must be a list of conditions`);
        const child = group(item, 'and', depth + 1, state);
        if (child) children.push(child);
      }
      if (children.length) parts.push(combine(children, lower));
      continue;
    }
    if (key.length > MAX_PATH_LENGTH)
      throw badRequest(`a where path is longer than ${MAX_PATH_LENGTH} characters`);
    if (Array.isArray(value)) {
      state.invalidPaths.push(key);
      continue;
    }
    if (typeof value === 'string') {
      // Payload reads the operators of a plain value as its character positions.
      for (let i = 0; i < value.length; i++) state.invalidPaths.push(`${key}.${i}`);
      continue;
    }
    if (!isRecord(value)) continue;
    for (const [operator, operand] of Object.entries(value)) {
      if (!OPERATORS.has(operator)) {
        if (UNSUPPORTED.has(operator))
          state.malformed ??= `the ${operator} operator is not supported; use in, or a point field`;
        else state.invalidPaths.push(`${key}.${operator}`);
        continue;
      }
      const resolved = resolvePath(state.collection, key, state.joins);
      if ('invalid' in resolved) {
        state.invalidPaths.push(resolved.invalid);
        continue;
      }
      if (++state.conditions > MAX_CONDITIONS)
        throw badRequest(`where has more than ${MAX_CONDITIONS} conditions`);
      const compiled = compare(resolved, operator as Operator, operand, key, state);
      if (compiled) parts.push(compiled);
    }
  }
  if (parts.length === 0) return undefined;
  return combine(parts, kind);
}

const combine = (parts: SQL[], kind: string): SQL =>
  parts.length === 1
    ? (parts[0] as SQL)
    : sql`(${sql.join(parts, kind === 'or' ? sql` or ` : sql` and `)})`;

/** A value of a field's type, as Payload's adapter reads it; undefined when it is malformed. */
function scalar(leaf: Leaf, raw: unknown): Scalar | undefined {
  if (raw === null) return null;
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean')
    return undefined;
  const text = String(raw);
  if (text.length > MAX_VALUE_LENGTH) return undefined;
  switch (leaf.type) {
    case 'number': {
      const n = Number(text);
      return Number.isFinite(n) ? n : undefined;
    }
    case 'checkbox': {
      const lower = text.toLowerCase();
      return lower === 'true' ? true : lower === 'false' ? false : undefined;
    }
    case 'date': {
      if (text === '' || text === 'null') return null;
      const time = typeof raw === 'number' ? raw : Date.parse(text);
      if (Number.isNaN(time)) return undefined;
      const year = new Date(time).getUTCFullYear();
      // PostgreSQL reads neither year 0 nor the signed six-digit years of toISOString.
      return year >= 1 && year <= 9999 ? new Date(time).toISOString() : undefined;
    }
    case 'relationship':
      return text === 'null' ? null : text;
    default:
      return text;
  }
}

const CASTS: Record<Leaf['type'], SQL> = {
  number: sql`::numeric`,
  checkbox: sql`::boolean`,
  date: sql`::timestamptz`,
  json: sql`::jsonb`,
  relationship: sql`::text`,
  text: sql`::text`,
};

const bind = (leaf: Leaf, value: Scalar): SQL =>
  leaf.type === 'json' ? sql`${JSON.stringify(value)}::jsonb` : sql`${value}${CASTS[leaf.type]}`;

function listOf(raw: unknown): unknown[] | undefined {
  if (typeof raw === 'string') return raw.split(',');
  if (Array.isArray(raw)) return raw;
  if (isRecord(raw)) return Object.values(raw);
  if (typeof raw === 'number' || typeof raw === 'boolean') return [raw];
  return undefined;
}

/** Records the first malformed value of a where (its path, operator and why); compares nothing. */
const malformedAt = (state: State, path: string, operator: Operator) => (why: string) => {
  state.malformed ??= `where[${path}][${operator}] ${why}`;
  return undefined;
};

function compare(
  leaf: Leaf,
  operator: Operator,
  raw: unknown,
  path: string,
  state: State,
): SQL | undefined {
  const malformed = malformedAt(state, path, operator);
  state.cost += QUERY_COST.condition;
  if (leaf.jsonPath) return jsonPathCompare(leaf, operator, raw, path, state);
  const e = leaf.expr;

  if (operator === 'exists') {
    if (raw !== true && raw !== false && raw !== 'true' && raw !== 'false')
      return malformed('needs true or false');
    return raw === true || raw === 'true' ? sql`${e} is not null` : sql`${e} is null`;
  }

  if (operator === 'in' || operator === 'not_in') {
    const items = listOf(raw);
    if (!items) return malformed('needs a list of values');
    if (items.length > MAX_LIST) return malformed(`takes at most ${MAX_LIST} values`);
    state.cost += Math.ceil(items.length / QUERY_COST.valuesPerUnit);
    const values: Scalar[] = [];
    for (const item of items) {
      const value = scalar(leaf, item);
      if (value === undefined) return malformed(`has a value that is not a ${leaf.type}`);
      values.push(value);
    }
    const present = values.filter((v) => v !== null);
    const list = present.length
      ? sql`(${sql.join(
          present.map((v) => bind(leaf, v)),
          sql`, `,
        )})`
      : undefined;
    if (operator === 'in') {
      const inList = list ? sql`${e} in ${list}` : sql`false`;
      return present.length < values.length ? sql`(${e} is null or ${inList})` : inList;
    }
    if (!list) return sql`true`;
    // A relationship's not_in keeps the documents that have none; elsewhere an empty field is out.
    return leaf.type === 'relationship'
      ? sql`(${e} not in ${list} or ${e} is null)`
      : sql`${e} not in ${list}`;
  }

  if (operator === 'contains' || operator === 'like' || operator === 'not_like') {
    // On an id (a relationship) Payload reads like as equals, and contains on a list of ids too.
    if (
      leaf.type === 'relationship' &&
      (operator === 'like' || (operator === 'contains' && leaf.element))
    )
      return compare(leaf, 'equals', raw, path, state);
    if (leaf.type === 'number' && operator === 'like')
      return compare(leaf, 'equals', raw, path, state);
    if (leaf.type !== 'text' && leaf.type !== 'relationship')
      return malformed(`does not apply to a ${leaf.type} field`);
    if (operator === 'contains' && leaf.element && Array.isArray(raw)) {
      if (raw.length > MAX_LIST) return malformed(`takes at most ${MAX_LIST} values`);
      const words = raw.map((item) => scalar(leaf, item));
      if (words.some((w) => typeof w !== 'string')) return malformed('needs text');
      state.cost += raw.length * QUERY_COST.likeWord;
      return sql`(${sql.join(
        words.map((w) => sql`${e} ilike ${`%${w}%`}`),
        sql` or `,
      )})`;
    }
    const value = scalar(leaf, raw);
    if (typeof value !== 'string') return malformed('needs text');
    // Payload passes the text to ILIKE as it is: % and _ keep their meaning.
    if (operator === 'contains') return sql`${e} ilike ${`%${value}%`}`;
    if (operator === 'not_like') return sql`${e} not ilike ${value}`;
    const words = value.split(' ');
    state.cost += words.length * QUERY_COST.likeWord;
    return sql`(${sql.join(
      words.map((w) => sql`${e} ilike ${`%${w}%`}`),
      sql` and `,
    )})`;
  }

  const value = scalar(leaf, raw);
  if (value === undefined) return malformed(`needs a ${leaf.type} value`);
  if (leaf.type === 'json' && operator !== 'equals' && operator !== 'not_equals')
    return malformed('does not apply to a json field');
  switch (operator) {
    case 'equals':
      return value === null ? sql`${e} is null` : sql`${e} = ${bind(leaf, value)}`;
    case 'not_equals':
      return value === null
        ? sql`${e} is not null`
        : sql`(${e} is null or ${e} <> ${bind(leaf, value)})`;
    case 'greater_than':
      return sql`${e} > ${bind(leaf, value)}`;
    case 'greater_than_equal':
      return sql`${e} >= ${bind(leaf, value)}`;
    case 'less_than':
      return sql`${e} < ${bind(leaf, value)}`;
    default:
      return sql`${e} <= ${bind(leaf, value)}`;
  }
}

/** Payload's text for a value inside a JSON path query: letters, digits and ` @.-+:_` only. */
const SAFE_JSON_VALUE = /^[\w @.\-+:]*$/;

/** A path into a json field, as Payload's PostgreSQL adapter asks it (jsonb_path_exists). */
function jsonPathCompare(
  leaf: Leaf,
  operator: Operator,
  raw: unknown,
  path: string,
  state: State,
): SQL | undefined {
  const malformed = malformedAt(state, path, operator);
  const base = `$.${(leaf.jsonPath ?? []).map((key) => `${key}[*]`).join('.')}`;
  const exists = (filter: string) => sql`jsonb_path_exists(${leaf.expr}, ${filter}::jsonpath)`;
  const literal = (value: unknown, insensitive = false): string | undefined => {
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (typeof value !== 'string' || !SAFE_JSON_VALUE.test(value)) return undefined;
    return `"${insensitive ? '(?i)' : ''}${value}"`;
  };
  if (operator === 'exists') {
    if (raw !== true && raw !== false && raw !== 'true' && raw !== 'false')
      return malformed('needs true or false');
    return raw === false || raw === 'false' ? sql`not ${exists(base)}` : exists(base);
  }
  const test = (symbol: string, value: unknown, insensitive = false): SQL | undefined => {
    const text = literal(value, insensitive);
    if (text === undefined) {
      state.malformed ??= `${String(value)} is not allowed as a JSON query value`;
      return undefined;
    }
    return exists(`${base} ? (@ ${symbol} ${text})`);
  };
  switch (operator) {
    case 'equals':
      return test('==', raw);
    case 'not_equals':
      return test('!=', raw);
    case 'like':
      return test('like_regex', raw, true);
    case 'not_like': {
      const found = test('like_regex', raw, true);
      return found && sql`not ${found}`;
    }
    case 'in':
    case 'not_in': {
      const items = listOf(raw);
      if (!items || items.length === 0) return malformed('needs a list of values');
      if (items.length > MAX_LIST) return malformed(`takes at most ${MAX_LIST} values`);
      state.cost += Math.ceil(items.length / QUERY_COST.valuesPerUnit);
      const tests = items.map((item) => test(operator === 'in' ? '==' : '!=', item));
      if (tests.some((t) => t === undefined)) return undefined;
      return sql`(${sql.join(tests as SQL[], operator === 'in' ? sql` or ` : sql` and `)})`;
    }
    default:
      return malformed('does not apply to a path inside a json field');
  }
}
