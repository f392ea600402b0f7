// Clerk session tokens, verified networklessly with a JWT key; tokens are signed here with jose.

import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clerkProvider } from '../../src/auth/providers';
import { startTestApp, type TestApp } from '../support/app';
import { type ClerkKeys, clerkKeys, clerkToken } from '../support/clerk-tokens';

describe('Clerk sign-in', () => {
  let t: TestApp;
  let keys: ClerkKeys;
  const clerkApi = setupServer(
    http.get('https://api.clerk.com/v1/users/:id', ({ params }) =>
      HttpResponse.json({
        object: 'user',
        id: params.id,
        first_name: 'Grace',
        last_name: 'Hopper',
        primary_email_address_id: 'idn_1',
        // user_unverified's primary address is not verified; another of theirs is, and never counts.
        email_addresses: [
          {
            id: 'idn_0',
            object: 'email_address',
            email_address: 'other@example.com',
            verification: { status: 'verified', strategy: 'email_code' },
            linked_to: [],
          },
          {
            id: 'idn_1',
            object: 'email_address',
            email_address: 'grace@example.com',
            verification: {
              status: params.id === 'user_unverified' ? 'unverified' : 'verified',
              strategy: 'email_code',
            },
            linked_to: [],
          },
        ],
        phone_numbers: [],
        web3_wallets: [],
        external_accounts: [],
        created_at: 0,
        updated_at: 0,
      }),
    ),
  );

  const token = (claims: Record<string, unknown>, key = keys.privateKey, expiresIn = '5m') =>
    clerkToken(claims, key, expiresIn);

  beforeAll(async () => {
    clerkApi.listen({ onUnhandledRequest: 'error' });
    keys = await clerkKeys();
    const provider = clerkProvider({ jwtKey: keys.jwtKey, secretKey: 'sk_test_not_a_real_key' });
    t = await startTestApp('pglite', { seed: false, provider });
  });
  afterAll(async () => {
    clerkApi.close();
    await t?.close();
  });

  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

  it('accepts a valid token as a bearer header, with name and verified email from its claims', async () => {
    const res = await me({
      authorization: `Bearer ${await token({ sub: 'user_1', email: 'ada@example.com', email_verified: true, first_name: 'Ada', last_name: 'L' })}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({
      id: 'user_1',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'L',
      emailVerified: true,
    });
  });

  it('asks Clerk when the token does not say the email is verified: only a verified primary counts', async () => {
    const claimed = await me({
      authorization: `Bearer ${await token({ sub: 'user_3', email: 'boss@peakpartners.example' })}`,
    });
    expect(claimed.json().user).toMatchObject({ email: 'grace@example.com', emailVerified: true });
    const unverified = await me({
      authorization: `Bearer ${await token({ sub: 'user_unverified', email: 'grace@example.com' })}`,
    });
    expect(unverified.json().user).toMatchObject({
      email: 'grace@example.com',
      emailVerified: false,
    });
  });

  it('accepts the __session cookie and looks the profile up when the token carries no email', async () => {
    const res = await me({ cookie: `__session=${await token({ sub: 'user_2' })}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({
      id: 'user_2',
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      emailVerified: true,
    });
  });

  it('refuses an expired, a tampered and a foreign-signed token', async () => {
    const expired = await token({ sub: 'user_1' }, keys.privateKey, '-1m');
    const valid = await token({ sub: 'user_1', email: 'a@b.co' });
    const [h, , s] = valid.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: 'user_admin', email: 'x@y.z', exp: 9_999_999_999 }),
    ).toString('base64url');
    const tampered = `${h}.${forgedPayload}.${s}`;
    const foreign = await token({ sub: 'user_1' }, keys.otherKey);
    for (const bad of [expired, tampered, foreign, 'not.a.jwt', '']) {
      const res = await me({ authorization: `Bearer ${bad}` });
      expect(res.json().user, `${res.statusCode} ${res.body}`).toBeNull();
    }
  });

  it('turns the local account routes off', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'a@b.co', password: 'x' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/local accounts are off/);
  });
});
