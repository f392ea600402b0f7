import { type Post, SAMPLE_POSTS } from '@peak/cms-client';
import { describe, expect, it } from 'vitest';
import { escapeXml, rssFeed } from './feed';

const post = (overrides: Partial<Post>): Post => ({
  ...(SAMPLE_POSTS[0] as Post),
  ...overrides,
});

describe('rssFeed', () => {
  const posts = [
    post({
      id: '1',
      slug: 'older',
      title: 'Older',
      excerpt: 'First.',
      publishedDate: '2025-09-08T13:00:00.000Z',
    }),
    post({
      id: '2',
      slug: 'newer',
      title: 'Tom & Jerry <on> "priorities"',
      excerpt: "It's <b>bold</b>",
      publishedDate: '2026-01-12T14:00:00.000Z',
    }),
    post({ id: '3', slug: 'draft', title: 'Draft', status: 'draft' }),
    post({ id: '4', slug: 'undated', title: 'Undated', publishedDate: null }),
  ];
  const xml = rssFeed(posts, 'https://peak.example/');

  it('is an RSS 2.0 document for the site', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<link>https://peak.example/blog</link>');
    expect(xml).toContain('href="https://peak.example/rss.xml"');
    expect(xml).toContain('<lastBuildDate>Mon, 12 Jan 2026 14:00:00 GMT</lastBuildDate>');
    expect(xml.trimEnd().endsWith('</rss>')).toBe(true);
  });

  it('lists published posts only, newest first, undated last', () => {
    const titles = [...xml.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual([
      'Tom &amp; Jerry &lt;on&gt; &quot;priorities&quot;',
      'Older',
      'Undated',
    ]);
    expect(xml).not.toContain('Draft');
  });

  it('gives each item a link, a permalink guid, a pubDate and an escaped description', () => {
    expect(xml).toContain('<link>https://peak.example/blog/older</link>');
    expect(xml).toContain('<guid isPermaLink="true">https://peak.example/blog/older</guid>');
    expect(xml).toContain('<pubDate>Mon, 08 Sep 2025 13:00:00 GMT</pubDate>');
    expect(xml).toContain('<description>It&apos;s &lt;b&gt;bold&lt;/b&gt;</description>');
    const undated = xml.slice(xml.indexOf('<title>Undated</title>'));
    expect(undated.slice(0, undated.indexOf('</item>'))).not.toContain('<pubDate>');
  });

  it('is a channel without items when nothing is published', () => {
    const empty = rssFeed([], 'https://peak.example');
    expect(empty).toContain('<channel>');
    expect(empty).not.toContain('<item>');
    expect(empty).not.toContain('lastBuildDate');
  });
});

describe('escapeXml', () => {
  it('escapes markup and drops characters XML forbids', () => {
    expect(escapeXml('a & b < c > "d" \'e\'')).toBe(
      'a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;',
    );
    expect(escapeXml('bell\u0007 ok')).toBe('bell ok');
  });
});
