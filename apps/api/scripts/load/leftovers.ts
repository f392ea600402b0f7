// What the run leaves behind (the server, a database, folders) and its own folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from '@peak/testkit';

/** What the run leaves behind (the server, a database, folders), undone in reverse at the end. */
export class Leftovers {
  server: RunningServer | undefined;
  private steps: Array<() => Promise<void> | void> = [];

  add(step: () => Promise<void> | void) {
    this.steps.push(step);
  }

  /** SIGTERM, and SIGKILL when the server has not exited 15 s later; its exit code. */
  stopServer(): Promise<number | null> {
    return this.server ? this.server.stop({ killAfterMs: 15_000 }) : Promise.resolve(null);
  }

  async clear() {
    await this.stopServer();
    for (const step of this.steps.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error('cleanup:', (error as Error).message);
      }
    }
    this.steps.length = 0;
  }
}

/** The run's folder: PGlite's files and the server log, removed afterwards unless kept. */
export interface WorkDir {
  dir: string;
  logFile: string;
  keep: boolean;
}

export function makeWorkDir(leftovers: Leftovers): WorkDir {
  const dir = mkdtempSync(join(tmpdir(), 'verify-load-'));
  const work = { dir, logFile: join(dir, 'server.log'), keep: false };
  leftovers.add(() => {
    if (!work.keep) rmSync(dir, { recursive: true, force: true });
  });
  return work;
}
