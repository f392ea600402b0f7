// The content API against a real Payload 3: both seeded with the same content (same ids, same
// timestamps), both sent the same queries, their answers compared. Any difference not listed below
// with its reason fails the suite, and so does a listed one that no longer occurs.
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  DEFAULT_ADMIN_URL,
  type PayloadServer,
  postgresAnswers,
  startPayloadServer,
} from '@peak/payload-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConformanceQuery,
  INVALID_QUERIES,
  STRICTER_QUERIES,
  VALID_QUERIES,
} from './conformance/queries';
import { startTestApp, type TestApp } from './support/app';

const ADMIN_URL = process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL;
const postgres = await postgresAnswers(ADMIN_URL);
if (!postgres) {
  console.warn(
    `Payload conformance suite skipped: no PostgreSQL answers at ${new URL(ADMIN_URL).host} (set DATABASE_URL, or start one on 127.0.0.1:5432).`,
  );
}

/** Why the content API still answers differently (each reason goes with the fix that removes it). */
const WHY = {
  ALLOW_LIST:
    'The strict parameter allow-list refuses a parameter Payload takes (pagination, populate, trash, draft=true, where on count).',
  NO_COUNT: 'There is no GET /api/{collection}/count.',
  DEPTH_CAP: 'depth above 10 is refused; Payload caps it at 10.',
  ERROR_BODY:
    'Error bodies carry success and error beside errors, with our own messages; Payload answers {errors: [{name, data, message}]}.',
  FIELD_ALLOW_LIST: 'Only an allow-list of fields can be queried; Payload queries every field.',
  LIMIT_0: 'limit=0 is refused (limit must be 1 to 1000); Payload answers every document.',
  NOT_LIKE: 'The not_like operator is not supported.',
  NULLS:
    'Stored documents leave out fields that have no value; Payload answers null for them ([] for lists and relationships).',
  NULLS_FIRST:
    'A descending sort puts empty values last; Payload (PostgreSQL order) puts them first.',
  EMPTY_PAGES: 'An empty result answers totalPages: 0; Payload answers 1.',
  QS_DEPTH:
    'The query string is parsed 8 levels deep (Payload: 10), which cuts a four-level and/or nesting.',
  NO_RELATIONSHIPS:
    'No relationship model: authors are embedded in posts, hero images are {url, alt} copies, there is no authors collection, no dot paths, and depth changes nothing.',
  NESTED_SELECT: 'A nested select (select[group][field]) is refused.',
  SORT: 'sort is refused as an array, past five fields, or naming an unknown field (Payload ignores that field).',
  STAMPS:
    'The seed stamps documents without dates of their own with the time of seeding; the Payload is seeded with the fixed timestamps of contentDocuments().',
  UNKNOWN_ROUTE:
    'An unknown collection answers our error body; Payload answers {message: "Route not found ..."}.',
} as const;

/**
 * Differences the content API still has from Payload, by query name, each with its reason. The
 * suite fails on a difference missing here, and on an entry here whose query now answers alike.
 */
