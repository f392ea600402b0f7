// The README's first command as a newcomer runs it: clones the committed repository into a
// temporary folder and runs `npm start` there with an empty HOME and no pnpm on PATH (corepack
// fetches the pinned one), waits for the site on its port, and fetches /, /blog and
// /assessment/take. Writes its figures to artifacts/figures/fresh-clone.json; exits 1 on failure.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../testkit/src/net.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const START_TIMEOUT_MS = 15 * 60_000;
const PAGES = [
  ['/', 'Peak Partners'],
  ['/blog', 'Blog'],
  ['/assessment/take', 'Prioritization Self-Assessment'],
];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'fresh-clone-'));
  const repo = join(work, 'repo');
  const home = join(work, 'home');
  mkdirSync(home);
  const clone = spawnSync('git', ['clone', '--quiet', root, repo], { stdio: 'inherit' });
  if (clone.status !== 0) throw new Error('git clone failed');

  const port = await freePort();
  // Only the system's own folders and Node's: no pnpm, no user configuration, no caches.
  const env = {
    PATH: [dirname(process.execPath), '/usr/local/bin', '/usr/bin', '/bin'].join(':'),
    HOME: home,
    PORT: String(port),
    HOST: '127.0.0.1',
    LANG: 'C.UTF-8',
  };
  const which = spawnSync('sh', ['-c', 'command -v pnpm'], { env, encoding: 'utf8' });
  if (which.stdout.trim()) throw new Error(`pnpm is on the clean PATH: ${which.stdout.trim()}`);

  const started = Date.now();
  const child = spawn('npm', ['start'], { cwd: repo, env, stdio: 'inherit', detached: true });
  let exited = null;
  child.once('exit', (code) => {
    exited = code;
  });
  const url = `http://127.0.0.1:${port}`;
  const figures = { port, pages: [] };
  try {
    while (true) {
      if (exited !== null) throw new Error(`npm start exited with code ${exited} before serving`);
      if (Date.now() - started > START_TIMEOUT_MS)
        throw new Error('the site did not answer in time');
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await sleep(1000);
    }
    figures.secondsToServe = Math.round((Date.now() - started) / 1000);
    for (const [path, text] of PAGES) {
      const response = await fetch(url + path);
      const body = await response.text();
      const ok = response.status === 200 && body.includes(text);
      figures.pages.push({ path, status: response.status, ok });
      if (!ok) throw new Error(`${path} answered ${response.status} without "${text}"`);
    }
    figures.pass = true;
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await sleep(500);
    rmSync(work, { recursive: true, force: true });
  }
  return figures;
}

const out = join(root, 'artifacts', 'figures');
mkdirSync(out, { recursive: true });
try {
  const figures = await main();
  writeFileSync(join(out, 'fresh-clone.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.log(
    `fresh clone: npm start served in ${figures.secondsToServe} s; ${figures.pages.map((p) => `${p.path} ${p.status}`).join(', ')}: PASS`,
  );
} catch (error) {
  writeFileSync(
    join(out, 'fresh-clone.json'),
    `${JSON.stringify({ pass: false, error: String(error?.message ?? error) }, null, 2)}\n`,
  );
  console.error(`fresh clone: FAIL: ${error?.message ?? error}`);
  process.exitCode = 1;
}
