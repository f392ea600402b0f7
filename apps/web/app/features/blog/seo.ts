// Per-article meta: title, description, canonical, Open Graph and JSON-LD Article data.
import type { Post } from '@peak/cms-client';
import type { MetaDescriptor } from 'react-router';
import { absoluteUrl, pageMeta, SITE_NAME } from '../../seo/meta';
import { categoryLabel } from './format';
import type { ArticleData } from './types';

const DEFAULT_DESCRIPTION = 'An article from the Peak Partners blog.';

export function articleJsonLd(post: Post, path: string) {
  const authors =
    post.authors.length > 0
      ? post.authors.map((author) => ({
          '@type': 'Person',
          name: author.name,
          ...(author.website ? { url: author.website } : {}),
        }))
      : [{ '@type': 'Organization', name: SITE_NAME, url: absoluteUrl('/') }];
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.seo.title,
    description: post.seo.description || DEFAULT_DESCRIPTION,
    ...(post.publishedDate ? { datePublished: post.publishedDate } : {}),
    ...(post.updatedAt || post.publishedDate
      ? { dateModified: post.updatedAt ?? post.publishedDate }
      : {}),
    author: authors,
    ...(post.seo.image ? { image: [absoluteUrl(post.seo.image.url)] } : {}),
    publisher: {
      '@type': 'Organization',
      name: SITE_NAME,
      url: absoluteUrl('/'),
      logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(path) },
    articleSection: categoryLabel(post.category),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
  };
}

export function articleMeta(data: ArticleData | undefined): MetaDescriptor[] {
  if (!data?.slug) {
    return pageMeta({
      title: 'Post Not Found',
      description: 'No article was named in the address.',
      path: '/blog',
      noindex: true,
    });
  }
  const path = `/blog/${data.slug}`;
  // Still loading in the browser: the page sets its own title once the article arrives.
  if (data.post instanceof Promise) return [];
  const { post } = data;
  if (!post) {
    return pageMeta({
      title: 'Article Not Found',
      description: "The article you're looking for doesn't exist.",
      path,
      noindex: true,
    });
  }
  return [
    ...pageMeta({
      title: post.seo.title,
      description: post.seo.description || DEFAULT_DESCRIPTION,
      path,
      type: 'article',
      ...(post.seo.image ? { image: post.seo.image.url } : {}),
    }),
    ...(post.publishedDate
      ? [{ property: 'article:published_time', content: post.publishedDate }]
      : []),
    ...(post.updatedAt ? [{ property: 'article:modified_time', content: post.updatedAt }] : []),
    { property: 'article:section', content: categoryLabel(post.category) },
    { 'script:ld+json': articleJsonLd(post, path) },
  ];
}
