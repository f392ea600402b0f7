// Server answers are JSON, and two answers hold the same data when their JSON does, whatever the
// order of its keys: PostgreSQL's jsonb stores an object's keys in its own order, so the copy a
// page was built with and the API's current one can list the same keys differently.

const definedKeys = (value: object) =>
  Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined);

/** Equal as JSON: same values, arrays in the same order, object keys in any order. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameJson(item, b[index]));
  }
  const keys = definedKeys(a);
  if (keys.length !== definedKeys(b).length) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return keys.every((key) => sameJson(left[key], right[key]));
}
