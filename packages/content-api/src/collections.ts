// The content collections served over the Payload-compatible REST API: their fields (the one list in
// @peak/content that a real Payload is also built from), the table that holds each (the host's,
// passed in), and what the public may see.
import {
  COLLECTION_SPECS,
  type CollectionSpec,
  type FieldSpec,
  UPLOAD_FIELDS,
} from '@peak/content';
import { type CollectionTables, type DocumentTable, documentTable } from './tables';

export type { FieldSpec } from '@peak/content';

export interface Collection {
  slug: string;
  table: DocumentTable;
  /** Its fields in Payload's order, without id and the timestamps (upload fields included). */
  fields: readonly FieldSpec[];
  upload: boolean;
  /** Always AND-ed into every read: what the public may never see is not listed, nor found by id. */
  publicWhere?: Record<string, unknown>;
  /** The collection a relationship or upload field of this one points to. */
  related(slug: string): Collection | undefined;
}

/** Every collection, and each by its slug. */
export interface Collections {
  readonly all: Readonly<Record<string, Collection>>;
  bySlug(slug: string): Collection | undefined;
}

/** The collections over the host's tables (one per collection slug). */
export function contentCollections(tables: CollectionTables): Collections {
  const all: Record<string, Collection> = {};
  const bySlug = (slug: string): Collection | undefined =>
    Object.hasOwn(all, slug) ? all[slug] : undefined;
  const collectionOf = (spec: CollectionSpec): Collection => {
    const table = Object.hasOwn(tables, spec.slug) ? tables[spec.slug] : undefined;
    if (!table) throw new Error(`no table for the collection "${spec.slug}"`);
    return {
      slug: spec.slug,
      table,
      fields: spec.upload ? [...spec.fields, ...UPLOAD_FIELDS] : spec.fields,
      upload: spec.upload === true,
      ...(spec.publicWhere ? { publicWhere: spec.publicWhere } : {}),
      related: bySlug,
    };
  };
  for (const spec of COLLECTION_SPECS) all[spec.slug] = collectionOf(spec);
  return { all, bySlug };
}

/** The SQL name of each collection's table, as the API's schema names them. */
const TABLE_NAMES: Readonly<Record<string, string>> = {
  posts: 'posts',
  authors: 'authors',
  media: 'media',
  rules: 'rules',
  content: 'content',
  'static-content': 'static_content',
  questions: 'questions',
  'knowledge-objects': 'knowledge_objects',
  // Every global is one document of this table, its id the global's slug.
  globals: 'globals',
};

/**
 * Tables by the API schema's names, for a content API that reads no database (a hosted CMS): a
 * where is still compiled there, to cost it.
 */
export const namedTables = (): CollectionTables =>
  Object.fromEntries(
    Object.entries(TABLE_NAMES).map(([slug, name]) => [slug, documentTable(name)]),
  );

/** The field a name denotes among fields, if any. */
export const fieldNamed = (fields: readonly FieldSpec[], name: string): FieldSpec | undefined =>
  fields.find((f) => f.name === name);
