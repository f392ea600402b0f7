// Hostile input for every route of the API: at least 2,000 generated requests per route (fast-check,
// fixed seed; FUZZ_SEED replays another run). Every answer must be below 500, every refusal must be
// JSON with a message, and nothing a request sends may reach Object.prototype.
//
// The 2,000-request batches run on PGlite. When DATABASE_URL names a PostgreSQL server, every
// route gets a shorter batch there too (same generators, 500 requests): full batches on both would
// double the file's time (about 90 s on a 2-core machine) for code paths that do not depend on the
// database, while the short one still sends PostgreSQL the hostile values that reach it.
import { readdirSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { MEDIA_DIR } from '@peak/content/paths';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../src/content/collections';
import { documentTables, knowledgeObjects } from '../src/db/schema';
import { signUpCookie, startTestApp, type TestApp } from './support/app';
import { versioned } from './support/bank';
import { TARGETS, type Target } from './support/database';
import { readFixture } from './support/paths';

const SEED = Number(process.env.FUZZ_SEED ?? 20_240_611);
const RUNS: Record<Target, number> = { pglite: 2_000, postgres: 500 };
const BATCH_TIMEOUT_MS = 120_000;
/** Node's default limit for the request line and headers together. */
const MAX_URL_LENGTH = 16 * 1024;

// ---------------------------------------------------------------------------------------------
// Building blocks: hostile text, numbers and JSON values.

/** Text spliced into a body as is: what JSON.stringify cannot produce (deep nesting, bad UTF-8). */
class Raw {
  constructor(readonly chunk: string | Buffer) {}
}
type Json = null | boolean | number | string | Raw | Json[] | { [key: string]: Json };

const FRAGMENTS = [
  "' OR 1=1 --",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '; DROP TABLE assessment_results',
  '" OR ""="',
  '1; SELECT pg_sleep(10)',
  "') UNION SELECT password_hash FROM users --",
  '$1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  '\uFEFF',
  '\u202E',
  '\r\n',
  '\t',
  '%00',
  '%',
  '%E0%A4%A',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4j-style probe, meant literally
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '1e-400',
  '-0',
  '0x1F',
  '9007199254740993',
  '',
  ' ',
  'null',
  'undefined',
  'true',
  'false',
  '[]',
  '{}',
  '0000-01-01',
  '+275760-09-13',
  '-271821-04-20T00:00:00Z',
  '2024-02-30',
  '10000-01-01',
  'ada@example.com',
  '😀',
  'ä',
  '*',
  '?',
  '#',
  '&',
  '=',
  '[',
  ']',
];

const fragment = fc.constantFrom(...FRAGMENTS);

/** Up to about 100 KB of one repeated piece. */
const huge = fc
  .tuple(
    fc.oneof(fragment, fc.string({ minLength: 1, maxLength: 4 })),
    fc.integer({ min: 1_000, max: 100_000 }),
  )
  .map(([unit, n]) => (unit || 'x').repeat(Math.ceil(n / Math.max(unit.length, 1))).slice(0, n));

const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fragment },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.oneof(fragment, fc.string({ maxLength: 6 })), { maxLength: 6 })
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: huge },
);

/** Query strings travel in the request line, so their text is shorter. */
const queryText = text.map((s) => s.slice(0, 3_000));

/** Printable ASCII only: what can arrive in an HTTP header. */
const headerText = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
  fc.constantFrom("' OR 1=1 --", '<script>', '%00', '__proto__', 'null', '', ' ', '\t'),
  fc.integer({ min: 1_000, max: 8_000 }).map((n) => 'A'.repeat(n)),
);

const rawNumber = fc
  .constantFrom(
    '1e309',
    '-1e309',
    '1e-400',
    '123456789012345678901234567890',
    '-0',
    '0.0000000000000000000001',
    '1E2',
  )
  .map((n) => new Raw(n));

const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, 1, 3, 5, 6, -1, 1.5, 2 ** 53 + 2, 1e308, -1e308, 3_600_001),
);

const scalar: fc.Arbitrary<Json> = fc.oneof(
  { weight: 6, arbitrary: text },
  { weight: 3, arbitrary: number },
  { weight: 1, arbitrary: rawNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

const hostileKey = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'polluted',
      'userId',
      'userEmail',
      'id',
      'toString',
      'hasOwnProperty',
      '$where',
      '$ne',
      'responses',
      'overallScore',
    ),
  },
  { weight: 2, arbitrary: text },
);

