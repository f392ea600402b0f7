// pnpm verify:load: the production server (a child process, NODE_ENV=production) under a mixed load
// on loopback: 50 signed-in users saving complete assessments at once, with article pages, filtered
// post lists and story requests alongside. Every save answered 2xx is then looked up in the database.
//   LOAD_SECONDS=30 tsx apps/api/scripts/verify-load.ts      (WEB_DIST=<built client> skips the build;
//   LOAD_JSON=<file> also writes the figures as JSON)
// Targets: >= 500 saves/s (on PostgreSQL), p99 < 100 ms on every route kind, zero 5xx, and the stored
// rows equal the answered saves, each once, with the rawOverallScore the golden fixture expects.
// A save is idempotent per account (the same answers, times, role and content version answer the
// row stored first), so every save of the load is a result of its own: its fixture's answers with
// times of its own (every answer on screen 4 s + the save's sequence number in ms), as people who
// answer alike still take their own time. After the window, each user's first save is sent again,
// twice at once: it must answer 200 with the id it was first given, and store nothing.
// The steps live in ./load: the site, the database, the server, the accounts, the saves and the
// rest of the traffic, the figures, the verdict and the report.
import { LOCAL_POSTGRES_URL } from '@peak/testkit/postgres';
import { seedAccounts } from './load/accounts';
import { createDatabase } from './load/database';
import { tableRows } from './load/figures';
import { completeFixtures } from './load/fixtures';
import { checkStored, judgeTargets } from './load/judge';
import { Leftovers, makeWorkDir } from './load/leftovers';
import {
  printHeader,
  printLoadNotes,
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

async function main(): Promise<boolean> {
  const leftovers = new Leftovers();
  process.once('SIGINT', () => {
    void leftovers.clear().finally(() => process.exit(130));
  });
  try {
    const fixtures = completeFixtures();
    const work = makeWorkDir(leftovers);
    const store = await createDatabase(leftovers, ADMIN_URL);
    const web = await webDist(leftovers, process.env.WEB_DIST);
    leftovers.server = await startProductionServer(work, store, web, SERVER_NODE_ARGS);
    const { url } = leftovers.server;
    const content = await checkRoutes(url);
    const cookies = await seedAccounts(url);
    printHeader(store, fixtures, work.logFile, SECONDS);

    const saves: Saves = { saved: [], badSaveBodies: 0, lastSaveAt: 0 };
    const saveBody = saveBodies(fixtures, content);
    const setupSaveClient = saveClients(cookies, saveBody, saves);
    const requests = pacedRequests(content, fixtures);
    const warm = await warmUp(url, setupSaveClient, requests);
    const load = await runLoad(url, setupSaveClient, requests, saves, SECONDS);
    const replays = await replaySaves(url, cookies, saveBody, saves.saved);
    const exitCode = await leftovers.stopServer();

    const rows = tableRows(load, SECONDS);
    const stored = await checkStored(store, work, saves.saved, fixtures);
    printTable(rows, load.saveSeconds);
    printLoadNotes(warm, load);
    printSaves(warm, load, saves, stored, exitCode);
    const judged = judgeTargets(store, rows, warm, load, saves, stored, replays, exitCode);
    if (process.env.LOAD_JSON)
      writeFigures(process.env.LOAD_JSON, SECONDS, store, rows, warm, load, stored, judged);
    return printVerdict(judged.checks, work);
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
