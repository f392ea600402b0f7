// Turns any variant of a post the content service returns into the one shape the site renders.

import type { MediaRef } from '@peak/contracts';
import {
  type AuthorRaw,
  type ContentBlock,
  contentBlockSchema,
  type PostRaw,
  postRawSchema,
  type RichTextDocument,
} from '@peak/contracts';
import { categorySlug } from './categories';
import { DEFAULT_CATEGORY, DEFAULT_READ_TIME } from './constants';
import { resolveMediaUrl } from './media';

export interface PostAuthor {
  name: string;
  bio?: string;
  avatarUrl?: string;
  website?: string;
  linkedin?: string;
  twitter?: string;
}

export interface PostImage {
  url: string;
  alt: string;
}

/** The body to render, chosen by the specification's priority. */
export type PostBody =
  | { kind: 'richText'; document: RichTextDocument }
  | { kind: 'blocks'; blocks: ContentBlock[] }
  | { kind: 'html'; html: string }
  | { kind: 'none' };

export interface Post {
  id: string;
  title: string;
  subtitle?: string;
  slug: string;
  excerpt: string;
  publishedDate: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  category: string;
  categorySlug: string;
  tags: string[];
  readTime: number;
  featured: boolean;
  status: string | null;
  authors: PostAuthor[];
  heroImage?: PostImage;
  body: PostBody;
  /** What search engines and shares show: the editor's SEO fields, else the post's own. */
  seo: PostSeo;
}

export interface PostSeo {
  title: string;
  description: string;
  image?: PostImage;
}

export interface NormalizeOptions {
  /** Base URL of the content service for relative media URLs; '' keeps them relative. */
  mediaBase?: string;
}

/** The first value that holds non-blank text. */
function firstText(...values: Array<string | null | undefined>): string | undefined {
  return values.find((value): value is string => typeof value === 'string' && value.trim() !== '');
}

function mediaUrl(ref: MediaRef | null | undefined): string | undefined {
  // A bare id (string or number) is an unresolved relation: there is no URL to show.
  return ref !== null && typeof ref === 'object' ? firstText(ref.url) : undefined;
}

function toAuthor(raw: AuthorRaw, mediaBase: string): PostAuthor | undefined {
  const name = firstText(raw.name);
  if (!name) return undefined;
  const author: PostAuthor = { name };
  const bio = firstText(raw.bio);
  const avatarUrl = resolveMediaUrl(mediaUrl(raw.avatar), mediaBase);
  const website = firstText(raw.website);
  const linkedin = firstText(raw.social?.linkedin);
  const twitter = firstText(raw.social?.twitter);
  if (bio) author.bio = bio;
  if (avatarUrl) author.avatarUrl = avatarUrl;
  if (website) author.website = website;
  if (linkedin) author.linkedin = linkedin;
  if (twitter) author.twitter = twitter;
  return author;
}

/** The `authors` list when it names anyone, else the single `author` (a name or an object). */
export function normalizeAuthors(raw: PostRaw, mediaBase = ''): PostAuthor[] {
  const listed = (raw.authors ?? [])
    .map((entry) => (typeof entry === 'object' ? toAuthor(entry, mediaBase) : undefined))
    .filter((author): author is PostAuthor => author !== undefined);
  if (listed.length > 0) return listed;
  const single = raw.author;
  if (typeof single === 'string') return firstText(single) ? [{ name: single.trim() }] : [];
  if (single !== null && typeof single === 'object') {
    const author = toAuthor(single, mediaBase);
    return author ? [author] : [];
  }
  return [];
}

function normalizeHeroImage(raw: PostRaw, mediaBase: string): PostImage | undefined {
  const fromUpload = mediaUrl(raw.heroImage);
  const url = resolveMediaUrl(fromUpload ?? raw.heroImageUrl, mediaBase);
  if (!url) return undefined;
  const alt =
    fromUpload && typeof raw.heroImage === 'object' ? firstText(raw.heroImage?.alt) : undefined;
  return { url, alt: alt ?? raw.title };
}

