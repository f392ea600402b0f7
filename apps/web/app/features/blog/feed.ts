// RSS 2.0 for the published articles, newest first. Pure: the caller supplies posts and the origin.
import type { Post } from '@peak/cms-client';
import { PUBLISHED } from '@peak/cms-client/constants';

export const FEED_TITLE = 'Peak Partners Blog';
export const FEED_DESCRIPTION =
  'Articles on prioritization, strategy and leadership from the Peak Partners team.';

/** True for the characters XML 1.0 allows in a document, escaped or not. */
function isXmlCharacter(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

export function escapeXml(value: string): string {
  return Array.from(value)
    .filter((char) => isXmlCharacter(char.codePointAt(0) ?? 0))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const timeOf = (post: Pick<Post, 'publishedDate'>) => {
  const time = post.publishedDate ? Date.parse(post.publishedDate) : Number.NaN;
  return Number.isNaN(time) ? undefined : time;
};

/** RFC 822 date as RSS wants it, e.g. "Mon, 08 Sep 2025 13:00:00 GMT". */
const rssDate = (time: number) => new Date(time).toUTCString();

export function rssFeed(posts: readonly Post[], siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const published = posts
    .filter((post) => post.status === PUBLISHED)
    .sort((a, b) => (timeOf(b) ?? -Infinity) - (timeOf(a) ?? -Infinity));
  const newest = published.map(timeOf).find((time) => time !== undefined);

  const items = published.map((post) => {
    const link = `${origin}/blog/${encodeURIComponent(post.slug)}`;
    const time = timeOf(post);
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      ...(time === undefined ? [] : [`      <pubDate>${rssDate(time)}</pubDate>`]),
      `      <description>${escapeXml(post.excerpt)}</description>`,
      ...(post.category ? [`      <category>${escapeXml(post.category)}</category>`] : []),
      '    </item>',
    ].join('\n');
  });

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(FEED_TITLE)}</title>`,
    `    <link>${escapeXml(`${origin}/blog`)}</link>`,
    `    <description>${escapeXml(FEED_DESCRIPTION)}</description>`,
    '    <language>en-us</language>',
    `    <atom:link href="${escapeXml(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    // The newest article's date keeps the feed identical between builds of the same content.
    ...(newest === undefined ? [] : [`    <lastBuildDate>${rssDate(newest)}</lastBuildDate>`]),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
