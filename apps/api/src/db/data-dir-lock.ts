// PGlite keeps its database in files that only one process may open: two processes writing the
// same directory lose data. The process that opens it writes a lock file beside it, naming itself
// (and, for the server, where it listens and the token of its admin calls). Anyone else reads the
// lock: a live server is asked over HTTP instead; a live command means wait; a dead owner's lock
// (after a crash) is taken over.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface LockOwner {
  pid: number;
  kind: 'server' | 'command';
  /** Where a server listens, for commands that ask it instead of opening the files. */
  url?: string;
  /** Bearer token of the server's admin calls; the lock file is readable by its owner only. */
  token?: string;
}

export const lockPath = (dataDir: string) => join(dataDir, 'owner.lock.json');

export class DataDirInUse extends Error {
  override name = 'DataDirInUse';
  constructor(
    readonly owner: LockOwner,
    dataDir: string,
  ) {
    super(
      owner.kind === 'server'
        ? `The data directory ${dataDir} is open in the running server (pid ${owner.pid}). Stop it first, or set DATA_DIR to another directory.`
        : `The data directory ${dataDir} is in use by another command (pid ${owner.pid}). Wait for it to finish.`,
    );
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The live owner of the data directory, if any (a lock left by a dead process is ignored). */
export function currentOwner(dataDir: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as LockOwner;
    return typeof owner.pid === 'number' && owner.pid !== process.pid && alive(owner.pid)
      ? owner
      : null;
  } catch {
    return null;
  }
}

/** Takes the data directory for this process, or throws DataDirInUse. Returns the release. */
export function lockDataDir(
  dataDir: string,
  owner: Omit<LockOwner, 'pid' | 'token'> & { token?: boolean },
): { release: () => void; token?: string; listening: (url: string) => void } {
  mkdirSync(dataDir, { recursive: true });
  const holder = currentOwner(dataDir);
  if (holder) throw new DataDirInUse(holder, dataDir);
  const token = owner.token ? randomBytes(24).toString('base64url') : undefined;
  const record: LockOwner = { pid: process.pid, kind: owner.kind, url: owner.url, token };
  writeFileSync(lockPath(dataDir), JSON.stringify(record), { mode: 0o600 });
  const release = () => {
    if (currentOwnerIsMe(dataDir)) rmSync(lockPath(dataDir), { force: true });
  };
  /** Records where the server actually listens (a port of 0 is chosen at listen time). */
  const listening = (url: string) =>
    writeFileSync(lockPath(dataDir), JSON.stringify({ ...record, url }), { mode: 0o600 });
  return { release, token, listening };
}

function currentOwnerIsMe(dataDir: string) {
  try {
    return (JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as LockOwner).pid === process.pid;
  } catch {
    return false;
  }
}