function normalizeSeo(
  raw: PostRaw,
  excerpt: string,
  heroImage: PostImage | undefined,
  mediaBase: string,
): PostSeo {
  const meta = raw.meta ?? undefined;
  const url = resolveMediaUrl(mediaUrl(meta?.image), mediaBase);
  const alt = typeof meta?.image === 'object' ? firstText(meta.image?.alt) : undefined;
  const image = url ? { url, alt: alt ?? raw.title } : heroImage;
  return {
    title: firstText(meta?.title)?.trim() || raw.title,
    description: firstText(meta?.description)?.trim() || excerpt,
    ...(image ? { image } : {}),
  };
}

/** A rich-text document counts unless it is visibly empty (a root without children). */
function isRichTextDocument(content: PostRaw['content']): content is RichTextDocument {
  if (content === null || typeof content !== 'object') return false;
  const root = content.root;
  if (root === null || typeof root !== 'object') return true;
  const children = (root as { children?: unknown }).children;
  return !Array.isArray(children) || children.length > 0;
}

function bodyBlocks(raw: PostRaw): ContentBlock[] {
  return (raw.body?.blocks ?? []).flatMap((block) => {
    const parsed = contentBlockSchema.safeParse(block);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Rich-text document first, then the block list, then an HTML string, else nothing. */
export function selectBody(raw: PostRaw): PostBody {
  if (isRichTextDocument(raw.content)) return { kind: 'richText', document: raw.content };
  const blocks = bodyBlocks(raw);
  if (blocks.length > 0) return { kind: 'blocks', blocks };
  if (typeof raw.content === 'string' && raw.content.trim() !== '') {
    return { kind: 'html', html: raw.content };
  }
  return { kind: 'none' };
}

function normalizeTags(raw: PostRaw): string[] {
  return (raw.tags ?? []).flatMap((tag) => {
    const text = typeof tag === 'string' ? firstText(tag) : firstText(tag.tag, tag.name);
    return text ? [text.trim()] : [];
  });
}

export function normalizePost(raw: PostRaw, { mediaBase = '' }: NormalizeOptions = {}): Post {
  const category = firstText(raw.category)?.trim() ?? DEFAULT_CATEGORY;
  const subtitle = firstText(raw.subtitle);
  const heroImage = normalizeHeroImage(raw, mediaBase);
  const excerpt = firstText(raw.excerpt, raw.summary) ?? '';
  return {
    id: String(raw.id),
    title: raw.title,
    ...(subtitle ? { subtitle } : {}),
    slug: raw.slug,
    excerpt,
    publishedDate: firstText(raw.publishedDate, raw.createdAt) ?? null,
    createdAt: firstText(raw.createdAt) ?? null,
    updatedAt: firstText(raw.updatedAt) ?? null,
    category,
    categorySlug: categorySlug(category),
    tags: normalizeTags(raw),
    readTime: raw.readTime ?? DEFAULT_READ_TIME,
    featured: raw.featured ?? false,
    status: firstText(raw.status) ?? null,
    authors: normalizeAuthors(raw, mediaBase),
    ...(heroImage ? { heroImage } : {}),
    body: selectBody(raw),
    seo: normalizeSeo(raw, excerpt, heroImage, mediaBase),
  };
}

/** A post written in code (the samples, the demo) with the SEO of its own title, excerpt and image. */
export const withOwnSeo = (post: Omit<Post, 'seo'>): Post => ({
  ...post,
  seo: {
    title: post.title,
    description: post.excerpt,
    ...(post.heroImage ? { image: post.heroImage } : {}),
  },
});

/** Validates an unknown document and normalises it; throws a ZodError when it is not a post. */
export function parsePost(input: unknown, options: NormalizeOptions = {}): Post {
  return normalizePost(postRawSchema.parse(input), options);
}
