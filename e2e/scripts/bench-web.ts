// pnpm bench:web: Lighthouse CI (mobile, default throttling) on Debian's Chromium against the
// production build served by the API, beside a bare HTML page (no CSS, no JavaScript) served on the
// same machine in the same run. `lhci assert` checks the page budgets in `lighthouse-budgets.ts`;
// this script adds the one figure Lighthouse CI cannot express: each page's LCP as a multiple of
// the bare page's.
//   tsx scripts/bench-web.ts [--json FILE] [--runs N] [--enforce]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, ensureChromium } from '@peak/testkit/browser';
import { startSite } from '../src/site';
import { startBarePage } from './bare-page';
import { BARE_PATH, lhciConfig, PAGES, ratioFailures, TARGETS } from './lighthouse-budgets';
import { lighthouseReportPage, REPORT_PAGE } from './lighthouse-report-page';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    json: { type: 'string' },
    runs: { type: 'string', default: '3' },
    enforce: { type: 'boolean', default: false },
  },
});

export interface PageFigures {
  path: string;
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpMs: number;
  lcpRatio: number;
  /** The page's best run's LCP over the bare page's best run's: the gated ratio. */
  bestLcpRatio: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
}

type Lhr = {
  environment?: { benchmarkIndex?: number };
  finalDisplayedUrl: string;
  requestedUrl: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: Array<{ resourceType?: string; transferSize?: number }> };
    }
  >;
};

const WORK_DIR = join(import.meta.dirname, '..', 'artifacts', 'lighthouse');
const LHCI = join(import.meta.dirname, '..', 'node_modules', '.bin', 'lhci');

/** Runs lhci without blocking this process, which serves the bare page meanwhile. */
async function lhci(args: string[]): Promise<number> {
  const child = spawn(LHCI, args, {
    cwd: WORK_DIR,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: ensureChromium(), LHCI_NO_LIGHTHOUSERC: '1' },
  });
  const [code] = await once(child, 'exit');
  return code ?? 1;
}

/** Every run lhci collected, read back from its folder. */
function collectedRuns(): Lhr[] {
  const dir = join(WORK_DIR, '.lighthouseci');
  return readdirSync(dir)
    .filter((f) => f.startsWith('lhr-') && f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Lhr);
}

function figures(path: string, lhr: Lhr): Omit<PageFigures, 'lcpRatio' | 'bestLcpRatio'> {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (i) => i.resourceType === 'script',
  );
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    jsKb: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
  };
}

/**
 * The gated budgets of one page on its best run, as `lhci assert` checks them ('optimistic'), for
 * the runs lhci cannot collect (the take page with a report shown). Empty when all are met.
 */
function bestRunMisses(path: string, runs: Lhr[]): string[] {
  const best = (pick: (f: ReturnType<typeof figures>) => number, lowest: boolean) => {
    const values = runs.map((lhr) => pick(figures(path, lhr)));
    return lowest ? Math.min(...values) : Math.max(...values);
  };
  const misses: string[] = [];
  for (const category of ['accessibility', 'best-practices', 'seo'] as const)
    if (best((f) => f[category], false) < 100) misses.push(`${path} ${category} below 100`);
  if (best((f) => f.cls, true) > TARGETS.cls) misses.push(`${path} CLS over ${TARGETS.cls}`);
  return misses;
}

/** The host's CPU as Lighthouse measured it (benchmarkIndex), the median over every run. */
function hostBenchmark(runs: Array<{ environment?: { benchmarkIndex?: number } }>): number {
  const values = runs
    .map((lhr) => lhr.environment?.benchmarkIndex ?? 0)
    .filter((v) => v > 0)
    .sort((a, b) => a - b);
  return Math.round(values[Math.floor((values.length - 1) / 2)] ?? 0);
}

