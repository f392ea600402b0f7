// Every path rendered to HTML at build time: the static pages, and each published article of the
// content available at build (the hosted CMS with CMS_URL, else the bundled content).
import { CATEGORIES_LIMIT, PUBLISHED } from '@peak/cms-client';
import { buildContent } from '../lib/content-gateway.server';
import { STATIC_PATHS } from './site-map';

export async function publishedSlugs(): Promise<string[]> {
  const page = await (await buildContent()).posts.list({
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
