// Posts as editors write them: the article in the rich-text editor, drafts and versions, publishing
// now or at a set time, and the SEO fields beside. The site shows a post when its `status` is
// "published": it follows Payload's own draft state (`_status`), so publishing is one button.
import { lexicalEditor, UploadFeature } from '@payloadcms/richtext-lexical';
import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook } from 'payload';
import { type Editorial, reshape, withAdmin } from './fields';

/** The address of a title: lower case, words joined by hyphens, nothing else. */
export const slugOf = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96);

const slugFromTitle: CollectionBeforeValidateHook = ({ data }) => {
  if (data && !data.slug && typeof data.title === 'string') data.slug = slugOf(data.title);
  return data;
};

/** `status` (what the site reads) follows the draft state; a first publication is dated. */
const followDraftState: CollectionBeforeChangeHook = ({ data }) => {
  if (data._status === 'published') {
    data.status = 'published';
    data.publishedDate ??= new Date().toISOString();
  } else if (data._status === 'draft') {
    data.status = 'draft';
  }
  return data;
};

/** The article's editor: Payload's default features, with images that carry a caption. */
const articleEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => feature.key !== 'upload'),
    UploadFeature({ collections: { media: { fields: [{ name: 'caption', type: 'text' }] } } }),
  ],
});

const sidebar = withAdmin({ position: 'sidebar' });

export const postsEditorial: Editorial = (base, options) => ({
  ...base,
  admin: {
    // Preview: the latest version, a draft too, on the site, through a signed link (../preview.ts).
    ...(options?.postsPreview ? { preview: options.postsPreview } : {}),
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', '_status', 'publishedDate', 'featured'],
    listSearchableFields: ['title', 'slug', 'excerpt'],
    description:
      'Articles of the blog. Save drafts as often as you like: the site shows a post once it is published (Publish, or Schedule Publish for a set time), within a second of publishing.',
  },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  hooks: { beforeValidate: [slugFromTitle], beforeChange: [followDraftState] },
  // Payload adds its own `_status` (a choice of draft or published) with the drafts.
  fields: reshape(
    base.fields.filter((field) => !('name' in field) || field.name !== '_status'),
    {
      title: withAdmin({}, { required: true }),
      slug: withAdmin({
        position: 'sidebar',
        description: 'The address, /blog/{slug}: made from the title when left empty.',
      }),
      content: () => ({
        name: 'content',
        type: 'richText',
        label: 'Article',
        editor: articleEditor,
      }),
      body: withAdmin({
        description: 'Older posts only: their body as a list of blocks. New posts use Article.',
        condition: (data: Record<string, unknown>) => Boolean(data.body),
      }),
      author: withAdmin({ hidden: true }),
      authors: sidebar,
      publishedDate: withAdmin({
        position: 'sidebar',
        description: 'Set on the first publication when left empty.',
        date: { pickerAppearance: 'dayAndTime' },
      }),
      category: withAdmin({
        position: 'sidebar',
        description: 'One category, e.g. Fundamentals, Leadership, Case Studies.',
      }),
      tags: sidebar,
      readTime: withAdmin({ position: 'sidebar', description: 'Minutes.' }),
      featured: sidebar,
      status: withAdmin({ hidden: true }),
      heroImage: sidebar,
      heroImageUrl: withAdmin({
        position: 'sidebar',
        description: 'An image address outside the CMS, used when no hero image is uploaded.',
      }),
      meta: withAdmin(
        {
          description:
            'What search engines and shared links show. Empty: the title, excerpt and hero image.',
        },
        { label: 'SEO' },
      ),
    },
  ),
});
