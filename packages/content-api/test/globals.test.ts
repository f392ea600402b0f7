// The site-settings global at /api/globals/site-settings: from our database (seeded with the bundled
// content), and from a hosted CMS through the response cache, where a bad answer never reaches the
// reader: the last good one is served, else the bundled values.
import { siteSettings } from '@peak/content';
import { afterEach, describe, expect, it } from 'vitest';
import { bundledContentServer } from '../src/bundled';
import { ResponseCache } from '../src/cache';
import { contentCollections, namedTables } from '../src/collections';
import { contentServer } from '../src/gateway';
import { heavyGate } from '../src/heavy-gate';
import { cmsSource } from '../src/source';

const PATH = '/api/globals/site-settings';
const TTL_MS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The global as a Payload CMS answers it. */
const payloadAnswer = (changes: Record<string, unknown> = {}) => ({
  id: 1,
  ...siteSettings,
  globalType: 'site-settings',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-02-01T00:00:00.000Z',
  ...changes,
});

/** A CMS whose next answer to the global is whatever `answer` holds then. */
function stubCms() {
  const cms = {
    answer: (): Response => Response.json(payloadAnswer()),
    asked: [] as string[],
    fetch: (async (input: string | URL | Request) => {
      cms.asked.push(String(input));
      return cms.answer();
    }) as typeof fetch,
  };
  return cms;
}

async function gateway(cms: ReturnType<typeof stubCms>) {
  return contentServer({
    collections: contentCollections(namedTables()),
    // As the API's gateway mode keeps it: the last good answer for as long as the CMS is away.
    cache: new ResponseCache(TTL_MS, 500, Number.POSITIVE_INFINITY, 1_000),
    gate: heavyGate({ perSecond: 1000, maxWaitMs: 2000 }),
    mediaDir: '',
    source: cmsSource({ url: 'http://cms.test', timeoutMs: 1000, fetch: cms.fetch }),
  });
}

const servers: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

describe('the site settings from our database', () => {
  it('answers the seeded values in the shape of a Payload global', async () => {
    const server = await bundledContentServer();
    servers.push(server);
    const answer = await server.inject({ url: PATH });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      id: 1,
      ...siteSettings,
      globalType: 'site-settings',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const unknown = await server.inject({ url: '/api/globals/nothing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      errors: [{ message: 'Route not found "/api/globals/nothing"' }],
    });
  });
});

describe('the site settings from a hosted CMS', () => {
  it("reads the CMS's global and shows an edit once the TTL has passed", async () => {
    const cms = stubCms();
    const server = await gateway(cms);
    servers.push(server);
    const email = async () => (await server.inject({ url: PATH })).json().contactEmail;
    expect(await email()).toBe(siteSettings.contactEmail);
    expect(cms.asked).toEqual(['http://cms.test/api/globals/site-settings']);
    cms.answer = () => Response.json(payloadAnswer({ contactEmail: 'new@peak.example' }));
    expect(await email()).toBe(siteSettings.contactEmail);
    await sleep(TTL_MS + 10);
    expect(await email()).toBe('new@peak.example');
  });

  it('keeps the last good settings when the CMS answers invalid ones or fails', async () => {
    const cms = stubCms();
    const server = await gateway(cms);
    servers.push(server);
    cms.answer = () => Response.json(payloadAnswer({ contactEmail: 'kept@peak.example' }));
    await server.inject({ url: PATH });
    for (const bad of [
      () => Response.json(payloadAnswer({ contactEmail: 'not an address' })),
      () => Response.json(payloadAnswer({ podcastUrl: 'http://plain.example' })),
      () => new Response('oops', { status: 500 }),
      () => new Response('<html>', { status: 200 }),
    ]) {
      cms.answer = bad;
      await sleep(TTL_MS + 10);
      const answer = await server.inject({ url: PATH });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().contactEmail).toBe('kept@peak.example');
    }
  });

  it('serves the bundled values when the CMS has never given good ones', async () => {
    for (const bad of [
      () => Response.json(payloadAnswer({ linkedinUrl: 'javascript:alert(1)' })),
      () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 }),
      () => new Response('down', { status: 503 }),
      () => Response.json([1, 2, 3]),
    ]) {
      const cms = stubCms();
      cms.answer = bad;
      const server = await gateway(cms);
      servers.push(server);
      const answer = await server.inject({ url: PATH });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ ...siteSettings, globalType: 'site-settings' });
      expect(answer.headers['cache-control']).toBe('public, max-age=0');
    }
  });
});
