import type { ReviewRequest } from '@peak/contracts';

/** The report a review request shares: the answers behind it, or one's own saved result. */
export type ReviewSource = Pick<
  ReviewRequest,
  'responses' | 'role' | 'contentVersion' | 'resultId'
>;
