// The built site the server serves: the one given, else a fresh production build of its own.
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, WEB_DIR } from '@peak/testkit/site-build';
import type { Leftovers } from './leftovers';

/**
 * `given` (WEB_DIST) when set; else a fresh build of the site by the web package's own build script
 * into its own folder (removed afterwards), or the existing apps/web/dist build if that fails.
 */
export async function webDist(leftovers: Leftovers, given: string | undefined): Promise<string> {
  if (given) return given;
  const buildDir = `dist-verify-load-${randomBytes(3).toString('hex')}`;
  // Removed even when the run is stopped while the build is still writing it.
  leftovers.add(() => rmSync(join(WEB_DIR, buildDir), { recursive: true, force: true }));
  console.log(`building the site into apps/web/${buildDir} ...`);
  const build = await buildSite(buildDir);
  if (build.status === 0) return build.clientDir;
  const existing = join(WEB_DIR, 'dist', 'client');
  if (existsSync(join(existing, '__spa-fallback.html'))) {
    console.log('the site did not build; serving the existing apps/web/dist build instead');
    return existing;
  }
  throw new Error(`the site did not build:\n${build.output.slice(-4000)}`);
}
