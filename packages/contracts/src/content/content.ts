import { z } from '../zod';
import { richTextDocumentSchema } from './post';
import { documentIdSchema, optionalText } from './shared';

/** Text, or a rich-text document for entries authored in the editor. */
const entryContentSchema = z.union([z.string(), richTextDocumentSchema]).nullish();

/** An explanatory content entry: report introduction, family overviews, strengths, weaknesses. */
export const contentEntrySchema = z.looseObject({
  id: documentIdSchema.optional(),
  type: optionalText,
  content: entryContentSchema,
  capability: optionalText,
  strength: optionalText,
  weakness: optionalText,
  contentType: optionalText,
  status: optionalText,
  priority: z.number().nullish(),
});
export type ContentEntry = z.infer<typeof contentEntrySchema>;

/** Published long-form text selected by `contentType`, e.g. the framework text `model_overview`. */
export const staticContentSchema = z.looseObject({
  id: documentIdSchema.optional(),
  title: optionalText,
  contentType: optionalText,
  content: entryContentSchema,
  status: optionalText,
  priority: z.number().nullish(),
});
export type StaticContent = z.infer<typeof staticContentSchema>;
