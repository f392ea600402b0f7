// Faults on real sockets. PostgreSQL goes away and comes back (a TCP proxy between the API and the
// server is cut, so the shared PostgreSQL itself is never touched), and the API process is stopped
// with SIGTERM while requests are in flight.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { questions } from '@peak/content';
import { isScoredQuestion } from '@peak/scoring';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { seedContent } from '../src/db/seed';
import { testConfig } from './support/app';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SAVE_BODY = JSON.stringify({
  responses: questions
    .filter(isScoredQuestion)
    .map((q, i) => ({ questionId: q.questionId, doing: (i % 5) + 1 })),
});
/** No request may take longer than this, whatever the database does. */
const BOUND_MS = 5_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(20);
  }
}

/** How a TCP connection to host:port ends: 'connected' or the error code. */
const tryConnect = (host: string, port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

const admin = new URL(ADMIN_URL);
const postgresPort = Number(admin.port || 5432);
const postgresAnswers = (await tryConnect(admin.hostname, postgresPort)) === 'connected';

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A TCP proxy to PostgreSQL that can be cut (every socket destroyed, new ones refused) and restored. */
async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        const upstream = connect(target.port, target.host);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', drop);
          socket.on('close', drop);
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });
  const cut = async () => {
    const s = server;
    server = undefined;
    const closed = new Promise<void>((r) => (s ? s.close(() => r()) : r()));
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    await closed;
  };
  await listen();
  return { port: () => port, cut, restore: listen };
}

async function signUp(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Fay',
      lastName: 'Ult',
      email,
      password: 'fault tolerant lighthouse keeper',
    }),
  });
  expect(res.status).toBe(201);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('peak_session='));
  if (!cookie) throw new Error('no session cookie was set');
  return cookie;
}

describe.skipIf(!postgresAnswers)(
  postgresAnswers
    ? 'PostgreSQL outage and recovery (through a TCP proxy)'
    : `PostgreSQL outage and recovery: skipped, no PostgreSQL answers on ${admin.hostname}:${postgresPort}`,
  () => {
    const name = `fault_${randomBytes(5).toString('hex')}`;
    const directUrl = new URL(ADMIN_URL);
    directUrl.pathname = `/${name}`;
    let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
    let database: Database | undefined;
    let app: FastifyInstance | undefined;
    let url = '';

    beforeAll(async () => {
      await adminQuery(`create database ${name}`);
      proxy = await startProxy({ host: admin.hostname, port: postgresPort });
      const viaProxy = new URL(directUrl);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port());
      database = await openDatabase({ kind: 'postgres', url: viaProxy.toString(), poolSize: 5 });
      await seedContent(database.db);
      app = await buildApp({ database, config: testConfig() });
      url = await app.listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await proxy?.cut();
      await adminQuery(`drop database if exists ${name} with (force)`);
    });

    it('answers 503 with Retry-After while it is away, recovers without a restart, and keeps every answered save', async () => {
      const cookie = await signUp(url, 'outage@example.com');
      type Phase = 'before' | 'during' | 'after';
      interface Outcome {
        phase: Phase;
        status: number;
        retryAfter: string | null;
        ms: number;
        id?: string;
      }
      const outcomes: Outcome[] = [];
      let phase: Phase = 'before';
      let running = true;

      const save = async () => {
        const started = Date.now();
        const startedIn = phase;
        const res = await fetch(`${url}/api/assessment-results`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: SAVE_BODY,
          signal: AbortSignal.timeout(3 * BOUND_MS),
        });
        const body = (await res.json()) as { id?: string };
        outcomes.push({
          phase: startedIn,
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          ms: Date.now() - started,
          id: res.status === 201 ? body.id : undefined,
        });
        // A client told to come back later does not hammer the server.
        if (res.status === 503) await sleep(50);
      };
      const worker = async () => {
        while (running) await save();
      };
      const workers = Array.from({ length: 4 }, worker);

      try {
        await until(() => outcomes.filter((o) => o.status === 201).length >= 8, 10_000, 'saves');
        phase = 'during';
        await proxy?.cut();
        const health = await fetch(`${url}/api/health`, {
          signal: AbortSignal.timeout(3 * BOUND_MS),
        });
        expect(health.status).toBe(503);
        expect(health.headers.get('retry-after')).toBeTruthy();
        await sleep(2_000);
        await proxy?.restore();
        phase = 'after';
        await until(
          () => outcomes.filter((o) => o.phase === 'after' && o.status === 201).length >= 8,
          10_000,
          'saves after the database came back',
        );
      } finally {
        running = false;
        await Promise.all(workers);
      }

      const during = outcomes.filter((o) => o.phase === 'during');
      expect(
        outcomes.filter((o) => o.phase === 'before' && o.status === 201).length,
      ).toBeGreaterThan(0);
      expect(during.filter((o) => o.status === 503).length).toBeGreaterThan(0);
      // Clean failures only: the outage is 503 with Retry-After, never a 500, never a hang.
      for (const o of outcomes) {
        expect([201, 503]).toContain(o.status);
        if (o.status === 503) expect(o.retryAfter).toMatch(/^\d+$/);
        expect(o.ms).toBeLessThan(BOUND_MS);
      }
      expect((await fetch(`${url}/api/health`)).status).toBe(200);

      // Every save answered 201, before, during or after, is in the database exactly once.
      const answered = outcomes.flatMap((o) => (o.id ? [o.id] : []));
      expect(new Set(answered).size).toBe(answered.length);
      const client = new pg.Client({ connectionString: directUrl.toString() });
      await client.connect();
      const { rows } = await client
        .query<{ id: string; n: number }>(
          'select id::text as id, count(*)::int as n from assessment_results group by id',
        )
        .finally(() => client.end());
      const stored = new Map(rows.map((r) => [r.id, r.n]));
      for (const id of answered) expect(stored.get(id)).toBe(1);
      // A save cut off after its commit answers 503 yet is stored: never fewer rows than answers.
      expect(rows.length).toBeGreaterThanOrEqual(answered.length);
    }, 40_000);
  },
);

