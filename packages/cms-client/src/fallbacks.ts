// The error catalogue in one place (specification 000 §8 and §4, and the content calls of 001 §8):
// what each read returns, or which message it raises, when the content service fails.
// The plain client throws; pages use this layer around it.

import type { CategorySummary } from '@peak/contracts';
import { CONTACT_FAILURE_MESSAGE, emptyPagedResult } from '@peak/contracts';
import { categorySlug } from './categories';
import type { CmsClient } from './client';
import { BLOG_PAGE_SIZE, CATEGORY_LIST_LIMIT, POST_CARD_FIELDS, PUBLISHED } from './constants';
import type { Logger } from './logger';
import type { Post } from './post';
import type { Where } from './query';
import { SAMPLE_POSTS, samplePostFor } from './sample-posts';

export const FALLBACK_MESSAGES = {
  loadContent: 'Failed to load content',
  loadCategories: 'Failed to load categories',
  contentNotFound: 'Content not found',
  contact: CONTACT_FAILURE_MESSAGE,
  fetchRules: 'Failed to fetch rules',
  contentByType: 'Failed to fetch content by type',
  noStaticContent: 'CMS connection failed - no static content available',
  fetchQuestions: 'Failed to fetch questions',
  noQuestions: 'CMS connection failed - no questions available',
  questionsPage: 'Failed to load questions from CMS.',
  frameworkUnavailable: 'Framework content not available.',
} as const;

/** A failed list still shows a page: limit 10, page 1 (specification 000 §9). */
export const FALLBACK_PAGE_LIMIT = 10;

export const FALLBACK_CATEGORIES: readonly CategorySummary[] = [
  'Fundamentals',
  'Advanced',
  'Case Studies',
  'Tools & Templates',
].map((name) => ({ id: categorySlug(name), name, slug: categorySlug(name), count: 0 }));

/** The sample posts whose title or excerpt contains the query, ignoring case. */
export function searchSamplePosts(query: string): Post[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  return SAMPLE_POSTS.filter(
    (post) =>
      post.title.toLowerCase().includes(needle) || post.excerpt.toLowerCase().includes(needle),
  );
}

export interface LoadPostsParams {
  /** A category name; blank means all categories. */
  category?: string;
  page?: number;
  /** Default 12 for all posts, 50 within a category. */
  limit?: number;
}

/** What the blog list shows. `error` is set, with the sample posts, when loading failed. */
export interface PostListState {
  posts: Post[];
  page: number;
  totalDocs: number;
  hasNextPage: boolean;
  error: string | null;
}

export interface ResilientCmsClient extends CmsClient {
  readonly posts: CmsClient['posts'] & {
    /** The blog list: published posts, newest first, optionally within one category. */
    load(params?: LoadPostsParams): Promise<PostListState>;
  };
}

export interface ResilientOptions {
  logger?: Logger;
}

export function blogListWhere(category?: string): Where {
  const published: Where = { status: { equals: PUBLISHED } };
  const name = category?.trim();
  return name ? { and: [published, { category: { equals: name } }] } : published;
}

export function createResilientCmsClient(
  client: CmsClient,
  { logger = console }: ResilientOptions = {},
): ResilientCmsClient {
  /** Runs `read`; on failure logs a warning and answers `fallback(error)` instead. */
  const recover = async <T>(
    read: () => Promise<T>,
    message: string,
    fallback: () => T,
  ): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      logger.warn(message, error);
      return fallback();
    }
  };

  /** Runs `read`; on failure logs the error and raises `message` in its place. */
  const rethrowAs = async <T>(read: () => Promise<T>, message: string): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      logger.error(message, error);
      throw new Error(message, { cause: error });
    }
  };

  const { posts } = client;

  return {
    ...client,
    posts: {
      list: (params) =>
        recover(
          () => posts.list(params),
          FALLBACK_MESSAGES.loadContent,
          () => emptyPagedResult<Post>(FALLBACK_PAGE_LIMIT),
        ),

      async load({ category, page = 1, limit } = {}) {
        const within = Boolean(category?.trim());
        try {
          const result = await posts.list({
            where: blogListWhere(category),
            sort: '-publishedDate',
            select: POST_CARD_FIELDS,
            page,
            limit: limit ?? (within ? CATEGORY_LIST_LIMIT : BLOG_PAGE_SIZE),
          });
          return {
            posts: result.docs,
            page: result.page,
            totalDocs: result.totalDocs,
            hasNextPage: result.hasNextPage,
            error: null,
          };
        } catch (error) {
          logger.warn(FALLBACK_MESSAGES.loadContent, error);
          return {
            posts: [...SAMPLE_POSTS],
            page: 1,
            totalDocs: SAMPLE_POSTS.length,
            hasNextPage: false,
            error: FALLBACK_MESSAGES.loadContent,
          };
        }
      },

      // An unmatched slug stays null (Article Not Found); only a failure shows a sample.
      bySlug: (slug) =>
        recover(
          () => posts.bySlug(slug),
          FALLBACK_MESSAGES.loadContent,
          () => samplePostFor(slug),
        ),

      byId: (id) =>
        recover(
          () => posts.byId(id),
          FALLBACK_MESSAGES.loadContent,
          () => null,
        ),

      byCategory: (category, limit) =>
        recover(
          () => posts.byCategory(category, limit),
          FALLBACK_MESSAGES.loadContent,
          () => [],
        ),

      // The featured section hides itself when empty.
      featured: (limit) =>
        recover(
          () => posts.featured(limit),
          FALLBACK_MESSAGES.loadContent,
          () => [],
        ),

      search: (query, limit) =>
        recover(
          () => posts.search(query, limit),
          FALLBACK_MESSAGES.loadContent,
          () => searchSamplePosts(query),
        ),

      categories: () =>
        recover(posts.categories, FALLBACK_MESSAGES.loadCategories, () => [
          ...FALLBACK_CATEGORIES.map((category) => ({ ...category })),
        ]),
    },

    rules: {
      list: () => recover(client.rules.list, FALLBACK_MESSAGES.fetchRules, () => []),
    },

    content: {
      ...client.content,
      byType: (type) =>
        rethrowAs(() => client.content.byType(type), FALLBACK_MESSAGES.contentByType),
      byTypes: (types) =>
        rethrowAs(() => client.content.byTypes(types), FALLBACK_MESSAGES.contentByType),
    },

    staticContent: {
      byType: (type) =>
        rethrowAs(() => client.staticContent.byType(type), FALLBACK_MESSAGES.noStaticContent),
    },

    questions: {
      async list() {
        try {
          return await client.questions.list();
        } catch (error) {
          logger.error(FALLBACK_MESSAGES.fetchQuestions, error);
          throw new Error(FALLBACK_MESSAGES.noQuestions, { cause: error });
        }
      },
    },
  };
}
