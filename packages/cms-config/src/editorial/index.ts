// What editors get on top of the fields the content defines: per collection, the admin's labels
// and descriptions, and the hooks that guard what only we have (rules, questions, report texts).
// Each collection's additions live in a file of its own here.
import type { CollectionConfig } from 'payload';

export type Editorial = (base: CollectionConfig) => CollectionConfig;

const BY_SLUG: Readonly<Record<string, Editorial>> = {};

/** A collection with its editorial additions, or as the content defines it when it has none. */
export const withEditorial = (base: CollectionConfig): CollectionConfig =>
  BY_SLUG[base.slug]?.(base) ?? base;