/** A value whose object keys include __proto__ and friends as own properties. */
const { value: jsonValue } = fc.letrec<{ value: Json; array: Json[]; object: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    { weight: 4, arbitrary: scalar },
    { weight: 1, arbitrary: tie('array') },
    { weight: 1, arbitrary: tie('object') },
  ),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc
    .array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 })
    .map((entries) => Object.fromEntries(entries) as Json),
}));

/** The classic pollution payloads, as own keys. */
const pollution = fc.constantFrom<Json>(
  Object.fromEntries([['__proto__', { polluted: 'yes' }]]),
  { constructor: { prototype: { polluted: 'yes' } } },
  Object.fromEntries([['__proto__', Object.fromEntries([['__proto__', { polluted: 'yes' }]])]]),
  { prototype: { polluted: 'yes' } },
);

/** Nesting from 1,000 to 20,000 levels, as text (JSON.stringify gives up at about 5,000). */
const deep = fc
  .tuple(
    fc.integer({ min: 1_000, max: 20_000 }),
    fc.constantFrom('array', 'object', 'unbalanced', 'mixed'),
  )
  .map(([n, kind]) => {
    switch (kind) {
      case 'array':
        return new Raw('['.repeat(n) + ']'.repeat(n));
      case 'object': {
        return new Raw(`${'{"a":'.repeat(n)}1${'}'.repeat(n)}`);
      }
      case 'unbalanced':
        return new Raw('['.repeat(n));
      default: {
        return new Raw(`${'[{"x":'.repeat(n)}0${'}]'.repeat(n)}`);
      }
    }
  });

const BAD_BYTES = [0x80, 0xbf, 0xc0, 0xc1, 0xc3, 0xe0, 0xed, 0xa0, 0xf0, 0xf5, 0xf8, 0xfe, 0xff, 0];
/** A JSON string whose bytes are not valid UTF-8. */
const invalidUtf8 = fc
  .array(fc.constantFrom(...BAD_BYTES), { minLength: 1, maxLength: 12 })
  .map(
    (bytes) => new Raw(Buffer.concat([Buffer.from('"a'), Buffer.from(bytes), Buffer.from('"')])),
  );

const brokenJson = fc
  .constantFrom(
    '{',
    '[1,',
    '{"a":1,}',
    "{'a':1}",
    'NaN',
    'undefined',
    '{"a":01}',
    '{"a":"\\x41"}',
    '{"a":"\\ud800"}',
    '{"a":1}{"b":2}',
    '\uFEFF{}',
    '/* c */ {}',
    '{"a":1} trailing',
    '"\\u0000"',
  )
  .map((s) => new Raw(s));

/** Anything at all in a value's place. */
const anything: fc.Arbitrary<Json> = fc.oneof(
  { weight: 8, arbitrary: jsonValue },
  { weight: 2, arbitrary: pollution },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: invalidUtf8 },
  { weight: 1, arbitrary: brokenJson },
);

function serialize(value: Json, out: Array<string | Buffer>): void {
  if (value instanceof Raw) out.push(value.chunk);
  else if (Array.isArray(value)) {
    out.push('[');
    value.forEach((v, i) => {
      if (i) out.push(',');
      serialize(v, out);
    });
    out.push(']');
  } else if (value !== null && typeof value === 'object') {
    out.push('{');
    Object.entries(value).forEach(([k, v], i) => {
      if (i) out.push(',');
      out.push(JSON.stringify(k), ':');
      serialize(v, out);
    });
    out.push('}');
  } else out.push(JSON.stringify(value) ?? 'null');
}

function toPayload(value: Json): string | Buffer {
  const out: Array<string | Buffer> = [];
  serialize(value, out);
  return out.some((c) => Buffer.isBuffer(c))
    ? Buffer.concat(out.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)))
    : out.join('');
}

// ---------------------------------------------------------------------------------------------
// Bodies: a valid template, mutated at any path, or something else entirely.

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

