// Starts the CMS's Payload (its REST API, without Next.js and the admin) on a loopback port, on a
// PostgreSQL database of its own, seeded with the bundled content: what the content API's
// conformance suite compares with, and the hosted CMS of the gateway suites.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { Readable } from 'node:stream';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { dropStalePostgres, LOCAL_POSTGRES_URL, throwawayPostgres } from '@peak/testkit/postgres';
import { getPayload, handleEndpoints, type Payload, type SanitizedConfig } from 'payload';
import type pg from 'pg';
import type { ReadAccess } from '../collections/from-specs';
import { cmsConfig, type PreviewOptions, type RevalidateOptions } from '../index';
import { seed } from '../seed';

export type { ReadAccess } from '../collections/from-specs';

export const DEFAULT_ADMIN_URL = LOCAL_POSTGRES_URL;

export interface PayloadServer {
  /** The server's origin, e.g. http://127.0.0.1:40123 (the REST API is under /api). */
  url: string;
  /** The database it runs on, created for this run and dropped by stop(). */
  databaseUrl: string;
  payload: Payload;
  /** The API key of a user allowed to read everything: send `users API-Key {apiKey}`. */
  apiKey: string;
  stop: () => Promise<void>;
}

export interface PayloadServerOptions {
  /** A PostgreSQL URL with the right to create databases; DATABASE_URL, else the local server. */
  adminUrl?: string;
  /** Seed the bundled content (default true). */
  seed?: boolean;
  /**
   * Who may read the content (default public): 'private' serves only a signed-in user or an API
   * key, as a hosted CMS behind the gateway may.
   */
  read?: ReadAccess;
  /** Payload's log level (default: silent). */
  logLevel?: 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug';
  /** Tell a site API of each change (see revalidate.ts); default: nobody is told. */
  revalidate?: RevalidateOptions;
  /** Give posts a Preview link to a site (see preview.ts); default: none. */
  preview?: PreviewOptions;
}

/** Whether something accepts connections at a PostgreSQL URL's host and port, within a second. */
export function postgresAnswers(url = process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL) {
  const { hostname, port } = new URL(url);
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5432), timeout: 1_000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/** Databases named for when they were made: a killed run's is dropped by a later one after six hours. */
const PREFIX = 'peak_payload';
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

/** A user who reads through an API key, as the gateway does; a random password nobody uses. */
async function createReader(payload: Payload, apiKey: string) {
  await payload.create({
    collection: 'users',
    data: {
      email: 'gateway@payload.test',
      role: 'reader',
      password: randomBytes(24).toString('hex'),
      enableAPIKey: true,
      apiKey,
    },
  });
}

/** drizzle-kit draws a "Pulling schema from database..." spinner on stdout while Payload pushes its schema. */
async function withoutSchemaSpinner<T>(run: () => Promise<T>): Promise<T> {
  const write = process.stdout.write;
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) =>
    String(chunk).includes('Pulling schema')
      ? true
      : (write as (...args: unknown[]) => boolean).call(
          process.stdout,
          chunk,
          ...rest,
        )) as typeof write;
  try {
    return await run();
  } finally {
    process.stdout.write = write;
  }
}

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

async function send(res: ServerResponse, response: Response) {
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(body);
}

export async function startPayloadServer(
  options: PayloadServerOptions = {},
): Promise<PayloadServer> {
  const adminUrl = options.adminUrl ?? process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL;
  await dropStalePostgres({ adminUrl, prefix: PREFIX, olderThanMs: STALE_AFTER_MS });
  const database = await throwawayPostgres({ adminUrl, prefix: PREFIX });

  const key = `peak-payload-${database.name}`;
  let payload: Payload | undefined;
  let server: ReturnType<typeof createServer> | undefined;
  const stop = async () => {
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server?.close(() => resolve()));
    }
    if (payload) {
      await payload.destroy();
      (globalThis as { _payload?: Map<string, unknown> })._payload?.delete(key);
      // The adapter keeps one client checked out for good, so its pool never finishes ending:
      // end the idle ones here; dropping the database below closes that last one.
      void (payload.db as unknown as { pool?: pg.Pool }).pool?.end();
    }
    await database.drop();
  };

  try {
    // Each run has a fresh database: push its schema even when this process pushed one before.
    process.env.PAYLOAD_FORCE_DRIZZLE_PUSH = 'true';
    // Outside Next.js there is no hot-reload socket to listen to.
    process.env.DISABLE_PAYLOAD_HMR = 'true';
    const config: SanitizedConfig = await cmsConfig({
      secret: randomBytes(24).toString('hex'),
      ...(options.read ? { read: options.read } : {}),
      ...(options.revalidate ? { revalidate: options.revalidate } : {}),
      ...(options.preview ? { preview: options.preview } : {}),
      db: postgresAdapter({ pool: { connectionString: database.url, max: 5 } }),
      logLevel: options.logLevel ?? 'silent',
    });
    payload = await withoutSchemaSpinner(() => getPayload({ config, key }));
    // An idle connection dropped with the database at stop() must not crash the process.
    (payload.db as unknown as { pool?: pg.Pool }).pool?.on('error', () => {});
    if (options.seed !== false) await seed(payload);
    const apiKey = randomBytes(24).toString('hex');
    await createReader(payload, apiKey);

    server = createServer((req, res) => {
      const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
      toRequest(req, origin)
        .then((request) => handleEndpoints({ config, request, payloadInstanceCacheKey: key }))
        .then((response) => send(res, response))
        .catch((error: unknown) => {
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(String(error));
        });
    });
    await new Promise<void>((resolve, reject) => {
      server?.once('error', reject);
      server?.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      databaseUrl: database.url,
      payload,
      apiKey,
      stop,
    };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}
