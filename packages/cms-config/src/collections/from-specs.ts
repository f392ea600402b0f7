// The content collections and globals as a real Payload 3 configures them, built from the same
// field lists (`COLLECTION_SPECS`, `GLOBAL_SPECS` in @peak/content) the content API reads.

import { randomUUID } from 'node:crypto';
import {
  COLLECTION_SPECS,
  type FieldSpec,
  FORMAT_CHECKS,
  GLOBAL_SPECS,
  type TextFormat,
} from '@peak/content';
import type { Access, CollectionConfig, Field, GlobalConfig, Where } from 'payload';

/** Payload's check of a text field: required, and of its format when it holds something. */
const textValidate =
  (required: boolean, format: TextFormat | undefined) =>
  (value: unknown): true | string => {
    if (value === undefined || value === null || value === '')
      return required ? 'This field is required.' : true;
    if (typeof value !== 'string') return 'This field must be text.';
    return !format || FORMAT_CHECKS[format](value) ? true : `This field must be a valid ${format}.`;
  };

function toField(spec: FieldSpec): Field {
  if (spec.type === 'text' && ('required' in spec || 'format' in spec)) {
    const required = 'required' in spec && spec.required === true;
    const format = 'format' in spec ? spec.format : undefined;
    return { name: spec.name, type: 'text', required, validate: textValidate(required, format) };
  }
  switch (spec.type) {
    case 'array':
      return { name: spec.name, type: 'array', fields: spec.fields.map(toField) };
    case 'relationship':
      return spec.hasMany
        ? { name: spec.name, type: 'relationship', relationTo: spec.relationTo, hasMany: true }
        : { name: spec.name, type: 'relationship', relationTo: spec.relationTo };
    case 'upload':
      return { name: spec.name, type: 'upload', relationTo: spec.relationTo };
    case 'group':
      return { name: spec.name, type: 'group', fields: spec.fields.map(toField) };
    case 'richText':
      return { name: spec.name, type: 'richText' };
    case 'text':
      return 'hasMany' in spec
        ? { name: spec.name, type: 'text', hasMany: true }
        : { name: spec.name, type: 'text' };
    default:
      return { name: spec.name, type: spec.type } as Field;
  }
}

/** Editors change the content; readers (the site's API key) read it and change nothing. */
export type Role = 'editor' | 'reader';

const roleOf = (user: unknown): Role | undefined => (user as { role?: Role } | null)?.role;
export const isEditor: Access = ({ req }) => roleOf(req.user) === 'editor';
/** Who may change a collection's or a global's documents. */
const editorsChange = { create: isEditor, update: isEditor, delete: isEditor } as const;

/** Who may read the content: anyone (within each `publicWhere`), or only signed-in users. */
export type ReadAccess = 'public' | 'private';

/**
 * The content collections. Public: readable by anyone, each within what its `publicWhere` lets the
 * public see, and whole by a signed-in user. Private: a hosted CMS that does not serve the public
 * directly, readable only by a signed-in user or an API key (the gateway's).
 * A new list each call: Payload's buildConfig adds its own collections to the list it is given.
 */
export const payloadCollections = (read: ReadAccess, mediaDir: string): CollectionConfig[] =>
  COLLECTION_SPECS.map((spec) => {
    const publicWhere = spec.publicWhere as Where | undefined;
    return {
      slug: spec.slug,
      // Ids are the seed's own (text), so both servers answer the same ids; a document made in the
      // admin gets a random one, out of the editor's way.
      fields: [
        { name: 'id', type: 'text', defaultValue: () => randomUUID(), admin: { hidden: true } },
        ...spec.fields.map(toField),
      ],
      access: {
        read: ({ req }) => (req.user ? true : read === 'private' ? false : (publicWhere ?? true)),
        ...editorsChange,
      },
      ...(spec.upload ? { upload: { staticDir: mediaDir, focalPoint: false } } : {}),
    };
  });

/** The globals, read like the collections: by anyone when public, else only signed in. */
export const payloadGlobals = (read: ReadAccess = 'public'): GlobalConfig[] =>
  GLOBAL_SPECS.map((spec) => ({
    slug: spec.slug,
    fields: spec.fields.map(toField),
    access: { read: ({ req }) => Boolean(req.user) || read === 'public', update: isEditor },
  }));

/**
 * The users who may sign in, each able to hold an API key (`users API-Key {key}`). The first user,
 * made in the admin, is an editor; readers cannot open the admin.
 */
export const usersCollection = (): CollectionConfig => ({
  slug: 'users',
  auth: { useAPIKey: true },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'role'] },
  access: {
    admin: ({ req }) => roleOf(req.user) === 'editor',
    read: ({ req }) => roleOf(req.user) === 'editor' || { id: { equals: req.user?.id } },
    ...editorsChange,
  },
  fields: [
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: [
        { label: 'Editor', value: 'editor' },
        { label: 'Reader (an API key that reads the content)', value: 'reader' },
      ],
      access: { update: ({ req }) => roleOf(req.user) === 'editor' },
    },
  ],
});
