// What a change in the hosted CMS makes stale. Every cached answer is tagged with the collection or
// global it reads (routes.ts, and the API's scoring bank); a change to a collection also makes
// stale every collection that relates to it, at any depth (an author's new name shows in the posts
// that populate it, a replaced image in the authors and posts that show it), and every global
// that does.
import { type FieldSpec, GLOBAL_SPECS, type GlobalSpec } from '@peak/content';
import type { ResponseCache } from './cache';
import type { Collections } from './collections';

/** A document of a collection changed (created, updated or deleted), or a global did. */
export type ContentChange = { collection: string; id?: string | number } | { global: string };

/** The tag of the answers that read a collection. */
export const collectionTag = (slug: string) => `collection ${slug}`;
/** The tag of a global's answers. */
export const globalTag = (slug: string) => `global ${slug}`;

/** The collections a field list points to, through groups and arrays. */
function relatedSlugs(fields: readonly FieldSpec[]): string[] {
  return fields.flatMap((field) => {
    if (field.type === 'relationship' || field.type === 'upload') return [field.relationTo];
    if (field.type === 'group' || field.type === 'array') return relatedSlugs(field.fields);
    return [];
  });
}

/**
 * The tags a change makes stale, given the collections and globals served; undefined for a
 * collection or global this content API does not serve.
 */
export function staleTags(
  collections: Collections,
  globals: readonly GlobalSpec[] = GLOBAL_SPECS,
): (change: ContentChange) => string[] | undefined {
  // Who reads each collection: itself, and everything pointing to it, directly or not.
  const pointedToBy = new Map<string, Set<string>>();
  const readers = [
    ...Object.values(collections.all).map((c) => ({
      tag: collectionTag(c.slug),
      fields: c.fields,
    })),
    ...globals.map((g) => ({ tag: globalTag(g.slug), fields: g.fields })),
  ];
  for (const { tag, fields } of readers)
    for (const slug of relatedSlugs(fields)) {
      const set = pointedToBy.get(slug) ?? new Set<string>();
      set.add(tag);
      pointedToBy.set(slug, set);
    }
  const tagsOf = (slug: string): string[] => {
    const found = new Set([collectionTag(slug)]);
    const pending = [slug];
    for (let next = pending.pop(); next !== undefined; next = pending.pop())
      for (const tag of pointedToBy.get(next) ?? []) {
        if (found.has(tag)) continue;
        found.add(tag);
        const collection = tag.startsWith('collection ') ? tag.slice('collection '.length) : null;
        if (collection) pending.push(collection);
      }
    return [...found];
  };
  const globalSlugs = new Set(globals.map((g) => g.slug));
  return (change) => {
    if ('global' in change)
      return globalSlugs.has(change.global) ? [globalTag(change.global)] : undefined;
    return collections.bySlug(change.collection) ? tagsOf(change.collection) : undefined;
  };
}

/**
 * What the gateway does with a change the CMS reports: the answers that read it made stale in
 * `cache` (the scoring bank's among them), and for a post the published slugs read again. Answers
 * the tags made stale; undefined (nothing done) for a collection or global not served here.
 */
export function contentInvalidation(options: {
  collections: Collections;
  cache: Pick<ResponseCache, 'invalidate'>;
  publishedSlugs?: { invalidate(): void };
  globals?: readonly GlobalSpec[];
}): (change: ContentChange) => string[] | undefined {
  const tagsOf = staleTags(options.collections, options.globals);
  const posts = collectionTag('posts');
  return (change) => {
    const tags = tagsOf(change);
    if (!tags) return undefined;
    options.cache.invalidate(tags);
    if (tags.includes(posts)) options.publishedSlugs?.invalidate();
    return tags;
  };
}
