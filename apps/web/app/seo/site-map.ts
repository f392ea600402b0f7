// The site's public pages: what is pre-rendered and listed in sitemap.xml.
export const PARTNER_SERVICES = [
  'strategy',
  'planning',
  'delivery',
  'executive-coaching',
  'prioritization',
] as const;
export const EXCELLENCE_PAGES = [
  'peak-strategies',
  'peak-plans',
  'peak-execution',
  'peak-executive-coaching',
] as const;

/** Pages worth a search engine's time, in the order sitemap.xml lists them. */
export const INDEXED_PATHS = [
  '/',
  '/about',
  '/services',
  '/the-book',
  '/assessment',
  '/assessment/take',
  '/blog',
  '/csw',
  '/podcast',
  '/contact',
  '/privacy',
  '/terms',
  '/accessibility',
  '/peak-partners',
  ...PARTNER_SERVICES.map((s) => `/peak-partners/${s}`),
  ...EXCELLENCE_PAGES.map((p) => `/${p}`),
  '/prioritization-method-selector',
] as const;

/** Pre-rendered too, but kept out of the sitemap: members' and demonstration pages. */
export const UNLISTED_PATHS = [
  '/dashboard',
  '/profile',
  '/plan',
  '/assessment/compare',
  '/teams',
  '/resources',
  '/demo-diagrams',
  '/design-test',
  '/blog-test',
  '/blog-demo',
  '/google-form-test',
  '/form-debug',
] as const;

export const STATIC_PATHS = [...INDEXED_PATHS, ...UNLISTED_PATHS];
