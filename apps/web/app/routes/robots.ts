// /robots.txt, written at build time: everything may be crawled except members' and debug pages.
import { absoluteUrl } from '../seo/meta';
import { UNLISTED_PATHS } from '../seo/site-map';

export function loader() {
  const body = [
    'User-agent: *',
    'Allow: /',
    ...UNLISTED_PATHS.map((p) => `Disallow: ${p}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
