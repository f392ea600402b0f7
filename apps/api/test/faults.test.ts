// Faults on real sockets. PostgreSQL goes away and comes back (a TCP proxy between the API and the
// server is cut, so the shared PostgreSQL itself is never touched), and the API process is stopped
// with SIGTERM while requests are in flight.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { questions } from '@peak/content';
import { isScoredQuestion } from '@peak/scoring';
import { answers, type RunningServer, signUp, startServer } from '@peak/testkit';
import {
  LOCAL_POSTGRES_URL,
  type ThrowawayPostgres,
  throwawayPostgres,
} from '@peak/testkit/postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { seedContent } from '../src/db/seed';
import { serverArgs } from '../src/launch';
import { attempt } from './support/answers';
import { testConfig } from './support/app';
import { BANK_VERSION } from './support/bank';
import { API_DIR } from './support/paths';

const ADMIN_URL = process.env.DATABASE_URL || LOCAL_POSTGRES_URL;
const ANSWERS = questions
  .filter(isScoredQuestion)
  .map((q, i) => ({ questionId: q.questionId, doing: (i % 5) + 1 }));
/**
 * The n-th save's body: the same choices with times of their own, so each save is a result of its
 * own (the same result saved again answers the row stored first, with 200: save-once.test.ts).
 */
const saveBody = (n: number) =>
  JSON.stringify({ contentVersion: BANK_VERSION, responses: attempt(ANSWERS, n) });
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
const postgresAnswers = await answers(admin.hostname, postgresPort, 2_000);

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

type Proxy = Awaited<ReturnType<typeof startProxy>>;

/** A new account's session cookie (the password is long enough to be accepted). */
const signUpAs = (url: string, email: string) =>
  signUp(url, {
    firstName: 'Fay',
    lastName: 'Ult',
    email,
    password: 'fault tolerant lighthouse keeper',
  });

type Phase = 'before' | 'during' | 'after';
interface Outcome {
  phase: Phase;
  status: number;
  retryAfter: string | null;
  ms: number;
  id?: string;
}

/**
 * Four clients saving in a loop until stopped; each outcome is recorded with the phase that was
 * current when its request started.
 */
