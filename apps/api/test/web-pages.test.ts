// The built site is served with a content security policy that admits each page's own inline
// scripts by hash, and nothing else inline.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/http/inline-scripts';
import { startTestApp, type TestApp } from './support/app';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes inline scripts, and skips external scripts and JSON data blocks', () => {
    const html = `<script>window.a=1</script><script type="module">import "/x.js"</script><script src="/y.js"></script><script type="application/ld+json">{"@type":"Article"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1'), sha('import "/x.js"')]);
  });
});

describe('pages of the built site', () => {
  let t: TestApp;
  const page =
    '<!doctype html><html><head><script>window.__ctx={"a":1}</script></head><body><h1>About</h1></body></html>';
  const fallback =
    '<!doctype html><html><head><script>window.__spa=true</script></head><body></body></html>';

  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(webDist, 'about'));
    writeFileSync(join(webDist, 'about', 'index.html'), page);
    writeFileSync(join(webDist, '__spa-fallback.html'), fallback);
    writeFileSync(join(webDist, 'about', 'index.html.br'), brotliCompressSync(page));
    t = await startTestApp('pglite', { seed: false, config: { webDist } });
  });
  afterAll(() => t?.close());

  it('serves a pre-rendered page with a policy naming its own inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>About</h1>');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain(`script-src 'self' ${sha('window.__ctx={"a":1}')}`);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).not.toContain(sha('window.__spa=true'));
  });

  it('gives a precompressed page the policy of the page it compresses', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-security-policy']).toContain(sha('window.__ctx={"a":1}'));
  });

  it('serves the fallback page, with its own policy, for pages the client draws; the API still answers 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assessment/results/abc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain(sha('window.__spa=true'));
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing/here/at/all' });
    expect(api.statusCode).toBe(404);
    expect(api.json().success).toBe(false);
  });
});

describe('a real 404', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(
      join(webDist, '__spa-fallback.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    t = await startTestApp('pglite', { config: { webDist } });
  });
  afterAll(() => t?.close());

  it.each([
    ['/no/such/page', 404],
    ['/blog/no-such-article', 404],
    ['/assessment/results/3f2a', 200],
    ['/prioritization-method-selector/tool', 200],
    ['/teams/3f2a9c1e-0b7d-4c55-9e0e-6a1f2b3c4d5e', 200],
    [`/teams/join/${'A'.repeat(43)}`, 200],
    ['/teams/join/too-short', 404],
    [`/feedback/rate/${'A'.repeat(43)}`, 200],
    ['/feedback/rate/too-short', 404],
    ['/feedback/3f2a9c1e-0b7d-4c55-9e0e-6a1f2b3c4d5e', 200],
    ['/feedback/3f2a9c1e-0b7d-4c55-9e0e-6a1f2b3c4d5e/report', 200],
    ['/feedback/not-an-id/report', 404],
  ])('answers %s with %i and the document whose router draws it', async (url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers a published article that has no pre-rendered file (published after the build) with 200', async () => {
    const posts = (await t.app.inject({ method: 'GET', url: '/api/posts?limit=1' })).json().docs;
    const res = await t.app.inject({ method: 'GET', url: `/blog/${posts[0].slug}` });
    expect(res.statusCode).toBe(200);
  });
});
