// Loads documents into the content tables. Idempotent: documents are upserted by id and documents
// no longer in the seed are removed, all in one transaction.
import type { SeedDocument } from '@peak/content';
import { getTableName, notInArray, sql } from 'drizzle-orm';
import type { ContentDb } from './db';
import type { CollectionTables } from './tables';

/** The documents of each collection, by slug (relationships as ids, fixed ids and timestamps). */
export type SeedDocuments = Readonly<Record<string, readonly SeedDocument[]>>;

/** Seeds every table of `tables` (a collection missing from `content` is emptied); counts by slug. */
export async function seedDocuments(
  db: ContentDb,
  tables: CollectionTables,
  content: SeedDocuments,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const [slug, table] of Object.entries(tables)) {
      // The id and timestamps live in their columns; the document holds its fields.
      const rows = (content[slug] ?? []).map(({ createdAt, updatedAt, ...data }) => ({
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
      counts[slug] = rows.length;
    }
  });
  return counts;
}

/** The DDL of a document table, for a database no migration created (the build's in-memory one). */
export const documentTableDdl = (tables: CollectionTables): string =>
  Object.values(tables)
    .map(
      (table) =>
        `create table if not exists "${getTableName(table)}" (id text primary key, data jsonb not null, ` +
        'created_at timestamptz not null default now(), updated_at timestamptz not null default now());',
    )
    .join('\n');
