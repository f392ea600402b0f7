// In production: Secure cookies and HSTS. At any log level: no password, token or cookie in the logs.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app';

describe('production settings and logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk) => lines.push(String(chunk)));
    t = await startTestApp('pglite', {
      seed: false,
      logStream,
      config: { production: true, logLevel: 'trace' },
    });
  });
  afterAll(() => t?.close());

  it('marks the session cookie Secure, sends HSTS, and keeps secrets out of the logs', async () => {
    const password = 'a-very-secret-passphrase';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', password },
    });
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === 'peak_session');
    expect(cookie?.secure).toBe(true);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: {
        cookie: `peak_session=${cookie?.value}`,
        authorization: 'Bearer secret-token-value',
      },
    });
    const logs = lines.join('');
    expect(logs).toContain('"url":"/api/auth/me"');
    expect(logs).not.toContain(password);
    expect(logs).not.toContain(cookie?.value as string);
    expect(logs).not.toContain('secret-token-value');
  });
});
