// The build's reading of the bundled content: the content API's own routes over an in-memory
// database, so the prerender lists the posts in the order and with the filter /api/* answers.
import { posts } from '@peak/content';
import { describe, expect, it } from 'vitest';
import { bundledContentServer } from '../src/bundled';

describe('bundledContentServer', () => {
  it('answers the published posts newest first, as the API does, and hides drafts', async () => {
    const server = await bundledContentServer();
    const answer = await server.inject({
      url: '/api/posts?sort=-publishedDate&limit=100&where[status][equals]=published',
    });
    expect(answer.statusCode).toBe(200);
    const docs = (answer.json() as { docs: Array<{ slug: string; publishedDate?: string }> }).docs;
    const published = posts.filter((post) => post.status === 'published');
    expect(docs.map((doc) => doc.slug).sort()).toEqual(published.map((post) => post.slug).sort());
    const dates = docs.map((doc) => Date.parse(doc.publishedDate ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const drafts = posts.filter((post) => post.status !== 'published');
    for (const draft of drafts) {
      const one = await server.inject({ url: `/api/posts?where[slug][equals]=${draft.slug}` });
      expect((one.json() as { docs: unknown[] }).docs).toEqual([]);
    }
    await server.close();
  });
});
