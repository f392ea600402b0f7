// What the blog routes load, at build time and again in the browser.
import type { Post } from '@peak/cms-client';
import type { CategorySummary } from '@peak/contracts';

export interface BlogIndexData {
  posts: Post[];
  page: number;
  totalDocs: number;
  hasNextPage: boolean;
  categories: CategorySummary[];
  featured: Post[];
}

export interface ArticleData {
  slug: string;
  /** A promise while the browser fetches an article that was not part of the page it opened. */
  post: Post | null | Promise<Post | null>;
}

/** List entries do not need their bodies; leaving them out keeps the page's data small. */
export const withoutBody = (post: Post): Post => ({ ...post, body: { kind: 'none' } });
