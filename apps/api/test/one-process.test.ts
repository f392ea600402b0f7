// PGlite's files are opened by one process only. With the server running on them, contact:list
// and db:seed go through the server; a second server refuses to start. Under traffic, a listing
// runs, the server is killed outright and started again: every write it had answered is there.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, type RunningServer, startServer } from '@peak/testkit';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS, serverArgs } from '../src/launch';
import { API_DIR } from './support/paths';

const dataDir = mkdtempSync(join(tmpdir(), 'one-process-'));
const env = {
  ...process.env,
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  WEB_DIST: '/nonexistent',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_SIGN_UP: '100000',
  RATE_LIMIT_SIGN_IN: '100000',
  RATE_LIMIT_CONTACT: '100000',
  RATE_LIMIT_READS: '100000',
};

/** The server on the shared files, on `port` when given (a restart keeps its address). */
const startOnFiles = (port?: number) =>
  startServer({
    args: serverArgs(),
    cwd: API_DIR,
    env,
    port,
    stdio: ['ignore', 'ignore', 'pipe'],
  });

const command = (script: string, extra: Record<string, string> = {}) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: API_DIR,
      env: { ...env, ...extra },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });

const post = (port: number, path: string, body: object) =>
  fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('PGlite under one process', () => {
  let server: RunningServer | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
  });

  it('lists and seeds through the running server, refuses a second server, and loses no answered write when killed', async () => {
    server = await startOnFiles();
    const { port } = server;

    const second = spawnSync(process.execPath, serverArgs(), {
      cwd: API_DIR,
      env: { ...env, PORT: String(await freePort()) },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/is open in the running server/);

    // Traffic: contact messages and sign-ups, each remembered once the server answered it.
    const messages: string[] = [];
    const accounts: string[] = [];
    let running = true;
    const traffic = (async () => {
      for (let i = 0; running; i++) {
        const message = `Message number ${i} from the traffic loop.`;
        if (
          (
            await post(port, '/api/submit-contact', {
              name: `Visitor ${i}`,
              email: `v${i}@example.com`,
              message,
            })
          ).status === 200
        )
          messages.push(message);
        const email = `member${i}@example.com`;
        const signUp = {
          firstName: 'Member',
          lastName: `N${i}`,
          email,
          password: 'velvet orchard under snow',
        };
        if ((await post(port, '/api/auth/sign-up', signUp)).status === 201) accounts.push(email);
      }
    })();
    await new Promise((r) => setTimeout(r, 1500));
    const listing = await command('src/cli/contact-list.ts');
    const seeding = await command('src/cli/seed.ts');
    await new Promise((r) => setTimeout(r, 1500));
    running = false;
    await traffic;
    expect(listing.status, listing.stderr).toBe(0);
    expect(listing.stdout).toContain('Message number 0 from the traffic loop.');
    expect(seeding.status, seeding.stderr).toBe(0);
    expect(seeding.stdout).toMatch(/^seeded: /);
    expect(messages.length).toBeGreaterThan(5);

    // Killed outright, then started again on the same files.
    await server.stop({ signal: 'SIGKILL' });
    server = await startOnFiles(port);
    const after = await command('src/cli/contact-list.ts');
    expect(after.status, after.stderr).toBe(0);
    const missing = messages.filter((m) => !after.stdout.includes(m));
    expect(missing).toEqual([]);
    for (const email of accounts) {
      const res = await post(port, '/api/auth/sign-in', {
        email,
        password: 'velvet orchard under snow',
      });
      expect(res.status, email).toBe(200);
    }
  }, 180_000);
});

describe('the start command', () => {
  it('runs the server with the flags the scripts and tests start it with', () => {
    const pkg = JSON.parse(readFileSync(join(API_DIR, 'package.json'), 'utf8'));
    const start = (pkg.scripts.start as string).split(' ');
    expect(start.slice(0, 1 + SERVER_NODE_FLAGS.length)).toEqual(['node', ...SERVER_NODE_FLAGS]);
    expect(start.slice(-3)).toEqual(['--import', 'tsx', 'src/main.ts']);
  });
});