/** The lowest LCP among a page's runs, in ms. */
const bestLcp = (runs: Lhr[]) =>
  Math.min(...runs.map((lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? 0));

/** The median run of a page by LCP, as lhci's own median-run picks one run to assert on. */
function medianRun(runs: Lhr[]): Lhr {
  const sorted = [...runs].sort(
    (a, b) =>
      (a.audits['largest-contentful-paint']?.numericValue ?? 0) -
      (b.audits['largest-contentful-paint']?.numericValue ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)] as Lhr;
}

export async function measure(
  runs: number,
): Promise<{ rows: PageFigures[]; asserted: boolean; misses: string[]; benchmarkIndex: number }> {
  rmSync(WORK_DIR, { recursive: true, force: true });
  mkdirSync(WORK_DIR, { recursive: true });
  const site = await startSite({ NODE_ENV: 'production' });
  const bare = await startBarePage();
  try {
    const urls = [`${bare.url}${BARE_PATH}`, ...PAGES.map((path) => `${site.url}${path}`)];
    const config = lhciConfig({ urls, runs, chromeFlags: CHROMIUM_ARGS });
    writeFileSync(join(WORK_DIR, 'lighthouserc.json'), JSON.stringify(config, null, 2));
    if ((await lhci(['collect', '--config=lighthouserc.json'])) !== 0)
      throw new Error('lhci collect failed');
    const asserted = (await lhci(['assert', '--config=lighthouserc.json'])) === 0;
    const reportRuns = (await lighthouseReportPage(site.url, runs)) as unknown as Lhr[];
    const misses = bestRunMisses(REPORT_PAGE, reportRuns);
    const all = collectedRuns();
    const runsOf = (url: string) => all.filter((lhr) => lhr.requestedUrl === url);
    const [bareUrl, ...pageUrls] = urls;
    const bareRuns = runsOf(bareUrl as string);
    const bareFigures = figures(BARE_PATH, medianRun(bareRuns));
    const bareBest = bestLcp(bareRuns);
    const withRatios = (row: ReturnType<typeof figures>, pageRuns: Lhr[]): PageFigures => ({
      ...row,
      lcpRatio: Number((row.lcpMs / bareFigures.lcpMs).toFixed(2)),
      bestLcpRatio: Number((bestLcp(pageRuns) / bareBest).toFixed(2)),
    });
    const rows = [BARE_PATH, ...PAGES].map((path, i) => {
      const pageRuns = i === 0 ? bareRuns : runsOf(pageUrls[i - 1] as string);
      return withRatios(i === 0 ? bareFigures : figures(path, medianRun(pageRuns)), pageRuns);
    });
    rows.push(withRatios(figures(REPORT_PAGE, medianRun(reportRuns)), reportRuns));
    return { rows, asserted, misses, benchmarkIndex: hostBenchmark([...all, ...reportRuns]) };
  } finally {
    await bare.stop();
    await site.stop();
  }
}

export function report(
  rows: PageFigures[],
  asserted: boolean,
  misses: string[] = [],
  benchmarkIndex = 0,
): { text: string; pass: boolean } {
  const columns: Array<[string, (r: PageFigures) => string | number, number]> = [
    ['page', (r) => r.path, 34],
    ['perf', (r) => r.performance, 6],
    ['a11y', (r) => r.accessibility, 6],
    ['bp', (r) => r['best-practices'], 6],
    ['seo', (r) => r.seo, 6],
    ['LCP ms', (r) => r.lcpMs, 9],
    ['x bare', (r) => r.lcpRatio.toFixed(2), 8],
    ['TBT ms', (r) => r.tbtMs, 9],
    ['CLS', (r) => r.cls, 7],
    ['JS KB', (r) => r.jsKb, 8],
  ];
  const cell = (value: string | number, width: number, first: boolean) =>
    first ? String(value).padEnd(width) : String(value).padStart(width);
  const line = (values: Array<string | number>) =>
    values.map((v, i) => cell(v, columns[i]?.[2] ?? 8, i === 0)).join('');
  const failures = [
    ...(asserted ? [] : ['lhci assert: a gated page budget is missed (see above)']),
    ...misses,
    ...ratioFailures(rows),
  ];
  const reported = rows
    .filter((r) => r.path !== BARE_PATH)
    .flatMap((r) => [
      ...(r.performance < TARGETS.performance ? [`${r.path} performance ${r.performance}`] : []),
      ...(r.tbtMs > TARGETS.tbtMs ? [`${r.path} TBT ${r.tbtMs} ms`] : []),
      ...(r.lcpMs > TARGETS.lcpMs ? [`${r.path} LCP ${r.lcpMs} ms`] : []),
    ]);
  const speedTargets = `perf ${TARGETS.performance}, TBT <= ${TARGETS.tbtMs} ms, LCP <= ${TARGETS.lcpMs} ms`;
  return {
    text: [
      `Lighthouse (mobile, default throttling), production build on Debian chromium; host benchmarkIndex ${benchmarkIndex} (Lighthouse's 4x CPU slowdown assumes about 1,500)`,
      line(columns.map(([name]) => name)),
      ...rows.map((r) => line(columns.map(([, value]) => value(r)))),
      failures.length
        ? `gated targets: FAIL\n  ${failures.join('\n  ')}`
        : `gated targets: PASS (a11y/bp/seo 100 and CLS ${TARGETS.cls} on the best run of every page, the report page included; LCP <= ${TARGETS.lcpRatio}x the bare page's, best run against best run)`,
      reported.length
        ? `speed targets missed by the median run, reported (${speedTargets}):\n  ${reported.join('\n  ')}`
        : `speed targets: all met by the median run (${speedTargets})`,
    ].join('\n'),
    pass: failures.length === 0,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, asserted, misses, benchmarkIndex } = await measure(Number(values.runs));
  const result = report(rows, asserted, misses, benchmarkIndex);
  console.log(result.text);
  if (values.json) {
    writeFileSync(
      values.json,
      JSON.stringify(
        {
          pages: rows,
          targets: TARGETS,
          pass: result.pass,
          asserted,
          reportPageMisses: misses,
          host: { benchmarkIndex },
        },
        null,
        2,
      ),
    );
  }
  if (values.enforce && !result.pass) process.exitCode = 1;
}
