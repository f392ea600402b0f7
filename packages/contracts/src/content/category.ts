import { z } from '../zod';

/** A category derived from the posts: its name, a URL-friendly slug and how many posts use it. */
export const categorySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  count: z.number().int().nonnegative(),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;
