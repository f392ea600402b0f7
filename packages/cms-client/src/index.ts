// Public surface of the content-service client.
import './zod-config';

export { categorySlug, summarizeCategories } from './categories';
export {
  type CmsClient,
  type CmsClientOptions,
  type ContactResult,
  createCmsClient,
  type PostListParams,
} from './client';
export * from './constants';
export * from './contracts/auth';
export * from './contracts/contact';
export * from './fallbacks';
export {
  type FetchLike,
  fetchJson,
  type HttpConfig,
  HttpError,
  parseBody,
  RequestTimeoutError,
  request,
  requestHeaders,
  resolveHttpConfig,
} from './http';
export type { Logger } from './logger';
export { resolveMediaUrl } from './media';
export {
  type NormalizeOptions,
  normalizeAuthors,
  normalizePost,
  type Post,
  type PostAuthor,
  type PostBody,
  type PostImage,
  parsePost,
  selectBody,
} from './post';
export * from './query';
export { SAMPLE_POSTS } from './sample-posts';
export * from './schemas';
