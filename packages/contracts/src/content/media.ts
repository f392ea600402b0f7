import { z } from '../zod';
import { optionalText } from './shared';

export const mediaSchema = z.looseObject({ url: optionalText, alt: optionalText });
export type Media = z.infer<typeof mediaSchema>;

/** An upload field: the media document, or only its id when read without depth. */
export const mediaRefSchema = z.union([mediaSchema, z.string(), z.number()]);
export type MediaRef = z.infer<typeof mediaRefSchema>;
