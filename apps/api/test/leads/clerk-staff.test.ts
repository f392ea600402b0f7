// With Clerk's sign-in, staff are also the members of the organization CLERK_STAFF_ORG_ID, asked of
// Clerk through its SDK (msw answers on the wire) at most once a minute per account. When Clerk
// cannot answer, only the listed emails are staff.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clerkProvider } from '../../src/auth/providers';
import { startTestApp, type TestApp } from '../support/app';
import { CLERK_API, clerkError, clerkMembership } from '../support/clerk-api';
import { clerkKeys, clerkToken } from '../support/clerk-tokens';

const STAFF_ORG = 'org_staff';

describe('staff as members of a Clerk organization', () => {
  let t: TestApp;
  let asked: string[] = [];
  let bearer: (sub: string, emailVerified?: boolean) => Promise<string>;

  const clerkApi = setupServer(
    http.get(`${CLERK_API}/users/:id/organization_memberships`, ({ params }) => {
      const userId = String(params.id);
      asked.push(userId);
      if (userId === 'user_down') return clerkError(500);
      const organizations = userId === 'user_staff' ? ['org_team', STAFF_ORG] : ['org_team'];
      return HttpResponse.json({
        data: organizations.map((o) => clerkMembership(o, userId)),
        total_count: organizations.length,
      });
    }),
  );

  beforeAll(async () => {
    clerkApi.listen({ onUnhandledRequest: 'error' });
    const keys = await clerkKeys();
    bearer = async (sub, emailVerified = true) =>
      `Bearer ${await clerkToken({ sub, email: `${sub}@example.com`, email_verified: emailVerified, first_name: sub }, keys.privateKey)}`;
    t = await startTestApp('pglite', {
      seed: false,
      provider: clerkProvider({ jwtKey: keys.jwtKey }),
      config: {
        clerk: { jwtKey: keys.jwtKey, secretKey: 'sk_test_not_a_real_key' },
        staff: { emails: ['user_listed@example.com'], clerkOrgId: STAFF_ORG },
      },
    });
  });
  afterAll(async () => {
    clerkApi.close();
    await t?.close();
  });

  const inbox = async (sub: string, emailVerified = true) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/staff/leads',
        headers: { authorization: await bearer(sub, emailVerified) },
      })
    ).statusCode;

  it('lets the organization’s members in, once asked, and remembers the answer', async () => {
    expect(await inbox('user_staff')).toBe(200);
    expect(await inbox('user_staff')).toBe(200);
    expect(asked).toEqual(['user_staff']);
  });

  it('keeps everyone else out, listed emails aside, and Clerk failing admits no one more', async () => {
    asked = [];
    expect(await inbox('user_member')).toBe(404);
    expect(await inbox('user_down')).toBe(404);
    expect(asked).toEqual(['user_member', 'user_down']);
    // A listed email needs no question to Clerk.
    expect(await inbox('user_listed')).toBe(200);
    expect(asked).toEqual(['user_member', 'user_down']);
  });

  it('counts a listed email only when Clerk verified it', async () => {
    asked = [];
    expect(await inbox('user_listed', false)).toBe(404);
  });
});
