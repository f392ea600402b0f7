// Security headers on every kind of answer, in production and in development: pages (pre-rendered,
// precompressed, the client-app fallback, HEAD), static assets, media files, JSON answers (200,
// 201, 304) and every kind of refusal (400 from validation, a bad query, bad JSON and a malformed
// URL; 401, 404, 413, 414, 415, 429; 503). web-pages.test.ts checks the pages' script hashes and
// production.test.ts HSTS on a sign-up; this file checks the whole set everywhere else.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { securityHeaderValues } from '../src/http/security';
import { sessionCookie, startTestApp, type TestApp } from './support/app';
import { versioned } from './support/bank';
import { API_DIR } from './support/paths';

/** A header's value as one string (inject gives arrays for repeated headers). */
const header = (res: LightMyRequestResponse, name: string) => {
  const value = res.headers[name];
  return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);
};

/** `default-src 'self'; script-src 'self' x` as { 'default-src': ["'self'"], ... }. */
function directives(csp: string): Record<string, string[]> {
  const parsed: Record<string, string[]> = {};
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed[name.toLowerCase()] = sources;
  }
  return parsed;
}

interface Expectation {
  production: boolean;
  /** Pages: script-src must name hashes, never 'unsafe-inline'. */
  html?: boolean;
}

function expectSecurityHeaders(res: LightMyRequestResponse, { production, html }: Expectation) {
  const what = `${res.statusCode} ${header(res, 'content-type')}`;
  const csp = header(res, 'content-security-policy');
  expect(csp, `${what}: Content-Security-Policy`).toBeTruthy();
  const policy = directives(csp as string);
  expect(csp, what).not.toContain('unsafe-eval');
  // Scripts fall back to default-src when the policy names no script-src.
  const scripts = policy['script-src'] ?? policy['default-src'];
  expect(scripts, `${what}: script-src or default-src`).toBeDefined();
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain('*');
  if (html) {
    expect(policy['script-src'], what).toBeDefined();
    expect(policy['object-src'], what).toEqual(["'none'"]);
    expect(policy['base-uri'], what).toEqual(["'self'"]);
  }
  expect(header(res, 'x-content-type-options'), what).toBe('nosniff');
  const frameOptions = header(res, 'x-frame-options')?.toUpperCase();
  const ancestors = policy['frame-ancestors'];
  expect(
    frameOptions === 'DENY' || frameOptions === 'SAMEORIGIN' || ancestors !== undefined,
    what,
  ).toBe(true);
  if (ancestors) expect(ancestors, what).not.toContain('*');
  expect(header(res, 'referrer-policy'), what).toBeTruthy();
  const hsts = header(res, 'strict-transport-security');
  if (production) {
    expect(hsts, `${what}: HSTS`).toMatch(/max-age=31536000/);
    expect(hsts, what).toMatch(/includeSubDomains/i);
  } else expect(hsts, `${what}: no HSTS outside production`).toBeUndefined();
}

