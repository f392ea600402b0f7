// /sitemap.xml, written at build time: the indexed pages and every published article.

import { absoluteUrl } from '../seo/meta';
import { publishedSlugs } from '../seo/prerender-paths';
import { INDEXED_PATHS } from '../seo/site-map';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function loader() {
  const paths = [...INDEXED_PATHS, ...(await publishedSlugs()).map((slug) => `/blog/${slug}`)];
  const urls = paths
    .map((path) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc></url>`)
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
