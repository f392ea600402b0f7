// The globals (Payload's single documents of settings, e.g. site-settings): their fields from
// @peak/content's GLOBAL_SPECS, each stored as one document of the host's `globals` table (its id
// the slug), and what is answered when no source has a good one (the bundled values).
import { contentDocuments, type FieldSpec, fieldProblems, GLOBAL_SPECS } from '@peak/content';
import { type Row, shapeGlobal } from './read';
import type { CollectionTables, DocumentTable } from './tables';

export interface Global {
  slug: string;
  /** The table every global is a row of. */
  table: DocumentTable;
  fields: readonly FieldSpec[];
}

export interface Globals {
  bySlug(slug: string): Global | undefined;
}

/** The globals over the host's `globals` table. */
export function contentGlobals(tables: CollectionTables): Globals {
  const table = Object.hasOwn(tables, 'globals') ? tables.globals : undefined;
  if (!table) throw new Error('no table for the globals');
  const all = new Map(GLOBAL_SPECS.map((spec) => [spec.slug, { ...spec, table }]));
  return { bySlug: (slug) => all.get(slug) };
}

/** What is wrong with an answer for a global (empty: it can be served). */
export function globalProblems(global: Global, answer: unknown): string[] {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
    return ['not an object'];
  return fieldProblems(global.fields, answer);
}

/** The global as the bundled content seeds it, in the answer's shape. */
export function bundledGlobal(global: Global): Record<string, unknown> {
  const seeded = contentDocuments().globals.find((doc) => doc.id === global.slug);
  if (!seeded) throw new Error(`no bundled values for the global "${global.slug}"`);
  const { id, createdAt, updatedAt, ...data } = seeded;
  const row: Row = { id, data, createdAt, updatedAt };
  return shapeGlobal(global.slug, global.fields, row);
}
