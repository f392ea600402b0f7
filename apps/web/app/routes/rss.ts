// /rss.xml, written at build time from the published articles.
import { loadPublishedPosts } from '../features/blog/data.server';
import { rssFeed } from '../features/blog/feed';
import { SITE_URL } from '../seo/meta';

export async function loader() {
  return new Response(rssFeed(await loadPublishedPosts(), SITE_URL), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
