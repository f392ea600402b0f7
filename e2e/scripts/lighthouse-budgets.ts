// The page budgets: which pages Lighthouse CI measures, the assertions `lhci assert` enforces on
// them, and the LCP ratio to a bare page, reported by bench-web.

export const PAGES = [
  '/',
  '/blog',
  '/blog/the-degap-method',
  '/assessment',
  '/assessment/take',
] as const;

/** Served beside the site: a heading and a paragraph, no CSS, no JavaScript. */
export const BARE_PATH = '/bare';

export const TARGETS = {
  performance: 100,
  lcpMs: 1200,
  lcpRatio: 1.6,
  tbtMs: 50,
  cls: 0,
} as const;

// Gated: the best of the runs must meet it (one run on a shared 2-core machine can be slow: total
// blocking time is observed CPU time multiplied by four). bench-web also prints the median run's
// misses, which are reported and do not fail the run.
const gate = (options: Record<string, number>) =>
  ['error', { ...options, aggregationMethod: 'optimistic' }] as const;

/** lhci's configuration: what to collect, and the assertions on every page of the site. */
export function lhciConfig({
  urls,
  runs,
  chromeFlags,
}: {
  urls: string[];
  runs: number;
  chromeFlags: string[];
}) {
  return {
    ci: {
      collect: {
        url: urls,
        numberOfRuns: runs,
        settings: { chromeFlags: chromeFlags.join(' ') },
      },
      assert: {
        assertMatrix: [
          {
            matchingUrlPattern: `^(?!.*${BARE_PATH}$)`,
            assertions: {
              'categories:accessibility': gate({ minScore: 1 }),
              'categories:best-practices': gate({ minScore: 1 }),
              'categories:seo': gate({ minScore: 1 }),
              'largest-contentful-paint': gate({ maxNumericValue: TARGETS.lcpMs }),
              'cumulative-layout-shift': gate({ maxNumericValue: TARGETS.cls }),
              'total-blocking-time': gate({ maxNumericValue: TARGETS.tbtMs }),
              // A score of 0.995 is shown as 100.
              'categories:performance': gate({ minScore: 0.995 }),
            },
          },
        ],
      },
    },
  };
}

/** The one budget Lighthouse CI cannot express: LCP as a multiple of the bare page's. */
export function ratioFailures(rows: Array<{ path: string; lcpRatio: number }>): string[] {
  return rows
    .filter((r) => r.path !== BARE_PATH && r.lcpRatio > TARGETS.lcpRatio)
    .map((r) => `${r.path} LCP is ${r.lcpRatio}x the bare page's (budget ${TARGETS.lcpRatio}x)`);
}
