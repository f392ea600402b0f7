// The content collections' fields, written once in Payload's vocabulary: the content API reads,
// filters, sorts and populates by them, and the conformance tests build a real Payload from them.
// Every collection also has `id` (text, set by the seed), `createdAt` and `updatedAt`.

export type ScalarFieldType = 'text' | 'number' | 'checkbox' | 'date' | 'json';

/** What a text field must hold, checked on save (Payload's validate) and by the seed's tests. */
export type TextFormat = 'email' | 'https-url' | 'https-url-or-path';

export type FieldSpec =
  | { name: string; type: ScalarFieldType; required?: true; format?: TextFormat }
  /** A list of strings (Payload's `text` with `hasMany`). */
  | { name: string; type: 'text'; hasMany: true }
  | { name: string; type: 'relationship'; relationTo: string; hasMany?: boolean }
  | { name: string; type: 'upload'; relationTo: string }
  /**
   * A rich-text document (Lexical's JSON) or an HTML string, answered as stored but for its images:
   * an upload node's `value` (a media id) is populated as an upload field's would be.
   */
  | { name: string; type: 'richText' }
  | { name: string; type: 'group'; fields: readonly FieldSpec[] }
  /** Rows of fields (Payload's `array`): each row has its own `id`. */
  | { name: string; type: 'array'; fields: readonly FieldSpec[] };

export interface CollectionSpec {
  slug: string;
  fields: readonly FieldSpec[];
  /** An upload collection: its documents describe files served at /api/{slug}/file/{filename}. */
  upload?: true;
  /** What an anonymous reader may see: AND-ed into every read (Payload's read access). */
  publicWhere?: Record<string, unknown>;
}

const text = (name: string) => ({ name, type: 'text' }) as const;
const requiredText = (name: string, format?: TextFormat) =>
  ({ name, type: 'text', required: true, ...(format ? { format } : {}) }) as const;
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
      { name: 'content', type: 'richText' },
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
      // Payload's draft state (the CMS keeps drafts and versions of posts): "published" or "draft",
      // as `status` says; the CMS sets `status` from it.
      text('_status'),
      { name: 'heroImage', type: 'upload', relationTo: 'media' },
      text('heroImageUrl'),
      // What search engines and shares show; each empty part falls back to the post's own.
      {
        name: 'meta',
        type: 'group',
        fields: [
          text('title'),
          text('description'),
          { name: 'image', type: 'upload', relationTo: 'media' },
        ],
      },
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
      // What the finding says (claim keys such as lags:executionRhythms): two cards that say the
      // same are not shown together, and the report checks each claim against the reading.
      texts('says'),
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
      // A capability's practice beyond its action: the sign it works, and the stretch for a strong habit.
      json('practice'),
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

/**
 * The observer form's items (the 360): the CMS's collection of them, its saves checked by
 * observerItemProblems. Not one of COLLECTION_SPECS: the site's content service does not serve it
 * (the API reads the bundled items); the CMS adds it when asked (cmsConfig's observerItems), as
 * apps/cms does, whose migrations hold its table.
 */
export const OBSERVER_ITEMS_SPEC: CollectionSpec = {
  slug: 'observer-items',
  fields: [
    text('itemId'),
    text('questionId'),
    text('capability'),
    text('text'),
    json('responseOptions'),
    text('notSeen'),
  ],
};

/** A single document of settings (Payload's global), read at /api/globals/{slug}. */
export interface GlobalSpec {
  slug: string;
  fields: readonly FieldSpec[];
}

export const SITE_SETTINGS = 'site-settings';

export const GLOBAL_SPECS: readonly GlobalSpec[] = [
  {
    // The consultancy's identity and outside links, read by every page and the report PDFs.
    slug: SITE_SETTINGS,
    fields: [
      requiredText('siteName'),
      requiredText('logo', 'https-url-or-path'),
      requiredText('contactEmail', 'email'),
      requiredText('postalAddress'),
      requiredText('linkedinUrl', 'https-url'),
      requiredText('podcastName'),
      requiredText('podcastUrl', 'https-url'),
      {
        name: 'podcastPlatforms',
        type: 'array',
        fields: [requiredText('name'), requiredText('url', 'https-url')],
      },
      requiredText('bookStoreUrl', 'https-url'),
      // Empty: the review is booked through the site's contact page.
      { name: 'reviewBookingUrl', type: 'text', format: 'https-url' },
    ],
  },
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/** Whether a value is of a text format (an empty value is checked by `required`, not here). */
export const FORMAT_CHECKS: Readonly<Record<TextFormat, (value: string) => boolean>> = {
  email: (value) => EMAIL.test(value),
  'https-url': isHttpsUrl,
  'https-url-or-path': (value) => /^\/[^/]/.test(value) || isHttpsUrl(value),
};

/** What is wrong with a document's values against its fields, one line per problem. */
export function fieldProblems(fields: readonly FieldSpec[], data: object): string[] {
  return fields.flatMap((field): string[] => {
    const value = (data as Record<string, unknown>)[field.name];
    if (field.type === 'array') {
      if (!Array.isArray(value)) return [`${field.name}: not a list`];
      return value.flatMap((row, i) =>
        fieldProblems(field.fields, row as object).map(
          (problem) => `${field.name}[${i}].${problem}`,
        ),
      );
    }
    if (!('format' in field || 'required' in field)) return [];
    const empty = value === undefined || value === null || value === '';
    if (empty) return field.required ? [`${field.name}: required`] : [];
    if (typeof value !== 'string') return [`${field.name}: not text`];
    return field.format && !FORMAT_CHECKS[field.format](value)
      ? [`${field.name}: not a valid ${field.format}`]
      : [];
  });
}
