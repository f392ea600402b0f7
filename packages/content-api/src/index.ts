// The Payload-compatible reading of content, as one Fastify plugin (contentRoutes) that the API
// registers and the site's build runs in process (gateway.ts).
export { type CachedAnswer, REFRESH_WAIT_MS, ResponseCache, STALE_FOR_MS } from './cache';
export { CmsEnvSchema, type CmsSettings, cmsSettings, readCmsConfig } from './cms-config';
export {
  type Collection,
  type Collections,
  contentCollections,
  type FieldSpec,
  fieldNamed,
  namedTables,
} from './collections';
export type { ContentDb } from './db';
export { registerErrorHandling, sendError } from './error-handling';
export {
  badRequest,
  ContentError,
  notFound,
  type PayloadErrorBody,
  payloadErrorBody,
  queryPathError,
} from './errors';
export { contentGateway, contentServer, gatewayFetch } from './gateway';
export { contentGlobals, type Global, type Globals } from './globals';
export { HEAVY_FROM_COST, type HeavyGate, heavyGate } from './heavy-gate';
export {
  type ContentChange,
  collectionTag,
  contentInvalidation,
  globalTag,
  staleTags,
} from './invalidation';
export {
  countParams,
  DEFAULT_DEPTH,
  DEFAULT_LIMIT,
  type FindParams,
  findByIdParams,
  findParams,
  MAX_DEPTH,
  MAX_LIMIT,
  type ReadParams,
} from './params';
export { type PublishedSlugs, publishedSlugs, sourcePublishedSlugs } from './published';
export { CONTENT_ROUTER_OPTIONS, parseQueryString } from './query-string';
export {
  type ContentOptions,
  canonicalJson,
  contentRoutes,
  KNOWLEDGE_OBJECTS,
  knowledgeObject,
  PAYLOAD_ERRORS,
} from './routes';
export { documentTableDdl, type SeedDocuments, seedDocuments } from './seed';
export {
  type CmsDrafts,
  type CmsMedia,
  type CmsOptions,
  CmsUnavailable,
  type ContentSource,
  cmsDrafts,
  cmsHeaders,
  cmsMedia,
  cmsQuery,
  cmsSource,
  databaseSource,
  type MediaFile,
} from './source';
export { type CollectionTables, type DocumentTable, documentTable } from './tables';
