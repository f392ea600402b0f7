// Small tools for reshaping the fields the content defines, by name, for the admin.
import type { CollectionConfig, Field, GeneratePreviewURL } from 'payload';

/** What the CMS's options give the editorial additions. */
export interface EditorialOptions {
  /** The link of a post's Preview button (see ../preview.ts); unset: no button. */
  postsPreview?: GeneratePreviewURL;
}

/** One collection's editorial additions over the collection the content defines. */
export type Editorial = (base: CollectionConfig, options?: EditorialOptions) => CollectionConfig;

/** The fields with the one named `name` passed through `change` (others as they are). */
export const reshape = (
  fields: readonly Field[],
  changes: Readonly<Record<string, (field: Field) => Field>>,
): Field[] =>
  fields.map((field) => {
    const change = 'name' in field ? changes[field.name] : undefined;
    return change ? change(field) : field;
  });

/** A field with admin options added. */
export const withAdmin =
  (admin: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  (field: Field): Field =>
    ({ ...field, ...extra, admin: { ...(field.admin ?? {}), ...admin } }) as Field;
