// Public surface of the content-service client. The documents' schemas are in @peak/contracts.

export { categorySlug, summarizeCategories } from './categories';
export {
  type CmsClient,
  type CmsClientOptions,
  type ContactResult,
  createCmsClient,
  type PostListParams,
} from './client';
export * from './constants';
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
  type PostSeo,
  parsePost,
  selectBody,
  withOwnSeo,
} from './post';
export * from './query';
export { SAMPLE_POSTS, samplePostFor } from './sample-posts';
