// The revalidation hooks on their own: what they send (signed so that the standardwebhooks package
// verifies it, as the site's API does), that they wait for the transaction's commit and send
// nothing for a rolled back one, that a failure is a warning and never the save's, and that
// without options nothing is added. The whole path against a real Payload and the API is in
// apps/api/test/content/gateway-payload.test.ts.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CollectionConfig, GlobalConfig, PayloadRequest } from 'payload';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REVALIDATE_PATH, revalidation } from '../src/revalidate';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Received {
  url: string;
  body: unknown;
}
const received: Received[] = [];
let answer: (res: ServerResponse) => void = (res) => res.writeHead(204).end();

/** The site's API: verifies each notice as apps/api does, then answers as told. */
const site = createServer((req: IncomingMessage, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const raw = Buffer.concat(chunks).toString('utf8');
    const headers = Object.fromEntries(
      ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [
        h,
        String(req.headers[h]),
      ]),
    );
    try {
      received.push({ url: req.url ?? '', body: new Webhook(SECRET).verify(raw, headers) });
    } catch {
      res.writeHead(401).end();
      return;
    }
    answer(res);
  });
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
  answer = (res) => res.writeHead(204).end();
});

const base: CollectionConfig = { slug: 'posts', fields: [] };
const settings: GlobalConfig = { slug: 'site-settings', fields: [] };

interface Session {
  resolve: () => Promise<void>;
  reject: () => Promise<void>;
}

/** A request as Payload hands it to hooks: its logger, and the adapter's open transactions. */
function fakeReq(transactionID?: string, sessions: Record<string, Session> = {}) {
  const warnings: unknown[][] = [];
  const req = {
    transactionID,
    payload: { logger: { warn: (...args: unknown[]) => warnings.push(args) }, db: { sessions } },
  } as unknown as PayloadRequest;
  return { req, warnings };
}

type Hook = (args: Record<string, unknown>) => unknown;
const hooksOf = (config: CollectionConfig | GlobalConfig, name: 'afterChange' | 'afterDelete') =>
  ((config.hooks as Record<string, Hook[] | undefined> | undefined)?.[name] ?? []) as Hook[];

async function until(check: () => boolean, ms = 2_000) {
  const started = Date.now();
  while (!check() && Date.now() - started < ms) await sleep(5);
}

describe('revalidation', () => {
  it('adds nothing without options, and refuses a bad URL or secret', () => {
    expect(revalidation(undefined).collection(base)).toBe(base);
    expect(revalidation(undefined).global(settings)).toBe(settings);
    expect(() => revalidation({ url: 'not a url', secret: SECRET })).toThrow(/SITE_API_URL/);
    expect(() => revalidation({ url: 'ftp://site.example', secret: SECRET })).toThrow(
      /SITE_API_URL/,
    );
    expect(() => revalidation({ url: 'https://site.example', secret: 'hunter2' })).toThrow(
      /SITE_REVALIDATE_SECRET/,
    );
  });

  it("keeps the collection's own hooks and adds its own after them", () => {
    const own = () => undefined;
    const config = revalidation({ url: origin, secret: SECRET }).collection({
      ...base,
      hooks: { afterChange: [own], beforeChange: [own] },
    });
    expect(hooksOf(config, 'afterChange')).toHaveLength(2);
    expect(hooksOf(config, 'afterChange')[0]).toBe(own);
    expect(hooksOf(config, 'afterDelete')).toHaveLength(1);
    expect(config.hooks?.beforeChange).toEqual([own]);
  });

  it('sends a signed {collection, id} or {global} to the API at once, outside a transaction', async () => {
    const notices = revalidation({ url: `${origin}/ignored/path`, secret: SECRET });
    const { req, warnings } = fakeReq();
    const doc = { id: 'post-01', title: 'Edited' };
    const [afterChange] = hooksOf(notices.collection(base), 'afterChange');
    const [afterDelete] = hooksOf(notices.collection(base), 'afterDelete');
    const [globalChange] = hooksOf(notices.global(settings), 'afterChange');
    expect(afterChange?.({ collection: base, doc, req, operation: 'update' })).toBe(doc);
    expect(afterDelete?.({ collection: base, doc, id: 'post-02', req })).toBe(doc);
    expect(globalChange?.({ global: settings, doc: {}, req })).toEqual({});
    await until(() => received.length === 3);
    expect(received.map((r) => r.url)).toEqual([REVALIDATE_PATH, REVALIDATE_PATH, REVALIDATE_PATH]);
    expect(received.map((r) => r.body)).toEqual(
      expect.arrayContaining([
        { collection: 'posts', id: 'post-01' },
        { collection: 'posts', id: 'post-02' },
        { global: 'site-settings' },
      ]),
    );
    expect(warnings).toEqual([]);
  });

  it('waits for the commit of the transaction it was saved in, and sends nothing on a rollback', async () => {
    const notices = revalidation({ url: origin, secret: SECRET });
    const [afterChange] = hooksOf(notices.collection(base), 'afterChange');
    const committed: string[] = [];
    const session = (id: string): Session => ({
      resolve: async () => {
        committed.push(id);
      },
      reject: async () => {},
    });
    const sessions = { t1: session('t1'), t2: session('t2') };
    const { req } = fakeReq('t1', sessions);
    afterChange?.({ collection: base, doc: { id: 'in-t1' }, req, operation: 'update' });
    const { req: rolledBack } = fakeReq('t2', sessions);
    afterChange?.({ collection: base, doc: { id: 'in-t2' }, req: rolledBack, operation: 'update' });
    await sleep(200);
    expect(received).toEqual([]);
    // The adapter commits t1 through its session (and rolls t2 back).
    await sessions.t1.resolve();
    await sessions.t2.reject();
    expect(committed).toEqual(['t1']);
    await until(() => received.length === 1);
    await sleep(100);
    expect(received.map((r) => r.body)).toEqual([{ collection: 'posts', id: 'in-t1' }]);
  });

  it('never fails nor holds the save: a refusal or a silent API is a warning', async () => {
    const notices = revalidation({ url: origin, secret: SECRET, timeoutMs: 200 });
    const [afterChange] = hooksOf(notices.collection(base), 'afterChange');
    answer = (res) => res.writeHead(503).end();
    const refused = fakeReq();
    afterChange?.({ collection: base, doc: { id: 'a' }, req: refused.req, operation: 'update' });
    await until(() => refused.warnings.length === 1);
    const [fields] = refused.warnings[0] as [{ err: Error; change: unknown; endpoint: string }];
    expect(fields.err.message).toMatch(/answered 503/);
    expect(fields.change).toEqual({ collection: 'posts', id: 'a' });
    expect(fields.endpoint).toBe(`${origin}${REVALIDATE_PATH}`);

    answer = () => {};
    const silent = fakeReq();
    const started = Date.now();
    afterChange?.({ collection: base, doc: { id: 'b' }, req: silent.req, operation: 'update' });
    expect(Date.now() - started).toBeLessThan(50);
    await until(() => silent.warnings.length === 1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(String(silent.warnings[0]?.[1])).toMatch(/cache TTL/);

    const nowhere = revalidation({ url: 'http://127.0.0.1:9', secret: SECRET });
    const [toNowhere] = hooksOf(nowhere.collection(base), 'afterChange');
    const unreachable = fakeReq();
    expect(() =>
      toNowhere?.({
        collection: base,
        doc: { id: 'c' },
        req: unreachable.req,
        operation: 'update',
      }),
    ).not.toThrow();
    await until(() => unreachable.warnings.length === 1);
    expect(unreachable.warnings).toHaveLength(1);
  });
});