describe('graceful shutdown on SIGTERM', () => {
  let child: ChildProcess | undefined;
  let dataDir = '';
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the requests in flight with 2xx, refuses new connections, and exits 0', async () => {
    const port = await new Promise<number>((resolve, reject) => {
      const s = createServer();
      s.once('error', reject);
      s.listen(0, '127.0.0.1', () => {
        const { port } = s.address() as AddressInfo;
        s.close(() => resolve(port));
      });
    });
    dataDir = mkdtempSync(join(tmpdir(), 'faults-shutdown-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST: join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'info',
      RATE_LIMIT_SIGN_UP: '1000',
      OPENAI_API_KEY: '',
      CLERK_JWT_KEY: '',
      CLERK_SECRET_KEY: '',
    };
    const started = spawn(process.execPath, ['--import', 'tsx', join(API_DIR, 'src', 'main.ts')], {
      cwd: API_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    const log: string[] = [];
    let partial = '';
    started.stdout?.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      log.push(...lines);
    });
    started.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => started.once('exit', resolve));
    const url = `http://127.0.0.1:${port}`;
    await until(() => log.some((l) => l.includes('Server listening')), 60_000, 'the server');
    const cookie = await signUp(url, 'shutdown@example.com');

    // Twenty saves on their own keep-alive connections, each with half of its body sent: the server
    // is inside every one of them when the signal comes, and gets the rest only afterwards.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const body = Buffer.from(SAVE_BODY);
    const half = Math.floor(body.length / 2);
    const inFlight = Array.from({ length: 20 }, () => {
      const request = http.request(`${url}/api/assessment-results`, {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          cookie,
        },
      });
      request.write(body.subarray(0, half));
      const response = new Promise<{ status: number; id?: string; at: number }>(
        (resolve, reject) => {
          request.once('error', reject);
          request.once('response', (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => {
              text += c;
            });
            res.once('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                id: (JSON.parse(text) as { id?: string }).id,
                at: Date.now(),
              }),
            );
          });
        },
      );
      return { request, response };
    });
    // Every request's headers and first half have reached the server (loopback, generous wait).
    await sleep(500);
    expect(log.filter((l) => l.includes('"url":"/api/assessment-results"')).length).toBe(20);

    const signalled = Date.now();
    started.kill('SIGTERM');
    await until(() => log.some((l) => l.includes('shutting down')), BOUND_MS, 'the shutdown');
    expect(await tryConnect('127.0.0.1', port)).toBe('ECONNREFUSED');

    for (const { request } of inFlight) request.end(body.subarray(half));
    const answers = await Promise.all(inFlight.map((r) => r.response));
    for (const a of answers) {
      expect(a.status).toBe(201);
      expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(a.at).toBeGreaterThan(signalled);
    }

    // The keep-alive connections stay open on this side: the server must close them itself.
    const timeout = sleep(10_000).then(() => 'still running');
    expect(await Promise.race([exited, timeout])).toBe(0);
    agent.destroy();
  }, 90_000);
});
