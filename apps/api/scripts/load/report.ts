// What the run prints, and the figures it writes for the budgets table (LOAD_JSON).
import { writeFileSync } from 'node:fs';
import type { Store } from './database';
import { type Row, saveCounts } from './figures';
import type { Fixture } from './fixtures';
import type { Check, Judged, Stored } from './judge';
import type { WorkDir } from './leftovers';
import { NORMS_ENV, PACED, type PhaseName, USERS } from './plan';
import type { Saves } from './saves';
import type { Load, WarmUp } from './traffic';

export function printHeader(
  phase: PhaseName,
  store: Store,
  fixtures: Fixture[],
  logFile: string,
  seconds: number,
) {
  const norms =
    phase === 'with norms'
      ? `the norms job on (NORMS_REFRESH_MS=${NORMS_ENV.NORMS_REFRESH_MS}, GET /api/norms at ${PACED.norms.rate}/s)`
      : 'the norms job off (nothing reads the norms)';
  console.log(
    `\n== verify:load ${phase}: production server on ${store.name}, ${seconds} s, ${USERS} users saving at once, ${norms}, loopback, node ${process.version}`,
  );
  console.log(
    `  answer sets: ${fixtures.length} complete golden fixtures (${fixtures.map((f) => f.rawOverallScore).join(', ')}); server log: ${logFile}`,
  );
}

export function printTable(rows: Row[], saveSeconds: number) {
  const pad = (v: string | number, n: number) => String(v).padStart(n);
  console.log(
    `\n${'route kind'.padEnd(20)}${pad('conns', 6)}${pad('pace', 13)}${pad('requests', 10)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('2xx', 8)}${pad('4xx', 6)}${pad('5xx', 6)}${pad('errors', 8)}`,
  );
  for (const r of rows)
    console.log(
      `${r.kind.padEnd(20)}${pad(r.connections, 6)}${pad(r.pace, 13)}${pad(r.requests, 10)}${pad(r.rps, 8)}${pad(r.p50, 8)}${pad(r.p99, 8)}${pad(r.s2xx, 8)}${pad(r.s4xx, 6)}${pad(r.s5xx, 6)}${pad(r.errors, 8)}`,
    );
  const total = rows.reduce((sum, r) => sum + r.requests, 0);
  console.log(
    `${'all'.padEnd(20)}${pad(
      rows.reduce((s, r) => s + r.connections, 0),
      6,
    )}${pad('', 13)}${pad(total, 10)}${pad(Math.round(total / saveSeconds), 8)}`,
  );
}

export function printLoadNotes(warm: WarmUp, load: Load) {
  console.log(
    `warm-up before the window (not in the figures above): ${warm.saves['2xx']} saves and ${warm.others['2xx']} other requests answered 2xx, ${warm.saves['5xx'] + warm.others['5xx']} 5xx`,
  );
  console.log(
    `each user keeps one save in flight (a closed loop), so the mean save latency is ${USERS} / (saves per s); load generator event-loop delay p99 ${load.loopDelayP99Ms.toFixed(1)} ms`,
  );
}

export function printSaves(
  warm: WarmUp,
  load: Load,
  saves: Saves,
  stored: Stored,
  exitCode: number | null,
) {
  const { savesPerSecond, answered2xx } = saveCounts(warm, load);
  console.log(
    `\nsaves: ${load.save['2xx']} answered 2xx in ${load.saveSeconds.toFixed(1)} s (${savesPerSecond}/s), ${answered2xx} with the warm-up; ${saves.saved.length} with an id, ${stored.stored} rows stored; missing ${stored.missing}, duplicated ${stored.duplicated}, wrong rawOverallScore ${stored.wrongScore}, wrong user ${stored.wrongUser}, unreadable bodies ${saves.badSaveBodies}`,
  );
  console.log(`server: SIGTERM after the load, exited with ${exitCode}`);
}

/** What one phase of the run measured and judged. */
export interface PhaseFigures {
  phase: PhaseName;
  store: Store;
  rows: Row[];
  warm: WarmUp;
  load: Load;
  stored: Stored;
  judged: Judged;
}

const phaseFigures = (seconds: number, p: PhaseFigures) => {
  const { savesPerSecond, answered2xx } = saveCounts(p.warm, p.load);
  return {
    database: p.store.onPostgres ? 'postgres' : 'pglite',
    seconds,
    savesPerSecond,
    routes: p.rows.map(({ kind, rps, p50, p99, s5xx }) => ({ kind, rps, p50, p99, s5xx })),
    answered: answered2xx,
    stored: p.stored.stored,
    fivexx: p.judged.fivexx,
    checks: p.judged.checks,
    pass: p.judged.checks.every((c) => c.pass),
  };
};

/** Saves per second with the norms job over without it: the issue asks for at least 0.9. */
export function normsRatio(without: PhaseFigures, withNorms: PhaseFigures) {
  const off = saveCounts(without.warm, without.load).savesPerSecond;
  const on = saveCounts(withNorms.warm, withNorms.load).savesPerSecond;
  return { without: off, with: on, ratio: off > 0 ? Math.round((100 * on) / off) / 100 : 0 };
}

/** Both phases' saves per second, and their ratio (reported, not gated: one host, two windows). */
export function printNormsComparison(without: PhaseFigures, withNorms: PhaseFigures) {
  const r = normsRatio(without, withNorms);
  console.log(
    `\n== norms: saves/s without the norms job ${r.without}, with it ${r.with} (NORMS_REFRESH_MS=${NORMS_ENV.NORMS_REFRESH_MS}, GET /api/norms at ${PACED.norms.rate}/s): ratio ${r.ratio.toFixed(2)} (the aim: >= 0.90)`,
  );
}

/**
 * The figures for the budgets table, written as JSON to `file`: the first phase's at the top level
 * (as before there were phases), the phase with norms and the ratio under `norms`, and every
 * phase's checks in `checks` and `pass`.
 */
export function writeFigures(file: string, seconds: number, phases: PhaseFigures[]) {
  const [first, ...rest] = phases;
  if (!first) return;
  const withNorms = phases.find((p) => p.phase === 'with norms');
  const without = phases.find((p) => p.phase === 'without norms');
  const checks = phases.flatMap((p) =>
    p.judged.checks.map((c) => (p === first ? c : { ...c, name: `${p.phase}: ${c.name}` })),
  );
  const figures = {
    ...phaseFigures(seconds, first),
    phase: first.phase,
    checks,
    pass: checks.every((c) => c.pass),
    ...(withNorms && rest.length > 0 ? { norms: phaseFigures(seconds, withNorms) } : {}),
    ...(withNorms && without ? { normsRatio: normsRatio(without, withNorms) } : {}),
  };
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
}

/** Prints each target's verdict and the run's; a failed run keeps its server log. */
export function printVerdict(checks: Check[], work: WorkDir): boolean {
  console.log('\ntargets');
  for (const c of checks) console.log(`  ${c.pass ? 'PASS' : 'FAIL'}  ${c.name}: ${c.detail}`);
  const pass = checks.every((c) => c.pass);
  if (!pass) {
    work.keep = true;
    console.log(`\nthe server log is kept in ${work.logFile}`);
  }
  console.log(`\n${pass ? 'PASS' : 'FAIL'}`);
  return pass;
}