const KNOWN_DIFFERENCES: Record<string, string> = {
  'list with defaults': WHY.NULLS,
  limit: WHY.NULLS,
  'page 2': WHY.NULLS,
  'last page': WHY.NULLS,
  'limit=0 (every document)': WHY.LIMIT_0,
  'pagination=false': WHY.ALLOW_LIST,
  'pagination=false with a limit': WHY.ALLOW_LIST,
  'empty result': WHY.EMPTY_PAGES,
  'filtered page 2': WHY.NULLS,
  'rules, all': WHY.STAMPS,
  'questions, all': WHY.STAMPS,
  'content, all': WHY.NULLS,
  'static content': WHY.STAMPS,
  media: WHY.STAMPS,
  authors: WHY.NO_RELATIONSHIPS,
  'sort text ascending': WHY.NULLS,
  'sort text descending': WHY.NULLS,
  'sort date descending (empty first)': WHY.NULLS_FIRST,
  'sort date ascending (empty last)': WHY.NULLS,
  'sort number, ties by -createdAt': WHY.NULLS,
  'sort number descending': WHY.NULLS,
  'sort two fields': WHY.NULLS,
  'sort as an array': WHY.SORT,
  'sort six fields': WHY.SORT,
  'sort boolean': WHY.NULLS,
  'sort createdAt ascending': WHY.NULLS,
  'sort by id': WHY.NULLS,
  'sort rules by priority, ties by -createdAt': WHY.STAMPS,
  'sort rules by two fields': WHY.STAMPS,
  'sort questions': WHY.STAMPS,
  'sort with paging': WHY.NULLS,
  'equals text': WHY.NULLS,
  'equals number': WHY.NULLS,
  'equals boolean': WHY.NULLS,
  'equals date': WHY.NULLS,
  'equals id': WHY.NULLS,
  'not_equals text': WHY.NULLS,
  'not_equals number (empty kept)': WHY.NULLS,
  'not_equals boolean': WHY.NULLS,
  contains: WHY.NULLS,
  'contains, any case': WHY.NULLS,
  'like, every word': WHY.NULLS,
  not_like: WHY.NOT_LIKE,
  'in, comma list': WHY.NULLS,
  'in, bracket list': WHY.NULLS,
  not_in: WHY.NULLS,
  'in on numbers': WHY.NULLS,
  'in on ids': WHY.NULLS,
  'exists true': WHY.NULLS,
  'exists false': WHY.NULLS,
  'greater_than number': WHY.NULLS,
  'greater_than_equal number': WHY.NULLS,
  'less_than number': WHY.NULLS,
  'less_than_equal number': WHY.NULLS,
  'greater_than date': WHY.NULLS,
  'less_than_equal date': WHY.NULLS,
  'greater_than createdAt': WHY.STAMPS,
  'list of strings, equals': WHY.NULLS,
  'list of strings, in': WHY.NULLS,
  'list of strings, not_in': WHY.NO_RELATIONSHIPS,
  'list of strings, contains': WHY.NULLS,
  'list of strings, exists false': WHY.NULLS,
  'rules by capability': WHY.STAMPS,
  'rules, null field': WHY.STAMPS,
  'rules, decimal': WHY.FIELD_ALLOW_LIST,
  'questions, checkbox': WHY.FIELD_ALLOW_LIST,
  'questions, text exists': WHY.FIELD_ALLOW_LIST,
  and: WHY.NULLS,
  or: WHY.NULLS,
  'two conditions on one field': WHY.NULLS,
  'and inside or': WHY.NULLS,
  'four levels of and/or': WHY.QS_DEPTH,
  'where as JSON': WHY.NULLS,
  'content by type and capability': WHY.NULLS,
  'static content by type': WHY.STAMPS,
  'relationship id equals': WHY.NO_RELATIONSHIPS,
  'relationship ids in': WHY.NO_RELATIONSHIPS,
  'relationship exists': WHY.NO_RELATIONSHIPS,
  'upload id equals': WHY.NO_RELATIONSHIPS,
  'upload exists false': WHY.NO_RELATIONSHIPS,
  'dot path into a relationship': WHY.NO_RELATIONSHIPS,
  'dot path, contains': WHY.NO_RELATIONSHIPS,
  'dot path into an upload': WHY.NO_RELATIONSHIPS,
  'dot path into an upload, number': WHY.NO_RELATIONSHIPS,
  'dot path two relationships deep': WHY.NO_RELATIONSHIPS,
  'dot path into a group': WHY.NO_RELATIONSHIPS,
  'dot path, relationship then group': WHY.NO_RELATIONSHIPS,
  'depth=0 in a list': WHY.NULLS,
  'depth=1 in a list': WHY.NULLS,
  'depth=0 by id': WHY.NULLS,
  'depth=1 by id': WHY.NULLS,
  'depth=2 by id': WHY.NULLS,
  'depth above the maximum': WHY.DEPTH_CAP,
  'authors at depth 0': WHY.NO_RELATIONSHIPS,
  'populate chosen fields': WHY.ALLOW_LIST,
  'populate in a list': WHY.ALLOW_LIST,
  'select leaving fields out': WHY.NULLS,
  'select a relationship': WHY.NULLS,
  'select inside a group': WHY.NESTED_SELECT,
  'select leaving a group field out': WHY.NESTED_SELECT,
  'select with depth 0': WHY.NULLS,
  'draft=true lists no drafts': WHY.ALLOW_LIST,
  'draft=false': WHY.NULLS,
  'a draft by id with draft=true': WHY.ALLOW_LIST,
  'asking for drafts by status': WHY.EMPTY_PAGES,
  'trash=true on a collection without trash': WHY.ALLOW_LIST,
  locale: WHY.NULLS,
  count: WHY.NO_COUNT,
  'count with where': WHY.ALLOW_LIST,
  'count of rules (live only)': WHY.NO_COUNT,
  'count with where and or': WHY.ALLOW_LIST,
  'by id': WHY.NULLS,
  'by id, other collections': WHY.STAMPS,
  'an author by id': WHY.NO_RELATIONSHIPS,
  'a question by id': WHY.STAMPS,
  'a draft by id': WHY.ERROR_BODY,
  'a retired rule by id': WHY.ERROR_BODY,
  'an unknown id': WHY.ERROR_BODY,
  'unknown field': WHY.FIELD_ALLOW_LIST,
  'unknown field behind a relationship': WHY.NO_RELATIONSHIPS,
  'unknown operator': WHY.ERROR_BODY,
  'sort naming an unknown field (ignored)': WHY.SORT,
  'unknown collection': WHY.UNKNOWN_ROUTE,
};

/** Where the content API is stricter than Payload on purpose (README, content API): the reason. */
const STRICTER: Record<string, string> = {
  'a huge in list':
    'An in or not_in list takes at most 100 values, so one request cannot hold the database; Payload takes any number.',
  'page=0': 'page counts from 1; Payload reads page=0 as page 1.',
  'a NUL byte': 'PostgreSQL text cannot hold U+0000: refused up front; Payload fails with 500.',
  'runaway nesting':
    'and/or nested deeper than 6 levels is refused, so no request is costly to parse or plan; Payload nests without bound.',
  'where as broken JSON':
    'A where that is neither bracket syntax nor a JSON object is refused; Payload fails with 500.',
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
        expect(ours.body, query.name).toMatchObject({
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