describe('how the configuration decides HSTS', () => {
  const base = { LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' };
  it('sends it only when NODE_ENV is production', () => {
    const production = readConfig({ ...base, NODE_ENV: 'production' });
    expect(production.production).toBe(true);
    expect(securityHeaderValues(production)['Strict-Transport-Security']).toMatch(
      /max-age=31536000; includeSubDomains/,
    );
    for (const NODE_ENV of ['development', 'test', undefined]) {
      const config = readConfig({ ...base, ...(NODE_ENV ? { NODE_ENV } : {}) });
      expect(config.production).toBe(false);
      expect(securityHeaderValues(config)['Strict-Transport-Security']).toBeUndefined();
    }
  });
});

describe.each([
  ['production', true],
  ['development', false],
])('security headers in %s', (_name, production) => {
  let t: TestApp;
  let webDist: string;
  let cookie: string;
  const page =
    '<!doctype html><html><head><script>window.__ctx={"a":1}</script></head><body><h1>About</h1></body></html>';
  const fallback =
    '<!doctype html><html><head><script>window.__spa=true</script></head><body></body></html>';

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(webDist, 'about'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), page.replace('About', 'Home'));
    writeFileSync(join(webDist, 'about', 'index.html'), page);
    writeFileSync(join(webDist, 'about', 'index.html.br'), brotliCompressSync(page));
    writeFileSync(join(webDist, '__spa-fallback.html'), fallback);
    writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
    writeFileSync(join(webDist, 'assets', 'app-1a2b3c.css'), 'body{margin:0}');
    t = await startTestApp('pglite', {
      config: {
        production,
        webDist,
        rateLimits: {
          reads: 100_000,
          signIn: 2,
          signUp: 50,
          contact: 50,
          story: 50,
          teams: 50,
          leads: 50,
          account: 50,
          saves: 50,
          checkIns: 50,
          events: 50,
          windowMs: 60_000,
        },
        // A chat service that refuses connections: the story answers 503.
        openai: {
          apiKey: 'sk-test-not-a-real-key',
          baseUrl: 'http://127.0.0.1:9/v1',
          model: 'gpt-4',
          timeoutMs: 2_000,
        },
      },
    });
    cookie = sessionCookie(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: {
          firstName: 'Ada',
          lastName: 'L',
          email: 'ada@example.com',
          password: 'correct horse battery',
        },
      }),
    );
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const send = (options: InjectOptions) => t.app.inject(options);

  it.each<[string, InjectOptions, number]>([
    ['the home page', { method: 'GET', url: '/' }, 200],
    ['a pre-rendered page', { method: 'GET', url: '/about' }, 200],
    [
      'a precompressed page',
      { method: 'GET', url: '/about', headers: { 'accept-encoding': 'br' } },
      200,
    ],
    ['the client-app fallback page', { method: 'GET', url: '/assessment/results/abc' }, 200],
    ['the not-found page', { method: 'GET', url: '/some/unknown/page' }, 404],
    ['a page asked for with HEAD', { method: 'HEAD', url: '/about' }, 200],
  ])('on %s', async (_what, options, status) => {
    const res = await send(options);
    expect(res.statusCode).toBe(status);
    expect(header(res, 'content-type')).toMatch(/^text\/html/);
    expectSecurityHeaders(res, { production, html: true });
  });

  it.each<[string, InjectOptions, number]>([
    ['a script asset', { method: 'GET', url: '/assets/app-1a2b3c.js' }, 200],
    ['a stylesheet asset', { method: 'GET', url: '/assets/app-1a2b3c.css' }, 200],
    [
      'a media file (an SVG, with its own sandboxing policy)',
      { method: 'GET', url: '/api/media/file/degap-steps.svg' },
      200,
    ],
    ['a JSON answer', { method: 'GET', url: '/api/health' }, 200],
    ['a content list', { method: 'GET', url: '/api/posts?limit=2' }, 200],
    ['a signed-in JSON answer', { method: 'GET', url: '/api/auth/me' }, 200],
    [
      'a 201',
      {
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: {
          firstName: 'Grace',
          lastName: 'H',
          email: 'grace@example.com',
          password: 'correct horse battery',
        },
      },
      201,
    ],
    ['a 400 from validation', { method: 'POST', url: '/api/auth/sign-in', payload: {} }, 400],
    ['a 400 from a bad query', { method: 'GET', url: '/api/posts?where[nope][equals]=1' }, 400],
    [
      'a 400 from a body that is not JSON',
      {
        method: 'POST',
        url: '/api/submit-contact',
        payload: '{"name":',
        headers: { 'content-type': 'application/json' },
      },
      400,
    ],
    ['a 400 from a malformed URL', { method: 'GET', url: '/api/posts/%E0%A4%A' }, 400],
    ['a 400 from a NUL character', { method: 'GET', url: '/api/objects/a%00b' }, 400],
    ['a 401', { method: 'GET', url: '/api/assessment-results' }, 401],
    ['a 404 from the API', { method: 'GET', url: '/api/nothing/here/at/all' }, 404],
    ['a 404 for a missing document', { method: 'GET', url: '/api/posts/no-such-post' }, 404],
    ['a 404 for a method with no route', { method: 'DELETE', url: '/about' }, 404],
    [
      'a 413',
      {
        method: 'POST',
        url: '/api/submit-contact',
        payload: JSON.stringify({ message: 'x'.repeat(300 * 1024) }),
        headers: { 'content-type': 'application/json' },
      },
      413,
    ],
    [
      'a 414 (an overlong path parameter)',
      { method: 'GET', url: `/api/objects/${'x'.repeat(300)}` },
      414,
    ],
    [
      'a 415',
      {
        method: 'POST',
        url: '/api/submit-contact',
        payload: 'name=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      415,
    ],
  ])('on %s', async (_what, options, status) => {
    const headers = { ...(options.headers ?? {}) } as Record<string, string>;
    if (options.url === '/api/auth/me') headers.cookie = cookie;
    const res = await send({ ...options, headers });
    expect(res.statusCode, res.body).toBe(status);
    expectSecurityHeaders(res, { production });
  });

  it('on a 304 from the content cache', async () => {
    const first = await send({ method: 'GET', url: '/api/posts?limit=3' });
    const etag = header(first, 'etag') as string;
    expect(etag).toBeTruthy();
    const res = await send({
      method: 'GET',
      url: '/api/posts?limit=3',
      headers: { 'if-none-match': etag },
    });
    expect(res.statusCode).toBe(304);
    expectSecurityHeaders(res, { production });
  });

  it('on a 429 from the rate limit', async () => {
    let res = await send({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'nobody@example.com', password: 'wrong' },
      remoteAddress: '10.9.9.9',
    });
    for (let i = 0; i < 3 && res.statusCode !== 429; i++)
      res = await send({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'nobody@example.com', password: 'wrong' },
        remoteAddress: '10.9.9.9',
      });
    expect(res.statusCode).toBe(429);
    expectSecurityHeaders(res, { production });
  });

  it('on a 503 when the story service is down', async () => {
    const responses = [{ questionId: 'aa_v2_1', doing: 3 }];
    // Signed in: the model is only asked for signed-in readers.
    const res = await send({
      method: 'POST',
      url: '/api/story',
      payload: versioned({ responses }),
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(503);
    expectSecurityHeaders(res, { production });
  });

  it('gives a media file a policy that runs nothing, whatever the page policy allows', async () => {
    const res = await send({ method: 'GET', url: '/api/media/file/degap-steps.svg' });
    const policy = directives(header(res, 'content-security-policy') as string);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy.sandbox).toBeDefined();
  });
});

const realBuild = join(API_DIR, '..', 'web', 'dist', 'client');

// The pages React Router really builds carry several inline scripts; each must be admitted by hash.
describe.skipIf(!existsSync(join(realBuild, '__spa-fallback.html')))(
  'security headers on the real build (apps/web/dist/client)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp('pglite', {
        seed: false,
        config: { production: true, webDist: realBuild },
      });
    });
    afterAll(() => t?.close());

    it.each([
      ['/', 200],
      ['/about', 200],
      ['/assessment', 200],
      ['/assessment/results/abc', 200],
      ['/a/page/that/does/not/exist', 404],
    ])('on %s', async (url, status) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(status);
      expectSecurityHeaders(res, { production: true, html: true });
      const scripts = directives(header(res, 'content-security-policy') as string)['script-src'];
      expect(scripts?.some((s) => s.startsWith("'sha256-"))).toBe(true);
    });
  },
);
