// The content server on its own (the plugin the API registers), over a stub CMS: Payload's
// query parsing and error shapes, without a database or a port.
import { describe, expect, it } from 'vitest';
import { contentGateway, gatewayFetch } from '../src/gateway';
import { findParams } from '../src/params';
import { parseQueryString } from '../src/query-string';

const stubCms = (asked: string[]): typeof fetch =>
  (async (input: string | URL | Request) => {
    asked.push(String(input));
    return Response.json({ docs: [], totalDocs: 0 });
  }) as typeof fetch;

describe('the content server', () => {
  it('reads bracket queries as Payload does', () => {
    const params = findParams(
      parseQueryString('where[status][equals]=published&sort=-publishedDate&limit=5&depth=0'),
    );
    expect(params).toMatchObject({
      where: { status: { equals: 'published' } },
      sort: ['-publishedDate'],
      limit: 5,
      depth: 0,
      page: 1,
      pagination: true,
    });
    expect(() => findParams({ limit: '1001' })).toThrow('limit must be at most 1000');
  });

  it('forwards reads with the public filter and answers errors in Payload shape', async () => {
    const asked: string[] = [];
    const gateway = await contentGateway({
      url: 'http://cms.test',
      timeoutMs: 1000,
      fetch: stubCms(asked),
    });
    try {
      const read = gatewayFetch(gateway);
      const list = await read('/api/posts?limit=2&depth=0');
      expect(list.status).toBe(200);
      expect(asked[0]).toContain('where%5Bstatus%5D%5Bequals%5D=published');
      const unknown = await read('/api/nothing');
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({
        errors: [{ message: 'Route not found "/api/nothing"' }],
      });
      const bad = await read('/api/posts?limit=x');
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ errors: [{ message: 'limit must be a whole number' }] });
    } finally {
      await gateway.close();
    }
  });
});
