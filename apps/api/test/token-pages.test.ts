// Every address that is a secret (a share link, an invitation, a draft's preview, a mailed link to
// verify an address or reset a password, a plan mail's check-in or stop link, a 360 rater's link),
// its page and its API call alike: no cache keeps the answer (no-store), no link on it passes the
// address on (no-referrer), and the page's policy admits no analytics, so no third-party script
// can learn the address.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app';

const ANALYTICS = 'https://plausible.example';
const TOKEN = 'Zq9SecretTokenValue_0123456789abcdefghijklm';
const html = (script: string) =>
  `<!doctype html><html><head><script>${script}</script></head><body></body></html>`;

/** Pages at secret addresses: drawn from the fallback, or (a mailed link's) built as a file. */
const PAGES = [
  `/r/${TOKEN}`,
  `/teams/join/${TOKEN}`,
  `/blog/preview/post-01?expires=1999999999&signature=${TOKEN}`,
  `/account/verify-email?token=${TOKEN}`,
  `/account/reset-password?token=${TOKEN}`,
  `/plans/check-in/${TOKEN}?answer=done`,
  `/plans/stop/${TOKEN}`,
  `/feedback/rate/${TOKEN}`,
];
const API_CALLS = [
  `/api/shared/${TOKEN}`,
  `/api/teams/join/${TOKEN}`,
  `/api/plans/check-ins/${TOKEN}`,
  `/api/feedback/rate/${TOKEN}`,
];

describe('secret addresses', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(webDist, 'about'));
    mkdirSync(join(webDist, 'account', 'reset-password'), { recursive: true });
    writeFileSync(join(webDist, '__spa-fallback.html'), html('window.__spa=true'));
    writeFileSync(join(webDist, 'about', 'index.html'), html('window.__about=true'));
    writeFileSync(
      join(webDist, 'account', 'reset-password', 'index.html'),
      html('window.__reset=true'),
    );
    t = await startTestApp('pglite', {
      seed: false,
      config: { webDist, analyticsOrigin: ANALYTICS },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves an ordinary page with analytics admitted (the policy this suite checks)', async () => {
    const about = await t.app.inject({ method: 'GET', url: '/about' });
    expect(about.statusCode).toBe(200);
    expect(about.headers['content-security-policy']).toContain(ANALYTICS);
  });

  it.each(PAGES)('answers the page %s unkept, unreferred and without analytics', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain(ANALYTICS);
  });

  it.each(API_CALLS)('answers %s unkept and unreferred', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
