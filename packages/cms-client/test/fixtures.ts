// Raw posts in each variant the content service sends.

export const lexicalDocument = {
  root: {
    type: 'root',
    children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hello' }] }],
  },
};

/** Rich text, an authors list, an uploaded hero image with a relative URL. */
export const richPost = {
  id: 'p1',
  title: 'Cost of Delay',
  subtitle: 'Why waiting is never free',
  slug: 'cost-of-delay',
  excerpt: 'What a week of waiting costs.',
  summary: 'ignored when there is an excerpt',
  content: lexicalDocument,
  body: { blocks: [{ blockType: 'paragraph', text: 'not used: rich text comes first' }] },
  authors: [
    {
      name: 'Ada Lane',
      bio: 'Partner',
      avatar: { url: '/api/media/file/ada.png' },
      website: 'https://ada.example',
      social: { linkedin: 'https://linkedin.example/ada', twitter: 'https://x.example/ada' },
    },
    { name: 'Ben Ortiz', avatar: { url: 'https://cdn.example/ben.png' } },
  ],
  publishedDate: '2025-02-01T00:00:00.000Z',
  createdAt: '2025-01-30T00:00:00.000Z',
  updatedAt: '2025-02-02T00:00:00.000Z',
  category: 'Strategy',
  tags: ['delay', { tag: 'economics', id: 'row1' }],
  readTime: 7,
  featured: true,
  status: 'published',
  heroImage: { url: '/api/media/file/hero.png', alt: 'A clock' },
  unknownField: { kept: true },
};

/** A summary instead of an excerpt, an author object, a block list, a hero image URL. */
export const blocksPost = {
  id: 2,
  title: 'Weekly Rhythm',
  slug: 'weekly-rhythm',
  summary: 'A summary stands in for the excerpt.',
  content: null,
  body: {
    blocks: [
      { blockType: 'heading', level: 'h2', text: 'Start here' },
      { noBlockType: true },
      { blockType: 'divider', style: 'line' },
    ],
  },
  author: { name: 'Cleo Park', bio: 'Coach', avatar: { url: 'media/cleo.png' } },
  createdAt: '2025-03-01T00:00:00.000Z',
  updatedAt: '2025-03-01T00:00:00.000Z',
  category: 'Case Studies',
  heroImageUrl: 'https://images.example/rhythm.jpg',
  subtitle: null,
  heroImage: null,
};

/** An author given as a plain name and an HTML string body. */
export const htmlPost = {
  id: 'p3',
  title: 'Saying No',
  slug: 'saying-no',
  content: '<p>No is a complete sentence.</p>',
  author: 'Dana Fox',
  publishedDate: '2025-04-01T00:00:00.000Z',
  createdAt: '2025-03-20T00:00:00.000Z',
  category: 'Leadership',
  status: 'draft',
};

/** Only what is required: everything else takes its default. */
export const barePost = { id: 4, title: 'Untitled thoughts', slug: 'untitled' };