function keepSaving(url: string, cookie: string) {
  const saving = {
    phase: 'before' as Phase,
    outcomes: [] as Outcome[],
    saved: (phase?: Phase) =>
      saving.outcomes.filter((o) => o.status === 201 && (!phase || o.phase === phase)).length,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
  let running = true;
  let sent = 0;
  const save = async () => {
    const started = Date.now();
    const startedIn = saving.phase;
    const res = await fetch(`${url}/api/assessment-results`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: saveBody(sent++),
      signal: AbortSignal.timeout(3 * BOUND_MS),
    });
    const body = (await res.json()) as { id?: string };
    saving.outcomes.push({
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
  return saving;
}

type Saving = ReturnType<typeof keepSaving>;

/** The database goes away for two seconds: health says 503 with Retry-After meanwhile. */
async function outage(url: string, proxy: Proxy | undefined, saving: Saving) {
  saving.phase = 'during';
  await proxy?.cut();
  const health = await fetch(`${url}/api/health`, {
    signal: AbortSignal.timeout(3 * BOUND_MS),
  });
  expect(health.status).toBe(503);
  expect(health.headers.get('retry-after')).toBeTruthy();
  await sleep(2_000);
  await proxy?.restore();
  saving.phase = 'after';
}

/** Saves succeeded before, some were refused during, and every failure was a clean, quick 503. */
function expectCleanFailures(outcomes: Outcome[]) {
  const during = outcomes.filter((o) => o.phase === 'during');
  expect(outcomes.filter((o) => o.phase === 'before' && o.status === 201).length).toBeGreaterThan(
    0,
  );
  expect(during.filter((o) => o.status === 503).length).toBeGreaterThan(0);
  // Clean failures only: the outage is 503 with Retry-After, never a 500, never a hang.
  for (const o of outcomes) {
    expect([201, 503]).toContain(o.status);
    if (o.status === 503) expect(o.retryAfter).toMatch(/^\d+$/);
    expect(o.ms).toBeLessThan(BOUND_MS);
  }
}

/** Every save answered 201, before, during or after, is in the database exactly once. */
async function expectAnsweredSavesStoredOnce(outcomes: Outcome[], databaseUrl: string) {
  const answered = outcomes.flatMap((o) => (o.id ? [o.id] : []));
  expect(new Set(answered).size).toBe(answered.length);
  const client = new pg.Client({ connectionString: databaseUrl });
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
}

describe.skipIf(!postgresAnswers)(
  postgresAnswers
    ? 'PostgreSQL outage and recovery (through a TCP proxy)'
    : `PostgreSQL outage and recovery: skipped, no PostgreSQL answers on ${admin.hostname}:${postgresPort}`,
  () => {
    let direct: ThrowawayPostgres | undefined;
    let proxy: Proxy | undefined;
    let database: Database | undefined;
    let app: FastifyInstance | undefined;
    let url = '';

    beforeAll(async () => {
      direct = await throwawayPostgres({ adminUrl: ADMIN_URL, prefix: 'fault' });
      proxy = await startProxy({ host: admin.hostname, port: postgresPort });
      const viaProxy = new URL(direct.url);
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
      await direct?.drop();
    });

    it('answers 503 with Retry-After while it is away, recovers without a restart, and keeps every answered save', async () => {
      const cookie = await signUpAs(url, 'outage@example.com');
      const saving = keepSaving(url, cookie);
      try {
        await until(() => saving.saved() >= 8, 10_000, 'saves');
        await outage(url, proxy, saving);
        await until(() => saving.saved('after') >= 8, 10_000, 'saves after the database came back');
      } finally {
        await saving.stop();
      }

      expectCleanFailures(saving.outcomes);
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      await expectAnsweredSavesStoredOnce(saving.outcomes, (direct as ThrowawayPostgres).url);
    }, 40_000);
  },
);

/** The server's stdout, line by line, and its stderr, as they come. */
function collectLog(server: RunningServer): string[] {
  const log: string[] = [];
  let partial = '';
  server.child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    log.push(...lines);
  });
  server.child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  return log;
}

/**
 * Saves on their own keep-alive connections, each with half of its body sent; `finish` sends the
 * rest of every one and resolves with their answers.
 */
function halfSentSaves(url: string, cookie: string, agent: http.Agent, count: number) {
  const inFlight = Array.from({ length: count }, (_, n) => {
    const bytes = Buffer.from(saveBody(n));
    const half = Math.floor(bytes.length / 2);
    const request = http.request(`${url}/api/assessment-results`, {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': bytes.length,
        cookie,
      },
    });
    request.write(bytes.subarray(0, half));
    const response = new Promise<{ status: number; id?: string; at: number }>((resolve, reject) => {
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
    });
    return { request, response, rest: bytes.subarray(half) };
  });
  return {
    finish: () => {
      for (const { request, rest } of inFlight) request.end(rest);
      return Promise.all(inFlight.map((r) => r.response));
    },
  };
}

describe('graceful shutdown on SIGTERM', () => {
  let server: RunningServer | undefined;
  let dataDir = '';
  afterAll(() => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const startProductionServer = () => {
    dataDir = mkdtempSync(join(tmpdir(), 'faults-shutdown-'));
    return startServer({
      args: serverArgs(),
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        WEB_DIST: join(dataDir, 'no-web-build'),
        LOG_LEVEL: 'info',
        RATE_LIMIT_SIGN_UP: '1000',
        // Twenty saves of one account at once are the point here, not the save limit.
        RATE_LIMIT_SAVES: '1000',
        OPENAI_API_KEY: '',
        CLERK_JWT_KEY: '',
        CLERK_SECRET_KEY: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  };

  it('finishes the requests in flight with 2xx, refuses new connections, and exits 0', async () => {
    server = await startProductionServer();
    const { url, port, child, exited } = server;
    const log = collectLog(server);
    const cookie = await signUpAs(url, 'shutdown@example.com');

    // Twenty saves on their own keep-alive connections, each with half of its body sent: the server
    // is inside every one of them when the signal comes, and gets the rest only afterwards.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const saves = halfSentSaves(url, cookie, agent, 20);
    // Every request's headers and first half have reached the server (loopback, generous wait).
    await sleep(500);
    expect(log.filter((l) => l.includes('"url":"/api/assessment-results"')).length).toBe(20);

    const signalled = Date.now();
    child.kill('SIGTERM');
    await until(() => log.some((l) => l.includes('shutting down')), BOUND_MS, 'the shutdown');
    expect(await tryConnect('127.0.0.1', port)).toBe('ECONNREFUSED');

    for (const a of await saves.finish()) {
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
