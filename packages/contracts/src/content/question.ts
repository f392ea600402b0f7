import { z } from '../zod';
import { documentIdSchema } from './shared';

export const responseOptionSchema = z.looseObject({ score: z.number(), text: z.string() });
export type ResponseOption = z.infer<typeof responseOptionSchema>;

/** A question of the bank. Only `Doing` questions are scored; that filter belongs to scoring. */
export const questionSchema = z.looseObject({
  id: documentIdSchema.optional(),
  questionId: z.string(),
  part: z.enum(['Doing', 'Knowing', 'Gap']),
  capability: z.string(),
  scopeLevel: z.enum(['Individual', 'Team', 'Organization']),
  text: z.string(),
  // A question without options is still shown, with a message instead of choices.
  responseOptions: z
    .array(responseOptionSchema)
    .nullish()
    .transform((options) => options ?? []),
});
export type Question = z.infer<typeof questionSchema>;
