// Gateway mode against a real Payload 3: our API, started with CMS_URL pointing at a Payload server
// (tooling/payload-server) on its own PostgreSQL database, answers Payload's content, shows a post
// edited in Payload once the cache has expired, scores with Payload's question bank, and keeps
// answering the last content with 200 after Payload has stopped.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { questions as bundledQuestions, rules as liveRules } from '@peak/content';
import { CONTENT_CHANGED_MESSAGE } from '@peak/contracts';
import {
  DEFAULT_ADMIN_URL,
  type PayloadServer,
  postgresAnswers,
  startPayloadServer,
} from '@peak/payload-server';
import { contentVersion } from '@peak/scoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCookie, startTestApp, type TestApp } from '../support/app';
import { readFixture } from '../support/paths';

const ADMIN_URL = process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL;
const postgres = await postgresAnswers(ADMIN_URL);
if (!postgres) {
  console.warn(
    `Gateway suite against Payload skipped: no PostgreSQL answers at ${new URL(ADMIN_URL).host} (set DATABASE_URL, or start one on 127.0.0.1:5432).`,
  );
}

const TTL_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgres)('the API as a caching gateway to a real Payload 3', () => {
  let payload: PayloadServer | undefined;
  let api: TestApp;

  beforeAll(async () => {
    payload = await startPayloadServer({ adminUrl: ADMIN_URL });
    // PGlite with nothing seeded: every document must come from Payload.
    // A built site of one fallback page: whether /blog/{slug} is a page comes from Payload.
    const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(
      join(webDist, '__spa-fallback.html'),
      '<!doctype html><html><body></body></html>',
    );
    api = await startTestApp('pglite', {
      seed: false,
      config: {
        webDist,
        contentCacheTtlMs: TTL_MS,
        cms: { url: payload.url, timeoutMs: 2_000 },
      },
    });
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    await payload?.stop();
  });

  const get = (url: string) => api.app.inject({ method: 'GET', url });

  it('answers the content Payload holds, as Payload answers it', async () => {
    if (!payload) throw new Error('no Payload');
    const path = '/api/posts?where[slug][equals]=the-degap-method&depth=1';
    const [ours, theirs] = await Promise.all([get(path), fetch(`${payload.url}${path}`)]);
    expect(ours.statusCode).toBe(200);
    expect(ours.json()).toEqual(await theirs.json());
    expect(ours.json().docs[0].id).toBe('post-01');
    const question = await get('/api/questions/cof_v2_1');
    expect(question.statusCode).toBe(200);
    expect(question.json().id).toBe('cof_v2_1');
    expect((await get('/api/posts/count')).json().totalDocs).toBeGreaterThan(0);
    expect((await get('/api/posts/no-such-post')).statusCode).toBe(404);
    // An article of the CMS is a page of the site; an unknown slug is not.
    expect((await get('/blog/the-degap-method')).statusCode).toBe(200);
    expect((await get('/blog/no-such-post')).statusCode).toBe(404);
  });

  it("scores with Payload's question bank and live rules", async () => {
    const bank = await api.app.scoringBank();
    expect(bank.questions.map((q) => q.questionId).sort()).toEqual(
      bundledQuestions.map((q) => q.questionId).sort(),
    );
    expect(bank.rules.map((r) => r.id).sort()).toEqual(liveRules.map((r) => r.id).sort());
    // The same content as the bundle: the same version the browser computes from it.
    expect(bank.version).toBe(contentVersion(bundledQuestions, liveRules));
  });

  it('shows a post edited in Payload once the cache has expired', async () => {
    if (!payload) throw new Error('no Payload');
    const path = '/api/posts?where[slug][equals]=the-degap-method';
    expect((await get(path)).json().docs[0].title).not.toBe('Edited in Payload');
    await payload.payload.update({
      collection: 'posts',
      id: 'post-01',
      data: { title: 'Edited in Payload' },
    });
    // Fresh: still the cached title.
    expect((await get(path)).json().docs[0].title).not.toBe('Edited in Payload');
    await sleep(TTL_MS + 50);
    // Stale: served once while the refresh runs behind it, then the edit.
    await get(path);
    for (let i = 0; i < 50; i++) {
      if ((await get(path)).json().docs[0].title === 'Edited in Payload') break;
      await sleep(50);
    }
    expect((await get(path)).json().docs[0].title).toBe('Edited in Payload');
  });

  it('refuses a save scored with the bank before a question was edited in Payload', async () => {
    if (!payload) throw new Error('no Payload');
    const cookie = await signUpCookie(api.app, {
      email: 'gateway@example.com',
      password: 'correct horse battery',
    });
    const responses = readFixture('all-3s.json').responses as unknown[];
    const save = (version: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/assessment-results',
        headers: { cookie },
        payload: { responses, contentVersion: version },
      });
    const before = (await api.app.scoringBank()).version;
    const question = bundledQuestions.find((q) => q.questionId === 'cof_v2_1');
    await payload.payload.update({
      collection: 'questions',
      id: 'cof_v2_1',
      data: { text: `${question?.text} (edited)` },
    });
    await sleep(TTL_MS + 50);
    let after = before;
    for (let i = 0; i < 50 && after === before; i++) {
      after = (await api.app.scoringBank()).version;
      if (after === before) await sleep(50);
    }
    expect(after).not.toBe(before);
    const refused = await save(before);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(CONTENT_CHANGED_MESSAGE);
    expect((await save(after)).statusCode).toBe(201);
  });

  it('keeps answering the last content with 200 when Payload has stopped', async () => {
    const paths = ['/api/posts?where[slug][equals]=the-degap-method', '/api/questions/cof_v2_1'];
    for (const path of paths) expect((await get(path)).statusCode).toBe(200);
    await payload?.stop();
    payload = undefined;
    await sleep(TTL_MS + 50);
    for (let round = 0; round < 3; round++) {
      for (const path of paths) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(200);
      }
      await sleep(50);
    }
    expect((await get(paths[0] as string)).json().docs[0].title).toBe('Edited in Payload');
    const bank = await api.app.scoringBank();
    expect(bank.questions).toHaveLength(bundledQuestions.length);
    // Never seen before and nothing to fall back on: 503, not 500.
    const unseen = await get('/api/posts?where[slug][equals]=never-asked');
    expect(unseen.statusCode).toBe(503);
  });
});
