// The Payload 3 REST queries the conformance suite sends to both servers: every kind of valid query
// on the collections the content API serves, the invalid ones Payload refuses, and the malformed or
// abusive ones where the content API is stricter on purpose.

export interface ConformanceQuery {
  /** What the query exercises, as the table prints it. */
  name: string;
  /** Path and query string, sent as they are to both servers. */
  path: string;
}

const q = (name: string, path: string): ConformanceQuery => ({ name, path });
const json = (where: unknown) => encodeURIComponent(JSON.stringify(where));

/** Valid queries: Payload answers each as its documentation says, and so must the content API. */
export const VALID_QUERIES: ConformanceQuery[] = [
  // The paged envelope.
  q('list with defaults', '/api/posts'),
  q('limit', '/api/posts?limit=5'),
  q('page 2', '/api/posts?limit=5&page=2'),
  q('last page', '/api/posts?limit=5&page=3'),
  q('page past the end', '/api/posts?limit=5&page=10'),
  q('limit=0 (every document)', '/api/posts?limit=0'),
  q('pagination=false', '/api/posts?pagination=false'),
  q('pagination=false with a limit', '/api/posts?pagination=false&limit=3'),
  q('empty result', '/api/posts?where[category][equals]=nothing-here'),
  q('filtered page 2', '/api/posts?limit=2&page=2&where[category][equals]=leadership'),
  q('rules, all', '/api/rules?limit=100'),
  q('questions, all', '/api/questions?limit=1000'),
  q('content, all', '/api/content?limit=200'),
  q('static content', '/api/static-content'),
  q('media', '/api/media?limit=20'),
  q('authors', '/api/authors'),
  // Sort.
  q('sort text ascending', '/api/posts?sort=title&limit=20'),
  q('sort text descending', '/api/posts?sort=-title&limit=20'),
  q('sort date descending (empty first)', '/api/posts?sort=-publishedDate&limit=20'),
  q('sort date ascending (empty last)', '/api/posts?sort=publishedDate&limit=20'),
  q('sort number, ties by -createdAt', '/api/posts?sort=readTime&limit=20'),
  q('sort number descending', '/api/posts?sort=-readTime&limit=20'),
  q('sort two fields', '/api/posts?sort=category,-readTime&limit=20'),
  q('sort as an array', '/api/posts?sort[0]=category&sort[1]=title&limit=20'),
  q(
    'sort six fields',
    '/api/posts?sort=featured,category,readTime,-title,slug,publishedDate&limit=20',
  ),
  q('sort boolean', '/api/posts?sort=-featured&limit=20'),
  q('sort createdAt ascending', '/api/posts?sort=createdAt&limit=20'),
  q('sort by id', '/api/posts?sort=-id&limit=20'),
  q('sort rules by priority, ties by -createdAt', '/api/rules?sort=priority&limit=100'),
  q('sort rules by two fields', '/api/rules?sort=-priority,name&limit=100'),
  q('sort questions', '/api/questions?sort=capability,-questionId&limit=100'),
  q('sort with paging', '/api/posts?sort=title&limit=4&page=2'),
  q('sort naming an unknown field (ignored)', '/api/posts?sort=secret,title&limit=20'),
  // Operators on each type.
  q('equals text', '/api/posts?where[category][equals]=leadership'),
  q('equals number', '/api/posts?where[readTime][equals]=6'),
  q('equals boolean', '/api/posts?where[featured][equals]=true'),
  q('equals date', '/api/posts?where[publishedDate][equals]=2025-09-08T13:00:00.000Z'),
  q('equals id', '/api/posts?where[id][equals]=post-03'),
  q('not_equals text', '/api/posts?where[category][not_equals]=leadership&limit=20'),
  q('not_equals number (empty kept)', '/api/posts?where[readTime][not_equals]=6&limit=20'),
  q('not_equals boolean', '/api/posts?where[featured][not_equals]=true&limit=20'),
  q('contains', '/api/posts?where[title][contains]=priorit&limit=20'),
  q('contains, any case', '/api/posts?where[title][contains]=PRIORIT&limit=20'),
  q('like, every word', '/api/posts?where[title][like]=priorities%20hold&limit=20'),
  q('not_like', '/api/posts?where[title][not_like]=priorit&limit=20'),
  q('in, comma list', '/api/posts?where[category][in]=strategy,leadership&limit=20'),
  q(
    'in, bracket list',
    '/api/posts?where[category][in][0]=strategy&where[category][in][1]=research&limit=20',
  ),
  q('not_in', '/api/posts?where[category][not_in]=strategy,leadership&limit=20'),
  q('in on numbers', '/api/posts?where[readTime][in]=5,7&limit=20'),
  q('in on ids', '/api/posts?where[id][in]=post-01,post-05,post-11'),
  q('exists true', '/api/posts?where[subtitle][exists]=true&limit=20'),
  q('exists false', '/api/posts?where[readTime][exists]=false&limit=20'),
  q('greater_than number', '/api/posts?where[readTime][greater_than]=6&limit=20'),
  q('greater_than_equal number', '/api/posts?where[readTime][greater_than_equal]=6&limit=20'),
  q('less_than number', '/api/posts?where[readTime][less_than]=6&limit=20'),
  q('less_than_equal number', '/api/posts?where[readTime][less_than_equal]=6&limit=20'),
  q('greater_than date', '/api/posts?where[publishedDate][greater_than]=2026-01-01&limit=20'),
  q(
    'less_than_equal date',
    '/api/posts?where[publishedDate][less_than_equal]=2025-11-03T13:00:00.000Z&limit=20',
  ),
  q(
    'greater_than createdAt',
    '/api/rules?where[createdAt][greater_than]=2024-12-31T23:59:30.000Z&limit=100',
  ),
  q('list of strings, equals', '/api/posts?where[tags][equals]=focus&limit=20'),
  q('list of strings, in', '/api/posts?where[tags][in]=focus,stakeholders&limit=20'),
  q('list of strings, not_in', '/api/posts?where[tags][not_in]=focus,stakeholders&limit=20'),
  q('list of strings, contains', '/api/posts?where[tags][contains]=lead&limit=20'),
  q('list of strings, exists false', '/api/rules?where[roles][exists]=false&limit=100'),
  q(
    'rules by capability',
    `/api/rules?where[capabilities][equals]=${encodeURIComponent('Tool Fluency')}&limit=100`,
  ),
  q('rules, null field', '/api/rules?where[family][exists]=false&limit=100'),
  q('rules, decimal', '/api/rules?where[confidence][greater_than]=0.8&limit=100'),
  q('questions, checkbox', '/api/questions?where[notApplicable][equals]=true&limit=100'),
  q('questions, text exists', '/api/questions?where[mirrorOf][exists]=true&limit=100'),
  // and / or.
  q(
    'and',
    '/api/posts?where[and][0][status][equals]=published&where[and][1][featured][equals]=true',
  ),
  q(
    'or',
    '/api/posts?where[or][0][category][equals]=strategy&where[or][1][featured][equals]=true&limit=20',
  ),
  q(
    'two conditions on one field',
    '/api/posts?where[readTime][greater_than]=5&where[readTime][less_than]=8&limit=20',
  ),
  q(
    'and inside or',
    '/api/posts?where[or][0][and][0][category][equals]=leadership&where[or][0][and][1][readTime][equals]=7&where[or][1][featured][equals]=true&limit=20',
  ),
  q(
    'four levels of and/or',
    '/api/posts?where[or][0][and][0][or][0][and][0][category][equals]=leadership&where[or][1][featured][equals]=true&limit=20',
  ),
  q(
    'where as JSON',
    `/api/posts?where=${json({ or: [{ category: { equals: 'strategy' } }, { and: [{ readTime: { less_than: 6 } }, { featured: { equals: false } }] }] })}&limit=20`,
  ),
  q(
    'content by type and capability',
    `/api/content?where[and][0][type][equals]=capability&where[and][1][capability][equals]=${encodeURIComponent('Tool Fluency')}`,
  ),
  q(
    'static content by type',
    '/api/static-content?where[and][0][status][equals]=published&where[and][1][contentType][equals]=model_overview&sort=priority',
  ),
  // Relationships and uploads.
  q('relationship id equals', '/api/posts?where[authors][equals]=priya-raman&limit=20'),
  q('relationship ids in', '/api/posts?where[authors][in]=priya-raman,david-okoro&limit=20'),
  q('relationship exists', '/api/posts?where[authors][exists]=true&limit=20'),
  q('upload id equals', '/api/posts?where[heroImage][equals]=media-01'),
  q('upload exists false', '/api/posts?where[heroImage][exists]=false&limit=20'),
  q(
    'dot path into a relationship',
    `/api/posts?where[authors.name][equals]=${encodeURIComponent('Elena Marsh')}&limit=20`,
  ),
  q('dot path, contains', '/api/posts?where[authors.bio][contains]=psychology&limit=20'),
  q('dot path into an upload', '/api/posts?where[heroImage.filename][equals]=degap-steps.svg'),
  q(
    'dot path into an upload, number',
    '/api/posts?where[heroImage.width][greater_than]=1000&limit=20',
  ),
  q(
    'dot path two relationships deep',
    '/api/posts?where[authors.avatar.filename][contains]=okoro&limit=20',
  ),
  q('dot path into a group', '/api/authors?where[social.twitter][contains]=emarsh'),
  q(
    'dot path, relationship then group',
    '/api/posts?where[authors.social.linkedin][exists]=true&limit=20',
  ),
  // depth and populate.
  q('depth=0 in a list', '/api/posts?depth=0&limit=20'),
  q('depth=1 in a list', '/api/posts?depth=1&limit=20'),
  q('depth=0 by id', '/api/posts/post-01?depth=0'),
  q('depth=1 by id', '/api/posts/post-01?depth=1'),
  q('depth=2 by id', '/api/posts/post-01?depth=2'),
  q('depth above the maximum', '/api/posts/post-01?depth=50'),
  q('authors at depth 0', '/api/authors?depth=0'),
  q(
    'populate chosen fields',
    '/api/posts/post-01?populate[authors][name]=true&populate[media][filename]=true',
  ),
  q(
    'populate in a list',
    '/api/posts?populate[media][url]=true&populate[media][alt]=true&limit=20',
  ),
  // select.
  q('select fields', '/api/posts?select[title]=true&select[slug]=true&limit=20'),
  q('select leaving fields out', '/api/posts?select[content]=false&select[body]=false&limit=20'),
  q('select a relationship', '/api/posts?select[authors]=true&select[title]=true&limit=20'),
  q('select inside a group', '/api/authors?select[social][twitter]=true'),
  q(
    'select leaving a group field out',
    '/api/authors?select[social][linkedin]=false&select[bio]=false',
  ),
  q('select by id', '/api/questions/cof_v2_1?select[text]=true'),
  q('select with depth 0', '/api/posts?select[heroImage]=true&depth=0&limit=20'),
  // draft, trash, locale: accepted, nothing more to show the public.
  q('draft=true lists no drafts', '/api/posts?draft=true&limit=20'),
  q('draft=false', '/api/posts?draft=false&limit=20'),
  q('a draft by id with draft=true', '/api/posts/post-11?draft=true'),
  q('asking for drafts by status', '/api/posts?where[status][equals]=draft'),
  q('trash=true on a collection without trash', '/api/posts?trash=true&limit=20'),
  q('locale', '/api/posts?locale=en&limit=3'),
  // count.
  q('count', '/api/posts/count'),
  q('count with where', '/api/posts/count?where[category][equals]=leadership'),
  q('count of rules (live only)', '/api/rules/count'),
  q(
    'count with where and or',
    '/api/rules/count?where[or][0][severity][equals]=critical&where[or][1][priority][greater_than]=80',
  ),
  // findByID.
  q('by id', '/api/posts/post-01'),
  q('by id, other collections', '/api/media/media-02'),
  q('an author by id', '/api/authors/elena-marsh'),
  q('a question by id', '/api/questions/cof_v2_1'),
  q('a draft by id', '/api/posts/post-11'),
  q('a retired rule by id', '/api/rules/legacy-malformed-rule'),
  q('an unknown id', '/api/posts/no-such-post'),
];

/** Invalid queries: Payload refuses them; the content API must refuse them the same way. */
export const INVALID_QUERIES: ConformanceQuery[] = [
  q('unknown field', '/api/posts?where[secret][equals]=x'),
  q('unknown field behind a relationship', '/api/posts?where[authors.password][equals]=x'),
  q('unknown operator', '/api/posts?where[title][regex]=x'),
  q('unknown collection', '/api/users-and-more'),
];

/** Malformed or abusive input: the content API answers 400 where Payload does not (see README). */
export const STRICTER_QUERIES: ConformanceQuery[] = [
  q(
    'a huge in list',
    `/api/posts?where[id][in]=${Array.from({ length: 600 }, (_, i) => `p${i}`).join(',')}`,
  ),
  q('page=0', '/api/posts?page=0'),
  q('where as broken JSON', '/api/posts?where={bad'),
  q('a NUL byte', '/api/posts?where[title][equals]=a%00b'),
  q(
    'runaway nesting',
    `/api/posts?where=${json(Array.from({ length: 12 }).reduce<unknown>((inner) => ({ or: [inner] }), { title: { equals: 'x' } }))}`,
  ),
];
