export * from './category';
export * from './content';
export * from './knowledge-object';
export * from './media';
export * from './paged';
export * from './post';
export * from './question';
export * from './rule';
export { documentIdSchema } from './shared';
