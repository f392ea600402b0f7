// The content collections (see @peak/content-api) over this API's tables: what its routes, its
// scoring bank and its tests read.
import { type Collection, contentCollections, contentGlobals } from '@peak/content-api';
import { documentTables } from '../db/schema';

export type { Collection, FieldSpec } from '@peak/content-api';

export const CONTENT_COLLECTIONS = contentCollections(documentTables);

export const CONTENT_GLOBALS = contentGlobals(documentTables);

export const COLLECTIONS: Readonly<Record<string, Collection>> = CONTENT_COLLECTIONS.all;

export const collectionBySlug = (slug: string): Collection | undefined =>
  CONTENT_COLLECTIONS.bySlug(slug);
