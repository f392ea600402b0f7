// The browser's view of the content API (same origin), with the specification's fallbacks.
import {
  createCmsClient,
  createResilientCmsClient,
  type ResilientCmsClient,
} from '@peak/cms-client';
import type { ArticleData } from './types';

let client: ResilientCmsClient | undefined;

export function blogCms(): ResilientCmsClient {
  client ??= createResilientCmsClient(createCmsClient({ baseUrl: '' }));
  return client;
}

/**
 * The article for the browser. When this article is already on screen (the pre-rendered page
 * being hydrated), the fresh copy is awaited while that one stays visible; otherwise the promise
 * goes to the page, which shows its loading state until it settles.
 */
export async function clientArticle(slug: string | undefined): Promise<ArticleData> {
  const wanted = slug?.trim() ?? '';
  if (!wanted) return { slug: '', post: null };
  const request = blogCms().posts.bySlug(wanted);
  const onScreen =
    typeof document !== 'undefined' &&
    document.querySelector(`[data-article-slug="${CSS.escape(wanted)}"]`) !== null;
  return { slug: wanted, post: onScreen ? await request : request };
}
