// Query strings for the content API's list routes (Payload's syntax): where trees in bracket or
// JSON form, sort, limit, page, depth, locale, draft and select, with hostile values in each.
import fc from 'fast-check';
import { type Json, toPayload } from './hostile-json';
import { queryText, text } from './hostile-text';
import { enc, genericQuery, pair } from './query-strings';

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

export const numberish = fc.oneof(
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

/** Where trees over `fields`: groups of field-operator-operand leaves, hostile names mixed in. */
function whereTree(fields: string[]): fc.Arbitrary<Tree> {
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
  return tree;
}

/** A where tree as bracket pairs, `where[and][0][title][equals]=x`; a list operand gets indices. */
function bracketPairs(node: Tree, prefix: string[]): string[] {
  if (node.kind === 'group')
    return node.children.flatMap(([i, child]) => bracketPairs(child, [...prefix, node.op, i]));
  const base = [...prefix, node.field, node.operator];
  const key = (segments: string[]) => `where${segments.map((s) => `[${enc(s)}]`).join('')}`;
  if (node.list)
    return node.operand.split(',').map((v, i) => `${key([...base, String(i)])}=${enc(v)}`);
  return [`${key(base)}=${enc(node.operand)}`];
}

/** A where tree as the object Payload also accepts as JSON (group indices dropped). */
function whereObject(node: Tree): Json {
  return node.kind === 'group'
    ? Object.fromEntries([[node.op, node.children.map(([, c]) => whereObject(c))]])
    : Object.fromEntries([
        [
          node.field,
          Object.fromEntries([[node.operator, node.list ? node.operand.split(',') : node.operand]]),
        ],
      ]);
}

/** A JSON where nested 1,000 to 5,000 levels deep. */
const deepWhere = fc
  .integer({ min: 1_000, max: 5_000 })
  .map((n) => `where=${enc(`${'{"and":['.repeat(n)}{}${']}'.repeat(n)}`)}`);

function whereArb(fields: string[]): fc.Arbitrary<string> {
  const tree = whereTree(fields);
  return fc.oneof(
    { weight: 6, arbitrary: tree.map((t) => bracketPairs(t, []).join('&')) },
    {
      weight: 2,
      arbitrary: tree.map((t) => `where=${enc(toPayload(whereObject(t)).toString())}`),
    },
    { weight: 1, arbitrary: deepWhere },
    { weight: 1, arbitrary: queryText.map((s) => `where=${enc(s)}`) },
  );
}

export function listQueryArb(fields: string[]): fc.Arbitrary<string> {
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
