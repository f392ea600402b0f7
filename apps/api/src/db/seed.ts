// Loads the bundled content into the content collections. Idempotent: documents are upserted by id
// and documents no longer in the seed are removed, all in one transaction.

import * as bundled from '@peak/content';
import { notInArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { documentTables } from './schema';

type Doc = { id?: unknown; createdAt?: unknown; updatedAt?: unknown };
export type SeedContent = Record<keyof typeof documentTables, Doc[]>;

export function bundledContent(): SeedContent {
  return {
    posts: bundled.posts,
    media: bundled.media,
    rules: bundled.allRules,
    content: bundled.contentEntries(bundled.reportTexts),
    'static-content': bundled.staticContentEntries(bundled.reportTexts),
    questions: bundled.questions.map((q) => ({ ...q, id: q.questionId })),
    'knowledge-objects': bundled.knowledgeObjects,
  };
}

const stamp = (value: unknown, fallback: string) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : fallback;

export async function seedContent(
  db: Db,
  content: SeedContent = bundledContent(),
): Promise<Record<string, number>> {
  const now = new Date().toISOString();
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const [name, table] of Object.entries(documentTables)) {
      const docs = content[name as keyof SeedContent];
      const rows = docs.map((doc) => ({
        id: String(doc.id),
        data: doc as Record<string, unknown>,
        createdAt: stamp(doc.createdAt, now),
        updatedAt: stamp(doc.updatedAt, now),
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
