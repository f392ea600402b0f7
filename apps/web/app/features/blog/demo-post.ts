// A built-in article for /blog-demo: a rich-text body that uses every node the renderer knows.
import type { Post } from '@peak/cms-client';
import { categorySlug } from '@peak/cms-client/categories';

const text = (value: string, format = 0) => ({ type: 'text', text: value, format, version: 1 });
const paragraph = (...children: object[]) => ({ type: 'paragraph', children, version: 1 });
const heading = (tag: string, value: string) => ({
  type: 'heading',
  tag,
  children: [text(value)],
  version: 1,
});
const link = (url: string, value: string, newTab = false) => ({
  type: 'link',
  fields: { url, newTab, linkType: 'custom' },
  children: [text(value)],
  version: 3,
});
const item = (...children: object[]) => ({ type: 'listitem', children, version: 1 });

const DATE = '2025-06-02T14:00:00.000Z';

export const DEMO_POST: Post = {
  id: 'demo-three-questions',
  title: 'Three Questions That Shorten Any Priority Debate',
  subtitle: 'A field guide for leaders who chair too many planning meetings',
  slug: 'three-questions-that-shorten-any-priority-debate',
  excerpt:
    'Most priority debates run long because people argue about different questions. Three questions, asked in order, bring them back to the same one.',
  publishedDate: DATE,
  createdAt: DATE,
  updatedAt: DATE,
  category: 'leadership',
  categorySlug: categorySlug('leadership'),
  tags: ['meetings', 'decisions'],
  readTime: 4,
  featured: false,
  status: 'published',
  authors: [
    {
      name: 'Elena Marsh',
      bio: 'Elena Marsh is a managing partner at Peak Partners and co-creator of the DEGAP method.',
      avatarUrl: '/api/media/file/avatar-elena-marsh.svg',
      website: 'https://example.com/team/elena-marsh',
      linkedin: 'https://www.linkedin.com/in/example-elena-marsh',
    },
    {
      name: 'David Okoro',
      bio: 'David Okoro is a managing partner at Peak Partners and leads its work on portfolio prioritization.',
      avatarUrl: '/api/media/file/avatar-david-okoro.svg',
      twitter: 'https://twitter.com/example_dokoro',
    },
  ],
  heroImage: {
    url: '/api/media/file/value-effort-matrix.svg',
    alt: 'Two-by-two matrix of value against effort with quick wins, big bets, fill-ins and money pits.',
  },
  seo: {
    title: 'Three Questions That Shorten Any Priority Debate',
    description:
      'Most priority debates run long because people argue about different questions. Three questions, asked in order, bring them back to the same one.',
  },
  body: {
    kind: 'richText',
    document: {
      root: {
        type: 'root',
        children: [
          paragraph(
            text('When a planning meeting runs long, it is rarely because people disagree. '),
            text('They are answering different questions.', 1),
            text(' One person is weighing value, another cost, a third is worried about timing.'),
          ),
          heading('h2', 'Ask them in this order'),
          {
            type: 'list',
            listType: 'number',
            tag: 'ol',
            start: 1,
            version: 1,
            children: [
              item(text('What outcome', 1), text(' is this decision meant to serve?')),
              item(text('What does each option '), text('cost to delay', 2), text('?')),
              item(text('What will we '), text('stop', 8), text(' to make room for it?')),
            ],
          },
          {
            type: 'upload',
            relationTo: 'media',
            version: 3,
            value: {
              url: '/api/media/file/degap-steps.svg',
              alt: 'The five DEGAP steps in order: Decide, Engage, Gather, Arrange, Prioritize.',
              caption: 'The questions map onto the first steps of the DEGAP method.',
              width: 1200,
              height: 630,
              mimeType: 'image/svg+xml',
            },
          },
          heading('h3', 'Why the order matters'),
          paragraph(
            text(
              'Cost of delay only means something once the outcome is agreed, and a stop list only lands once the cost is visible. Skip ahead and the room goes back to arguing from taste.',
            ),
          ),
          {
            type: 'quote',
            version: 1,
            children: [text('A decision without a stop list is a wish with a deadline.')],
          },
          heading('h3', 'Signs the questions are working'),
          {
            type: 'list',
            listType: 'bullet',
            tag: 'ul',
            version: 1,
            children: [
              item(text('Meetings end with a named owner for each choice.')),
              item(text('Fewer items come back to the agenda a second time.')),
              item(
                text('People can say what is ', 0),
                text('not', 3),
                text(' happening this quarter.'),
              ),
            ],
          },
          paragraph(
            text('For the full method, read '),
            link('/blog/the-degap-method', 'our guide to DEGAP'),
            text(', or explore '),
            link('https://example.com/managing-priorities', 'Managing Priorities', true),
            text('.'),
          ),
        ],
      },
    },
  },
};
