// The content-service client: one method per call of the specifications (000 §7, 001 §7).
// Methods throw on failure; src/fallbacks.ts holds what the pages show instead.

import type { CategorySummary, ContactDraft } from '@peak/contracts';
import {
  type ContentEntry,
  contentEntrySchema,
  type KnowledgeObject,
  knowledgeObjectSchema,
  type PagedResult,
  pagedResultSchema,
  postRawSchema,
  type Question,
  questionSchema,
  type Rule,
  ruleSchema,
  type SiteSettings,
  type StaticContent,
  siteSettingsSchema,
  staticContentSchema,
} from '@peak/contracts';
import { isCurrentQuestion } from '@peak/scoring';
import { z } from 'zod';
import { summarizeCategories } from './categories';
import {
  CATEGORIES_LIMIT,
  CATEGORY_POSTS_LIMIT,
  CONTENT_LIMIT,
  FEATURED_LIMIT,
  MAX_LIMIT,
  PUBLISHED,
  QUESTIONS_LIMIT,
  RULES_LIMIT,
  SEARCH_LIMIT,
  SLUG_LOOKUP_LIMIT,
} from './constants';
import {
  type FetchLike,
  fetchJson,
  type HttpConfig,
  HttpError,
  parseBody,
  readText,
  request,
  resolveHttpConfig,
} from './http';
import type { Logger } from './logger';
import { normalizePost, type Post } from './post';
import { type QueryParams, type Where, withQuery } from './query';

export interface CmsClientOptions {
  /** The content service origin, e.g. CMS_URL on the server; '' (default) is the same origin. */
  baseUrl?: string;
  /** CMS_API_TOKEN, server-side only: a Payload API key, sent as `users API-Key <token>`. */
  token?: string;
  /** The knowledge-object service, when it is not the content service. */
  objectsBaseUrl?: string;
  fetch?: FetchLike;
  /** Per request, body included. Default 10 000 ms. */
  timeoutMs?: number;
  logger?: Logger;
}

export interface PostListParams {
  page?: number;
  limit?: number;
  where?: Where;
  sort?: string;
  select?: readonly string[];
}

/** The answer of POST /api/submit-contact; `raw` holds a body that was not JSON. */
export interface ContactResult {
  success: boolean;
  error?: string;
  raw?: string;
  [key: string]: unknown;
}

export interface CmsClient {
  readonly baseUrl: string;
  readonly posts: {
    list(params?: PostListParams): Promise<PagedResult<Post>>;
    bySlug(slug: string): Promise<Post | null>;
    byId(id: string | number): Promise<Post | null>;
    byCategory(category: string, limit?: number): Promise<Post[]>;
    featured(limit?: number): Promise<Post[]>;
    search(query: string, limit?: number): Promise<Post[]>;
    categories(): Promise<CategorySummary[]>;
  };
  readonly rules: { list(): Promise<Rule[]> };
  readonly content: {
    byType(type: string): Promise<ContentEntry[]>;
    /** Every entry of any of these types, in one request (up to CONTENT_LIMIT per type). */
    byTypes(types: readonly string[]): Promise<ContentEntry[]>;
    byCapability(label: string): Promise<ContentEntry[]>;
  };
  readonly staticContent: { byType(type: string): Promise<StaticContent[]> };
  readonly questions: { list(): Promise<Question[]> };
  readonly objects: { get(id: string | number): Promise<KnowledgeObject | null> };
  /** The site-settings global (identity and outside links); throws on an invalid answer. */
  readonly globals: { siteSettings(): Promise<SiteSettings> };
  submitContact(draft: ContactDraft): Promise<ContactResult>;
}

const collectionPath = (collection: string) => `/api/${collection}`;
const documentPath = (collection: string, id: string | number) =>
  `/api/${collection}/${encodeURIComponent(String(id))}`;

/** Keeps the documents that match the schema; each one dropped is logged, not fatal. */
function parseDocs<Item extends z.ZodType>(
  docs: unknown[],
  schema: Item,
  logger: Logger,
  collection: string,
): Array<z.output<Item>> {
  return docs.flatMap((doc, index) => {
    const parsed = schema.safeParse(doc);
    if (parsed.success) return [parsed.data];
    logger.warn(
      `Skipping an invalid document ${index} of ${collection}`,
      z.prettifyError(parsed.error),
    );
    return [];
  });
}

// Docs are validated one by one afterwards, so a bad one does not sink the page.
const pageOfUnknown = pagedResultSchema(z.unknown());

