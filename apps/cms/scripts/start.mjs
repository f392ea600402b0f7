// `pnpm cms`: builds the admin when its sources changed since the last build, then serves the CMS
// (its admin at /admin, its REST API at /api) on CMS_PORT (default 3100).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const app = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.CMS_PORT ?? '3100';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** The newest modification time under a path (a file, or a folder walked whole). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), 0);
}

const inputs = [
  'src',
  'next.config.mjs',
  'package.json',
  '../../packages/content/src',
  '../../packages/cms-config/src',
];
const built = join(app, '.next', 'BUILD_ID');
const stale = !existsSync(built) || inputs.some((p) => newest(join(app, p)) > newest(built));

const NEXT = join(app, 'node_modules', 'next', 'dist', 'bin', 'next');
const next = (args) =>
  spawnSync(process.execPath, [NEXT, ...args], { cwd: app, env, stdio: 'inherit' }).status ?? 1;

if (stale) {
  console.log('Building the CMS admin (about two minutes on two cores)...');
  const status = next(['build']);
  if (status !== 0) process.exit(status);
}

const origin = `http://localhost:${port}`;
console.log(`
The CMS answers on ${origin}
  Admin:     ${origin}/admin   (on the first visit it asks you to create the first user)
  REST API:  ${origin}/api
  The site's API key:  pnpm --filter @peak/cms api-key
  Run the site against it:  CMS_URL=${origin} CMS_API_TOKEN=<that key> npm start
Content is kept in ${process.env.DATABASE_URI ? 'PostgreSQL (DATABASE_URI)' : `${resolve(app, process.env.CMS_DATA_DIR ?? '.data')} (SQLite)`}.
`);
// The server runs as a child: a stop sent to this script is passed on to it.
const server = spawn(process.execPath, [NEXT, 'start', '--port', port], {
  cwd: app,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
