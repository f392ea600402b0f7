// Loads the bundled content into the content collections. Idempotent: documents are upserted by id
// and documents no longer in the seed are removed, all in one transaction.

import { contentDocuments, type SeedDocument } from '@peak/content';
import { notInArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { documentTables } from './schema';

export type SeedContent = Record<keyof typeof documentTables, SeedDocument[]>;

/** The bundled content as stored: relationships as ids, fixed ids and timestamps. */
export const bundledContent = (): SeedContent => contentDocuments();

export async function seedContent(
  db: Db,
  content: SeedContent = bundledContent(),
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const [name, table] of Object.entries(documentTables)) {
      const docs = content[name as keyof SeedContent];
      // The id and timestamps live in their columns; the document holds its fields.
      const rows = docs.map(({ createdAt, updatedAt, ...data }) => ({
        id: String(data.id),
        data: data as Record<string, unknown>,
        createdAt,
        updatedAt,
      }));
      if (rows.length) {
        await tx
          .insert(table)
          .values(rows)
          .onConflictDoUpdate({
            target: table.id,
            set: {
              data: sql`excluded.data`,
              createdAt: sql`excluded.created_at`,
              updatedAt: sql`excluded.updated_at`,
            },
          });
        await tx.delete(table).where(
          notInArray(
            table.id,
            rows.map((r) => r.id),
          ),
        );
      } else {
        await tx.delete(table);
      }
      counts[name] = rows.length;
    }
  });
  return counts;
}

export async function isContentEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(documentTables.questions);
  return Number(row?.n ?? 0) === 0;
}
