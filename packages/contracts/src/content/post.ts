import { z } from '../zod';
import { mediaRefSchema } from './media';
import { documentIdSchema, lenient, optionalText } from './shared';

export const authorSchema = z.looseObject({
  name: optionalText,
  bio: optionalText,
  avatar: lenient(mediaRefSchema),
  website: optionalText,
  social: lenient(z.looseObject({ linkedin: optionalText, twitter: optionalText })),
});
export type AuthorRaw = z.infer<typeof authorSchema>;

/** One body block. Its fields depend on `blockType`, which the renderer switches on. */
export const contentBlockSchema = z.looseObject({ blockType: z.string() });
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/** A rich-text document (Lexical: `{ root: { children: [...] } }`), walked by the renderer. */
export const richTextDocumentSchema = z.record(z.string(), z.unknown());
export type RichTextDocument = z.infer<typeof richTextDocumentSchema>;

/** Tags arrive as plain strings or as Payload array rows (`{ tag }`). */
export const tagSchema = z.union([
  z.string(),
  z.looseObject({ tag: optionalText, name: optionalText }),
]);

/** A post as the content service returns it, in every variant the specification names. */
export const postRawSchema = z.looseObject({
  id: documentIdSchema,
  title: z.string(),
  subtitle: optionalText,
  slug: z.string(),
  excerpt: optionalText,
  summary: optionalText,
  content: lenient(z.union([z.string(), richTextDocumentSchema])),
  // Blocks stay unknown here: one malformed block is dropped when normalising, not the post.
  body: lenient(z.looseObject({ blocks: lenient(z.array(z.unknown())) })),
  author: lenient(z.union([z.string(), authorSchema, z.number()])),
  authors: lenient(z.array(z.union([authorSchema, z.string(), z.number()]))),
  publishedDate: optionalText,
  createdAt: optionalText,
  updatedAt: optionalText,
  category: optionalText,
  tags: lenient(z.array(tagSchema)),
  readTime: lenient(z.number()),
  featured: lenient(z.boolean()),
  status: optionalText,
  hero: z.unknown().optional(),
  heroImage: lenient(mediaRefSchema),
  heroImageUrl: optionalText,
  // The SEO fields editors fill in the CMS; each empty one falls back to the post's own.
  meta: lenient(
    z.looseObject({
      title: optionalText,
      description: optionalText,
      image: lenient(mediaRefSchema),
    }),
  ),
});
export type PostRaw = z.infer<typeof postRawSchema>;
