#!/usr/bin/env node
// The README's two commands (`npm start`, `npm test`) land here. A fresh machine has only Node.js
// and npm, so this script brings pnpm (pinned in package.json), installs the workspace and then
// hands over to pnpm. It uses nothing but Node's standard library (the test kit's loopback helper,
// tooling/testkit/src/net.mjs, is plain Node too).
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answers as tcpAnswers } from '../testkit/src/net.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager; // pnpm@x.y.z
const pinnedVersion = pinned.split('@')[1];

const env = {
  ...process.env,
  COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
  COREPACK_INTEGRITY_KEYS: '0',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  CLERK_TELEMETRY_DISABLED: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
};

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function answers(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, env, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The first way of running the pinned pnpm that works on this machine. */
function findPnpm() {
  const candidates = [
    ['pnpm', []],
    ['corepack', ['pnpm']],
    ['npx', ['-y', pinned]],
  ];
  for (const [cmd, prefix] of candidates) {
    if (answers(cmd, [...prefix, '--version']) === pinnedVersion) return [cmd, prefix];
  }
  throw new Error(`could not run ${pinned} through pnpm, corepack or npx`);
}

/**
 * Puts a `pnpm` on PATH for this process and its children (turbo looks the binary up by name),
 * backed by whichever way of running the pinned version works here.
 */
function providePnpm() {
  const [cmd, prefix] = findPnpm();
  if (cmd === 'pnpm') return;
  const dir = join(tmpdir(), `pnpm-shim-${pinnedVersion}`);
  mkdirSync(dir, { recursive: true });
  const shim = join(dir, 'pnpm');
  const quoted = [cmd, ...prefix].map((part) => `'${part}'`).join(' ');
  writeFileSync(shim, `#!/bin/sh\nexec ${quoted} "$@"\n`);
  chmodSync(shim, 0o755);
  env.PATH = `${dir}${delimiter}${env.PATH ?? ''}`;
}

const pnpm = (args) => run('pnpm', args);

/** The workspace's package folders (as pnpm-workspace.yaml lists them), from the root. */
function packageDirs() {
  const dirs = [];
  for (const group of ['apps', 'packages', 'tooling']) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base)) dirs.push(join(base, name));
  }
  return [...dirs, join(root, 'e2e')];
}

/** Sums the JSON reports each vitest run leaves in artifacts/ into one closing line. */
function printTotals() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const dir of packageDirs()) {
    const report = join(dir, 'artifacts', 'vitest.json');
    if (!existsSync(report)) continue;
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests ?? 0;
    failed += json.numFailedTests ?? 0;
    skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  }
  console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  return failed;
}

function clearReports() {
  for (const dir of packageDirs()) rmSync(join(dir, 'artifacts', 'vitest.json'), { force: true });
}

/** Whether a PostgreSQL server answers on the usual local port (CI machines run one). */
const postgresAnswers = () => tcpAnswers('127.0.0.1', 5432);

const command = process.argv[2];
providePnpm();
const install = () => pnpm(['install', '--frozen-lockfile', '--prefer-offline']);

if (command === 'test') {
  // The suites run on PGlite always, and on PostgreSQL too when a server is there.
  if (!env.DATABASE_URL && (await postgresAnswers())) {
    env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
    console.log(
      'PostgreSQL answers on 127.0.0.1:5432: the database suites run on it as well as on PGlite.',
    );
  }
  let status = install();
  if (status === 0) {
    clearReports();
    mkdirSync(join(root, 'artifacts'), { recursive: true });
    const lint = pnpm(['run', 'lint']);
    const checks = pnpm([
      'exec',
      'turbo',
      'run',
      'typecheck',
      'test',
      '--concurrency=1',
      '--log-order=grouped',
      // Every suite runs to its end, so one failure never hides the others' results.
      '--continue',
    ]);
    const failed = printTotals();
    // The benchmarks and budgets run after the suites, alone on the machine, then one table.
    const { measureBudgets, printFigures } = await import('./budgets.mjs');
    measureBudgets(env);
    const missed = printFigures();
    printTotals();
    status = lint || checks || (failed > 0 || missed > 0 ? 1 : 0);
  }
  process.exit(status);
} else if (command === 'start') {
  let status = install();
  if (status === 0) status = pnpm(['exec', 'turbo', 'run', 'build', '--filter=@peak/web...']);
  // The API serves the built site and itself on one origin (PORT, default 3000).
  if (status === 0) status = pnpm(['--filter', '@peak/api', 'run', 'start']);
  process.exit(status);
} else if (command === 'cms') {
  // The content service with its admin (apps/cms), optional: the site runs without it.
  let status = install();
  if (status === 0) status = pnpm(['--filter', '@peak/cms', 'run', 'start']);
  process.exit(status);
} else {
  console.error('usage: node tooling/scripts/entry.mjs <start|test|cms>');
  process.exit(2);
}
