// Writes the bundled content (packages/content) into an empty Payload, ids and timestamps kept, so
// the CMS starts with what the site's own content API serves.
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  COLLECTION_SPECS,
  contentDocuments,
  GLOBAL_SPECS,
  OBSERVER_ITEMS_SPEC,
  observerItems,
} from '@peak/content';
import { MEDIA_DIR } from '@peak/content/paths';
import type { Payload } from 'payload';

interface PgPool {
  query: (sql: string, values: unknown[]) => Promise<unknown>;
}

/** Whether the content has never been seeded: no question is stored. */
export async function isEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'questions', overrideAccess: true });
  return totalDocs === 0;
}

/** The bundled media files, copied into an upload directory that does not hold them yet. */
export function copyBundledMedia(mediaDir: string): void {
  if (mediaDir === MEDIA_DIR) return;
  mkdirSync(mediaDir, { recursive: true });
  for (const name of readdirSync(MEDIA_DIR)) {
    const target = join(mediaDir, name);
    if (!existsSync(target)) copyFileSync(join(MEDIA_DIR, name), target);
  }
}

export async function seed(payload: Payload): Promise<void> {
  const documents = contentDocuments();
  // What others refer to first: media (avatars, hero images), then authors.
  const order = (slug: string) => ['media', 'authors'].indexOf(slug) >>> 0;
  const slugs = COLLECTION_SPECS.map((c) => c.slug).sort((a, b) => order(a) - order(b));
  for (const slug of slugs) {
    const docs = documents[slug as keyof typeof documents];
    if (!docs) throw new Error(`no seed documents for the collection "${slug}"`);
    const versioned = Boolean(payload.collections[slug]?.config.versions);
    for (const data of docs) {
      await payload.db.create({ collection: slug, data });
      // A collection with drafts reads its latest version for editors (and for ?draft=true).
      if (versioned) {
        const { id, createdAt, updatedAt } = data;
        await payload.db.createVersion({
          collectionSlug: slug,
          parent: id,
          versionData: data,
          autosave: false,
          createdAt,
          updatedAt,
          returning: false,
        });
      }
    }
  }
  // The observer items, where the CMS holds their collection (cmsConfig's observerItems).
  if (payload.collections[OBSERVER_ITEMS_SPEC.slug])
    for (const item of observerItems)
      await payload.db.create({
        collection: OBSERVER_ITEMS_SPEC.slug,
        data: { id: item.itemId, ...item },
      });
  for (const { slug } of GLOBAL_SPECS) {
    const seeded = documents.globals.find((doc) => doc.id === slug);
    if (!seeded) throw new Error(`no seed document for the global "${slug}"`);
    const { id: _slug, createdAt, updatedAt, ...data } = seeded;
    await payload.db.createGlobal({ slug, data });
    // Payload stamps a new global with the time; on PostgreSQL the seed's own timestamps are
    // written after, so both servers of the conformance suite answer the same document.
    const pool = (payload.db as unknown as { pool?: PgPool }).pool;
    await pool?.query(
      `update "${slug.replaceAll('-', '_')}" set created_at = $1, updated_at = $2`,
      [createdAt, updatedAt],
    );
  }
}
