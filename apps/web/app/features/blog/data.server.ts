// Build-time data for pre-rendering: with CMS_URL, the hosted CMS read through the API's content
// gateway (in this process: the same queries, public filter and answers the browser gets from
// /api/*); else the bundled seed posts, normalised exactly as the client normalises what the API
// sends.
import {
  BLOG_PAGE_SIZE,
  CATEGORIES_LIMIT,
  FEATURED_LIMIT,
  type Post,
  PUBLISHED,
  parsePost,
  summarizeCategories,
} from '@peak/cms-client';
import { posts as bundledPosts } from '@peak/content';
import { hostedCms } from '../../lib/content-gateway.server';
import { type ArticleData, type BlogIndexData, withoutBody } from './types';

const time = (value: string | null | undefined) => {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? undefined : parsed;
};

/**
 * Newest first, the order the API answers `sort=-field` with, as Payload does on PostgreSQL:
 * undated posts first (descending puts nulls first), ties by newest createdAt.
 */
function newestFirst(field: 'publishedDate' | 'createdAt') {
  return (a: { raw: Record<string, unknown>; post: Post }, b: typeof a) => {
    const ta = time(a.raw[field] as string | undefined);
    const tb = time(b.raw[field] as string | undefined);
    if (ta !== tb) {
      if (ta === undefined) return -1;
      if (tb === undefined) return 1;
      return tb - ta;
    }
    return (time(b.raw.createdAt as string) ?? 0) - (time(a.raw.createdAt as string) ?? 0);
  };
}

function bundledPublished() {
  return bundledPosts
    .filter((raw) => raw.status === PUBLISHED)
    .map((raw) => ({ raw: raw as unknown as Record<string, unknown>, post: parsePost(raw) }));
}

export async function loadBlogIndex(): Promise<BlogIndexData> {
  const cms = await hostedCms();
  if (cms) {
    const published = { status: { equals: PUBLISHED } };
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
  const published = bundledPublished();
  const byDate = [...published].sort(newestFirst('publishedDate')).map((entry) => entry.post);
  const featured = [...published]
    .sort(newestFirst('createdAt'))
    .map((entry) => entry.post)
    .filter((post) => post.featured)
    .slice(0, FEATURED_LIMIT);
  return {
    posts: byDate.slice(0, BLOG_PAGE_SIZE).map(withoutBody),
    page: 1,
    totalDocs: byDate.length,
    hasNextPage: byDate.length > BLOG_PAGE_SIZE,
    categories: summarizeCategories(byDate),
    featured: featured.map(withoutBody),
  };
}

export async function loadArticle(slug: string | undefined): Promise<ArticleData> {
  const wanted = slug?.trim() ?? '';
  if (!wanted) return { slug: '', post: null };
  const cms = await hostedCms();
  if (cms) return { slug: wanted, post: await cms.posts.bySlug(wanted) };
  const found = bundledPublished().find((entry) => entry.post.slug === wanted);
  return { slug: wanted, post: found?.post ?? null };
}

/** Every published post, newest first: what the RSS feed lists. */
export async function loadPublishedPosts(): Promise<Post[]> {
  const cms = await hostedCms();
  if (cms) {
    const page = await cms.posts.list({
      where: { status: { equals: PUBLISHED } },
      sort: '-publishedDate',
      limit: CATEGORIES_LIMIT,
    });
    return page.docs;
  }
  return bundledPublished()
    .sort(newestFirst('publishedDate'))
    .map((entry) => entry.post);
}
