// The bundled content (@peak/content) served by the content API from an in-memory PGlite database:
// what the site's build pre-renders through when no hosted CMS is configured. The same routes,
// queries and order as /api/* over the API's own database, so a prerendered page and the browser
// never disagree (no second, hand-written reading of the seed).
import { PGlite } from '@electric-sql/pglite';
import { contentDocuments } from '@peak/content';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import { contentCollections, namedTables } from './collections';
import { buildReads, contentServer } from './gateway';
import { documentTableDdl, seedDocuments } from './seed';
import { databaseSource } from './source';

/** The content routes over a throwaway in-memory database seeded with the bundled content. */
export async function bundledContentServer(): Promise<FastifyInstance> {
  const client = new PGlite();
  const db = drizzle(client);
  const tables = namedTables();
  await client.exec(documentTableDdl(tables));
  await seedDocuments(db, tables, contentDocuments());
  // The database lives as long as the build process that reads it (in memory, no handles).
  return contentServer({
    ...buildReads(contentCollections(tables)),
    mediaDir: '',
    source: databaseSource(db),
  });
}
