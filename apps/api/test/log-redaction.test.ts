// Secrets in addresses never reach the log: the tokens of share links (/r/{token},
// /api/shared/{token}), invitations (/teams/join/{token}, /api/teams/join/{token}) and 360 raters'
// links (/feedback/rate/{token}, /api/feedback/rate/{token}), preview signatures (?signature=) and
// any `token` query parameter (the links mailed to verify an address or reset a password). Every
// log line the server writes for these requests is read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/http/log-redaction';
import { startTestApp, type TestApp } from './support/app';
import { logCollector } from './support/logs';

const SECRET = 'Zq9SecretTokenValue_0123456789abcdefghijklmn';
const SIGNATURE = 'c2lnbmF0dXJlLXRoYXQtbXVzdC1zdGF5LXNlY3JldA';

/** Each kind of address that carries a secret, as a client may send it. */
const ADDRESSES = [
  `/r/${SECRET}`,
  `/r/${SECRET}/`,
  `//r/${SECRET}`,
  `/R/${SECRET}`,
  `/api/shared/${SECRET}`,
  `/api/shared/${SECRET}?x=1`,
  `/teams/join/${SECRET}`,
  `/api/teams/join/${SECRET}`,
  `/api//teams/join/${SECRET}`,
  `/feedback/rate/${SECRET}`,
  `/api/feedback/rate/${SECRET}`,
  `/api/feedback/rate/${SECRET}/submit`,
  `/blog/preview/post-01?expires=1999999999&signature=${SIGNATURE}`,
  `/api/preview/posts/post-01?signature=${SIGNATURE}&expires=1999999999`,
  `/account/verify-email?token=${SECRET}`,
  `/account/reset-password?token=${SECRET}&next=/`,
  `/api/anything?Token=${SECRET}`,
  `/api/anything?access_token=${SECRET}`,
  `/api/anything?sig=${SIGNATURE}`,
  `/api/anything?a=1&token=${SECRET}&token=${SIGNATURE}`,
  `/api/anything?to%6Ben=${SECRET}`,
  `/r/${SECRET}%`,
];

describe('secrets in request addresses', () => {
  let t: TestApp;
  const logs = logCollector();
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      seed: false,
      config: { logLevel: 'info' },
      logStream: logs.stream,
    });
  });
  afterAll(() => t?.close());

  it.each(ADDRESSES)('never writes the secret of %s to the log', async (url) => {
    const before = logs.lines.length;
    await t.app.inject({ method: 'GET', url });
    const lines = logs.lines.slice(before);
    const logged = lines.filter((l) => (l.req as { url?: string } | undefined)?.url);
    expect(logged.length).toBeGreaterThan(0);
    for (const line of lines) {
      const text = JSON.stringify(line);
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(SIGNATURE);
    }
    for (const line of logged) expect((line.req as { url: string }).url).toContain('[redacted]');
  });

  it('keeps the rest of the address readable', () => {
    expect(redactUrl(`/r/${SECRET}`)).toBe('/r/[redacted]');
    expect(redactUrl(`/api/shared/${SECRET}`)).toBe('/api/shared/[redacted]');
    expect(redactUrl(`/api/teams/join/${SECRET}`)).toBe('/api/teams/join/[redacted]');
    expect(redactUrl(`/api/feedback/rate/${SECRET}/submit`)).toBe(
      '/api/feedback/rate/[redacted]/submit',
    );
    expect(redactUrl('/api/feedback/3f2a9c1e/raters')).toBe('/api/feedback/3f2a9c1e/raters');
    expect(redactUrl(`/blog/preview/post-01?expires=12&signature=${SIGNATURE}`)).toBe(
      '/blog/preview/post-01?expires=12&signature=[redacted]',
    );
    expect(redactUrl(`/account/reset-password?token=${SECRET}&next=/`)).toBe(
      '/account/reset-password?token=[redacted]&next=/',
    );
    expect(redactUrl('/api/posts?where[slug][equals]=a&limit=5')).toBe(
      '/api/posts?where[slug][equals]=a&limit=5',
    );
    expect(redactUrl('/teams/join')).toBe('/teams/join');
    expect(redactUrl('/r')).toBe('/r');
  });
});
