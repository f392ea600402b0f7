import { z } from '../zod';

/** Payload sends `null` for an empty optional field, and may omit it altogether. */
export const optionalText = z.string().nullish();

/** Collection ids are strings or numbers depending on the database adapter. */
export const documentIdSchema = z.union([z.string(), z.number()]);

/**
 * For fields that only decorate a document: a malformed value becomes undefined instead of
 * rejecting the whole document.
 */
export const lenient = <T extends z.ZodType>(schema: T) => schema.nullish().catch(undefined);
