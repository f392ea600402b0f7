// The budgets `npm test` enforces beyond the test suites, measured after them one at a time (so
// nothing competes for the 2 cores): the JavaScript per page, the scoring benchmark, Lighthouse on
// five pages beside a bare one, the load run, a flood of the heaviest query, and the README's first
// command on a fresh clone. Then one table of every figure, the ones the test suites produced
// (tests, golden fixtures, axe) included. Exits 1 when any gated budget is missed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const figuresDir = join(root, 'artifacts', 'figures');

// The caller's environment (npm test puts its pnpm on PATH there), plus a step's own variables.
let baseEnv = process.env;
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...baseEnv, ...env } }).status ?? 1;

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Every vitest report the suites left, as [package folder, report]. */
function vitestReports() {
  const folders = ['apps', 'packages', 'tooling'].flatMap((dir) =>
    readdirSync(join(root, dir)).map((name) => `${dir}/${name}`),
  );
  const reports = [];
  for (const folder of [...folders, 'e2e']) {
    const report = readJson(join(root, folder, 'artifacts', 'vitest.json'));
    if (report) reports.push([folder, report]);
  }
  return reports;
}

const assertions = (reports, filePattern, titlePattern = /./) =>
  reports.flatMap(([, report]) =>
    report.testResults
      .filter((file) => filePattern.test(file.name))
      .flatMap((file) => file.assertionResults.filter((a) => titlePattern.test(a.fullName))),
  );

/** "folder > test name" for each failed test, so the end of a run says which ones failed. */
const failedTests = (reports) =>
  reports.flatMap(([folder, report]) =>
    report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((a) => a.status === 'failed')
        .map((a) => `${folder} > ${a.fullName}`),
    ),
  );

const counted = (list) => ({
  passed: list.filter((a) => a.status === 'passed').length,
  failed: list.filter((a) => a.status === 'failed').length,
});

export function measureBudgets(env = process.env) {
  baseEnv = env;
  mkdirSync(figuresDir, { recursive: true });
  for (const name of [
    'size-limit',
    'scoring',
    'lighthouse',
    'load',
    'abuse',
    'teams',
    'leads',
    'feedback',
    'events',
    'fresh-clone',
  ])
    rmSync(join(figuresDir, `${name}.json`), { force: true });
  const pnpm = (args, env) => run('pnpm', args, env);
  console.log('\n== budgets: JavaScript per page (size-limit)');
  const sizeLimit = spawnSync('pnpm', ['--filter', '@peak/e2e', 'exec', 'size-limit', '--json'], {
    cwd: root,
    env: baseEnv,
    encoding: 'utf8',
  });
  const sizes = sizeLimit.stdout.slice(sizeLimit.stdout.indexOf('['));
  try {
    writeFileSync(join(figuresDir, 'size-limit.json'), JSON.stringify(JSON.parse(sizes), null, 2));
    console.log(sizes);
  } catch {
    console.log(sizeLimit.stdout, sizeLimit.stderr);
  }
  console.log('\n== budgets: scoring benchmark');
  pnpm(['--filter', '@peak/scoring', 'run', 'bench', '--json', join(figuresDir, 'scoring.json')]);
  console.log('\n== budgets: Lighthouse');
  pnpm([
    '--filter',
    '@peak/e2e',
    'run',
    'bench:web',
    '--json',
    join(figuresDir, 'lighthouse.json'),
  ]);
  console.log('\n== budgets: load');
  pnpm(['run', 'verify:load'], {
    LOAD_JSON: join(figuresDir, 'load.json'),
    WEB_DIST: join(root, 'apps', 'web', 'dist', 'client'),
  });
  console.log('\n== budgets: a flood of the heaviest accepted query');
  pnpm(['run', 'bench:abuse'], {
    BENCH_JSON: join(figuresDir, 'abuse.json'),
    WEB_DIST: join(root, 'apps', 'web', 'dist', 'client'),
  });
  console.log('\n== budgets: a team of 2,000 members, its report under 20 readers');
  pnpm(['--filter', '@peak/api', 'run', 'bench:teams', '--json', join(figuresDir, 'teams.json')]);
  console.log('\n== budgets: the leads inbox with 10,000 leads');
  pnpm(['--filter', '@peak/api', 'run', 'bench:leads', '--json', join(figuresDir, 'leads.json')]);
  console.log('\n== budgets: 1,000 raters of 200 360s at once, a 50-rater report under 20 readers');
  pnpm([
    '--filter',
    '@peak/api',
    'run',
    'bench:feedback',
    '--json',
    join(figuresDir, 'feedback.json'),
  ]);
  console.log('\n== budgets: 2,000 funnel events a second from 200 browsers, insights over a year');
  pnpm(['--filter', '@peak/api', 'run', 'bench:events', '--json', join(figuresDir, 'events.json')]);
  console.log('\n== budgets: fresh clone');
  run(process.execPath, [join(root, 'tooling', 'scripts', 'fresh-clone.mjs')]);
}

