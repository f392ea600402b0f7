// The slugs of the published articles, read at most every 30 seconds: whether /blog/{slug} is a
// page (an article published after the build) or a 404. From our database, or the hosted CMS.
import { sql } from 'drizzle-orm';
import type { Collections } from './collections';
import type { ContentDb } from './db';
import type { ContentSource } from './source';

const TTL_MS = 30_000;

export function publishedSlugs(
  db: ContentDb,
  collections: Collections,
): () => Promise<ReadonlySet<string>> {
  const posts = collections.bySlug('posts')?.table;
  if (!posts) throw new Error('no collection "posts"');
  let cached: { slugs: Promise<ReadonlySet<string>>; expires: number } | undefined;
  return () => {
    if (!cached || cached.expires < Date.now()) {
      const slugs = db
        .select({ slug: sql<string>`${posts.data}->>'slug'` })
        .from(posts)
        .where(sql`${posts.data}->>'status' = 'published'`)
        .then((rows) => new Set(rows.map((r) => r.slug)) as ReadonlySet<string>)
        .catch(() => new Set<string>() as ReadonlySet<string>);
      cached = { slugs, expires: Date.now() + TTL_MS };
    }
    return cached.slugs;
  };
}

/** The published slugs, read when asked; `invalidate` makes the next call read them again. */
export type PublishedSlugs = (() => Promise<ReadonlySet<string>>) & { invalidate(): void };

/**
 * With a hosted CMS: the published slugs read through the content source, at most every 30
 * seconds or again once invalidated (a post changed in the CMS); while the CMS is unreachable the
 * last slugs read stay (none before the first read).
 */
export function sourcePublishedSlugs(
  source: ContentSource,
  collections: Collections,
  onError: (error: unknown) => void,
): PublishedSlugs {
  const collection = collections.bySlug('posts');
  let last: ReadonlySet<string> = new Set();
  let cached: { slugs: Promise<ReadonlySet<string>>; expires: number } | undefined;
  /** Counts invalidations: a read that began before the last one does not replace `last`. */
  let invalidations = 0;
  const read = () => {
    if (!collection) return Promise.resolve(last);
    if (!cached || cached.expires < Date.now()) {
      const started = invalidations;
      const slugs = source
        .find(collection, { depth: 0, page: 1, pagination: false, select: { slug: true } })
        .then((answer) => {
          const docs = (answer as { docs?: Array<{ slug?: unknown }> }).docs ?? [];
          const found = new Set(docs.flatMap((d) => (typeof d.slug === 'string' ? [d.slug] : [])));
          if (started === invalidations) last = found;
          return found as ReadonlySet<string>;
        })
        .catch((error: unknown) => {
          onError(error);
          return last;
        });
      cached = { slugs, expires: Date.now() + TTL_MS };
    }
    return cached.slugs;
  };
  return Object.assign(read, {
    invalidate: () => {
      invalidations++;
      cached = undefined;
    },
  });
}
