// What the run prints, and the figures it writes for the budgets table (LOAD_JSON).
import { writeFileSync } from 'node:fs';
import type { Store } from './database';
import { type Row, saveCounts } from './figures';
import type { Fixture } from './fixtures';
import type { Check, Judged, Stored } from './judge';
import type { WorkDir } from './leftovers';
import { USERS } from './plan';
import type { Saves } from './saves';
import type { Load, WarmUp } from './traffic';

export function printHeader(store: Store, fixtures: Fixture[], logFile: string, seconds: number) {
  console.log(
    `verify:load: production server on ${store.name}, ${seconds} s, ${USERS} users saving at once, loopback, node ${process.version}`,
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

/** The figures for the budgets table, written as JSON to `file`. */
export function writeFigures(
  file: string,
  seconds: number,
  store: Store,
  rows: Row[],
  warm: WarmUp,
  load: Load,
  stored: Stored,
  judged: Judged,
) {
  const { savesPerSecond, answered2xx } = saveCounts(warm, load);
  const figures = {
    database: store.onPostgres ? 'postgres' : 'pglite',
    seconds,
    savesPerSecond,
    routes: rows.map(({ kind, rps, p50, p99, s5xx }) => ({ kind, rps, p50, p99, s5xx })),
    answered: answered2xx,
    stored: stored.stored,
    fivexx: judged.fivexx,
    checks: judged.checks,
    pass: judged.checks.every((c) => c.pass),
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
