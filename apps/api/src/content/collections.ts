// The content collections served over the Payload-compatible REST API: which table holds each one,
// which fields may be queried or sorted and how, and what the public may see.
import * as schema from '../db/schema';

export type FieldType = 'id' | 'text' | 'number' | 'boolean' | 'date' | 'array';

export interface Collection {
  slug: string;
  table: schema.DocumentTable;
  fields: Readonly<Record<string, FieldType>>;
  /** Always AND-ed into every read: what the public may never see is not listed, nor found by id. */
  publicWhere?: Record<string, unknown>;
}

const timestamps = { id: 'id', createdAt: 'date', updatedAt: 'date' } as const;

export const COLLECTIONS: Readonly<Record<string, Collection>> = {
  posts: {
    slug: 'posts',
    table: schema.posts,
    fields: {
      ...timestamps,
      title: 'text',
      subtitle: 'text',
      slug: 'text',
      excerpt: 'text',
      summary: 'text',
      category: 'text',
      tags: 'array',
      readTime: 'number',
      featured: 'boolean',
      status: 'text',
      publishedDate: 'date',
    },
    publicWhere: { status: { equals: 'published' } },
  },
  media: {
    slug: 'media',
    table: schema.media,
    fields: {
      ...timestamps,
      filename: 'text',
      alt: 'text',
      mimeType: 'text',
      width: 'number',
      height: 'number',
    },
  },
  rules: {
    slug: 'rules',
    table: schema.rules,
    fields: {
      ...timestamps,
      name: 'text',
      type: 'text',
      category: 'text',
      flag: 'text',
      tags: 'array',
      enabled: 'boolean',
      priority: 'number',
      severity: 'text',
      scope: 'text',
      capabilities: 'array',
      roles: 'array',
      family: 'text',
    },
    // Retired rules stay in the CMS for their history; the public and the engine see only live ones.
    publicWhere: { enabled: { equals: true } },
  },
  content: {
    slug: 'content',
    table: schema.content,
    fields: {
      ...timestamps,
      type: 'text',
      capability: 'text',
      family: 'text',
      band: 'text',
      contentType: 'text',
      status: 'text',
      priority: 'number',
    },
  },
  'static-content': {
    slug: 'static-content',
    table: schema.staticContent,
    fields: {
      ...timestamps,
      contentType: 'text',
      status: 'text',
      priority: 'number',
      title: 'text',
    },
  },
  questions: {
    slug: 'questions',
    table: schema.questions,
    fields: {
      ...timestamps,
      questionId: 'text',
      part: 'text',
      capability: 'text',
      scopeLevel: 'text',
    },
  },
};

export const collectionBySlug = (slug: string): Collection | undefined =>
  Object.hasOwn(COLLECTIONS, slug) ? COLLECTIONS[slug] : undefined;
