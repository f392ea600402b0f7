export * from './content/category';
export * from './content/content';
export * from './content/knowledge-object';
export * from './content/media';
export * from './content/paged';
export * from './content/post';
export * from './content/question';
export * from './content/rule';
export { documentIdSchema } from './content/shared';
