// Loads the bundled content into the API's content collections (the content API's seeding).

import { contentDocuments, type SeedDocument } from '@peak/content';
import { seedDocuments } from '@peak/content-api';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { documentTables } from './schema';

export type SeedContent = Record<keyof typeof documentTables, SeedDocument[]>;

/** The bundled content as stored: relationships as ids, fixed ids and timestamps. */
export const bundledContent = (): SeedContent => contentDocuments();

/** Seeds the content collections (the bundled content unless told otherwise); counts by slug. */
export const seedContent = (
  db: Db,
  content: SeedContent = bundledContent(),
): Promise<Record<string, number>> => seedDocuments(db, documentTables, content);

export async function isContentEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(documentTables.questions);
  return Number(row?.n ?? 0) === 0;
}
