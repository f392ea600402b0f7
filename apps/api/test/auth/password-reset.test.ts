// "Forgot password?": the same answer, whether or not the address has an account; the mailed link
// (read from a real SMTP server in this process) works once, for one hour (the app's clock is
// moved), sets a password the policy accepts, proves the address and ends every session, so the
// owner of an address takes the account back from whoever signed up with it first.
import { createHash } from 'node:crypto';
import { mailedLink } from '@peak/testkit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESETS_PER_HOUR } from '../../src/auth/email-routes';
import { accountTokens } from '../../src/db/schema';
import { until } from '../outbox/receiver';
import { type SmtpInbox, startSmtp } from '../outbox/smtp';
import { sessionCookie, signUpUser, startTestApp, type TestApp } from '../support/app';
import { TARGETS } from '../support/database';

const OLD_PASSWORD = 'Squatter lantern cobalt 93';
const NEW_PASSWORD = 'Harbor meadow quartz 58';
const HOUR_MS = 3_600_000;
let ip = 0;
/** Each request from its own client address, so the per-client limit stays out of the way. */
const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;

describe.each(TARGETS)('resetting a password on %s', (target) => {
  let smtp: SmtpInbox;
  let t: TestApp;
  let offset = 0;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(target, {
      seed: false,
      clock: () => Date.now() + offset,
      config: {
        mail: { smtpUrl: smtp.url, from: 'Peak Partners <hello@peak.example>' },
        outbox: { pollMs: 50, attemptTimeoutMs: 2_000, retryBaseMs: 100 },
        siteUrl: 'https://peak.example',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
  const askReset = (email: string) => post('/api/auth/password-reset', { email });
  const confirm = (token: string, password: string) =>
    post('/api/auth/password-reset/confirm', { token, password });
  const signIn = (email: string, password: string) =>
    post('/api/auth/sign-in', { email, password });
  const me = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().user;

  const resetMails = (to: string) =>
    smtp.mail.filter((m) => m.to.includes(to) && m.raw.includes('Subject: Reset your password'));
  async function resetToken(to: string, count = 1): Promise<string> {
    const mails = await until(
      () => resetMails(to).length >= count && resetMails(to),
      10_000,
      `reset mail ${count} to ${to}`,
    );
    const link = mailedLink(mails[count - 1]?.raw ?? '', '/account/reset-password');
    expect(link.origin).toBe('https://peak.example');
    return link.searchParams.get('token') ?? '';
  }

  it('answers an address with an account exactly as one without', async () => {
    await signUpUser(t.app, { email: 'known@example.com', password: OLD_PASSWORD });
    const known = await askReset('known@example.com');
    const unknown = await askReset('nobody@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    const comparable = (headers: Record<string, unknown>) => {
      const { date: _d, 'x-request-id': _r, ...rest } = headers;
      return rest;
    };
    expect(comparable(unknown.headers)).toEqual(comparable(known.headers));
    await resetToken('known@example.com');
    expect(smtp.mail.filter((m) => m.to.includes('nobody@example.com'))).toHaveLength(0);
  });

  it('lets the owner of an address take the account back from a squatter', async () => {
    const email = 'owner@example.com';
    // Someone else signed up first with the owner's address; the owner's own sign-up answers 409.
    const squatter = await signUpUser(t.app, { email, password: OLD_PASSWORD });
    const taken = await post('/api/auth/sign-up', {
      firstName: 'Rita',
      lastName: 'Fields',
      email,
      password: NEW_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);

    expect((await askReset(email)).statusCode).toBe(202);
    const token = await resetToken(email);
    const [stored] = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(stored?.purpose).toBe('password-reset');

    // The password policy applies, and a refused password leaves the link usable.
    const weak = await confirm(token, 'password12');
    expect(weak.statusCode).toBe(400);
    const done = await confirm(token, NEW_PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ reset: true });

    expect(await me(squatter.cookie)).toBeNull();
    expect((await signIn(email, OLD_PASSWORD)).statusCode).toBe(401);
    const signedIn = await signIn(email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(await me(sessionCookie(signedIn))).toMatchObject({ email, emailVerified: true });

    // Single use.
    const again = await confirm(token, 'Another fresh phrase 71');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/expired or was already used/);
  });

  it('accepts the link for one hour and not after', async () => {
    await signUpUser(t.app, { email: 'hour@example.com', password: OLD_PASSWORD });
    await askReset('hour@example.com');
    const early = await resetToken('hour@example.com', 1);
    try {
      offset = HOUR_MS + 1000;
      expect((await confirm(early, NEW_PASSWORD)).statusCode).toBe(400);
      offset = 0;
      await askReset('hour@example.com');
      const late = await resetToken('hour@example.com', 2);
      offset = HOUR_MS - 5 * 60_000;
      expect((await confirm(late, NEW_PASSWORD)).statusCode).toBe(200);
    } finally {
      offset = 0;
    }
  });

  it('limits the links per address, with or without an account, from any client', async () => {
    await signUpUser(t.app, { email: 'many@example.com', password: OLD_PASSWORD });
    for (const email of ['many@example.com', 'ghost@example.com']) {
      for (let i = 0; i < PASSWORD_RESETS_PER_HOUR; i++)
        expect((await askReset(email)).statusCode).toBe(202);
      const refused = await askReset(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    }
    await resetToken('many@example.com', PASSWORD_RESETS_PER_HOUR);
    expect(resetMails('many@example.com')).toHaveLength(PASSWORD_RESETS_PER_HOUR);
  });

  it('refuses a malformed request with a clear 400', async () => {
    expect((await askReset('not-an-email')).json().error).toMatch(/valid email/);
    const bad = await confirm('short', NEW_PASSWORD);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/link/);
  });
});
