import { z } from '../zod';
import { documentIdSchema, optionalText } from './shared';

/** A knowledge object drawn as a diagram. Its full shape is not specified, so all is loose. */
export const knowledgeObjectSchema = z.looseObject({
  id: documentIdSchema.optional(),
  title: optionalText,
  type: optionalText,
  structure: z.unknown().optional(),
  systems: z.unknown().optional(),
  visual: z
    .looseObject({ tokens: z.record(z.string(), z.unknown()).nullish() })
    .nullish()
    .catch(undefined),
});
export type KnowledgeObject = z.infer<typeof knowledgeObjectSchema>;