interface Body {
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
function bodyArb(template: Json, validWeight = 5): fc.Arbitrary<Body> {
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

// ---------------------------------------------------------------------------------------------
// Query strings: bracket syntax, pollution keys, bad percent-encoding, too many parameters.

/** Percent-encodes any string, lone surrogates included (as the bytes Node would send). */
function enc(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}
/** Brackets stay readable, as browsers and qs users write them. */
const encKey = (s: string) => enc(s).replaceAll('%5B', '[').replaceAll('%5D', ']');

const queryKey = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '__proto__[polluted]',
      'constructor[prototype][polluted]',
      '__proto__.polluted',
      'a[__proto__][polluted]',
      'a[constructor][prototype][polluted]',
      'userId',
      'user[id]',
      'a[]',
      'a[][b]',
      'a[999999999]',
      'a[-1]',
      '[',
      ']]',
      '[]',
      'a[b][c][d][e][f][g][h][i][j][k][l]',
      'where',
      'where[__proto__][polluted]',
      'sort',
      'limit',
      'page',
      'depth',
      'select[__proto__]',
      'select[constructor]',
    ),
  },
  { weight: 2, arbitrary: queryText },
);

const pair = (key: fc.Arbitrary<string>, value: fc.Arbitrary<string>) =>
  fc.tuple(key, value).map(([k, v]) => `${encKey(k)}=${enc(v)}`);

const genericQuery: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.array(pair(queryKey, queryText), { maxLength: 8 }).map((p) => p.join('&')),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 150, max: 400 })
      .map((n) => Array.from({ length: n }, (_, i) => `p${i}[${i}]=${i}`).join('&')),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 60 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '%',
      '%%',
      '%E0%A4%A',
      'a=%FF%FE',
      'a=%00',
      'a=%C0%AE',
      '&&&',
      '=',
      '==',
      'a=1&a=2&a=3',
      'a[]=1&a[]=2&a[0]=3',
      '__proto__=x',
      'constructor=x',
      'a=1;b=2',
      'a=%2525',
    ),
  },
);

const OPERATORS = [
  'equals',
  'not_equals',
  'contains',
  'like',
  'in',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
];

const numberish = fc.oneof(
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom('1e309', '-1e309', 'NaN', 'Infinity', '1e-400', '0x10', ' 5', '5 ', '', '1,2'),
);
const dateish = fc.oneof(
  fc.date({ noInvalidDate: false }).map((d) => (Number.isNaN(d.getTime()) ? 'x' : d.toISOString())),
  fc.constantFrom(
    '0000-01-01',
    '0001-01-01',
    '-000001-01-01',
    '+275760-09-13',
    '-271821-04-20',
    '9999-12-31T23:59:59Z',
    '10000-01-01',
    '2024-02-30',
    '2024-13-01',
    '1970-01-01T00:00:00+99:99',
    'Tue, 01 Jan 1980 00:00:00 GMT',
    '12',
  ),
);
const operand = fc.oneof(
  { weight: 4, arbitrary: queryText },
  { weight: 2, arbitrary: numberish },
  { weight: 2, arbitrary: dateish },
  { weight: 1, arbitrary: fc.constantFrom('true', 'false', 'published', 'a,b,c', ',', ',,,') },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 90, max: 150 }).map((n) => Array(n).fill('x').join(',')),
  },
);

type Tree =
  | { kind: 'leaf'; field: string; operator: string; operand: string; list: boolean }
  | { kind: 'group'; op: string; children: Array<[string, Tree]> };