export function createCmsClient(options: CmsClientOptions = {}): CmsClient {
  const http = resolveHttpConfig(options);
  const logger = options.logger ?? console;
  const objectsHttp: HttpConfig = options.objectsBaseUrl
    ? // A separate service must not receive the content service's token.
      resolveHttpConfig({ ...options, baseUrl: options.objectsBaseUrl, token: undefined })
    : http;
  const mediaBase = http.baseUrl;

  async function page<Item extends z.ZodType>(
    collection: string,
    schema: Item,
    params: QueryParams,
  ): Promise<PagedResult<z.output<Item>>> {
    const json = await fetchJson(http, withQuery(collectionPath(collection), params));
    const result = pageOfUnknown.parse(json);
    return { ...result, docs: parseDocs(result.docs, schema, logger, collection) };
  }

  const docs = async <Item extends z.ZodType>(
    collection: string,
    schema: Item,
    params: QueryParams,
  ) => (await page(collection, schema, params)).docs;

  const toPost = (raw: z.output<typeof postRawSchema>) => normalizePost(raw, { mediaBase });

  async function listPosts(params: PostListParams = {}): Promise<PagedResult<Post>> {
    const result = await page('posts', postRawSchema, params);
    return { ...result, docs: result.docs.map(toPost) };
  }

  const postDocs = async (params: QueryParams) => (await listPosts(params)).docs;

  return {
    baseUrl: http.baseUrl,
    posts: {
      list: listPosts,

      async bySlug(slug) {
        const posts = await postDocs({
          where: { status: { equals: PUBLISHED } },
          limit: SLUG_LOOKUP_LIMIT,
        });
        return posts.find((post) => post.slug === slug) ?? null;
      },

      async byId(id) {
        try {
          return toPost(postRawSchema.parse(await fetchJson(http, documentPath('posts', id))));
        } catch (error) {
          if (error instanceof HttpError && error.status === 404) return null;
          throw error;
        }
      },

      byCategory: (category, limit = CATEGORY_POSTS_LIMIT) =>
        postDocs({ where: { category: { equals: category } }, limit }),

      featured: (limit = FEATURED_LIMIT) =>
        postDocs({ where: { featured: { equals: true } }, limit }),

      async search(query, limit = SEARCH_LIMIT) {
        const text = query.trim();
        if (text === '') return [];
        return postDocs({ where: { title: { contains: text } }, limit });
      },

      async categories() {
        return summarizeCategories(await postDocs({ limit: CATEGORIES_LIMIT }));
      },
    },

    rules: {
      list: () => docs('rules', ruleSchema, { sort: '-createdAt', limit: RULES_LIMIT }),
    },

    content: {
      byType: (type) =>
        docs('content', contentEntrySchema, {
          where: { type: { equals: type } },
          limit: CONTENT_LIMIT,
        }),
      byTypes: (types) =>
        docs('content', contentEntrySchema, {
          where: { type: { in: [...types] } },
          limit: Math.min(CONTENT_LIMIT * types.length, MAX_LIMIT),
        }),
      byCapability: (label) =>
        docs('content', contentEntrySchema, {
          where: { capability: { equals: label } },
          limit: CONTENT_LIMIT,
        }),
    },

    staticContent: {
      byType: (type) =>
        docs('static-content', staticContentSchema, {
          where: { and: [{ status: { equals: PUBLISHED } }, { contentType: { equals: type } }] },
          sort: 'priority',
          limit: CONTENT_LIMIT,
        }),
    },

    questions: {
      async list() {
        const questions = await docs('questions', questionSchema, { limit: QUESTIONS_LIMIT });
        return questions
          .filter(isCurrentQuestion)
          .map((question) => ({ ...question, id: question.questionId }));
      },
    },

    objects: {
      async get(id) {
        // Caching off, as specified; `cache` is a browser RequestInit field, absent from Node's typings.
        const response = await request(objectsHttp, documentPath('objects', id), {
          cache: 'no-store',
        } as RequestInit);
        if (response.status === 404) return null;
        if (!response.ok) {
          throw new Error(`KE fetch failed: ${response.status} ${response.statusText}`);
        }
        return knowledgeObjectSchema.parse(await response.json());
      },
    },

    globals: {
      siteSettings: async () =>
        siteSettingsSchema.parse(await fetchJson(http, '/api/globals/site-settings')),
    },

    async submitContact(draft) {
      const path = collectionPath('submit-contact');
      const response = await request(http, path, { method: 'POST', body: JSON.stringify(draft) });
      const text = await readText(response, `${http.baseUrl}${path}`, http.timeoutMs);
      const body = parseBody(text);
      const result: ContactResult =
        body !== null && typeof body === 'object' && !Array.isArray(body)
          ? {
              ...(body as Record<string, unknown>),
              success: (body as ContactResult).success === true,
            }
          : { success: response.ok, raw: text };
      if (response.ok && result.success === true) return result;
      throw new Error(typeof result.error === 'string' ? result.error : 'Failed to submit form');
    },
  };
}
