// Field paths (`title`, `tags`, `social.twitter`, `authors.name`, `heroImage.width`,
// `authors.avatar.filename`, `bands.Expert`) resolved the way Payload's PostgreSQL adapter resolves
// them, to SQL over the stored jsonb documents.
//
// Payload answers a where over a join of the document with one row per element of each list it
// names (a list of strings, the related documents of a has-many relationship), and keeps a document
// when any row satisfies the whole condition. `Joins` builds those rows: one per named list, shared
// by every condition on the same path, the related document joined on it.
import { type SQL, sql } from 'drizzle-orm';
import { type Collection, type FieldSpec, fieldNamed } from './collections';

export type LeafType = 'text' | 'number' | 'checkbox' | 'date' | 'json' | 'relationship';

export interface Leaf {
  type: LeafType;
  /** The value, typed for comparison (text, numeric, boolean, timestamptz or jsonb). */
  expr: SQL;
  /** One element of a list (a has-many field): conditions test the element rows. */
  element: boolean;
  /** For a path into a json field: the keys below the field. */
  jsonPath?: string[];
}

/** Where a document's columns are read from: the queried table, or a joined related document. */
interface Source {
  collection: Collection;
  data: SQL;
  id: SQL;
  createdAt: SQL;
  updatedAt: SQL;
}

export function rootSource(collection: Collection): Source {
  const t = collection.table;
  return {
    collection,
    data: sql`${t.data}`,
    id: sql`${t.id}`,
    createdAt: sql`${t.createdAt}`,
    updatedAt: sql`${t.updatedAt}`,
  };
}

/** The rows a where is evaluated over: the document, its list elements and related documents. */
export class Joins {
  readonly clauses: SQL[] = [];
  /** Which clauses join a related document (the others read a list's elements). */
  private readonly documentClauses: number[] = [];

  /** How many related documents the clauses from `start` on join. */
  documentsSince(start: number): number {
    return this.documentClauses.filter((i) => i >= start).length;
  }
  private readonly aliases = new Map<string, Source | SQL>();

  private alias(): string {
    return `w${this.clauses.length + 1}`;
  }

  /** One row per element of a jsonb list (a single null row when it is empty), shared by key. */
  element(key: string, list: SQL): SQL {
    const known = this.aliases.get(key);
    if (known) return known as SQL;
    const alias = this.alias();
    this.clauses.push(
      sql`left join lateral jsonb_array_elements_text(case when jsonb_typeof(${list}) = 'array' then ${list} else '[]'::jsonb end) as ${sql.raw(alias)}(v) on true`,
    );
    const value = sql.raw(`${alias}.v`);
    this.aliases.set(key, value);
    return value;
  }

  /** The related document an id names (none when it names nothing), shared by key. */
  document(key: string, collection: Collection, id: SQL): Source {
    const known = this.aliases.get(key);
    if (known) return known as Source;
    const alias = this.alias();
    this.documentClauses.push(this.clauses.length);
    this.clauses.push(
      sql`left join ${collection.table} as ${sql.raw(alias)} on ${sql.raw(alias)}.id = ${id}`,
    );
    const source: Source = {
      collection,
      data: sql.raw(`${alias}.data`),
      id: sql.raw(`${alias}.id`),
      createdAt: sql.raw(`${alias}.created_at`),
      updatedAt: sql.raw(`${alias}.updated_at`),
    };
    this.aliases.set(key, source);
    return source;
  }
}

export const JSON_KEY = /^\w+$/;

/** A scalar read from a jsonb object, typed as Payload's column for the field would be. */
export function typedValue(container: SQL, name: string, type: LeafType): SQL {
  const json = sql`(${container} -> ${name})`;
  const text = sql`(${container} ->> ${name})`;
  switch (type) {
    case 'number':
      return sql`(case when jsonb_typeof(${json}) = 'number' then ${text}::numeric end)`;
    case 'checkbox':
      return sql`(case when jsonb_typeof(${json}) = 'boolean' then ${text}::boolean end)`;
    case 'date':
      return sql`(case when jsonb_typeof(${json}) = 'string' and ${text} ~ '^\\d{4}-\\d{2}-\\d{2}' then ${text}::timestamptz end)`;
    case 'json':
      return sql`nullif(${json}, 'null'::jsonb)`;
    default:
      return text;
  }
}

export type Resolved = Leaf | { invalid: string };

/**
 * Resolves a path of a collection. An unknown field answers the path Payload reports for it: from
 * the field, or from the last related collection on the way.
 */
export function resolvePath(collection: Collection, path: string, joins: Joins): Resolved {
  const segments = path.replace(/__/g, '.').split('.');
  const root = rootSource(collection);
  return resolveIn(root, collection.fields, root.data, segments, '', '', joins);
}

function resolveIn(
  source: Source,
  fields: readonly FieldSpec[],
  container: SQL,
  segments: string[],
  key: string,
  reportPrefix: string,
  joins: Joins,
): Resolved {
  const [name = '', ...rest] = segments;
  const here = reportPrefix ? `${reportPrefix}.${name}` : name;
  const atTop = reportPrefix === '';
  if (atTop && rest.length === 0) {
    if (name === 'id') return { type: 'text', expr: source.id, element: false };
    if (name === 'createdAt') return { type: 'date', expr: source.createdAt, element: false };
    if (name === 'updatedAt') return { type: 'date', expr: source.updatedAt, element: false };
  }
  const field = fieldNamed(fields, name);
  if (!field) return { invalid: here };
  const fieldKey = `${key}.${name}`;
  switch (field.type) {
    case 'group':
      if (rest.length === 0) return { invalid: here };
      return resolveIn(
        source,
        field.fields,
        sql`(${container} -> ${name})`,
        rest,
        fieldKey,
        here,
        joins,
      );
    case 'json':
    case 'richText':
      if (!rest.every((s) => JSON_KEY.test(s) && !/^\d+$/.test(s)))
        return { invalid: [here, ...rest].join('.') };
      return {
        type: 'json',
        expr: typedValue(container, name, 'json'),
        element: false,
        ...(rest.length ? { jsonPath: rest } : {}),
      };
    case 'relationship':
    case 'upload': {
      const nested = rest.length === 1 && rest[0] === 'id' ? [] : rest;
      const target = source.collection.related(field.relationTo);
      if (!target) return { invalid: here };
      const many = field.type === 'relationship' && field.hasMany === true;
      const id = many
        ? joins.element(fieldKey, sql`(${container} -> ${name})`)
        : typedValue(container, name, 'text');
      if (nested.length === 0) return { type: 'relationship', expr: id, element: many };
      const related = joins.document(`${fieldKey}>`, target, id);
      return resolveIn(related, target.fields, related.data, nested, `${fieldKey}>`, '', joins);
    }
    default: {
      if (rest.length > 0) return { invalid: `${here}.${rest[0]}` };
      if ('hasMany' in field && field.hasMany)
        return {
          type: 'text',
          expr: joins.element(fieldKey, sql`(${container} -> ${name})`),
          element: true,
        };
      const type = field.type as LeafType;
      return { type, expr: typedValue(container, name, type), element: false };
    }
  }
}