function whereArb(fields: string[]): fc.Arbitrary<string> {
  const field = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...fields) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '__proto__',
        'constructor',
        'toString',
        'data',
        'unknown',
        'title; DROP TABLE posts --',
        'and',
        'or',
      ),
    },
    { weight: 1, arbitrary: text.filter((s) => s.length < 200) },
  );
  const operator = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...OPERATORS) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '$ne',
        '$gt',
        'gt',
        'eq',
        'regex',
        'near',
        '__proto__',
        'constructor',
        'hasOwnProperty',
        'equals]',
        '',
      ),
    },
    { weight: 1, arbitrary: text.filter((s) => s.length < 200) },
  );
  const index = fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 3 }).map(String) },
    { weight: 1, arbitrary: fc.constantFrom('99999', '-1', 'x', '', '1.5', '__proto__') },
  );
  const { tree } = fc.letrec<{ tree: Tree; leaf: Tree; group: Tree }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', maxDepth: 8 },
      { weight: 3, arbitrary: tie('leaf') },
      { weight: 1, arbitrary: tie('group') },
    ),
    leaf: fc
      .record({ field, operator, operand, list: fc.boolean() })
      .map((leaf) => ({ kind: 'leaf' as const, ...leaf })),
    group: fc
      .record({
        op: fc.constantFrom('and', 'or', 'AND', 'not', '$or'),
        children: fc.array(fc.tuple(index, tie('tree')), { maxLength: 4 }),
      })
      .map((group) => ({ kind: 'group' as const, ...group })),
  }));

  const bracket = (node: Tree, prefix: string[]): string[] => {
    if (node.kind === 'group')
      return node.children.flatMap(([i, child]) => bracket(child, [...prefix, node.op, i]));
    const base = [...prefix, node.field, node.operator];
    const key = (segments: string[]) => `where${segments.map((s) => `[${enc(s)}]`).join('')}`;
    if (node.list)
      return node.operand.split(',').map((v, i) => `${key([...base, String(i)])}=${enc(v)}`);
    return [`${key(base)}=${enc(node.operand)}`];
  };
  const asObject = (node: Tree): Json =>
    node.kind === 'group'
      ? Object.fromEntries([[node.op, node.children.map(([, c]) => asObject(c))]])
      : Object.fromEntries([
          [
            node.field,
            Object.fromEntries([
              [node.operator, node.list ? node.operand.split(',') : node.operand],
            ]),
          ],
        ]);
  const deepJson = fc
    .integer({ min: 1_000, max: 5_000 })
    .map((n) => `where=${enc(`${'{"and":['.repeat(n)}{}${']}'.repeat(n)}`)}`);
  return fc.oneof(
    { weight: 6, arbitrary: tree.map((t) => bracket(t, []).join('&')) },
    {
      weight: 2,
      arbitrary: tree.map((t) => `where=${enc(toPayload(asObject(t)).toString())}`),
    },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: queryText.map((s) => `where=${enc(s)}`) },
  );
}

function listQueryArb(fields: string[]): fc.Arbitrary<string> {
  const sortable = fields.flatMap((f) => [f, `-${f}`]);
  const piece = fc.oneof(
    { weight: 4, arbitrary: whereArb(fields) },
    {
      weight: 2,
      arbitrary: pair(
        fc.constantFrom('sort', 'sort[]', 'sort[0]', 'sort[a]'),
        fc.oneof(
          fc.constantFrom(...sortable),
          fc.array(fc.constantFrom(...sortable), { maxLength: 7 }).map((s) => s.join(',')),
          text,
        ),
      ),
    },
    {
      weight: 2,
      arbitrary: pair(
        fc.constantFrom('limit', 'page', 'depth', 'limit[]', 'page[a]'),
        fc.oneof(
          numberish,
          fc.constantFrom(
            '0',
            '1',
            '10',
            '1000',
            '1001',
            '1000000',
            '1000001',
            '1.5',
            '1e3',
            '9'.repeat(400),
          ),
        ),
      ),
    },
    {
      weight: 1,
      arbitrary: pair(
        fc.constantFrom('locale', 'fallback-locale', 'draft', 'draft[]'),
        fc.oneof(fc.constantFrom('en', 'false', 'true', 'x'.repeat(21)), queryText),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.oneof(
            fc.constantFrom(...fields),
            fc.constantFrom('__proto__', 'constructor', '1abc', 'a-b', 'x'.repeat(70)),
            text,
          ),
          fc.oneof(fc.constantFrom('true', 'false'), queryText),
        )
        .map(([k, v]) => `select[${enc(k)}]=${enc(v)}`),
    },
    { weight: 1, arbitrary: pair(fc.constantFrom('select', 'select[]'), queryText) },
    { weight: 1, arbitrary: genericQuery },
  );
  return fc.array(piece, { maxLength: 5 }).map((p) => p.join('&'));
}

// ---------------------------------------------------------------------------------------------
// Requests.

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

const short = (s: string, n = 240) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

