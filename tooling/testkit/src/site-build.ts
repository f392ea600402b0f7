// Builds the site as production does: the web package's own `build` script (React Router's build,
// the first-paint step and precompression), into a folder of its own inside apps/web (where the
// pre-render resolves its imports), so a test serves the artifact a deployment serves.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'apps',
  'web',
);

export interface SiteBuild {
  /** The build's exit status: 0 when it built. */
  status: number | null;
  /** What the build printed, stdout and stderr together. */
  output: string;
  /** The built client, as WEB_DIST takes it. */
  clientDir: string;
  /** Removes the build folder. */
  remove(): void;
}

/** `npm run build` in apps/web with WEB_BUILD_DIR=`dir` and `env`; resolves when it ends. */
export function buildSite(dir: string, env: Record<string, string> = {}): Promise<SiteBuild> {
  const folder = join(WEB_DIR, dir);
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build'], {
      cwd: WEB_DIR,
      env: { ...process.env, ...env, WEB_BUILD_DIR: dir },
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('close', (status) =>
      resolve({
        status,
        output,
        clientDir: join(folder, 'client'),
        remove: () => rmSync(folder, { recursive: true, force: true }),
      }),
    );
  });
}
