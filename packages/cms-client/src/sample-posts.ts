// Two short articles shown when the content service cannot be reached (specification 000 §8).
import { categorySlug } from './categories';
import { type Post, withOwnSeo } from './post';

const SAMPLE_DATE = '2025-01-15T09:00:00.000Z';

export const SAMPLE_POSTS: readonly Post[] = (
  [
    {
      id: 'sample-degap-method',
      title: 'The DEGAP Method: Five Steps to Clear Priorities',
      subtitle: 'A simple sequence for deciding what matters most',
      slug: 'the-degap-method',
      excerpt:
        'Decide, Engage, Gather, Arrange, Prioritize: a five-step method that turns a crowded list of demands into a short list of commitments.',
      publishedDate: SAMPLE_DATE,
      createdAt: SAMPLE_DATE,
      updatedAt: SAMPLE_DATE,
      category: 'Fundamentals',
      categorySlug: categorySlug('Fundamentals'),
      tags: ['prioritization', 'method'],
      readTime: 8,
      featured: true,
      status: 'published',
      authors: [],
      body: {
        kind: 'blocks',
        blocks: [
          {
            blockType: 'paragraph',
            text: 'Most teams do not lack ideas; they lack a shared way to choose between them. DEGAP gives that choice a repeatable shape.',
          },
          { blockType: 'heading', level: 'h2', text: 'The five steps' },
          {
            blockType: 'list',
            type: 'ol',
            items: [
              { text: 'Decide what outcome the work must serve.' },
              { text: 'Engage the people who hold context and constraints.' },
              { text: 'Gather the candidate work and what each item costs to delay.' },
              { text: 'Arrange the candidates against the outcome and the constraints.' },
              { text: 'Prioritize: commit to a short list and say no to the rest, for now.' },
            ],
          },
          {
            blockType: 'paragraph',
            text: 'Run the steps again whenever the outcome or the constraints change.',
          },
        ],
      },
    },
    {
      id: 'sample-weekly-priorities',
      title: 'Setting Weekly Priorities That Hold',
      slug: 'setting-weekly-priorities',
      excerpt:
        'A fifteen-minute weekly ritual that keeps your three most important commitments visible when the week gets busy.',
      publishedDate: SAMPLE_DATE,
      createdAt: SAMPLE_DATE,
      updatedAt: SAMPLE_DATE,
      category: 'Tools & Templates',
      categorySlug: categorySlug('Tools & Templates'),
      tags: ['rhythm', 'planning'],
      readTime: 4,
      featured: false,
      status: 'published',
      authors: [],
      body: {
        kind: 'blocks',
        blocks: [
          {
            blockType: 'paragraph',
            text: 'Pick one moment each week, look at what last week actually delivered, and name no more than three priorities for the next.',
          },
          {
            blockType: 'quote',
            text: 'If everything is a priority, nothing is.',
            tone: 'neutral',
          },
        ],
      },
    },
  ] satisfies Omit<Post, 'seo'>[]
).map(withOwnSeo);

/** The sample with that slug, else the first: an article page never stays blank on an outage. */
export function samplePostFor(slug: string): Post {
  return SAMPLE_POSTS.find((post) => post.slug === slug) ?? (SAMPLE_POSTS[0] as Post);
}
