// Deleting an account whose sign-in is Clerk's: our rows go in one transaction, then the person
// leaves the organizations of the teams they were in, those of the teams they owned are deleted, and
// last the Clerk user itself, all through Clerk's SDK with msw answering Clerk's API on the wire.
// When Clerk fails at the end, the data is gone and deleting again finishes the job; without a
// secret key nothing is deleted at all.

import { count, eq } from 'drizzle-orm';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOT_DELETABLE, SIGN_IN_NOT_DELETED } from '../../src/account/routes';
import { clerkProvider } from '../../src/auth/providers';
import { assessmentResults, teamMembers, teams } from '../../src/db/schema';
import { clerkDirectory } from '../../src/teams/directory';
import { startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { CLERK_API, clerkError, clerkMembership, clerkOrganization } from '../support/clerk-api';
import { clerkKeys, clerkToken } from '../support/clerk-tokens';
import { answersOf, drawPerson, insertResults, scored, seeded } from '../support/seeded-results';

const SECRET = 'sk_test_not_a_real_key';
const slug = (name: string) => name.toLowerCase().replace(/\W+/g, '-');
/** An organization named as the team, its id made from the name. */
const organization = (name: string, createdBy: string) =>
  clerkOrganization(`org_${slug(name)}`, name, createdBy);

describe('deleting an account signed in with Clerk', () => {
  let t: TestApp;
  let calls: string[] = [];
  let userDeleteAnswer = 200;
  let bearer: (sub: string) => Promise<string>;
  const rng = seeded(7);

  const clerkApi = setupServer(
    http.post(`${CLERK_API}/organizations`, async ({ request }) => {
      const body = (await request.json()) as { name: string; created_by: string };
      return HttpResponse.json(organization(body.name, body.created_by));
    }),
    http.post(`${CLERK_API}/organizations/:id/memberships`, async ({ params, request }) => {
      const body = (await request.json()) as { user_id: string; role: string };
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
    http.delete(`${CLERK_API}/users/:id`, ({ params }) => {
      calls.push(`delete user ${params.id}`);
      if (userDeleteAnswer !== 200) return clerkError(userDeleteAnswer);
      return HttpResponse.json({ object: 'user', id: params.id, deleted: true });
    }),
  );

  beforeAll(async () => {
    clerkApi.listen({ onUnhandledRequest: 'error' });
    const keys = await clerkKeys();
    bearer = async (sub) => {
      const name = sub.replace('user_', '');
      const claims = { sub, email: `${name}@example.com`, first_name: name, last_name: 'C' };
      return `Bearer ${await clerkToken(claims, keys.privateKey)}`;
    };
    t = await startTestApp('pglite', {
      provider: clerkProvider({ jwtKey: keys.jwtKey }),
      config: { clerk: { jwtKey: keys.jwtKey, secretKey: SECRET } },
      teamDirectory: clerkDirectory(SECRET),
    });
  });
  beforeEach(() => {
    calls = [];
    userDeleteAnswer = 200;
  });
  afterAll(async () => {
    clerkApi.close();
    await t?.close();
  });

  const call = async (sub: string, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'POST',
      url,
      headers: { authorization: await bearer(sub) },
      ...(payload ? { payload } : {}),
    });

  const rowsOf = async (userId: string) => {
    const { db } = t.database;
    const [results] = await db
      .select({ n: count() })
      .from(assessmentResults)
      .where(eq(assessmentResults.userId, userId));
    const [memberships] = await db
      .select({ n: count() })
      .from(teamMembers)
      .where(eq(teamMembers.userId, userId));
    const [owned] = await db.select({ n: count() }).from(teams).where(eq(teams.ownerId, userId));
    return { results: results?.n, memberships: memberships?.n, ownedTeams: owned?.n };
  };

  async function saveResult(sub: string) {
    const res = await call(
      sub,
      'POST',
      '/api/assessment-results',
      versioned({ responses: answersOf(drawPerson(rng), rng) }),
    );
    expect(res.statusCode, res.body).toBe(201);
  }

  it('deletes the data, leaves and deletes the organizations, then deletes the Clerk user', async () => {
    await saveResult('user_ada');
    await call('user_ada', 'POST', '/api/teams', { name: 'Ada Team' });
    const bobs = (await call('user_bob', 'POST', '/api/teams', { name: 'Bob Team' })).json();
    const { token } = (
      await call('user_bob', 'POST', `/api/teams/${bobs.id}/invitations`, {})
    ).json();
    const joined = await call('user_ada', 'POST', '/api/teams/join', { token, consent: true });
    expect(joined.statusCode, joined.body).toBe(200);
    calls = [];

    const exported = (await call('user_ada', 'GET', '/api/account/data')).json();
    expect(exported.account).toMatchObject({ id: 'user_ada', signIn: 'clerk', createdAt: null });
    expect(exported.results).toHaveLength(1);

    const res = await call('user_ada', 'DELETE', '/api/account', { email: 'Ada@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect(calls).toEqual([
      'remove user_ada from org_bob-team',
      'delete org_ada-team',
      'delete user user_ada',
    ]);
    expect(await rowsOf('user_ada')).toEqual({ results: 0, memberships: 0, ownedTeams: 0 });
    expect((await call('user_bob', 'GET', `/api/teams/${bobs.id}`)).json().members).toBe(1);
  });

  it('answers 503 when Clerk fails at the end, and deleting again finishes', async () => {
    await saveResult('user_cy');
    userDeleteAnswer = 500;
    const failed = await call('user_cy', 'DELETE', '/api/account', { email: 'cy@example.com' });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error).toBe(SIGN_IN_NOT_DELETED);
    expect(await rowsOf('user_cy')).toEqual({ results: 0, memberships: 0, ownedTeams: 0 });
    // Clerk deleted it after all, but the answer was lost: gone counts as done.
    userDeleteAnswer = 404;
    const again = await call('user_cy', 'DELETE', '/api/account', { email: 'cy@example.com' });
    expect(again.statusCode, again.body).toBe(200);
    expect(calls).toEqual(['delete user user_cy', 'delete user user_cy']);
  });

  it('refuses a wrong email without calling Clerk', async () => {
    const res = await call('user_dee', 'DELETE', '/api/account', { email: 'ada@example.com' });
    expect(res.statusCode).toBe(400);
    expect(calls).toEqual([]);
  });
});

describe('deleting a Clerk account without a secret key', () => {
  let t: TestApp;
  let bearer: string;

  beforeAll(async () => {
    const keys = await clerkKeys();
    bearer = `Bearer ${await clerkToken({ sub: 'user_eve', email: 'eve@example.com' }, keys.privateKey)}`;
    t = await startTestApp('pglite', {
      seed: false,
      provider: clerkProvider({ jwtKey: keys.jwtKey }),
      config: { clerk: { jwtKey: keys.jwtKey } },
    });
    const rng = seeded(9);
    await insertResults(t.database.db, [
      { userId: 'user_eve', results: scored(answersOf(drawPerson(rng), rng)) },
    ]);
  });
  afterAll(() => t?.close());

  it('deletes nothing: the sign-in would outlive the data', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { authorization: bearer },
      payload: { email: 'eve@example.com' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe(NOT_DELETABLE);
    const [left] = await t.database.db
      .select({ n: count() })
      .from(assessmentResults)
      .where(eq(assessmentResults.userId, 'user_eve'));
    expect(left?.n).toBe(1);
  });
});
