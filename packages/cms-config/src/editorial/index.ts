// What editors get on top of the fields the content defines: per collection, the admin's labels
// and descriptions, and the hooks that guard what only we have (rules, questions, observer items,
// report texts).
// Each collection's additions live in a file of its own here.
import type { CollectionConfig } from 'payload';
import type { Editorial, EditorialOptions } from './fields';
import { observerItemsEditorial } from './observer-items';
import { postsEditorial } from './posts';
import { questionsEditorial } from './questions';
import { reportTextsEditorial } from './report-texts';
import { rulesEditorial } from './rules';

export type { Editorial, EditorialOptions } from './fields';
export { checkObserverItem, observerItemsCollection } from './observer-items';

const BY_SLUG: Readonly<Record<string, Editorial>> = {
  posts: postsEditorial,
  rules: rulesEditorial,
  questions: questionsEditorial,
  // The observer form of the bank (the 360), a collection only when the CMS is asked for it.
  'observer-items': observerItemsEditorial,
  // The report's texts (@peak/content's contentEntries).
  content: reportTextsEditorial,
};

/** A collection with its editorial additions, or as the content defines it when it has none. */
export const withEditorial =
  (options: EditorialOptions = {}) =>
  (base: CollectionConfig): CollectionConfig =>
    BY_SLUG[base.slug]?.(base, options) ?? base;
