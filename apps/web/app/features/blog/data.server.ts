// Build-time data for pre-rendering, read with the build's content client (the hosted CMS with
// CMS_URL, else the bundled content, both through the content API): the same queries, order and
// normalisation as the browser's reads of /api/*.
import {
  BLOG_PAGE_SIZE,
  CATEGORIES_LIMIT,
  FEATURED_LIMIT,
  type Post,
  PUBLISHED,
  summarizeCategories,
} from '@peak/cms-client';
import { buildContent } from '../../lib/content-gateway.server';
import { type ArticleData, type BlogIndexData, withoutBody } from './types';

const published = { status: { equals: PUBLISHED } };

export async function loadBlogIndex(): Promise<BlogIndexData> {
  const cms = await buildContent();
  const [list, all, featured] = await Promise.all([
    cms.posts.list({ where: published, sort: '-publishedDate', limit: BLOG_PAGE_SIZE, page: 1 }),
    cms.posts.list({ where: published, limit: CATEGORIES_LIMIT }),
    cms.posts.list({
      where: { and: [published, { featured: { equals: true } }] },
      limit: FEATURED_LIMIT,
    }),
  ]);
  return {
    posts: list.docs.map(withoutBody),
    page: list.page,
    totalDocs: list.totalDocs,
    hasNextPage: list.hasNextPage,
    categories: summarizeCategories(all.docs),
    featured: featured.docs.map(withoutBody),
  };
}

export async function loadArticle(slug: string | undefined): Promise<ArticleData> {
  const wanted = slug?.trim() ?? '';
  if (!wanted) return { slug: '', post: null };
  return { slug: wanted, post: await (await buildContent()).posts.bySlug(wanted) };
}

/** Every published post, newest first: what the RSS feed lists. */
export async function loadPublishedPosts(): Promise<Post[]> {
  const page = await (await buildContent()).posts.list({
    where: published,
    sort: '-publishedDate',
    limit: CATEGORIES_LIMIT,
  });
  return page.docs;
}