/** How a failing request is printed: big payloads are cut short. */
function describeRequest(r: FuzzRequest): string {
  const body =
    r.payload === undefined
      ? ''
      : Buffer.isBuffer(r.payload)
        ? ` body(bytes)=${short(r.payload.toString('latin1'))}`
        : ` body=${short(r.payload)}`;
  return `${r.method} ${short(r.url)} headers=${short(JSON.stringify(r.headers))}${body}`;
}

interface RouteSpec {
  method: 'GET' | 'POST';
  path: fc.Arbitrary<string>;
  query?: fc.Arbitrary<string>;
  body?: fc.Arbitrary<Body>;
  /** A valid Cookie header for routes that need a session. */
  cookie?: string;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

function headersArb(cookie: string | undefined): fc.Arbitrary<Record<string, string>> {
  const cookieHeader = fc.oneof(
    { weight: 6, arbitrary: fc.constant(cookie) },
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: headerText.map((g) => `peak_session=${g}`) },
    {
      weight: 1,
      arbitrary: fc
        .string({ unit: fc.constantFrom(...'abcXYZ019_-'), minLength: 43, maxLength: 43 })
        .map((t) => `peak_session=${t}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'peak_session=a; peak_session=b',
        'peak_session=%E0%A4%A',
        'peak_session="quoted"',
        'peak_session=',
        '=; ;=;',
        '__proto__=x; constructor=y',
      ),
    },
    { weight: 1, arbitrary: headerText },
    { weight: 1, arbitrary: headerText.map((g) => `__session=${g}`) },
  );
  /** Present in about one request in `every`. */
  const sometimes = (arbitrary: fc.Arbitrary<string>, every = 5) =>
    fc.oneof({ weight: every - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
  return fc
    .record({
      cookie: cookieHeader,
      authorization: sometimes(
        fc.oneof(
          headerText.map((g) => `Bearer ${g}`),
          fc.constantFrom(
            'Bearer ',
            'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.',
            'Basic Og==',
          ),
          headerText,
        ),
      ),
      'if-none-match': sometimes(fc.oneof(headerText, fc.constant('*'))),
      'accept-encoding': sometimes(
        fc.constantFrom(
          'br',
          'gzip',
          'deflate',
          'identity',
          '*',
          'br;q=0',
          'gzip;q=abc',
          'x'.repeat(5_000),
        ),
      ),
      accept: sometimes(fc.constantFrom('*/*', 'text/html', 'application/json', '', ';;;')),
      'x-forwarded-for': sometimes(fc.constantFrom('1.2.3.4', "' OR 1=1 --", 'unknown, 10.0.0.1')),
      'content-length': sometimes(fc.constantFrom('0', '-1', '99999999', 'abc'), 20),
    })
    .map((h) => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(h)) if (typeof v === 'string') headers[k] = v;
      return headers;
    });
}

function requestArb(spec: RouteSpec): fc.Arbitrary<FuzzRequest> {
  const noBody: fc.Arbitrary<Body> = fc.constant({});
  return fc
    .record({
      method: fc.oneof(
        { weight: 24, arbitrary: fc.constant(spec.method) },
        { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
      ),
      path: spec.path,
      slash: fc.oneof(
        { weight: 9, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: fc.constant('/') },
      ),
      query: fc.oneof(
        { weight: 2, arbitrary: fc.constant('') },
        { weight: 3, arbitrary: spec.query ?? genericQuery },
        { weight: 1, arbitrary: genericQuery },
      ),
      body:
        spec.body ??
        fc.oneof({ weight: 3, arbitrary: noBody }, { weight: 1, arbitrary: bodyArb({}) }),
      headers: headersArb(spec.cookie),
      remoteAddress: fc.ipV4(),
    })
    .map(({ method, path, slash, query, body, headers, remoteAddress }) => {
      const all = { ...headers };
      if (body.contentType !== undefined) all['content-type'] = body.contentType;
      // light-my-request sets the real length; a wrong one is exercised only without a body.
      if (body.payload !== undefined) delete all['content-length'];
      const request: FuzzRequest = {
        method,
        // Node refuses a request line and headers over 16 KB before the app sees them.
        url: `${path}${slash}${query ? `?${query}` : ''}`.slice(0, MAX_URL_LENGTH),
        headers: all,
        payload: body.payload,
        remoteAddress,
      };
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  if (encoding === 'deflate') return inflateSync(res.rawPayload).toString('utf8');
  return res.body;
}

const objectProtoNames = Object.getOwnPropertyNames(Object.prototype).sort().join();
const arrayProtoNames = Object.getOwnPropertyNames(Array.prototype).sort().join();
const functionProtoNames = Object.getOwnPropertyNames(Function.prototype).sort().join();
const originalToString = Object.prototype.toString;
const originalHasOwn = Object.prototype.hasOwnProperty;

function assertPrototypesIntact(): void {
  const probe = {} as Record<string, unknown>;
  if (
    probe.polluted !== undefined ||
    Object.getOwnPropertyNames(Object.prototype).sort().join() !== objectProtoNames ||
    Object.getOwnPropertyNames(Array.prototype).sort().join() !== arrayProtoNames ||
    Object.getOwnPropertyNames(Function.prototype).sort().join() !== functionProtoNames ||
    Object.prototype.toString !== originalToString ||
    Object.prototype.hasOwnProperty !== originalHasOwn
  )
    throw new Error('a prototype was polluted');
}

/** What every answer must satisfy. */
function checkResponse(request: FuzzRequest, res: LightMyRequestResponse): void {
  if (res.statusCode >= 500) throw new Error(`answered ${res.statusCode}: ${short(res.body, 500)}`);
  assertPrototypesIntact();
  if (res.statusCode < 400 || request.method === 'HEAD') return;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json'))
    throw new Error(`a ${res.statusCode} answered with content-type "${type}"`);
  let body: { success?: unknown; error?: unknown; errors?: Array<{ message?: unknown }> };
  try {
    body = JSON.parse(decoded(res));
  } catch {
    throw new Error(
      `a ${res.statusCode} answered with a body that is not JSON: ${short(res.body)}`,
    );
  }
  const message = body?.errors?.[0]?.message;
  if (typeof message !== 'string' || message.trim() === '')
    throw new Error(`a ${res.statusCode} answered without a message: ${short(res.body)}`);
  if ('success' in body && body.success !== false)
    throw new Error(`a ${res.statusCode} answered with success: ${String(body.success)}`);
  if ('error' in body && body.error !== message)
    throw new Error(`a ${res.statusCode} answered with two different messages: ${short(res.body)}`);
}

// ---------------------------------------------------------------------------------------------
// The routes.

const validResponses = readFixture('all-3s.json').responses as Array<{
  questionId: string;
  doing: number;
}>;
const timedResponses = validResponses.map((r, i) => ({ ...r, ms: 1_000 + i }));
const asRecord = Object.fromEntries(validResponses.map((r) => [r.questionId, r.doing]));

const segment = (known: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(known.length ? known : ['x'])) },
    { weight: 4, arbitrary: text.filter((s) => s.length < 500).map(enc) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%00',
        '%2e%2e',
        '..%2F..%2Fetc%2Fpasswd',
        '%2e%2e%2f%2e%2e%2fpackage.json',
        '%E0%A4%A',
        '%FF',
        '%C0%AE%C0%AE',
        '%',
        '%25',
        '..',
        '.',
        'x'.repeat(101),
        'x'.repeat(201),
        '%20',
        ';',
        'a;b=c',
      ),
    },
    { weight: 1, arbitrary: huge.map((s) => enc(s.slice(0, 5_000))) },
  );

describe.each(TARGETS)('fuzzing every route on %s', (target) => {
  const runs = RUNS[target];
  let t: TestApp;
  const sent = new Map<string, string>();
  const ctx = {
    cookie: '',
    /** The saving batch stores hundreds of results; the listing batch reads another user's few. */
    saveCookie: '',
    signOutCookies: [] as string[],
    resultIds: [] as string[],
    docIds: {} as Record<string, string[]>,
    objectIds: [] as string[],
    mediaNames: [] as string[],
  };

  /** Two users: one whose few results the listing batch reads, one whose session saves. */
  async function signUpUsers() {
    const signUp = (email: string) =>
      signUpCookie(t.app, {
        firstName: 'Fuzz',
        lastName: 'Er',
        email,
        password: 'correct horse battery',
      });
    ctx.cookie = await signUp('fuzz@example.com');
    ctx.saveCookie = await signUp('saver@example.com');
  }

  async function saveTwoResults() {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/assessment-results',
        payload: versioned({ responses: validResponses }),
        headers: { cookie: ctx.cookie },
      });
      ctx.resultIds.push(res.json().id);
    }
  }

  /** A few ids of each stored kind, and media file names, for the generators to pick from. */
  async function collectIds() {
    for (const slug of Object.keys(COLLECTIONS)) {
      const table = documentTables[slug as keyof typeof documentTables];
      const rows = await t.database.db.select({ id: table.id }).from(table).limit(5);
      ctx.docIds[slug] = rows.map((r) => r.id);
    }
    const objects = await t.database.db
      .select({ id: knowledgeObjects.id })
      .from(knowledgeObjects)
      .limit(5);
    ctx.objectIds = objects.map((r) => r.id);
    ctx.mediaNames = readdirSync(MEDIA_DIR).slice(0, 5);
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    await signUpUsers();
    await saveTwoResults();
    await collectIds();
  });

  afterAll(async () => {
    await t?.close();
    console.info(`fuzz on ${target} (seed ${SEED}):`, Object.fromEntries(sent));
  });

  const collectionSlugs = Object.keys(COLLECTIONS);
  const signUpTemplate = {
    firstName: 'Ada',
    lastName: 'Fuzz',
    email: 'ada.fuzz@example.com',
    password: 'correct horse battery',
  };

  /** Each route's generator, built once the app and its data exist. */
  const routes: Array<[string, () => RouteSpec]> = [
    ['GET /api/health', () => ({ method: 'GET', path: fc.constant('/api/health') })],
    [
      'GET /api/auth/me',
      () => ({ method: 'GET', path: fc.constant('/api/auth/me'), cookie: ctx.cookie }),
    ],
    [
      'POST /api/auth/sign-up',
      // A valid sign-up hashes a password (40-70 ms here), so most bodies start from one that
      // is wrong in one field: zod still checks every other field, and a hash is rare.
      () => ({
        method: 'POST',
        path: fc.constant('/api/auth/sign-up'),
        body: fc.oneof(
          { weight: 1, arbitrary: bodyArb(signUpTemplate, 1) },
          { weight: 19, arbitrary: bodyArb({ ...signUpTemplate, email: 'not-an-email' }, 0) },
        ),
      }),
    ],
    [
      'POST /api/auth/sign-in',
      () => ({
        method: 'POST',
        path: fc.constant('/api/auth/sign-in'),
        body: fc.oneof(
          { weight: 1, arbitrary: bodyArb({ email: 'fuzz@example.com', password: 'wrong' }, 1) },
          { weight: 19, arbitrary: bodyArb({ email: 'not-an-email', password: 'wrong' }, 0) },
        ),
      }),
    ],
    [
      'POST /api/auth/sign-out',
      () => ({
        method: 'POST',
        path: fc.constant('/api/auth/sign-out'),
        cookie: ctx.signOutCookies.pop(),
      }),
    ],
    [
      'POST /api/submit-contact',
      () => ({
        method: 'POST',
        path: fc.constant('/api/submit-contact'),
        body: bodyArb(
          {
            name: 'Ada',
            email: 'ada@example.com',
            company: 'Peak',
            message: 'Hello there',
            website: '',
          },
          10,
        ),
      }),
    ],
    [
      'POST /api/test-google-form',
      () => ({ method: 'POST', path: fc.constant('/api/test-google-form'), body: bodyArb({}) }),
    ],
    [
      'GET /api/extract-entry-ids',
      () => ({ method: 'GET', path: fc.constant('/api/extract-entry-ids') }),
    ],
    [
      'POST /api/assessment-results',
      () => ({
        method: 'POST',
        path: fc.constant('/api/assessment-results'),
        cookie: ctx.saveCookie,
        body: fc.oneof(
          bodyArb(versioned({ responses: timedResponses, story: 'A story.' }), 10),
          bodyArb(versioned({ responses: asRecord }), 10),
        ),
      }),
    ],
    [
      'GET /api/assessment-results',
      () => ({ method: 'GET', path: fc.constant('/api/assessment-results'), cookie: ctx.cookie }),
    ],
    [
      'GET /api/assessment-results/{id}',
      () => ({
        method: 'GET',
        path: fc
          .oneof(
            segment(ctx.resultIds),
            fc.uuid(),
            fc.constantFrom(...ctx.resultIds.map((id) => id.toUpperCase())),
          )
          .map((id) => `/api/assessment-results/${id}`),
        cookie: ctx.cookie,
      }),
    ],
    [
      'POST /api/story',
      () => ({
        method: 'POST',
        path: fc.constant('/api/story'),
        body: fc.oneof(
          bodyArb(versioned({ responses: timedResponses }), 10),
          bodyArb(versioned({ responses: asRecord }), 10),
        ),
      }),
    ],
    ...collectionSlugs.map((slug): [string, () => RouteSpec] => [
      `GET /api/${slug}`,
      () => ({
        method: 'GET',
        path: fc.constant(`/api/${slug}`),
        query: listQueryArb(Object.keys(COLLECTIONS[slug]?.fields ?? {})),
      }),
    ]),
    [
      'GET /api/{collection}/{id}',
      () => ({
        method: 'GET',
        path: fc
          .tuple(
            segment([...collectionSlugs, 'users', 'sessions', 'knowledge-objects']),
            segment(Object.values(ctx.docIds).flat()),
          )
          .map(([c, id]) => `/api/${c}/${id}`),
        query: fc
          .array(
            fc.oneof(
              pair(fc.constantFrom('depth', 'locale', 'draft'), fc.oneof(numberish, queryText)),
              fc
                .tuple(
                  fc.oneof(fc.constantFrom('title', 'slug', '__proto__'), queryText),
                  queryText,
                )
                .map(([k, v]) => `select[${enc(k)}]=${enc(v)}`),
              genericQuery,
            ),
            { maxLength: 4 },
          )
          .map((p) => p.join('&')),
      }),
    ],
    [
      'GET /api/media/file/{name}',
      () => ({
        method: 'GET',
        path: fc
          .oneof(
            segment(ctx.mediaNames),
            fc.constantFrom(
              'a.svg',
              '.svg',
              'x.SVG',
              'file.png%00.svg',
              '..%2F..%2F..%2Fpackage.json',
              `${'x'.repeat(160)}.png`,
            ),
          )
          .map((name) => `/api/media/file/${name}`),
      }),
    ],
    [
      'GET /api/objects/{id}',
      () => ({
        method: 'GET',
        path: segment(ctx.objectIds).map((id) => `/api/objects/${id}`),
      }),
    ],
    [
      'any other path',
      () => ({
        method: 'GET',
        path: fc
          .array(segment(['api', 'auth', 'objects', 'media', 'file', 'posts']), {
            minLength: 1,
            maxLength: 5,
          })
          .map((parts) => `/api/${parts.join('/')}/nothing`),
      }),
    ],
  ];

  /** Sign-out revokes what it is sent, so it gets sessions of its own. */
  async function giveSignOutSessions() {
    for (let i = 0; i < 3; i++)
      ctx.signOutCookies.push(
        await signUpCookie(t.app, { ...signUpTemplate, email: `out${i}@example.com` }),
      );
  }

  /** Sends the route's generated requests, checking each answer; what was sent, summed up. */
  async function sendHostileBatch(spec: RouteSpec) {
    let count = 0;
    let injectMs = 0;
    const statuses = new Map<number, number>();
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(requestArb(spec), async (request) => {
        count++;
        const t0 = performance.now();
        const res = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          payload: request.payload,
          remoteAddress: request.remoteAddress,
        });
        injectMs += performance.now() - t0;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        checkResponse(request, res);
      }),
      { numRuns: runs, seed: SEED },
    );
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([code, n]) => `${code}×${n}`);
    return {
      count,
      summary: `${count} requests in ${Math.round(performance.now() - started)} ms (${Math.round(injectMs)} in inject): ${byStatus.join(' ')}`,
    };
  }

  it.each(routes)(
    `%s survives ${runs} hostile requests`,
    async (name, build) => {
      if (name === 'POST /api/auth/sign-out') await giveSignOutSessions();
      const { count, summary } = await sendHostileBatch(build());
      sent.set(name, summary);
      expect(count).toBeGreaterThanOrEqual(runs);
      assertPrototypesIntact();
      // The app still answers normally after the batch.
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    },
    BATCH_TIMEOUT_MS,
  );
});
