// Every error answer of the API has this one shape, readable by Payload clients (`errors`) and by
// the site's forms (`success: false, error`).
import { z } from './zod';

export const errorBodySchema = z.object({
  success: z.literal(false),
  error: z.string(),
  errors: z.array(z.object({ message: z.string() })).min(1),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

export const errorBody = (message: string): ErrorBody => ({
  success: false,
  error: message,
  errors: [{ message }],
});
