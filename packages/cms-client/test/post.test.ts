import { postRawSchema } from '@peak/contracts';
import { describe, expect, it } from 'vitest';
import { normalizePost, parsePost } from '../src';
import { barePost, blocksPost, htmlPost, lexicalDocument, richPost } from './fixtures';

const CMS = 'http://cms.test';
const normalize = (raw: unknown, mediaBase = CMS) =>
  normalizePost(postRawSchema.parse(raw), { mediaBase });

describe('normalizePost', () => {
  it('normalises a rich-text post with an authors list', () => {
    expect(normalize(richPost)).toEqual({
      id: 'p1',
      title: 'Cost of Delay',
      subtitle: 'Why waiting is never free',
      slug: 'cost-of-delay',
      excerpt: 'What a week of waiting costs.',
      publishedDate: '2025-02-01T00:00:00.000Z',
      createdAt: '2025-01-30T00:00:00.000Z',
      updatedAt: '2025-02-02T00:00:00.000Z',
      category: 'Strategy',
      categorySlug: 'strategy',
      tags: ['delay', 'economics'],
      readTime: 7,
      featured: true,
      status: 'published',
      authors: [
        {
          name: 'Ada Lane',
          bio: 'Partner',
          avatarUrl: 'http://cms.test/api/media/file/ada.png',
          website: 'https://ada.example',
          linkedin: 'https://linkedin.example/ada',
          twitter: 'https://x.example/ada',
        },
        { name: 'Ben Ortiz', avatarUrl: 'https://cdn.example/ben.png' },
      ],
      heroImage: { url: 'http://cms.test/api/media/file/hero.png', alt: 'A clock' },
      body: { kind: 'richText', document: lexicalDocument },
      seo: {
        title: 'Cost of Delay',
        description: 'What a week of waiting costs.',
        image: { url: 'http://cms.test/api/media/file/hero.png', alt: 'A clock' },
      },
    });
  });

  it("takes the editor's SEO fields over the post's own, each on its own", () => {
    const seo = (meta: unknown) => normalize({ ...richPost, meta }).seo;
    expect(
      seo({
        title: 'Cost of delay, in one number',
        description: 'Put a price on waiting.',
        image: { url: '/api/media/file/share.png', alt: 'A price tag' },
      }),
    ).toEqual({
      title: 'Cost of delay, in one number',
      description: 'Put a price on waiting.',
      image: { url: 'http://cms.test/api/media/file/share.png', alt: 'A price tag' },
    });
    expect(seo({ title: '  ', description: null, image: null })).toEqual({
      title: 'Cost of Delay',
      description: 'What a week of waiting costs.',
      image: { url: 'http://cms.test/api/media/file/hero.png', alt: 'A clock' },
    });
    expect(seo('not a group')).toEqual(normalize(richPost).seo);
  });

  it('falls back to the summary, createdAt, an author object and heroImageUrl', () => {
    const post = normalize(blocksPost);
    expect(post.id).toBe('2');
    expect(post.excerpt).toBe('A summary stands in for the excerpt.');
    expect(post.publishedDate).toBe('2025-03-01T00:00:00.000Z');
    expect(post.authors).toEqual([
      { name: 'Cleo Park', bio: 'Coach', avatarUrl: 'http://cms.test/media/cleo.png' },
    ]);
    expect(post.heroImage).toEqual({
      url: 'https://images.example/rhythm.jpg',
      alt: 'Weekly Rhythm',
    });
    expect(post).not.toHaveProperty('subtitle');
    expect(post.categorySlug).toBe('case-studies');
  });

  it('uses the block list when there is no rich text, dropping blocks without a type', () => {
    expect(normalize(blocksPost).body).toEqual({
      kind: 'blocks',
      blocks: [
        { blockType: 'heading', level: 'h2', text: 'Start here' },
        { blockType: 'divider', style: 'line' },
      ],
    });
  });

  it('reads an author given as a plain name and an HTML body', () => {
    const post = normalize(htmlPost);
    expect(post.authors).toEqual([{ name: 'Dana Fox' }]);
    expect(post.body).toEqual({ kind: 'html', html: '<p>No is a complete sentence.</p>' });
    expect(post.publishedDate).toBe('2025-04-01T00:00:00.000Z');
    expect(post.status).toBe('draft');
  });

  it('fills the defaults of a bare post', () => {
    expect(normalize(barePost)).toEqual({
      id: '4',
      title: 'Untitled thoughts',
      slug: 'untitled',
      excerpt: '',
      publishedDate: null,
      createdAt: null,
      updatedAt: null,
      category: 'General',
      categorySlug: 'general',
      tags: [],
      readTime: 5,
      featured: false,
      status: null,
      authors: [],
      body: { kind: 'none' },
      seo: { title: 'Untitled thoughts', description: '' },
    });
  });

  it('prefers the authors list to the single author', () => {
    const post = normalize({ ...barePost, author: 'Solo', authors: [{ name: 'Listed' }] });
    expect(post.authors).toEqual([{ name: 'Listed' }]);
  });

  it('falls back to the single author when the list names nobody', () => {
    const post = normalize({ ...barePost, author: 'Solo', authors: [{ bio: 'no name' }, 12] });
    expect(post.authors).toEqual([{ name: 'Solo' }]);
  });

  it('treats an empty excerpt as missing', () => {
    expect(normalize({ ...barePost, excerpt: '', summary: 'From summary' }).excerpt).toBe(
      'From summary',
    );
  });

  describe('body priority', () => {
    const blocks = { blocks: [{ blockType: 'paragraph', text: 'block' }] };

    it('rich text beats blocks', () => {
      expect(normalize({ ...barePost, content: lexicalDocument, body: blocks }).body.kind).toBe(
        'richText',
      );
    });

    it('blocks beat an HTML string', () => {
      expect(normalize({ ...barePost, content: '<p>html</p>', body: blocks }).body.kind).toBe(
        'blocks',
      );
    });

    it('an empty rich-text root and an empty block list do not count', () => {
      const emptyDocument = { root: { children: [] } };
      expect(
        normalize({ ...barePost, content: emptyDocument, body: { blocks: [] } }).body.kind,
      ).toBe('none');
      expect(normalize({ ...barePost, content: '<p>html</p>', body: { blocks: [] } }).body).toEqual(
        { kind: 'html', html: '<p>html</p>' },
      );
    });

    it('a blank HTML string is no content', () => {
      expect(normalize({ ...barePost, content: '   ' }).body).toEqual({ kind: 'none' });
    });
  });

  describe('media URLs', () => {
    it('leave relative URLs relative with the same-origin base', () => {
      const post = normalize(richPost, '');
      expect(post.heroImage?.url).toBe('/api/media/file/hero.png');
      expect(post.authors[0]?.avatarUrl).toBe('/api/media/file/ada.png');
      expect(post.authors[1]?.avatarUrl).toBe('https://cdn.example/ben.png');
    });

    it('prefix relative heroImageUrl values with the base', () => {
      const post = normalize({ ...barePost, heroImageUrl: '/api/media/file/x.jpg' });
      expect(post.heroImage).toEqual({
        url: 'http://cms.test/api/media/file/x.jpg',
        alt: 'Untitled thoughts',
      });
    });

    it('ignore an upload given only by its id', () => {
      expect(normalize({ ...barePost, heroImage: 17 }).heroImage).toBeUndefined();
      expect(
        normalize({ ...barePost, heroImage: 'abc', heroImageUrl: 'https://i.example/x.png' })
          .heroImage?.url,
      ).toBe('https://i.example/x.png');
    });
  });

  it('keeps a post whose decorative fields are malformed', () => {
    const post = normalize({
      ...barePost,
      readTime: 'eight',
      featured: 'yes',
      tags: 'not a list',
      heroImage: [1, 2],
    });
    expect(post.readTime).toBe(5);
    expect(post.featured).toBe(false);
    expect(post.tags).toEqual([]);
    expect(post.heroImage).toBeUndefined();
  });

  it('keeps unknown fields when parsing the raw post', () => {
    expect(postRawSchema.parse(richPost).unknownField).toEqual({ kept: true });
  });

  it('rejects a document without a slug', () => {
    expect(() => parsePost({ id: 1, title: 'No slug' })).toThrow();
  });
});
