// With Clerk's sign-in, a team is a Clerk organization: created with the owner as its admin, each
// member added as org:member, removed when they leave, and the organization deleted with the team;
// all through Clerk's SDK, with msw answering Clerk's API on the wire. When Clerk fails, the team
// goes on in our database and the fault is logged.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clerkProvider } from '../../src/auth/providers';
import { clerkDirectory } from '../../src/teams/directory';
import { startTestApp, type TestApp } from '../support/app';
import { CLERK_API, clerkMembership, clerkOrganization } from '../support/clerk-api';
import { clerkKeys, clerkToken } from '../support/clerk-tokens';

describe('teams as Clerk organizations', () => {
  let t: TestApp;
  let calls: string[] = [];
  let failing = false;
  let bearer: (sub: string, name: string) => Promise<string>;

  const clerkApi = setupServer(
    http.post(`${CLERK_API}/organizations`, async ({ request }) => {
      if (failing)
        return HttpResponse.json({ errors: [{ message: 'down', code: 'x' }] }, { status: 500 });
      const body = (await request.json()) as { name: string; created_by: string };
      calls.push(`create ${body.name} by ${body.created_by}`);
      return HttpResponse.json(clerkOrganization('org_1', body.name, body.created_by));
    }),
    http.post(`${CLERK_API}/organizations/:id/memberships`, async ({ params, request }) => {
      const body = (await request.json()) as { user_id: string; role: string };
      calls.push(`add ${body.user_id} to ${params.id} as ${body.role}`);
      return HttpResponse.json(clerkMembership(String(params.id), body.user_id, body.role));
    }),
    http.delete(`${CLERK_API}/organizations/:id/memberships/:userId`, ({ params }) => {
      calls.push(`remove ${params.userId} from ${params.id}`);
      return HttpResponse.json(
        clerkMembership(String(params.id), String(params.userId), 'org:member'),
      );
    }),
    http.delete(`${CLERK_API}/organizations/:id`, ({ params }) => {
      calls.push(`delete ${params.id}`);
      return HttpResponse.json({ object: 'organization', id: params.id, deleted: true });
    }),
  );

  beforeAll(async () => {
    clerkApi.listen({ onUnhandledRequest: 'error' });
    const keys = await clerkKeys();
    // `user_anon`'s token carries an email but no name.
    bearer = async (sub, name) =>
      `Bearer ${await clerkToken(
        sub === 'user_anon'
          ? { sub, email: `${name}@example.com` }
          : { sub, email: `${name}@example.com`, first_name: name, last_name: 'C' },
        keys.privateKey,
      )}`;
    t = await startTestApp('pglite', {
      seed: false,
      provider: clerkProvider({ jwtKey: keys.jwtKey }),
      teamDirectory: clerkDirectory('sk_test_not_a_real_key'),
    });
  });
  beforeEach(() => {
    calls = [];
    failing = false;
  });
  afterAll(async () => {
    clerkApi.close();
    await t?.close();
  });

  const call = async (sub: string, method: string, url: string, payload: object = {}) =>
    t.app.inject({
      method: method as 'POST',
      url,
      headers: { authorization: await bearer(sub, sub.replace('user_', '')) },
      ...(method === 'GET' ? {} : { payload }),
    });

  it('creates the organization, adds and removes members, and deletes it with the team', async () => {
    const team = (await call('user_owner', 'POST', '/api/teams', { name: 'Clerk Team' })).json();
    expect(calls).toEqual(['create Clerk Team by user_owner']);
    const { token } = (
      await call('user_owner', 'POST', `/api/teams/${team.id}/invitations`)
    ).json();
    const joined = await call('user_ada', 'POST', '/api/teams/join', { token, consent: true });
    expect(joined.statusCode, joined.body).toBe(200);
    // Joining again adds no second membership.
    await call('user_ada', 'POST', '/api/teams/join', { token, consent: true });
    expect(calls.slice(1)).toEqual(['add user_ada to org_1 as org:member']);
    expect((await call('user_ada', 'DELETE', `/api/teams/${team.id}/members/me`)).statusCode).toBe(
      204,
    );
    expect(calls.at(-1)).toBe('remove user_ada from org_1');
    expect((await call('user_owner', 'DELETE', `/api/teams/${team.id}`)).statusCode).toBe(204);
    expect(calls.at(-1)).toBe('delete org_1');
  });

  it('keeps the team in our database when Clerk fails', async () => {
    failing = true;
    const res = await call('user_owner', 'POST', '/api/teams', { name: 'Offline Team' });
    expect(res.statusCode).toBe(201);
    const team = res.json();
    const { token } = (
      await call('user_owner', 'POST', `/api/teams/${team.id}/invitations`)
    ).json();
    // Without an organization, joining mirrors nothing and still works.
    expect(
      (await call('user_bob', 'POST', '/api/teams/join', { token, consent: true })).statusCode,
    ).toBe(200);
    expect(calls).toEqual([]);
    const detail = (await call('user_bob', 'GET', `/api/teams/${team.id}`)).json();
    expect(detail.members).toBe(2);
    // Members are named by name only, never by email.
    expect(JSON.stringify(detail)).not.toContain('@example.com');
  });
});
