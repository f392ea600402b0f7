// The REST parameters of Payload's read endpoints, read as Payload's parseParams reads them:
// `depth`, `limit`, `page` numbers; `pagination`, `draft`, `trash` booleans ("true"/"false", else
// ignored); `sort`, `select`, `populate`, `where`. Other parameters (locale, joins, ...) are ignored.
// Stricter than Payload only where the input is malformed or abusive (see README).
import { badRequest } from './errors';
import type { Populate, Selection } from './read';
import { sortFields } from './sort';

export const DEFAULT_LIMIT = 10;
/** The most documents one answer holds, limit=0 and pagination=false included. */
export const MAX_LIMIT = 1000;
export const MAX_PAGE = 1_000_000;
export const DEFAULT_DEPTH = 2;
export const MAX_DEPTH = 10;
/** Fields a select (or the selections of a populate, together) may name, and how deep it nests. */
const MAX_SELECT_KEYS = 100;
const MAX_SELECT_NESTING = 5;

export interface ReadParams {
  depth: number;
  select?: Selection;
  populate?: Populate;
}

export interface FindParams extends ReadParams {
  where?: unknown;
  sort?: string[];
  /** Undefined when not given: 10 with pagination, every document without. */
  limit?: number;
  page: number;
  pagination: boolean;
}

type Query = Record<string, unknown>;

const boolean = (value: unknown) =>
  value === 'true' ? true : value === 'false' ? false : undefined;

function whole(query: Query, name: string, min: number, max: number): number | undefined {
  const raw = query[name];
  if (raw === undefined) return undefined;
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!Number.isInteger(n)) throw badRequest(`${name} must be a whole number`);
  if (n < min) throw badRequest(`${name} must be at least ${min}`);
  if (n > max) throw badRequest(`${name} must be at most ${max}`);
  return n;
}

function selection(raw: unknown, what: string, budget: { keys: number }, nesting = 0): Selection {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw badRequest(`${what} names fields, e.g. ${what}[title]=true`);
  if (nesting >= MAX_SELECT_NESTING)
    throw badRequest(`${what} nests deeper than ${MAX_SELECT_NESTING} levels`);
  const out: Selection = {};
  for (const [key, value] of Object.entries(raw)) {
    if (++budget.keys > MAX_SELECT_KEYS)
      throw badRequest(`${what} names more than ${MAX_SELECT_KEYS} fields`);
    if (value === 'true' || value === true) out[key] = true;
    else if (value === 'false' || value === false) out[key] = false;
    else if (typeof value === 'object' && value !== null)
      out[key] = selection(value, `${what}[${key}]`, budget, nesting + 1);
    else throw badRequest(`${what}[${key}] must be true or false`);
  }
  return out;
}

function readParams(query: Query): ReadParams {
  const depth = whole(query, 'depth', 0, Number.MAX_SAFE_INTEGER);
  const budget = { keys: 0 };
  const params: ReadParams = { depth: Math.min(depth ?? DEFAULT_DEPTH, MAX_DEPTH) };
  if (query.select !== undefined) params.select = selection(query.select, 'select', budget);
  const populate = query.populate;
  // Payload ignores a populate that is not an object.
  if (typeof populate === 'object' && populate !== null && !Array.isArray(populate)) {
    params.populate = {};
    for (const [slug, value] of Object.entries(populate))
      params.populate[slug] = selection(value, `populate[${slug}]`, budget);
  }
  return params;
}

/** The parameters of GET /api/{collection}/{id}. */
export const findByIdParams = (query: Query): ReadParams => readParams(query);

/** The parameters of GET /api/{collection}. */
export function findParams(query: Query): FindParams {
  const pagination = boolean(query.pagination) ?? true;
  const limit = whole(query, 'limit', 0, MAX_LIMIT);
  const page = whole(query, 'page', 1, MAX_PAGE) ?? 1;
  const sort = query.sort === undefined ? undefined : sortFields(query.sort);
  return {
    ...readParams(query),
    where: query.where,
    ...(sort ? { sort } : {}),
    ...(limit === undefined ? {} : { limit }),
    page,
    pagination,
  };
}

/** The parameters of GET /api/{collection}/count. */
export const countParams = (query: Query) => ({ where: query.where });
