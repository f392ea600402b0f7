// Every path rendered to HTML at build time: the static pages, and each published article from the
// content available at build (CMS_URL when set, else the bundled seed content).
import { posts as bundledPosts } from '@peak/content';
import { STATIC_PATHS } from './site-map';

export async function publishedSlugs(): Promise<string[]> {
  const cms = process.env.CMS_URL;
  if (!cms) return bundledPosts.filter((p) => p.status === 'published').map((p) => p.slug);
  const response = await fetch(
    `${cms}/api/posts?where[status][equals]=published&limit=1000&select[slug]=true`,
  );
  if (!response.ok) throw new Error(`prerender: the content service answered ${response.status}`);
  const body = (await response.json()) as { docs: Array<{ slug: string }> };
  return body.docs.map((d) => d.slug);
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
