// Hostile JSON values and their bytes: pollution keys as own properties, numbers JSON.parse cannot
// keep, nesting deeper than JSON.stringify goes, bytes that are not UTF-8, and broken syntax.
import fc from 'fast-check';
import { text } from './hostile-text';

/** Text spliced into a body as is: what JSON.stringify cannot produce (deep nesting, bad UTF-8). */
export class Raw {
  constructor(readonly chunk: string | Buffer) {}
}
export type Json = null | boolean | number | string | Raw | Json[] | { [key: string]: Json };

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

export const hostileKey = fc.oneof(
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
export const anything: fc.Arbitrary<Json> = fc.oneof(
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

export function toPayload(value: Json): string | Buffer {
  const out: Array<string | Buffer> = [];
  serialize(value, out);
  return out.some((c) => Buffer.isBuffer(c))
    ? Buffer.concat(out.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)))
    : out.join('');
}
