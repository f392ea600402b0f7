// Limits and defaults of the content-service calls (specification 000 §9 and 001 §9).

export const DEFAULT_TIMEOUT_MS = 10_000;

export const DEFAULT_CATEGORY = 'General';
export const DEFAULT_READ_TIME = 5;

export const BLOG_PAGE_SIZE = 12;
export const FEATURED_LIMIT = 3;
export const SEARCH_LIMIT = 10;
export const OVERLAY_SEARCH_LIMIT = 20;
export const CATEGORY_POSTS_LIMIT = 10;
export const CATEGORY_LIST_LIMIT = 50;
export const SLUG_LOOKUP_LIMIT = 100;
export const CATEGORIES_LIMIT = 1000;

export const RULES_LIMIT = 100;
export const QUESTIONS_LIMIT = 1000;
/** Content entries of one type or capability: the service pages by 10 unless asked (12 capabilities). */
export const CONTENT_LIMIT = 100;
/** The most documents one request may ask for (the content API's and Payload's own cap). */
export const MAX_LIMIT = 1000;

export const PUBLISHED = 'published';

/** What a blog card shows: lists ask for these fields only, never the article bodies. */
export const POST_CARD_FIELDS = [
  'title',
  'subtitle',
  'slug',
  'excerpt',
  'summary',
  'category',
  'tags',
  'author',
  'authors',
  'publishedDate',
  // A post without a publishedDate is dated by createdAt.
  'createdAt',
  'updatedAt',
  'readTime',
  'featured',
  'status',
  'heroImage',
  'heroImageUrl',
] as const;
