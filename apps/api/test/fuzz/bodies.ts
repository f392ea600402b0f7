// Request bodies: a route's valid body, mutated at any path (replaced, deleted, added to, wrapped),
// or something else entirely, under a JSON content type most of the time.
import fc from 'fast-check';
import { anything, hostileKey, type Json, Raw, toPayload } from './hostile-json';

type Path = Array<string | number>;

function pathsOf(value: Json, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) paths.push(...pathsOf(v, [...prefix, i]));
  } else if (value !== null && typeof value === 'object' && !(value instanceof Raw))
    for (const [k, v] of Object.entries(value)) paths.push(...pathsOf(v, [...prefix, k]));
  return paths;
}

type Mutation =
  | { kind: 'replace'; value: Json }
  | { kind: 'delete' }
  | { kind: 'add'; key: string; value: Json }
  | { kind: 'wrap' };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: anything.map((value) => ({ kind: 'replace' as const, value })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'delete' as const }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(hostileKey, anything)
      .map(([key, value]) => ({ kind: 'add' as const, key, value })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'wrap' as const }) },
);

function mutate(template: Json, path: Path, m: Mutation): Json {
  const apply = (node: Json): Json => {
    if (m.kind === 'replace') return m.value;
    if (m.kind === 'wrap') return [node];
    if (m.kind === 'add' && node !== null && typeof node === 'object' && !Array.isArray(node))
      return Object.fromEntries([...Object.entries(node), [m.key, m.value]]) as Json;
    return m.kind === 'add' ? m.value : node;
  };
  const walk = (node: Json, depth: number): Json | undefined => {
    if (depth === path.length) return m.kind === 'delete' ? undefined : apply(node);
    const key = path[depth] as string | number;
    if (Array.isArray(node)) {
      const copy = [...node];
      const child = walk(copy[key as number] as Json, depth + 1);
      if (child === undefined) copy.splice(key as number, 1);
      else copy[key as number] = child;
      return copy;
    }
    const record = node as Record<string, Json>;
    const entries = Object.entries(record).flatMap(([k, v]) => {
      if (k !== key) return [[k, v] as const];
      const child = walk(v, depth + 1);
      return child === undefined ? [] : [[k, child] as const];
    });
    return Object.fromEntries(entries) as Json;
  };
  return walk(template, 0) ?? null;
}

export interface Body {
  payload?: string | Buffer;
  contentType?: string;
}

const contentType = fc.oneof(
  { weight: 14, arbitrary: fc.constant<string | undefined>('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom<string | undefined>(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'application/json;',
      'application/json; boundary=x; charset=utf-8',
      'application/vnd.api+json',
      'application/x-www-form-urlencoded',
      'text/plain',
      'text/html',
      'multipart/form-data; boundary=----x',
      'application/xml',
      '*/*',
      'application',
      ';',
      'application/json, text/plain',
      '',
      undefined,
    ),
  },
);

/** Bodies for a route whose valid body is `template`; `validWeight` sets how often it is sent as is. */
export function bodyArb(template: Json, validWeight = 5): fc.Arbitrary<Body> {
  const paths = pathsOf(template);
  const value: fc.Arbitrary<Json | undefined> = fc.oneof(
    ...(validWeight > 0 ? [{ weight: validWeight, arbitrary: fc.constant<Json>(template) }] : []),
    {
      weight: 150,
      arbitrary: fc
        .tuple(fc.constantFrom(...paths), mutation)
        .map(([path, m]) => mutate(template, path, m)),
    },
    { weight: 30, arbitrary: anything },
    { weight: 5, arbitrary: fc.array(fc.constant(template), { minLength: 1, maxLength: 3 }) },
    { weight: 5, arbitrary: fc.constant(undefined) },
  );
  return fc.tuple(value, contentType).map(([v, type]) => ({
    payload: v === undefined ? undefined : toPayload(v),
    contentType: type,
  }));
}
