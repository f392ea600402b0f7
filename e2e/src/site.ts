// Starts the real site for browser tests: the API process serving the built web app, started as
// `pnpm start` starts it (serverArgs), on a free loopback port, with a throwaway PGlite database.
// Stops it (SIGTERM) when the tests are done; a test may keep the data and start it again on them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverArgs } from '@peak/api/launch';
import { startServer } from '@peak/testkit';
import { REPO_ROOT } from './paths';

export interface RunningSite {
  url: string;
  /** The site's data directory (its PGlite database is under `pglite/`). */
  dataDir: string;
  stop: () => Promise<void>;
}

export interface SiteOptions {
  /**
   * Start on this data directory and keep it when stopped (the caller removes it): a test that
   * changes the database while the site is stopped starts it again on the same data.
   */
  dataDir?: string;
  /** Listen on this port (default: a free one): for a peer that must know the site's address first. */
  port?: number;
}

export async function startSite(
  env: Record<string, string> = {},
  options: SiteOptions = {},
): Promise<RunningSite> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'site-data-'));
  const cleanUp = () => {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const server = await startServer({
    args: serverArgs(),
    cwd: join(REPO_ROOT, 'apps/api'),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    name: 'the site',
    pollMs: 250,
    ...(options.port ? { port: options.port } : {}),
  }).catch((error: unknown) => {
    cleanUp();
    throw error;
  });
  return {
    url: server.url,
    dataDir,
    stop: async () => {
      await server.stop();
      cleanUp();
    },
  };
}
