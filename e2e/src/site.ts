// Starts the real site for browser tests: the API process serving the built web app, started as
// `pnpm start` starts it (serverArgs), on a free loopback port, with a throwaway PGlite database.
// Stops it (SIGTERM) when the tests are done.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverArgs } from '@peak/api/launch';
import { startServer } from '@peak/testkit';
import { REPO_ROOT } from './paths';

export interface RunningSite {
  url: string;
  stop: () => Promise<void>;
}

export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-data-'));
  const server = await startServer({
    args: serverArgs(),
    cwd: join(REPO_ROOT, 'apps/api'),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    name: 'the site',
    pollMs: 250,
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
