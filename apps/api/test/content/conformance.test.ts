// The content API against a real Payload 3: both seeded with the same content (same ids, same
// timestamps), both sent the same queries, their answers compared. Any difference not listed below
// with its reason fails the suite, and so does a listed one that no longer occurs.
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  DEFAULT_ADMIN_URL,
  type PayloadServer,
  postgresAnswers,
  startPayloadServer,
} from '@peak/cms-config/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import {
  type ConformanceQuery,
  INVALID_QUERIES,
  STRICTER_QUERIES,
  VALID_QUERIES,
} from './conformance-queries';

const ADMIN_URL = process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL;
const postgres = await postgresAnswers(ADMIN_URL);
if (!postgres) {
  console.warn(
    `Payload conformance suite skipped: no PostgreSQL answers at ${new URL(ADMIN_URL).host} (set DATABASE_URL, or start one on 127.0.0.1:5432).`,
  );
}

/**
 * Differences the content API still has from Payload, by query name, each with its reason. The
 * suite fails on a difference missing here, and on an entry here whose query now answers alike.
 */
const PAYLOAD_STRING_PROTOTYPE =
  'Payload reads a plain value as operators by iterating over the string, which also lists properties its dependencies add to String.prototype (trimChar, camelCase, ...); the content API names the character positions only.';

const KNOWN_DIFFERENCES: Record<string, string> = {
  'a plain value instead of an operator': PAYLOAD_STRING_PROTOTYPE,
  'five levels of and/or (past the query-string depth)': PAYLOAD_STRING_PROTOTYPE,
  'unknown collection':
    'Every error of the API carries errors[0].message, so an unknown collection answers {errors: [{message: "Route not found ..."}]} with 404; Payload answers {message: "Route not found ..."}.',
};

/** Where the content API is stricter than Payload on purpose (README, content API): the reason. */
const STRICTER: Record<string, string> = {
  'a huge in list':
    'An in or not_in list takes at most 500 values, so one request cannot hold the database; Payload takes any number.',
  'page=0': 'page counts from 1; Payload reads page=0 as page 1.',
  'a NUL byte': 'PostgreSQL text cannot hold U+0000: refused up front; Payload fails with 500.',
  'runaway nesting':
    'and/or nested deeper than 8 levels (a JSON where; bracket syntax reaches 4) is refused, so no request is costly to parse or plan; Payload nests without bound.',
  'where as broken JSON':
    'A where that is neither bracket syntax nor a JSON object is refused; Payload fails with 500.',
  '_id (a MongoDB name) for id':
    '_id cannot be queried on PostgreSQL: refused as a path; Payload accepts it and fails with 500.',
  'a word where a number goes':
    "A value that is not of the field's type is refused; Payload reads a word as null for a number (and matches empty fields).",
  'a value that is not a checkbox value':
    'A checkbox takes true or false only; Payload compares other words with the boolean column.',
  'a date that does not parse': 'A date must parse; Payload matches nothing.',
  'contains on a number':
    'contains, like and not_like apply to text (and ids); on a number, date or checkbox Payload fails with 500.',
  'the all operator': 'all is refused; Payload 3.90 fails with 500 on PostgreSQL.',
  'limit above 1000':
    'A page holds at most 1000 documents (limit=0 and pagination=false too, which answer 400 past that), so one request stays bounded; Payload answers any limit.',
  'a negative page': 'page counts from 1; Payload fails with 500.',
  'a limit that is not a number':
    'limit, page and depth must be whole numbers; Payload ignores a word there and uses its default.',
  'select with a value other than true or false':
    'select takes true, false or nested fields; Payload reads any other word as true.',
};

