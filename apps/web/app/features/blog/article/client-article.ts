// An article in the browser: the route's client loader, and the refresh of a pre-rendered
// article hydrated as an island. Apart from cms.ts so that the blog list's first load does not
// carry the sanitiser's loader.
import type { Post } from '@peak/cms-client';
import { sameJson } from '../../../lib/same-json';
import { blogCms } from '../cms';
import { loadSanitizer } from '../sanitizer';
import type { ArticleData } from '../types';

/**
 * The article for the browser. When this article is already on screen (the pre-rendered page
 * being hydrated), the fresh copy is awaited while that one stays visible; otherwise the promise
 * goes to the page, which shows its loading state until it settles. Either way the HTML
 * sanitiser loads alongside, so the article's content renders as soon as it arrives.
 */
export async function clientArticle(slug: string | undefined): Promise<ArticleData> {
  const wanted = slug?.trim() ?? '';
  if (!wanted) return { slug: '', post: null };
  const request = Promise.all([
    blogCms().then((cms) => cms.posts.bySlug(wanted)),
    loadSanitizer(),
  ]).then(([post]) => post);
  const onScreen =
    typeof document !== 'undefined' &&
    document.querySelector(`[data-article-slug="${CSS.escape(wanted)}"]`) !== null;
  return { slug: wanted, post: onScreen ? await request : request };
}

/**
 * The current copy of an article already on screen (a page hydrated as islands): the one shown
 * itself when nothing changed, so the query keeps it without comparing again. The sanitiser loads
 * only for a changed copy: unchanged HTML stays as the build wrote it.
 */
export async function freshArticle(slug: string, shown: Post | null): Promise<Post | null> {
  const post = await (await blogCms()).posts.bySlug(slug);
  if (sameJson(post, shown)) return shown;
  await loadSanitizer();
  return post;
}
