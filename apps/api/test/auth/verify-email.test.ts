// Proving an address: sign-up mails a link (read here from a real SMTP server in this process), and
// until the link is used the account is not staff, even with an address in STAFF_EMAILS, and the
// site mails nothing on its behalf. The link works once, for 24 hours (the app's clock is moved),
// and the database keeps only its SHA-256.
import { createHash } from 'node:crypto';
import { mailedLink } from '@peak/testkit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_RESENDS_PER_HOUR } from '../../src/auth/email-routes';
import { accountTokens, users } from '../../src/db/schema';
import { until } from '../outbox/receiver';
import { type SmtpInbox, startSmtp } from '../outbox/smtp';
import { signUpUser, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { TARGETS } from '../support/database';
import { answersOf, drawPerson, seeded } from '../support/seeded-results';

const STAFF = 'partner@peakpartners.example';
const PASSWORD = 'Orbit lantern cobalt 93';
const HOUR_MS = 3_600_000;

describe.each(TARGETS)('verifying an email address on %s', (target) => {
  let smtp: SmtpInbox;
  let t: TestApp;
  let offset = 0;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(target, {
      clock: () => Date.now() + offset,
      config: {
        staff: { emails: [STAFF] },
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

  const post = (url: string, payload: object = {}, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, ...(cookie ? { headers: { cookie } } : {}) });
  const inbox = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/staff/leads', headers: { cookie } });
  const me = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().user;

  /** The token of the newest verification link mailed to `to`, once it has arrived. */
  async function mailedToken(to: string, count = 1): Promise<string> {
    const mails = await until(
      () => {
        const m = smtp.mail.filter((x) => x.to.includes(to));
        return m.length >= count && m;
      },
      10_000,
      `verification mail ${count} to ${to}`,
    );
    const mail = mails[count - 1];
    expect(mail?.raw).toContain('Subject: Confirm your email address');
    const link = mailedLink(mail?.raw ?? '', '/account/verify-email');
    expect(link.origin).toBe('https://peak.example');
    return link.searchParams.get('token') ?? '';
  }

  it('keeps a listed staff address out of the inbox until the mailed link is used', async () => {
    const { cookie } = await signUpUser(t.app, { email: STAFF, password: PASSWORD });
    expect(await me(cookie)).toMatchObject({ email: STAFF, emailVerified: false });
    expect((await inbox(cookie)).statusCode).toBe(404);

    const token = await mailedToken(STAFF);
    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ verified: true });
    expect(await me(cookie)).toMatchObject({ emailVerified: true });
    expect((await inbox(cookie)).statusCode).toBe(200);

    // Single use: the same link again is refused, and says what to do.
    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/expired or was already used/);
  });

  it('keeps only the SHA-256 of the token', async () => {
    const { id } = await signUpUser(t.app, { email: 'hash@example.com', password: PASSWORD });
    const token = await mailedToken('hash@example.com');
    const rows = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('accepts the link for 24 hours and not after', async () => {
    await signUpUser(t.app, { email: 'early@example.com', password: PASSWORD });
    await signUpUser(t.app, { email: 'late@example.com', password: PASSWORD });
    const early = await mailedToken('early@example.com');
    const late = await mailedToken('late@example.com');
    try {
      offset = 24 * HOUR_MS - 10 * 60_000;
      expect((await post('/api/auth/verify-email', { token: early })).statusCode).toBe(200);
      offset = 24 * HOUR_MS + 1000;
      const expired = await post('/api/auth/verify-email', { token: late });
      expect(expired.statusCode).toBe(400);
    } finally {
      offset = 0;
    }
    const [row] = await t.database.db
      .select({ at: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, 'late@example.com'));
    expect(row?.at).toBeNull();
  });

  it('refuses a token that is not one of ours with a clear 400', async () => {
    for (const token of ['', 'x', 'a'.repeat(43), `${'a'.repeat(42)}\n`]) {
      const res = await post('/api/auth/verify-email', { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/link/);
    }
  });

  it('sends the link again on request, a few times an hour per account', async () => {
    const { cookie } = await signUpUser(t.app, { email: 'again@example.com', password: PASSWORD });
    const other = await signUpUser(t.app, { email: 'other@example.com', password: PASSWORD });
    expect((await post('/api/auth/verify-email/resend')).statusCode).toBe(401);
    for (let i = 0; i < VERIFICATION_RESENDS_PER_HOUR; i++)
      expect((await post('/api/auth/verify-email/resend', undefined, cookie)).statusCode).toBe(202);
    const refused = await post('/api/auth/verify-email/resend', undefined, cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // Another account's limit is its own.
    expect((await post('/api/auth/verify-email/resend', undefined, other.cookie)).statusCode).toBe(
      202,
    );
    // Any of the links proves the address; the first one used spends the others.
    const newest = await mailedToken('again@example.com', 1 + VERIFICATION_RESENDS_PER_HOUR);
    const first = await mailedToken('again@example.com', 1);
    expect((await post('/api/auth/verify-email', { token: newest })).statusCode).toBe(200);
    expect((await post('/api/auth/verify-email', { token: first })).statusCode).toBe(400);
    const done = await post('/api/auth/verify-email/resend', undefined, cookie);
    expect(done.statusCode).toBe(409);
  });

  it('mails no report on behalf of an unverified account', async () => {
    const rng = seeded(14);
    const { cookie } = await signUpUser(t.app, { email: 'report@example.com', password: PASSWORD });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/assessment-results',
      headers: { cookie },
      payload: versioned({ responses: answersOf(drawPerson(rng), rng) }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().id as string;
    const refused = await post(`/api/assessments/${id}/email`, {}, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Verify your email address first: we sent you a link.');
    // Taking, saving, comparing and sharing one's own results still work.
    const link = await post(`/api/assessments/${id}/share-links`, {}, cookie);
    expect(link.statusCode, link.body).toBe(201);
  });
});
