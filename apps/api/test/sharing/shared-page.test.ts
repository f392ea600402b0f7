// The page a share link opens, /r/{token}: the site's document with a robots meta of its own and
// the unlisted headers, answered 200 while the link works, 410 once it expired or was revoked (the
// page then says which), and 404 (the not-found page) for a token no link has.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { answersOf, drawPerson, seeded } from '../support/seeded-results';

const UNLISTED = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
};
const ROBOTS_META = '<meta name="robots" content="noindex"/>';

describe('the shared report page', () => {
  let t: TestApp;
  let cookie: string;
  let resultId: string;
  let now = Date.now();

  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(
      join(webDist, '__spa-fallback.html'),
      '<!doctype html><html><head><script>window.__spa=true</script></head><body></body></html>',
    );
    t = await startTestApp('pglite', { config: { webDist }, clock: () => now });
    ({ cookie } = await signUpUser(t.app, {
      email: 'page@example.com',
      password: 'correct horse battery',
    }));
    const rng = seeded(67);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/assessment-results',
      payload: versioned({ responses: answersOf(drawPerson(rng), rng) }),
      headers: { cookie },
    });
    resultId = saved.json().id;
  });
  afterAll(() => t?.close());

  const createLink = async (payload: object = {}) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/assessments/${resultId}/share-links`,
        payload,
        headers: { cookie },
      })
    ).json() as { id: string; token: string };

  it('answers a working link with the document, its robots meta, its policy and unlisted headers', async () => {
    const { token } = await createLink();
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: `/r/${token}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject(UNLISTED);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toContain("'sha256-");
      if (method === 'GET') expect(res.body).toContain(`<head>${ROBOTS_META}<script>`);
    }
  });

  it('answers an unknown or malformed link with 404 and the same document', async () => {
    for (const path of [`/r/${'A'.repeat(43)}`, '/r/short']) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers).toMatchObject(UNLISTED);
      expect(res.body).toContain(ROBOTS_META);
    }
  });

  it('answers a revoked or expired link with 410 and the same document', async () => {
    const { id, token } = await createLink();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/assessments/${resultId}/share-links/${id}`,
      payload: {},
      headers: { cookie },
    });
    const short = await createLink({ days: 1 });
    now += 86_400_000;
    const notFound = await t.app.inject({ method: 'GET', url: `/r/${'A'.repeat(43)}` });
    for (const path of [`/r/${token}`, `/r/${short.token}`]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(410);
      expect(res.headers).toMatchObject(UNLISTED);
      expect(res.headers['content-security-policy']).toBe(
        notFound.headers['content-security-policy'],
      );
      expect(res.body).toBe(notFound.body);
    }
  });
});
