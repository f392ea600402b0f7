// Starts a server as a child Node process on loopback and waits until it answers. The caller gives
// the node arguments (for the API, `serverArgs()` from apps/api/src/launch.ts, the command
// `pnpm start` runs), the folder and the environment; the process is told where to listen through
// HOST and PORT.
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { freePort } from './net.mjs';

export interface StartServerOptions {
  /** Node's arguments: flags, then the entry module (e.g. `serverArgs()`). */
  args: string[];
  cwd: string;
  /** The whole environment of the process (HOST and PORT are set on top). Default: this one's. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Default: a free port. A restarted server can be given its previous one. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The path that answers 2xx once the server is ready. Default /api/health. */
  readyPath?: string;
  /** How long the server may take to answer readyPath. Default 60 s. */
  timeoutMs?: number;
  /** How often readyPath is tried. Default 200 ms. */
  pollMs?: number;
  /** The process's stdin, stdout and stderr. Default: none, this process's, this process's. */
  stdio?: StdioOptions;
  /** When given, stdout and stderr are appended to this file (and errors point to it). */
  logFile?: string;
  /** How errors name the process. Default "the server". */
  name?: string;
}

export interface RunningServer {
  /** http://host:port, no trailing slash. */
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it) once the process has exited. */
  exited: Promise<number | null>;
  /**
   * Sends `signal` (default SIGTERM) unless the process has already exited, and resolves with its
   * exit code. With `killAfterMs`, a process still running by then is sent SIGKILL.
   */
  stop: (options?: { signal?: NodeJS.Signals; killAfterMs?: number }) => Promise<number | null>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spawns the server and resolves once readyPath answers 2xx; throws if it exits or times out. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freePort());
  const readyPath = options.readyPath ?? '/api/health';
  const timeoutMs = options.timeoutMs ?? 60_000;
  const name = options.name ?? 'the server';
  const see = options.logFile ? `; see ${options.logFile}` : '';

  let stdio: StdioOptions = options.stdio ?? ['ignore', 'inherit', 'inherit'];
  const log = options.logFile ? openSync(options.logFile, 'a') : undefined;
  if (log !== undefined) stdio = ['ignore', log, log];
  const env: Record<string, string | undefined> = {
    ...(options.env ?? process.env),
    HOST: host,
    PORT: String(port),
  };
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, options.args, {
      cwd: options.cwd,
      // Next.js's types (loaded with the CMS's) make NODE_ENV required in ProcessEnv; it is not.
      env: env as NodeJS.ProcessEnv,
      stdio,
    });
  } finally {
    // The child holds its own copy of the descriptor.
    if (log !== undefined) closeSync(log);
  }
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const stop: RunningServer['stop'] = async ({ signal = 'SIGTERM', killAfterMs } = {}) => {
    if (child.exitCode !== null || child.signalCode !== null) return exited;
    child.kill(signal);
    if (killAfterMs === undefined) return exited;
    const timeout = new Promise<'timeout'>((resolve) =>
      setTimeout(() => resolve('timeout'), killAfterMs).unref(),
    );
    if ((await Promise.race([exited, timeout])) === 'timeout') child.kill('SIGKILL');
    return exited;
  };

  const url = `http://${host}:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `${name} exited with code ${child.exitCode ?? child.signalCode} while starting${see}`,
      );
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) return { url, port, child, exited, stop };
    } catch {
      // not listening yet
    }
    await sleep(options.pollMs ?? 200);
  }
  child.kill('SIGTERM');
  throw new Error(`${name} did not answer ${readyPath} within ${timeoutMs / 1000} s${see}`);
}
