// The content collections served over the Payload-compatible REST API: their fields (the one list in
// @peak/content that a real Payload is also built from), the table that holds each, and what the
// public may see.
import {
  COLLECTION_SPECS,
  type CollectionSpec,
  type FieldSpec,
  UPLOAD_FIELDS,
} from '@peak/content';
import * as schema from '../db/schema';

export type { FieldSpec } from '@peak/content';

export interface Collection {
  slug: string;
  table: schema.DocumentTable;
  /** Its fields in Payload's order, without id and the timestamps (upload fields included). */
  fields: readonly FieldSpec[];
  upload: boolean;
  /** Always AND-ed into every read: what the public may never see is not listed, nor found by id. */
  publicWhere?: Record<string, unknown>;
}

const TABLES: Record<string, schema.DocumentTable> = {
  posts: schema.posts,
  authors: schema.authors,
  media: schema.media,
  rules: schema.rules,
  content: schema.content,
  'static-content': schema.staticContent,
  questions: schema.questions,
  'knowledge-objects': schema.knowledgeObjects,
};

function collectionOf(spec: CollectionSpec): Collection {
  const table = TABLES[spec.slug];
  if (!table) throw new Error(`no table for the collection "${spec.slug}"`);
  return {
    slug: spec.slug,
    table,
    fields: spec.upload ? [...spec.fields, ...UPLOAD_FIELDS] : spec.fields,
    upload: spec.upload === true,
    ...(spec.publicWhere ? { publicWhere: spec.publicWhere } : {}),
  };
}

export const COLLECTIONS: Readonly<Record<string, Collection>> = Object.fromEntries(
  COLLECTION_SPECS.map((spec) => [spec.slug, collectionOf(spec)]),
);

export const collectionBySlug = (slug: string): Collection | undefined =>
  Object.hasOwn(COLLECTIONS, slug) ? COLLECTIONS[slug] : undefined;

/** The field a name denotes among fields, if any. */
export const fieldNamed = (fields: readonly FieldSpec[], name: string): FieldSpec | undefined =>
  fields.find((f) => f.name === name);
