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
  // A global: one document of settings.
  q('the site settings', '/api/globals/site-settings'),
  q('limit', '/api/posts?limit=5'),
  q('page 2', '/api/posts?limit=5&page=2'),
  q('last page', '/api/posts?limit=5&page=3'),
  q('page past the end', '/api/posts?limit=5&page=10'),
  q('limit=0 (every document)', '/api/posts?limit=0'),
  q('pagination=false', '/api/posts?pagination=false'),
  q('pagination=false with a limit', '/api/posts?pagination=false&limit=3'),
  q('empty result', '/api/posts?where[category][equals]=nothing-here'),
  q('empty result through a join', '/api/posts?where[tags][equals]=nothing-here'),
  q('page past the end through a join', '/api/posts?where[authors][exists]=true&page=10&limit=2'),
  q('limit=0 through a join', '/api/posts?limit=0&where[authors][exists]=false'),
  q('pagination=false with page 2', '/api/posts?pagination=false&limit=3&page=2'),
  q('page past the end of a filtered list', '/api/posts?where[featured][equals]=true&page=3'),
  q('filtered page 2', '/api/posts?limit=2&page=2&where[category][equals]=leadership'),
  q('rules, all', '/api/rules?limit=100'),
  q('questions, all', '/api/questions?limit=1000'),
  q('content, all', '/api/content?limit=200'),
  q('static content', '/api/static-content'),
  q('media', '/api/media?limit=20'),
  q('authors', '/api/authors'),
  q('knowledge objects', '/api/knowledge-objects'),
  q('a knowledge object by id', '/api/knowledge-objects/ko-matrix'),
  q('knowledge objects by type', '/api/knowledge-objects?where[type][equals]=Binary'),
  q(
    'knowledge objects by one of their systems',
    '/api/knowledge-objects?where[systems][in]=DEGAP&sort=title',
  ),
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
  q('sort by a list of strings', '/api/posts?sort=tags&limit=20'),
  q('sort by a list of strings descending', '/api/posts?sort=-tags&limit=20'),
  q('sort by a dot path into an upload', '/api/posts?sort=heroImage.filename&limit=20'),
  q('sort by a dot path through a has-many relationship', '/api/posts?sort=-authors.name&limit=20'),
  q('sort by a list, paged as its rows', '/api/posts?sort=tags&limit=5&page=2'),
  q(
    'sort and where on one list',
    '/api/posts?where[tags][in]=focus,boundaries&sort=-tags&limit=20',
  ),
  q(
    'sort through a relationship with a where through it',
    '/api/posts?where[authors][exists]=true&sort=authors.name&limit=3&page=2',
  ),
  q('sort by a relationship', '/api/posts?sort=heroImage&limit=20'),
  q('sort by a field in a group', '/api/authors?sort=-social.twitter'),
  q('sort by a json field', '/api/posts?sort=author&limit=20'),
  q('sort by createdAt descending, no tie-break added', '/api/rules?sort=-createdAt&limit=5'),
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
  q('greater_than on text', '/api/posts?where[title][greater_than]=M&limit=20'),
  q('equals an empty text', '/api/posts?where[subtitle][equals]='),
  q('equals null on a date', '/api/posts?where[publishedDate][equals]=null'),
  q('like on a number (equals)', '/api/posts?where[readTime][like]=7&limit=20'),
  q('contains keeps % as a wildcard', '/api/posts?where[title][contains]=pri%25ities&limit=20'),
  q('list of strings, not_equals', '/api/rules?where[tags][not_equals]=growth&limit=100'),
  q(
    'list of strings, two conditions on one element',
    '/api/posts?where[and][0][tags][equals]=focus&where[and][1][tags][equals]=boundaries',
  ),
  q('content, list of strings contains', '/api/content?where[items][contains]=score&limit=100'),
  q(
    'AND and OR in capitals',
    '/api/posts?where[OR][0][category][equals]=research&where[OR][1][AND][0][featured][equals]=true&where[OR][1][AND][1][readTime][less_than]=7&limit=20',
  ),
  q(
    'path with double underscores',
    `/api/posts?where[authors__name][equals]=${encodeURIComponent('Priya Raman')}&limit=20`,
  ),
  q(
    'json field equals',
    `/api/posts?where[author][equals]=${encodeURIComponent('David Okoro')}&limit=20`,
  ),
  q('json field exists', '/api/posts?where[author][exists]=false&limit=20'),
  q(
    'path into a json field, equals',
    `/api/posts?where[author.name][equals]=${encodeURIComponent('Elena Marsh')}&limit=20`,
  ),
  q('path into a json field, like', '/api/posts?where[author.name][like]=elena&limit=20'),
  q('path into a json field, exists', '/api/content?where[bands.Expert][exists]=true&limit=100'),
  q(
    'path into a json field, in',
    '/api/content?where[actionByRole.manager][exists]=true&where[type][in]=capability&limit=100',
  ),
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
  q('select timestamps', '/api/posts?select[title]=true&select[createdAt]=true&limit=3'),
  q('select upload fields', '/api/media?select[filename]=true&select[url]=true'),
  q('select the url alone (made from the filename)', '/api/media?select[url]=true&limit=3'),
  q(
    'select and populate by id',
    '/api/posts/post-08?select[heroImage]=true&select[authors]=true&populate[media][filename]=true&populate[authors][name]=true',
  ),
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
  q(
    'two unknown paths',
    '/api/posts?where[secret][equals]=x&where[or][0][authors.password][equals]=y',
  ),
  q('a path below a text field', '/api/posts?where[title.foo][equals]=x'),
  q('a plain value instead of an operator', '/api/posts?where[title]=x'),
  q(
    'five levels of and/or (past the query-string depth)',
    '/api/posts?where[or][0][and][0][or][0][and][0][or][0][category][equals]=leadership',
  ),
  q(
    'a JSON query value with a quote',
    `/api/posts?where[author.name][equals]=${encodeURIComponent("O'Brien")}`,
  ),
];

/** Malformed or abusive input: the content API answers 400 where Payload does not (see README). */
export const STRICTER_QUERIES: ConformanceQuery[] = [
  q(
    'a huge in list',
    `/api/posts?where[id][in]=${Array.from({ length: 600 }, (_, i) => `p${i}`).join(',')}`,
  ),
  q('page=0', '/api/posts?page=0'),
  q('where as broken JSON', '/api/posts?where={bad'),
  q('_id (a MongoDB name) for id', '/api/posts?where[_id][equals]=post-02'),
  q('a word where a number goes', '/api/posts?where[readTime][equals]=abc'),
  q('a value that is not a checkbox value', '/api/posts?where[featured][equals]=yes'),
  q('a date that does not parse', '/api/posts?where[publishedDate][greater_than]=someday'),
  q('contains on a number', '/api/posts?where[readTime][contains]=6'),
  q('the all operator', '/api/posts?where[tags][all]=focus'),
  q('limit above 1000', '/api/posts?limit=5000'),
  q('a negative page', '/api/posts?page=-1'),
  q('a limit that is not a number', '/api/posts?limit=ten'),
  q('select with a value other than true or false', '/api/posts?select[title]=yes'),
  q('a NUL byte', '/api/posts?where[title][equals]=a%00b'),
  q(
    'runaway nesting',
    `/api/posts?where=${json(Array.from({ length: 12 }).reduce<unknown>((inner) => ({ or: [inner] }), { title: { equals: 'x' } }))}`,
  ),
];