interface Answer {
  status: number;
  body: unknown;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

/** The first place two answers differ (object keys in any order), or undefined when they agree. */
export function firstDifference(ours: unknown, theirs: unknown, path = ''): string | undefined {
  if (Array.isArray(ours) && Array.isArray(theirs)) {
    for (let i = 0; i < Math.max(ours.length, theirs.length); i++) {
      if (i >= ours.length) return `${path}[${i}]: missing here, Payload ${show(theirs[i])}`;
      if (i >= theirs.length) return `${path}[${i}]: ${show(ours[i])}, missing in Payload`;
      const found = firstDifference(ours[i], theirs[i], `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isObject(ours) && isObject(theirs)) {
    const keys = new Set([...Object.keys(ours), ...Object.keys(theirs)]);
    for (const key of [...keys].sort()) {
      const at = path ? `${path}.${key}` : key;
      if (!Object.hasOwn(theirs, key)) return `${at}: ${show(ours[key])}, missing in Payload`;
      if (!Object.hasOwn(ours, key)) return `${at}: missing here, Payload ${show(theirs[key])}`;
      const found = firstDifference(ours[key], theirs[key], at);
      if (found) return found;
    }
    return undefined;
  }
  return Object.is(ours, theirs)
    ? undefined
    : `${path || 'body'}: ${show(ours)}, Payload ${show(theirs)}`;
}

const compare = (ours: Answer, theirs: Answer): string | undefined =>
  ours.status !== theirs.status
    ? `status ${ours.status}, Payload ${theirs.status}: ${show(ours.body)} / ${show(theirs.body)}`
    : firstDifference(ours.body, theirs.body);

interface Row {
  query: ConformanceQuery;
  kind: 'valid' | 'invalid' | 'stricter';
  difference?: string;
}

describe.skipIf(!postgres)('the content API answers as a real Payload 3 does', () => {
  let payload: PayloadServer;
  let api: TestApp;
  const rows: Row[] = [];
  const started = Date.now();

  beforeAll(async () => {
    [payload, api] = await Promise.all([
      startPayloadServer({ adminUrl: ADMIN_URL }),
      startTestApp('postgres', { adminUrl: ADMIN_URL }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([payload?.stop(), api?.close()]);
    if (rows.length) report(rows, Date.now() - started);
  });

  const ask = async ({ path }: ConformanceQuery): Promise<[Answer, Answer]> => {
    const [ours, theirs] = await Promise.all([
      api.app.inject({ method: 'GET', url: path }),
      fetch(`${payload.url}${path}`),
    ]);
    return [
      { status: ours.statusCode, body: parse(ours.body) },
      { status: theirs.status, body: parse(await theirs.text()) },
    ];
  };

  const run = async (queries: ConformanceQuery[], kind: Row['kind']) => {
    const found: Row[] = [];
    for (const query of queries) {
      const [ours, theirs] = await ask(query);
      const row: Row = { query, kind, difference: compare(ours, theirs) };
      if (kind === 'stricter') {
        // Ours must be a 400 in Payload's error shape; Payload may answer anything.
        expect(ours.status, `${query.name}: ${show(ours.body)}`).toBe(400);
        expect(ours.body, query.name).toEqual({
          errors: [expect.objectContaining({ message: expect.any(String) })],
        });
      }
      found.push(row);
    }
    rows.push(...found);
    return found;
  };

  const listed = (found: Row[], documented: Record<string, string>) => {
    const differing = found.filter((r) => r.difference).map((r) => r.query.name);
    const names = new Set(found.map((r) => r.query.name));
    return {
      unexpected: found
        .filter((r) => r.difference && !Object.hasOwn(documented, r.query.name))
        .map((r) => `${r.query.name} (${r.query.path}): ${r.difference}`),
      stale: Object.keys(documented).filter((name) => names.has(name) && !differing.includes(name)),
    };
  };

  it('answers every valid query as Payload does, but for the documented exceptions', async () => {
    const { unexpected, stale } = listed(await run(VALID_QUERIES, 'valid'), KNOWN_DIFFERENCES);
    expect(unexpected, 'differences not documented in KNOWN_DIFFERENCES').toEqual([]);
    expect(stale, 'documented differences that no longer occur: remove them').toEqual([]);
  }, 60_000);

  it('refuses invalid queries with Payload status and error body', async () => {
    const { unexpected, stale } = listed(await run(INVALID_QUERIES, 'invalid'), KNOWN_DIFFERENCES);
    expect(unexpected, 'differences not documented in KNOWN_DIFFERENCES').toEqual([]);
    expect(stale, 'documented differences that no longer occur: remove them').toEqual([]);
  }, 60_000);

  it('is stricter than Payload only on malformed or abusive input, each case documented', async () => {
    const found = await run(STRICTER_QUERIES, 'stricter');
    expect(
      found.filter((r) => !Object.hasOwn(STRICTER, r.query.name)).map((r) => r.query.name),
      'stricter answers without a documented reason in STRICTER',
    ).toEqual([]);
  }, 60_000);
});

function report(rows: Row[], ms: number) {
  const identical = rows.filter((r) => !r.difference).length;
  const lines = [
    'Content API vs Payload 3.90.2 (PostgreSQL)',
    `queries compared: ${rows.length}   identical answers: ${identical}   differences: ${rows.length - identical}   (${(ms / 1000).toFixed(1)} s)`,
    '',
  ];
  const differing = rows.filter((r) => r.difference);
  if (differing.length) {
    lines.push('| query | kind | difference | reason |', '|---|---|---|---|');
    for (const r of differing) {
      const reason =
        (r.kind === 'stricter' ? STRICTER[r.query.name] : KNOWN_DIFFERENCES[r.query.name]) ??
        'NOT DOCUMENTED';
      lines.push(
        `| ${r.query.name} \`${r.query.path.slice(0, 80)}\` | ${r.kind} | ${(r.difference ?? '').replaceAll('|', '\\|')} | ${reason} |`,
      );
    }
  }
  const text = lines.join('\n');
  console.log(text);
  mkdirSync('artifacts', { recursive: true });
  writeFileSync('artifacts/payload-conformance.md', `${text}\n`);
}
