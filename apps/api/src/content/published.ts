// The slugs of the published articles, read at most every 30 seconds: whether /blog/{slug} is a
// page (an article published after the build) or a 404.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { posts } from '../db/schema';

const TTL_MS = 30_000;

export function publishedSlugs(db: Db): () => Promise<ReadonlySet<string>> {
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