const check = (load, prefix) => Boolean(load.checks.find((c) => c.name.startsWith(prefix))?.pass);

export function printFigures() {
  const reports = vitestReports();
  const rows = [];
  // A gated row fails the run; an ungated one is reported only (speed on a shared 2-core machine).
  const row = (figure, value, budget, pass, gated = true) =>
    rows.push({ figure, value, budget, pass, gated });

  const tests = reports.reduce(
    (t, [, r]) => ({
      passed: t.passed + (r.numPassedTests ?? 0),
      failed: t.failed + (r.numFailedTests ?? 0),
    }),
    { passed: 0, failed: 0 },
  );
  row('tests', `${tests.passed} passed, ${tests.failed} failed`, 'none failed', tests.failed === 0);

  const fixtureFiles = readdirSync(join(root, 'packages', 'scoring', 'fixtures')).filter((f) =>
    f.endsWith('.json'),
  ).length;
  const golden = counted(assertions(reports, /scoring\/test\/fixtures\.test\.ts$/));
  const stored = counted(
    assertions(reports, /api\/test\/assessment\/assessment\.test\.ts$/, /golden/),
  );
  row(
    'golden fixtures replayed / stored by the API',
    `${fixtureFiles} files: ${golden.passed} checks, ${stored.passed} stored`,
    'unchanged',
    golden.passed > 0 && golden.failed === 0 && stored.passed > 0 && stored.failed === 0,
  );

  const browser = counted(assertions(reports, /\/e2e\/test\//));
  row(
    'browser tests (axe on every page they visit)',
    `${browser.passed} passed, ${browser.failed} failed`,
    '0 violations',
    browser.passed > 0 && browser.failed === 0,
  );

  // size-limit's limits: the targets on the pages hydrated as islands, growth limits elsewhere.
  const sizes = readJson(join(figuresDir, 'size-limit.json'));
  for (const entry of sizes ?? []) {
    const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
    row(
      `JavaScript before interactive ${entry.name} (gzip)`,
      kb(entry.size),
      `<= ${kb(entry.sizeLimit)}`,
      entry.passed,
    );
  }
  if (!sizes) row('JavaScript (size-limit)', 'not measured', 'size-limit', false);

  const scoring = readJson(join(figuresDir, 'scoring.json'));
  const median = scoring?.pipeline?.medianUs;
  // Absolute time is a reading of the host as much as of the code (the same commit measured 40 µs
  // on one machine and 65-110 µs on a slower, busier one): reported. The gate is the ratio to a
  // peer engine timed in the same run on the same inputs.
  row(
    'scoring pipeline median',
    median === undefined ? 'not measured' : `${median.toFixed(2)} µs`,
    '< 50 µs',
    median !== undefined && median < 50,
    false,
  );
  const speedup = scoring?.ruleEvaluation?.ratio?.median;
  row(
    'rule evaluation x json-rules-engine (same run, same inputs)',
    speedup === undefined ? 'not measured' : `${speedup.toFixed(1)}x faster`,
    '>= 10x',
    speedup !== undefined && speedup >= 10,
  );

  const lighthouse = readJson(join(figuresDir, 'lighthouse.json'));
  for (const page of lighthouse?.pages ?? []) {
    const t = lighthouse.targets;
    if (page.path === '/bare') {
      row('Lighthouse bare page LCP (the yardstick)', `${page.lcpMs} ms`, 'none', true);
      continue;
    }
    // The table shows the median run. Gated: what one run decides whatever the host (a11y, best
    // practices, SEO, layout shift: lhci on the best run) and LCP as a multiple of the bare page's,
    // served and measured in the same run. Reported: perf score, TBT and LCP in milliseconds, which
    // Lighthouse derives from the host's own CPU time (see e2e/scripts/lighthouse-budgets.ts).
    const reportShown = page.path.includes('report shown');
    row(
      `Lighthouse ${page.path} a11y bp seo, CLS`,
      `${page.accessibility} ${page['best-practices']} ${page.seo}, ${page.cls}`,
      `100 100 100, ${t.cls}`,
      reportShown ? !lighthouse.reportPageMisses?.length : Boolean(lighthouse.asserted),
    );
    row(
      `Lighthouse ${page.path} LCP x bare (best runs, same run)`,
      `${page.bestLcpRatio ?? page.lcpRatio}x`,
      `<= ${t.lcpRatio}x`,
      (page.bestLcpRatio ?? page.lcpRatio) <= t.lcpRatio,
    );
    row(
      `Lighthouse ${page.path} perf, TBT, LCP (host ${lighthouse.host?.benchmarkIndex ?? '?'})`,
      `${page.performance}, ${page.tbtMs} ms, ${page.lcpMs} ms`,
      `${t.performance}, <= ${t.tbtMs} ms, <= ${t.lcpMs} ms`,
      page.performance >= t.performance && page.tbtMs <= t.tbtMs && page.lcpMs <= t.lcpMs,
      false,
    );
  }
  if (!lighthouse) row('Lighthouse', 'not measured', 'five pages and a bare one', false);

  const load = readJson(join(figuresDir, 'load.json'));
  if (load) {
    row(
      `load: saves/s on ${load.database}`,
      `${load.savesPerSecond}`,
      '>= 500',
      check(load, 'saves/s'),
      false,
    );
    for (const r of load.routes)
      row(
        `load: ${r.kind} p50 / p99`,
        `${r.p50} / ${r.p99} ms`,
        'p99 < 100 ms',
        r.p99 < 100,
        false,
      );
    if (load.normsRatio)
      row(
        'load: saves/s with the norms job / without',
        `${load.normsRatio.with} / ${load.normsRatio.without} = ${load.normsRatio.ratio}`,
        '>= 0.9',
        load.normsRatio.ratio >= 0.9,
        false,
      );
    row('load: 5xx', `${load.fivexx}`, '0', load.fivexx === 0);
    row(
      'load: saves stored / answered',
      `${load.stored} / ${load.answered}`,
      'equal, each once',
      check(load, 'stored'),
    );
    row(
      'load: graceful stop',
      check(load, 'graceful') ? 'exit 0' : 'failed',
      'exit 0',
      check(load, 'graceful'),
    );
  } else row('load', 'not measured', 'verify:load', false);

  // Latency under a flood is a speed figure on a shared machine: reported, not gated.
  const abuse = readJson(join(figuresDir, 'abuse.json'));
  if (abuse) {
    for (const [page, key] of [
      ['/', 'home'],
      ['/api/posts?limit=1', 'posts'],
    ])
      row(
        `flood of heaviest query: ${page} median`,
        `${abuse.loaded[key].toFixed(1)} ms (${abuse.ratio[key].toFixed(2)}x idle)`,
        '<= 3x idle',
        abuse.ratio[key] <= 3,
        false,
      );
  } else row('flood of heaviest query', 'not measured', 'bench:abuse', false, false);

  // The team report's latency is a speed figure too: reported; that every read answered is gated.
  const teams = readJson(join(figuresDir, 'teams.json'));
  if (teams) {
    row(
      `team report, ${teams.members} members, 20 readers (PostgreSQL): p99`,
      `${teams.team.p99} ms (${teams.team.rps} req/s)`,
      `< ${teams.target} ms`,
      teams.team.p99 < teams.target,
      false,
    );
    row('team report: failed reads', `${teams.team.errors}`, '0', teams.team.errors === 0);
  } else row('team report under 20 readers', 'not measured', 'bench:teams', false, false);

  // The inbox's latency is reported like the team report's; that every read answered is gated.
  const leads = readJson(join(figuresDir, 'leads.json'));
  if (leads) {
    row(
      `leads inbox, ${leads.leads} leads, ${leads.connections} staff at once (PostgreSQL): worst p99`,
      `${leads.worst} ms`,
      `< ${leads.target} ms`,
      leads.worst < leads.target,
      false,
    );
    row('leads inbox: failed reads', `${leads.errors}`, '0', leads.errors === 0);
  } else row('leads inbox', 'not measured', 'bench:leads', false, false);

  // The 360's latencies are speed figures like the team report's: reported; that every rater's
  // save and submit answered and was kept, each once in whole batches, and every read answered is
  // gated.
  const feedback = readJson(join(figuresDir, 'feedback.json'));
  if (feedback) {
    const { rating, report } = feedback;
    const { paced, floor } = feedback;
    row(
      `360: ${feedback.raters} raters of ${feedback.open} 360s at once (PostgreSQL): PUT / submit p99`,
      `${rating.put.p99} / ${rating.submit.p99} ms (${rating.rps} req/s; the same burst to routes that do nothing: ${floor?.p99 ?? '?'} ms)`,
      `< ${rating.target} ms`,
      rating.p99 < rating.target,
      false,
    );
    if (paced)
      row(
        `360: ${feedback.raters} more raters over ${paced.overMs / 1000} s (PostgreSQL): PUT / submit p99`,
        `${paced.put.p99} / ${paced.submit.p99} ms`,
        `< ${paced.target} ms`,
        paced.pass,
        false,
      );
    row(
      '360: submits kept / raters, 360s with whole batches, failed requests',
      `${rating.stored} / ${feedback.raters}, ${rating.consistent} / ${feedback.open}, ${rating.failed}${paced ? `; paced ${paced.stored}, ${paced.consistent}, ${paced.failed}` : ''}`,
      'all, each once; all; 0',
      rating.nothingLost && (paced?.nothingLost ?? true),
    );
    row(
      `360 report, ${report.raters} raters, ${report.connections} readers (PostgreSQL): p99`,
      `${report.p99} ms (${report.rps} req/s)`,
      `< ${report.target} ms`,
      report.p99 < report.target,
      false,
    );
    row('360 report: failed reads', `${report.errors}`, '0', report.errors === 0);
  } else row('360s under 1,000 raters at once', 'not measured', 'bench:feedback', false, false);

  // The funnel's latencies are speed figures: reported; that every batch answered and the totals
  // written equal what was sent is gated.
  const events = readJson(join(figuresDir, 'events.json'));
  if (events) {
    const { ingest, floor, insights } = events;
    row(
      `funnel: ${events.clients} browsers, ${ingest.eventsPerSecond} events/s for ${events.seconds} s (PostgreSQL): p99`,
      `${ingest.p99} ms (${ingest.requestsPerSecond} req/s; the same pace to a route that does nothing: ${floor.p99} ms)`,
      `< ${ingest.target} ms`,
      ingest.p99 < ingest.target,
      false,
    );
    row(
      'funnel: aggregates exact, failed requests',
      `${ingest.exact ? 'yes' : 'no'} (${ingest.storedTotal} / ${ingest.sentTotal}), ${ingest.failed}`,
      'yes, 0',
      ingest.exact && ingest.failed === 0,
    );
    row(
      `staff insights, a year of ${insights.visitors} visitors (${insights.rows} rows), ${insights.connections} connections: p99`,
      `${insights.p99} ms (${insights.rps} req/s)`,
      `< ${insights.target} ms`,
      insights.p99 < insights.target,
      false,
    );
    row(
      'staff insights: totals as seeded, failed reads',
      `${insights.totalsMatch ? 'yes' : 'no'}, ${insights.errors}`,
      'yes, 0',
      insights.totalsMatch && insights.errors === 0,
    );
  } else row('funnel events and insights', 'not measured', 'bench:events', false, false);

  const fresh = readJson(join(figuresDir, 'fresh-clone.json'));
  row(
    'fresh clone: npm start, empty HOME',
    fresh?.pass ? `served in ${fresh.secondsToServe} s` : (fresh?.error ?? 'not run'),
    '/, /blog, /assessment/take',
    Boolean(fresh?.pass),
  );

  const width = (key, min) => Math.max(min, ...rows.map((r) => String(r[key]).length));
  const [wf, wv, wb] = [width('figure', 6), width('value', 5), width('budget', 6)];
  const line = (f, v, b, p) => `${f.padEnd(wf)}  ${v.padEnd(wv)}  ${b.padEnd(wb)}  ${p}`;
  console.log(`\n${line('figure', 'value', 'budget', 'result')}`);
  const verdict = (r) => (r.pass ? 'PASS' : r.gated ? 'FAIL' : 'MISSED (reported, not gated)');
  for (const r of rows) console.log(line(r.figure, String(r.value), r.budget, verdict(r)));
  for (const name of failedTests(reports)) console.log(`failed test: ${name}`);
  const failed = rows.filter((r) => !r.pass && r.gated).length;
  const missed = rows.filter((r) => !r.pass && !r.gated).length;
  console.log(
    `\nbudgets: ${failed ? `${failed} failed` : 'every gated budget met'}${missed ? `; ${missed} speed figure(s) below target, reported` : ''}`,
  );
  return failed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] !== '--print') measureBudgets();
  process.exitCode = printFigures() > 0 ? 1 : 0;
}
