import { describe, expect, it } from 'vitest';
import { encodeQueryComponent, toQueryString, withQuery } from '../src';

describe('toQueryString', () => {
  it('is empty when there is nothing to send', () => {
    expect(toQueryString({})).toBe('');
    expect(withQuery('/api/posts', {})).toBe('/api/posts');
  });

  it('serialises a field condition in bracket syntax', () => {
    expect(toQueryString({ where: { status: { equals: 'published' } } })).toBe(
      'where[status][equals]=published',
    );
  });

  it('puts where first, then sort, limit, page and depth', () => {
    expect(
      toQueryString({
        depth: 1,
        page: 2,
        limit: 10,
        sort: '-createdAt',
        where: { featured: { equals: true } },
      }),
    ).toBe('where[featured][equals]=true&sort=-createdAt&limit=10&page=2&depth=1');
  });

  it('indexes the members of and', () => {
    expect(
      toQueryString({
        where: {
          and: [{ status: { equals: 'published' } }, { contentType: { equals: 'model_overview' } }],
        },
        sort: 'priority',
      }),
    ).toBe(
      'where[and][0][status][equals]=published&where[and][1][contentType][equals]=model_overview&sort=priority',
    );
  });

  it('nests or inside and', () => {
    expect(
      toQueryString({
        where: {
          and: [
            { status: { equals: 'published' } },
            { or: [{ category: { equals: 'Strategy' } }, { featured: { equals: true } }] },
          ],
        },
      }),
    ).toBe(
      'where[and][0][status][equals]=published' +
        '&where[and][1][or][0][category][equals]=Strategy' +
        '&where[and][1][or][1][featured][equals]=true',
    );
  });

  it('indexes the values of in and not_in', () => {
    expect(toQueryString({ where: { slug: { in: ['a', 'b'] }, id: { not_in: [1, 2, 3] } } })).toBe(
      'where[slug][in][0]=a&where[slug][in][1]=b' +
        '&where[id][not_in][0]=1&where[id][not_in][1]=2&where[id][not_in][2]=3',
    );
  });

  it('serialises every comparison operator', () => {
    expect(
      toQueryString({
        where: {
          title: { not_equals: 'x', like: 'y', contains: 'z' },
          readTime: { greater_than: 1, greater_than_equal: 2, less_than: 9, less_than_equal: 8 },
          heroImage: { exists: false },
        },
      }),
    ).toBe(
      'where[title][not_equals]=x&where[title][like]=y&where[title][contains]=z' +
        '&where[readTime][greater_than]=1&where[readTime][greater_than_equal]=2' +
        '&where[readTime][less_than]=9&where[readTime][less_than_equal]=8' +
        '&where[heroImage][exists]=false',
    );
  });

  it('sends dates as ISO text, null as an empty value and skips undefined', () => {
    expect(
      toQueryString({
        where: {
          publishedDate: { less_than: new Date('2025-01-02T03:04:05.000Z') },
          subtitle: { equals: null },
          category: { equals: undefined },
        },
      }),
    ).toBe('where[publishedDate][less_than]=2025-01-02T03%3A04%3A05.000Z&where[subtitle][equals]=');
  });

  it('drops an empty in list', () => {
    expect(toQueryString({ where: { slug: { in: [] } }, limit: 5 })).toBe('limit=5');
  });

  it('percent-encodes spaces, reserved characters and unicode in values', () => {
    expect(toQueryString({ where: { title: { contains: 'Tools & Templates' } } })).toBe(
      'where[title][contains]=Tools%20%26%20Templates',
    );
    expect(toQueryString({ where: { title: { contains: 'a=b?c/d#e+f%' } } })).toBe(
      'where[title][contains]=a%3Db%3Fc%2Fd%23e%2Bf%25',
    );
    expect(toQueryString({ where: { title: { contains: 'Prioritäten 優先 🚀' } } })).toBe(
      'where[title][contains]=Priorit%C3%A4ten%20%E5%84%AA%E5%85%88%20%F0%9F%9A%80',
    );
  });

  it('encodes what encodeURIComponent spares, like qs does', () => {
    expect(encodeQueryComponent("it's (really) done!*~-_.")).toBe(
      'it%27s%20%28really%29%20done%21%2A~-_.',
    );
  });

  it('encodes field names but keeps the brackets readable', () => {
    expect(
      toQueryString({ where: { 'author name': { equals: 'x' }, 'author.name': { equals: 'y' } } }),
    ).toBe('where[author%20name][equals]=x&where[author.name][equals]=y');
  });

  it('prefixes the path with ? only when there is a query', () => {
    expect(withQuery('/api/rules', { sort: '-createdAt', limit: 100 })).toBe(
      '/api/rules?sort=-createdAt&limit=100',
    );
  });
});
