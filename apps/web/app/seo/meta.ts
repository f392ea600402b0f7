// Title, description, canonical link and Open Graph tags for one page.
import type { MetaDescriptor } from 'react-router';

export const SITE_NAME = 'Peak Partners';
export const SITE_URL =
  (import.meta.env.VITE_SITE_URL as string | undefined) ?? 'http://localhost:3000';
const DEFAULT_IMAGE = '/api/media/file/degap-steps.svg';

export interface PageMeta {
  title: string;
  description: string;
  path: string;
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
}

export const absoluteUrl = (path: string) => new URL(path, SITE_URL).toString();

export function pageMeta({
  title,
  description,
  path,
  image = DEFAULT_IMAGE,
  type = 'website',
  noindex,
}: PageMeta): MetaDescriptor[] {
  const fullTitle = path === '/' ? `${SITE_NAME}: ${title}` : `${title} | ${SITE_NAME}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: absoluteUrl(path) },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: absoluteUrl(path) },
    { property: 'og:type', content: type },
    { property: 'og:image', content: absoluteUrl(image) },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
