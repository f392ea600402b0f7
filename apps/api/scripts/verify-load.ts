// pnpm verify:load: the production server (a child process, NODE_ENV=production) under a mixed load
// on loopback: 50 signed-in users saving complete assessments at once, with article pages, filtered
// post lists and story requests alongside. Every save answered 2xx is then looked up in the database.
// The run lifts the rate limits and save quotas (load/server.ts): 50 accounts on one loopback
// address saving flat out is far beyond what RATE_LIMIT_SAVES allows one person or one address.
//   LOAD_SECONDS=30 tsx apps/api/scripts/verify-load.ts      (WEB_DIST=<built client> skips the build;
//   LOAD_JSON=<file> also writes the figures as JSON)
// Targets: >= 500 saves/s (on PostgreSQL), p99 < 100 ms on every route kind, zero 5xx, and the stored
// rows equal the answered saves, each once, with the rawOverallScore the golden fixture expects.
// A save is idempotent per account (the same answers, times, role and content version answer the
// row stored first), so every save of the load is a result of its own: its fixture's answers with
// times of its own (every answer on screen 4 s + the save's sequence number in ms), as people who
// answer alike still take their own time. After the window, each user's first save is sent again,
// twice at once: it must answer 200 with the id it was first given, and store nothing.
// The load runs twice, each time on a database and a server of their own: without the norms job
// (nothing reads the norms, so it never runs), then with it (NORMS_REFRESH_MS=1000 and GET
// /api/norms read alongside), and the report quotes both phases' saves per second and their ratio
// (the aim: with norms >= 0.9 x without; printed, not gated). LOAD_NORMS=off or on runs one phase.
// The steps live in ./load: the site, the database, the server, the accounts, the saves and the
// rest of the traffic, the figures, the verdict and the report.
import { LOCAL_POSTGRES_URL } from '@peak/testkit/postgres';
import { seedAccounts } from './load/accounts';
import { createDatabase } from './load/database';
import { tableRows } from './load/figures';
import { completeFixtures, type Fixture } from './load/fixtures';
import { checkStored, judgeTargets } from './load/judge';
import { Leftovers, makeWorkDir } from './load/leftovers';
import { NORMS_ENV, type PhaseName } from './load/plan';
import {
  type PhaseFigures,
  printHeader,
  printLoadNotes,
  printNormsComparison,
  printSaves,
  printTable,
  printVerdict,
  writeFigures,
} from './load/report';
import { replaySaves, type Saves, saveBodies, saveClients } from './load/saves';
import { checkRoutes, startProductionServer } from './load/server';
import { webDist } from './load/site';
import { pacedRequests, runLoad, warmUp } from './load/traffic';

const SECONDS = Number(process.env.LOAD_SECONDS ?? '30');
if (!Number.isFinite(SECONDS) || SECONDS < 1 || SECONDS > 600)
  throw new Error('LOAD_SECONDS must be a number of seconds from 1 to 600');
const ADMIN_URL = process.env.DATABASE_URL || LOCAL_POSTGRES_URL;
// LOAD_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load.
const SERVER_NODE_ARGS = (process.env.LOAD_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const PHASES: Record<string, PhaseName[]> = {
  both: ['without norms', 'with norms'],
  off: ['without norms'],
  on: ['with norms'],
};
const phases = PHASES[process.env.LOAD_NORMS ?? 'both'];
if (!phases) throw new Error('LOAD_NORMS must be both, off or on');

/** One phase: a database and a server of its own, the load, then the database read back. */
async function runPhase(
  phase: PhaseName,
  leftovers: Leftovers,
  fixtures: Fixture[],
  web: string,
): Promise<PhaseFigures & { pass: boolean }> {
  const norms = phase === 'with norms';
  const work = makeWorkDir(leftovers);
  const store = await createDatabase(leftovers, ADMIN_URL);
  leftovers.server = await startProductionServer(
    work,
    store,
    web,
    SERVER_NODE_ARGS,
    norms ? NORMS_ENV : {},
  );
  const { url } = leftovers.server;
  const content = await checkRoutes(url);
  const cookies = await seedAccounts(url);
  printHeader(phase, store, fixtures, work.logFile, SECONDS);

  const saves: Saves = { saved: [], badSaveBodies: 0, lastSaveAt: 0 };
  const saveBody = saveBodies(fixtures, content);
  const setupSaveClient = saveClients(cookies, saveBody, saves);
  const requests = pacedRequests(content, fixtures, norms);
  const warm = await warmUp(url, setupSaveClient, requests);
  const load = await runLoad(url, setupSaveClient, requests, saves, SECONDS);
  const replays = await replaySaves(url, cookies, saveBody, saves.saved);
  const exitCode = await leftovers.stopServer();
  leftovers.server = undefined;

  const rows = tableRows(load, SECONDS);
  const stored = await checkStored(store, work, saves.saved, fixtures);
  printTable(rows, load.saveSeconds);
  printLoadNotes(warm, load);
  printSaves(warm, load, saves, stored, exitCode);
  const judged = judgeTargets(store, rows, warm, load, saves, stored, replays, exitCode);
  const pass = printVerdict(judged.checks, work);
  return { phase, store, rows, warm, load, stored, judged, pass };
}

async function main(): Promise<boolean> {
  const leftovers = new Leftovers();
  process.once('SIGINT', () => {
    void leftovers.clear().finally(() => process.exit(130));
  });
  try {
    const fixtures = completeFixtures();
    const web = await webDist(leftovers, process.env.WEB_DIST);
    const outcomes: Array<PhaseFigures & { pass: boolean }> = [];
    for (const phase of phases ?? [])
      outcomes.push(await runPhase(phase, leftovers, fixtures, web));
    const [without, withNorms] = outcomes;
    if (without && withNorms) printNormsComparison(without, withNorms);
    if (process.env.LOAD_JSON) writeFigures(process.env.LOAD_JSON, SECONDS, outcomes);
    const pass = outcomes.every((o) => o.pass);
    if (outcomes.length > 1) console.log(`\n${pass ? 'PASS' : 'FAIL'} (every phase)`);
    return pass;
  } finally {
    await leftovers.clear();
  }
}

main().then(
  (pass) => process.exit(pass ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
