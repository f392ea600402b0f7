// The content collections' fields, written once in Payload's vocabulary: the content API reads,
// filters, sorts and populates by them, and the conformance tests build a real Payload from them.
// Every collection also has `id` (text, set by the seed), `createdAt` and `updatedAt`.

export type ScalarFieldType = 'text' | 'number' | 'checkbox' | 'date' | 'json';

export type FieldSpec =
  | { name: string; type: ScalarFieldType }
  /** A list of strings (Payload's `text` with `hasMany`). */
  | { name: string; type: 'text'; hasMany: true }
  | { name: string; type: 'relationship'; relationTo: string; hasMany?: boolean }
  | { name: string; type: 'upload'; relationTo: string }
  | { name: string; type: 'group'; fields: readonly FieldSpec[] };

export interface CollectionSpec {
  slug: string;
  fields: readonly FieldSpec[];
  /** An upload collection: its documents describe files served at /api/{slug}/file/{filename}. */
  upload?: true;
  /** What an anonymous reader may see: AND-ed into every read (Payload's read access). */
  publicWhere?: Record<string, unknown>;
}

const text = (name: string) => ({ name, type: 'text' }) as const;
const texts = (name: string) => ({ name, type: 'text', hasMany: true }) as const;
const number = (name: string) => ({ name, type: 'number' }) as const;
const checkbox = (name: string) => ({ name, type: 'checkbox' }) as const;
const json = (name: string) => ({ name, type: 'json' }) as const;

/** The fields Payload adds to every upload collection (without focal points or image sizes). */
export const UPLOAD_FIELDS: readonly FieldSpec[] = [
  text('url'),
  text('thumbnailURL'),
  text('filename'),
  text('mimeType'),
  number('filesize'),
  number('width'),
  number('height'),
];

export const COLLECTION_SPECS: readonly CollectionSpec[] = [
  {
    slug: 'posts',
    fields: [
      text('title'),
      text('subtitle'),
      text('slug'),
      text('excerpt'),
      text('summary'),
      // A rich-text document or an HTML string: stored and answered as it is.
      json('content'),
      json('body'),
      // A name, or an object with a name: the older single-author form.
      json('author'),
      { name: 'authors', type: 'relationship', relationTo: 'authors', hasMany: true },
      { name: 'publishedDate', type: 'date' },
      text('category'),
      texts('tags'),
      number('readTime'),
      checkbox('featured'),
      text('status'),
      { name: 'heroImage', type: 'upload', relationTo: 'media' },
      text('heroImageUrl'),
    ],
    publicWhere: { status: { equals: 'published' } },
  },
  {
    slug: 'authors',
    fields: [
      text('name'),
      text('bio'),
      { name: 'avatar', type: 'upload', relationTo: 'media' },
      text('website'),
      { name: 'social', type: 'group', fields: [text('linkedin'), text('twitter')] },
    ],
  },
  {
    slug: 'media',
    upload: true,
    fields: [text('alt')],
  },
  {
    slug: 'rules',
    fields: [
      text('name'),
      text('type'),
      text('category'),
      text('flag'),
      texts('tags'),
      checkbox('enabled'),
      text('logic'),
      number('priority'),
      text('severity'),
      text('narrative_mode'),
      text('narrative_content'),
      text('expanded_narrative'),
      text('why'),
      texts('actions'),
      text('action'),
      text('scope'),
      texts('capabilities'),
      text('family'),
      texts('roles'),
      texts('impact_layers'),
      text('output_type'),
      number('confidence'),
      text('polarity'),
      text('reflection'),
    ],
    // Retired rules stay in the CMS for their history; the public and the engine see only live ones.
    publicWhere: { enabled: { equals: true } },
  },
  {
    slug: 'content',
    fields: [
      text('type'),
      text('content'),
      text('status'),
      number('priority'),
      texts('items'),
      text('band'),
      text('level'),
      text('comparison'),
      text('family'),
      text('capability'),
      text('strength'),
      text('weakness'),
      text('action'),
      text('weekTwo'),
      text('asserts'),
      json('bands'),
      json('actionByRole'),
    ],
  },
  {
    slug: 'static-content',
    fields: [
      text('contentType'),
      text('status'),
      number('priority'),
      text('title'),
      text('content'),
    ],
  },
  {
    slug: 'questions',
    fields: [
      text('questionId'),
      text('part'),
      text('capability'),
      text('scopeLevel'),
      text('text'),
      json('responseOptions'),
      checkbox('notApplicable'),
      text('mirrorOf'),
    ],
  },
  {
    // The diagrams' data: GET /api/objects/{id} answers one of these, from whichever source serves
    // the content, so a hosted CMS edits diagrams like any other content.
    slug: 'knowledge-objects',
    fields: [
      text('title'),
      text('type'),
      text('description'),
      json('structure'),
      texts('systems'),
      json('visual'),
    ],
  },
];
