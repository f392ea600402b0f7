// Every path rendered to HTML at build time: the static pages, and each published article from the
// content available at build (with CMS_URL, the hosted CMS through the content gateway; else the
// bundled seed content).
import { CATEGORIES_LIMIT, PUBLISHED } from '@peak/cms-client';
import { posts as bundledPosts } from '@peak/content';
import { hostedCms } from '../lib/content-gateway.server';
import { STATIC_PATHS } from './site-map';

export async function publishedSlugs(): Promise<string[]> {
  const cms = await hostedCms();
  if (!cms) return bundledPosts.filter((p) => p.status === 'published').map((p) => p.slug);
  const page = await cms.posts.list({
    where: { status: { equals: PUBLISHED } },
    limit: CATEGORIES_LIMIT,
  });
  return page.docs.map((post) => post.slug);
}

export async function prerenderPaths(): Promise<string[]> {
  return [
    ...STATIC_PATHS,
    '/sitemap.xml',
    '/robots.txt',
    '/rss.xml',
    ...(await publishedSlugs()).map((slug) => `/blog/${slug}`),
  ];
}
