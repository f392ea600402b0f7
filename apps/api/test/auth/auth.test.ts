import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitsWith, sessionCookie, startTestApp, type TestApp } from '../support/app';
import { TARGETS } from '../support/database';

describe.each(TARGETS)('local accounts on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, {
      seed: false,
      config: { rateLimits: limitsWith({ signIn: 3, signUp: 50, contact: 50, story: 50 }) },
    });
  });
  afterAll(() => t?.close());

  const signUp = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: body });
  const signIn = (body: Record<string, unknown>, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: body, remoteAddress: ip });
  const me = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });
  const ada = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'Ada@Example.com ',
    password: 'correct horse battery',
  };

  it('signs up, sets a safe session cookie and knows the user', async () => {
    const res = await signUp(ada);
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const cookie = res.cookies.find((c) => c.name === 'peak_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const who = await me(sessionCookie(res));
    expect(who.statusCode).toBe(200);
    expect((await me()).json()).toEqual({ user: null });
    expect(who.json().user.email).toBe('ada@example.com');
    expect(JSON.stringify(who.json())).not.toContain('password');
  });

  it('refuses a second account for the same email', async () => {
    const res = await signUp({ ...ada, email: 'ada@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/already exists/);
  });

  it.each([
    [{ ...ada, email: 'not-an-email' }, 'email: Please enter a valid email address.'],
    [{ ...ada, password: 'short' }, 'password: Password must be at least 10 characters.'],
    [{ ...ada, firstName: '  ' }, 'firstName: Please enter your first name.'],
    [{ lastName: 'x', email: 'a@b.co', password: '12345678' }, 'firstName'],
    [{ ...ada, firstName: 'x'.repeat(101) }, 'First name must be 100 characters or fewer.'],
  ])('answers 400 with a clear message for %j', async (body, message) => {
    const res = await signUp(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: expect.stringContaining(message) });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: '{"firstName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: 'a=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
  });

  it('signs in, and gives the same answer for an unknown email and a wrong password', async () => {
    const ok = await signIn({ email: 'ADA@example.com', password: ada.password }, '10.0.0.2');
    expect(ok.statusCode).toBe(200);
    expect((await me(sessionCookie(ok))).statusCode).toBe(200);
    const wrong = await signIn({ email: 'ada@example.com', password: 'nope nope' }, '10.0.0.2');
    const unknown = await signIn(
      { email: 'nobody@example.com', password: 'nope nope' },
      '10.0.0.2',
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('signs out by revoking the session', async () => {
    const res = await signIn({ email: 'ada@example.com', password: ada.password }, '10.0.0.3');
    const cookie = sessionCookie(res);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'peak_session')?.value).toBe('');
    expect((await me(cookie)).json().user).toBeNull();
  });

  it('knows no user for no session, a forged one and a malformed one', async () => {
    expect((await me()).json().user).toBeNull();
    expect(
      (await me('peak_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).json().user,
    ).toBeNull();
    expect((await me("peak_session=' or 1=1 --")).json().user).toBeNull();
    expect((await me(`peak_session=${'x'.repeat(5000)}`)).json().user).toBeNull();
  });

  it('rate limits sign-in per address', async () => {
    const tries = [];
    for (let i = 0; i < 4; i++)
      tries.push(await signIn({ email: 'ada@example.com', password: 'wrong wrong' }, '10.9.9.9'));
    expect(tries.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
    expect(tries[3]?.json().error).toMatch(/rate limit/i);
    expect(
      (await signIn({ email: 'ada@example.com', password: ada.password }, '10.9.9.10')).statusCode,
    ).toBe(200);
  });
});
