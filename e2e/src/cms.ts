// Starts the CMS (apps/cms) as `npm run cms` does: its start script builds the admin when its sources
// changed since the last build, then serves it; here on a free port and a throwaway SQLite folder.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer } from '@peak/testkit';
import { ARTIFACTS_DIR } from './artifacts';
import { REPO_ROOT } from './paths';

const CMS_DIR = join(REPO_ROOT, 'apps/cms');

export interface RunningCms {
  url: string;
  /**
   * Makes the site's API key as `pnpm --filter @peak/cms api-key` does (a reader's): after the first
   * user, since the admin offers to create the first user only while there is no user at all.
   */
  makeApiKey: () => string;
  stop: () => Promise<void>;
}

export async function startCms(env: Record<string, string> = {}): Promise<RunningCms> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cms-data-'));
  const port = await freePort();
  const cmsEnv = {
    ...process.env,
    CMS_DATA_DIR: dataDir,
    CMS_PORT: String(port),
    NEXT_TELEMETRY_DISABLED: '1',
    ...env,
  };
  const server = await startServer({
    port,
    args: ['scripts/start.mjs'],
    cwd: CMS_DIR,
    env: cmsEnv,
    readyPath: '/api/posts?limit=1',
    // A first build of the admin takes about two minutes on two cores.
    timeoutMs: 300_000,
    logFile: join(ARTIFACTS_DIR, 'cms.log'),
    name: 'the CMS',
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  /** Runs the README's api-key command once: what it printed, or why it failed. */
  const runApiKeyScript = (): { printed: string } | { failure: string } => {
    try {
      const printed = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/api-key.ts'], {
        cwd: CMS_DIR,
        env: cmsEnv,
        encoding: 'utf8',
        stdio: 'pipe',
      });
      return { printed };
    } catch (error) {
      const { stdout, stderr, status, signal, message } = error as {
        stdout?: string;
        stderr?: string;
        status?: number | null;
        signal?: string | null;
        message?: string;
      };
      const output = `${stdout ?? ''}\n${stderr ?? ''}`.slice(-3000);
      return { failure: `exit ${status ?? '-'}, signal ${signal ?? '-'}: ${message}\n${output}` };
    }
  };
  const makeApiKey = () => {
    // In some clean-clone runs the script has ended with no output at all, which no run on its own
    // has reproduced: the first failure is printed in full and the command run once more.
    let run = runApiKeyScript();
    if ('failure' in run) {
      console.warn(`the api-key script failed once; running it again:\n${run.failure}`);
      run = runApiKeyScript();
    }
    if ('failure' in run) throw new Error(`the api-key script failed:\n${run.failure}`);
    const apiKey = /CMS_API_TOKEN=(\S+)/.exec(run.printed)?.[1];
    if (!apiKey) throw new Error(`no API key in what the api-key script printed:\n${run.printed}`);
    return apiKey;
  };
  return {
    url: server.url,
    makeApiKey,
    stop: async () => {
      await server.stop({ killAfterMs: 10_000 });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
