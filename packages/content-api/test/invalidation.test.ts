// What a change reported by the CMS makes stale: the answers tagged with the changed collection or
// global, those of every collection that shows it through a relationship or an upload, and for a
// post the published slugs.
import { describe, expect, it } from 'vitest';
import { type CachedAnswer, ResponseCache } from '../src/cache';
import { contentCollections, namedTables } from '../src/collections';
import { collectionTag, contentInvalidation, globalTag, staleTags } from '../src/invalidation';
import { sourcePublishedSlugs } from '../src/published';
import type { ContentSource } from '../src/source';

const collections = contentCollections(namedTables());
const answer = (body: string): CachedAnswer => ({ body, etag: `W/"${body}"` });

describe('staleTags', () => {
  const tagsOf = staleTags(collections);

  it('makes a collection stale with every collection that relates to it, at any depth', () => {
    // Posts show their authors and hero image; authors show their avatar.
    expect(tagsOf({ collection: 'media', id: 'm1' })?.sort()).toEqual(
      [collectionTag('media'), collectionTag('authors'), collectionTag('posts')].sort(),
    );
    expect(tagsOf({ collection: 'authors', id: 'a1' })?.sort()).toEqual(
      [collectionTag('authors'), collectionTag('posts')].sort(),
    );
    expect(tagsOf({ collection: 'posts', id: 'post-01' })).toEqual([collectionTag('posts')]);
    expect(tagsOf({ collection: 'questions' })).toEqual([collectionTag('questions')]);
    expect(tagsOf({ collection: 'knowledge-objects', id: 'ko-matrix' })).toEqual([
      collectionTag('knowledge-objects'),
    ]);
  });

  it('makes a global stale alone, and knows nothing it does not serve', () => {
    expect(tagsOf({ global: 'site-settings' })).toEqual([globalTag('site-settings')]);
    expect(tagsOf({ global: 'nothing' })).toBeUndefined();
    expect(tagsOf({ collection: 'users', id: '1' })).toBeUndefined();
    expect(tagsOf({ collection: '__proto__' })).toBeUndefined();
  });

  it('makes a global that shows a collection stale with it', () => {
    const withLogo = staleTags(collections, [
      { slug: 'branding', fields: [{ name: 'logo', type: 'upload', relationTo: 'media' }] },
    ]);
    expect(withLogo({ collection: 'media' })).toContain(globalTag('branding'));
    expect(withLogo({ collection: 'questions' })).not.toContain(globalTag('branding'));
  });
});

describe('contentInvalidation', () => {
  /** A CMS source whose posts answer the slugs it holds now, counting the reads. */
  function postsSource(slugs: string[]) {
    const state = { slugs, reads: 0 };
    const source = {
      kind: 'cms',
      find: async () => {
        state.reads++;
        return { docs: state.slugs.map((slug) => ({ slug })) };
      },
    } as unknown as ContentSource;
    return { state, source };
  }

  it("makes the changed content's answers stale, the scoring bank's too, and rereads the published slugs for a post", async () => {
    const cache = new ResponseCache(60_000, 50, Number.POSITIVE_INFINITY, 1_000);
    cache.set('posts {}', answer('posts'), collectionTag('posts'));
    cache.set('/api/authors/a1', answer('author'), collectionTag('authors'));
    cache.set('scoring-bank questions', answer('bank'), collectionTag('questions'));
    cache.set('scoring-bank rules', answer('rules'), collectionTag('rules'));
    cache.set('globals site-settings', answer('settings'), globalTag('site-settings'));
    const { state, source } = postsSource(['first']);
    const slugs = sourcePublishedSlugs(source, collections, () => {});
    expect([...(await slugs())]).toEqual(['first']);
    const invalidate = contentInvalidation({ collections, cache, publishedSlugs: slugs });

    expect(invalidate({ collection: 'questions', id: 'cof_v2_1' })).toEqual([
      collectionTag('questions'),
    ]);
    expect(cache.get('scoring-bank questions')).toBeUndefined();
    expect(cache.get('scoring-bank rules')?.body).toBe('rules');
    expect(cache.get('posts {}')?.body).toBe('posts');

    state.slugs = ['first', 'second'];
    // Within their 30 seconds the slugs are not read again, unless a post changed.
    expect([...(await slugs())]).toEqual(['first']);
    invalidate({ collection: 'authors', id: 'a1' });
    expect(cache.get('/api/authors/a1')).toBeUndefined();
    expect(cache.get('posts {}')).toBeUndefined();
    expect([...(await slugs())]).toEqual(['first', 'second']);
    expect(state.reads).toBe(2);

    expect(invalidate({ global: 'site-settings' })).toEqual([globalTag('site-settings')]);
    expect(cache.get('globals site-settings')).toBeUndefined();
    expect(cache.get('scoring-bank rules')?.body).toBe('rules');
    expect(invalidate({ collection: 'users', id: '1' })).toBeUndefined();
  });
});
