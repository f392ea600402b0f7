// Teams through the API: create, invite, join with consent, choose a result, leave and remove,
// the report from the minimum on, and who may do what (someone else's team answers 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { TARGETS } from '../support/database';
import { answersOf, drawPerson, seeded } from '../support/seeded-results';

type Account = { id: string; cookie: string; name: string };

describe.each(TARGETS)('teams on %s', (target) => {
  let t: TestApp;
  const rng = seeded(28);
  const accounts: Account[] = [];

  const call = (who: Account | null, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      ...(who ? { headers: { cookie: who.cookie } } : {}),
      ...(method === 'GET' ? {} : { payload: payload ?? {} }),
    });

  /** A saved result of the account, from a simulated person's answers; its id. */
  async function save(who: Account): Promise<string> {
    const res = await call(
      who,
      'POST',
      '/api/assessment-results',
      versioned({
        responses: answersOf(drawPerson(rng), rng),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  beforeAll(async () => {
    t = await startTestApp(target, {
      config: { teams: { minResponses: 5, maxMembers: 8, perAccount: 2, invitationsPerHour: 5 } },
    });
    for (let i = 0; i < 9; i++) {
      const name = `member${i}`;
      const user = await signUpUser(t.app, {
        firstName: name,
        lastName: 'Tester',
        email: `${name}@example.com`,
        password: 'correct horse battery',
      });
      accounts.push({ ...user, name });
    }
  });
  afterAll(() => t?.close());

  const owner = () => accounts[0] as Account;
  const member = (i: number) => accounts[i] as Account;

  async function createTeam(name = 'Leadership team') {
    const res = await call(owner(), 'POST', '/api/teams', { name, organisation: 'Acme' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  }
  async function invite(teamId: string, body: object = {}) {
    const res = await call(owner(), 'POST', `/api/teams/${teamId}/invitations`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; token: string };
  }
  const report = async (who: Account, teamId: string) => {
    const res = await call(who, 'GET', `/api/teams/${teamId}/report`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('creates a team owned by its creator, listed as mine, and 404 to anyone else', async () => {
    const team = await createTeam();
    const detail = (await call(owner(), 'GET', `/api/teams/${team.id}`)).json();
    expect(detail).toMatchObject({
      name: 'Leadership team',
      organisation: 'Acme',
      role: 'owner',
      members: 1,
      counted: 0,
      minimum: 5,
    });
    expect(detail.people).toEqual([
      expect.objectContaining({ role: 'owner', status: 'no-result', me: true }),
    ]);
    const mine = (await call(owner(), 'GET', '/api/teams')).json();
    expect(mine.docs.map((d: { id: string }) => d.id)).toContain(team.id);
    for (const url of [`/api/teams/${team.id}`, `/api/teams/${team.id}/report`])
      expect((await call(member(1), 'GET', url)).statusCode).toBe(404);
    expect((await call(member(1), 'GET', '/api/teams/not-a-uuid')).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/teams/${team.id}`)).statusCode).toBe(401);
    expect((await call(member(1), 'DELETE', `/api/teams/${team.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and a message, and holds the quota of teams per account', async () => {
    for (const body of [{}, { name: '' }, { name: 'x'.repeat(81) }, { name: 3 }]) {
      const res = await call(owner(), 'POST', '/api/teams', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    await createTeam('Second team');
    const third = await call(owner(), 'POST', '/api/teams', { name: 'Third' });
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatch(/most teams it can \(2\)/);
  });

  it('invitation links: unguessable, previewed signed out, revocable, expiring, limited in uses', async () => {
    const team = (await call(owner(), 'GET', '/api/teams')).json().docs[0];
    const link = await invite(team.id, { maxUses: 1, expiresInDays: 1 });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const preview = await call(null, 'GET', `/api/teams/join/${link.token}`);
    expect(preview.json()).toMatchObject({ name: team.name, owner: 'member0 Tester' });
    // The list shows links without their tokens.
    const listed = (await call(owner(), 'GET', `/api/teams/${team.id}`)).json().invitations;
    expect(listed[0]).not.toHaveProperty('token');
    // Consent is required.
    const noConsent = await call(member(1), 'POST', '/api/teams/join', { token: link.token });
    expect(noConsent.statusCode).toBe(400);
    const joined = await call(member(1), 'POST', '/api/teams/join', {
      token: link.token,
      consent: true,
    });
    expect(joined.json()).toEqual({ teamId: team.id, name: team.name });
    // Joining again answers the team; a second person finds the link used up.
    expect(
      (await call(member(1), 'POST', '/api/teams/join', { token: link.token, consent: true }))
        .statusCode,
    ).toBe(200);
    const full = await call(member(2), 'POST', '/api/teams/join', {
      token: link.token,
      consent: true,
    });
    expect(full.statusCode).toBe(404);
    expect(full.json().error).toMatch(/used as many times/);
    // A member cannot invite or revoke.
    expect(
      (await call(member(1), 'POST', `/api/teams/${team.id}/invitations`, {})).statusCode,
    ).toBe(403);
    const revocable = await invite(team.id);
    expect(
      (await call(member(1), 'DELETE', `/api/teams/${team.id}/invitations/${revocable.id}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(owner(), 'DELETE', `/api/teams/${team.id}/invitations/${revocable.id}`))
        .statusCode,
    ).toBe(204);
    const revoked = await call(member(2), 'POST', '/api/teams/join', {
      token: revocable.token,
      consent: true,
    });
    expect(revoked.json().error).toMatch(/revoked/);
    // A made-up token is refused without a database read worth attacking.
    expect((await call(null, 'GET', `/api/teams/join/${'a'.repeat(43)}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/teams/join/short')).statusCode).toBe(404);
  });

  it('shows the report from the fifth result, in whole groups, and hides it when a member leaves', async () => {
    const team = await createTeamFresh();
    const link = await invite(team.id);
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const resultId = await save(member(i));
      ids.push(resultId);
      const res = await call(member(i), 'POST', '/api/teams/join', {
        token: link.token,
        consent: true,
        resultId,
      });
      expect(res.statusCode, res.body).toBe(200);
      const seen = await report(owner(), team.id);
      if (i < 5) {
        expect(seen).toEqual({
          status: 'waiting',
          counted: 0,
          waiting: i,
          minimum: 5,
          needed: 5 - i,
        });
      } else {
        expect(seen.status).toBe('ready');
        expect(seen.counted).toBe(5);
        expect(seen.report.n).toBe(5);
      }
    }
    // Every member and the owner see the same report; nothing in it names a member.
    const ready = await report(member(3), team.id);
    expect(JSON.stringify(ready)).not.toMatch(/member\d|@example\.com/);
    expect(ready.report.capabilities).toHaveLength(12);
    for (const c of ready.report.capabilities)
      expect(c.counts.reduce((a: number, b: number) => a + b, 0)).toBe(c.n);
    // A member leaves: the group leaves with them, and the report hides again.
    expect((await call(member(2), 'DELETE', `/api/teams/${team.id}/members/me`)).statusCode).toBe(
      204,
    );
    expect(await report(owner(), team.id)).toEqual({
      status: 'waiting',
      counted: 0,
      waiting: 0,
      minimum: 5,
      needed: 5,
    });
    const detail = (await call(member(3), 'GET', `/api/teams/${team.id}`)).json();
    expect(detail.me.status).toBe('closed-group');
    expect(detail.people.map((p: { status: string }) => p.status).sort()).toEqual([
      'closed-group',
      'closed-group',
      'closed-group',
      'closed-group',
      'no-result',
    ]);
    // A spent result cannot count again in this team; another can.
    const again = await call(member(3), 'PUT', `/api/teams/${team.id}/my-result`, {
      resultId: ids[2],
    });
    expect(again.statusCode).toBe(409);
    const other = await call(member(3), 'PUT', `/api/teams/${team.id}/my-result`, {
      resultId: await save(member(3)),
    });
    expect(other.json().me.status).toBe('waiting');
    // Someone else's result is not mine to choose.
    const stolen = await call(member(4), 'PUT', `/api/teams/${team.id}/my-result`, {
      resultId: ids[0],
    });
    expect(stolen.statusCode).toBe(404);
  });

  it("counts a member's next saved result when they chose it", async () => {
    const team = await createTeamFresh();
    const link = await invite(team.id);
    await call(member(6), 'POST', '/api/teams/join', { token: link.token, consent: true });
    let detail = (await call(member(6), 'GET', `/api/teams/${team.id}`)).json();
    expect(detail.me).toMatchObject({ status: 'no-result', resultId: null });
    const id = await save(member(6));
    detail = (await call(member(6), 'GET', `/api/teams/${team.id}`)).json();
    expect(detail.me).toMatchObject({ status: 'waiting', resultId: id });
    // The owner removes them; the owner cannot be removed or leave.
    expect(
      (await call(owner(), 'DELETE', `/api/teams/${team.id}/members/${detail.me.memberId}`))
        .statusCode,
    ).toBe(204);
    const ownerId = detail.people.find((p: { role: string }) => p.role === 'owner').id;
    expect(
      (await call(owner(), 'DELETE', `/api/teams/${team.id}/members/${ownerId}`)).statusCode,
    ).toBe(409);
    expect((await call(owner(), 'DELETE', `/api/teams/${team.id}/members/me`)).statusCode).toBe(
      409,
    );
    // Closing stops joins; deleting removes it for everyone.
    await call(owner(), 'POST', `/api/teams/${team.id}/close`);
    const closed = await call(member(7), 'POST', '/api/teams/join', {
      token: link.token,
      consent: true,
    });
    expect(closed.json().error).toMatch(/closed/);
    expect((await call(owner(), 'DELETE', `/api/teams/${team.id}`)).statusCode).toBe(204);
    expect((await call(owner(), 'GET', `/api/teams/${team.id}`)).statusCode).toBe(404);
  });

  /** A new team for a test, deleting the owner's others first (the quota is 2). */
  async function createTeamFresh() {
    for (const doc of (await call(owner(), 'GET', '/api/teams')).json().docs)
      if (doc.role === 'owner') await call(owner(), 'DELETE', `/api/teams/${doc.id}`);
    return createTeam(`Team ${Math.round(rng.next() * 1e6)}`);
  }

  it('never changes the report by fewer than the minimum: the subtraction attack finds no one', async () => {
    const team = await createTeamFresh();
    const link = await invite(team.id);
    const results = new Map<string, string>();
    const seen: Array<{ event: string; n: number; report: unknown }> = [];
    const look = async (event: string) => {
      const r = await report(owner(), team.id);
      seen.push({
        event,
        n: r.status === 'ready' ? r.report.n : 0,
        report: r.status === 'ready' ? r.report : null,
      });
    };
    for (let i = 1; i <= 5; i++) {
      const id = await save(member(i));
      results.set(member(i).id, id);
      await call(member(i), 'POST', '/api/teams/join', {
        token: link.token,
        consent: true,
        resultId: id,
      });
    }
    await look('five joined');
    // A sixth joins with a result: the report does not move (their result waits for four more).
    const sixth = await save(member(6));
    await call(member(6), 'POST', '/api/teams/join', {
      token: link.token,
      consent: true,
      resultId: sixth,
    });
    await look('sixth joined');
    // One of the five switches their result: their whole group leaves the report.
    await call(member(1), 'PUT', `/api/teams/${team.id}/my-result`, {
      resultId: await save(member(1)),
    });
    await look('a member switched');
    // Four more join: the waiting results enter together.
    for (let i = 7; i <= 8; i++) {
      const id = await save(member(i));
      await call(member(i), 'POST', '/api/teams/join', {
        token: link.token,
        consent: true,
        resultId: id,
      });
    }
    for (const i of [2, 3])
      await call(member(i), 'PUT', `/api/teams/${team.id}/my-result`, {
        resultId: await save(member(i)),
      });
    await look('five new results');
    // The owner removes one of them: their group leaves again.
    const detail = (await call(owner(), 'GET', `/api/teams/${team.id}`)).json();
    const target = detail.people.find((p: { name: string }) => p.name.startsWith('member7'));
    await call(owner(), 'DELETE', `/api/teams/${team.id}/members/${target.id}`);
    await look('a member removed');

    expect(seen.map((s) => [s.event, s.n])).toEqual([
      ['five joined', 5],
      ['sixth joined', 5],
      ['a member switched', 0],
      ['five new results', 5],
      ['a member removed', 0],
    ]);
    // Between any two reports the owner saw, the number counted differs by 0 or by at least the
    // minimum, and each capability's band counts move by whole groups: never by one person.
    for (const a of seen)
      for (const b of seen) {
        const moved = Math.abs(a.n - b.n);
        expect(moved === 0 || moved >= 5, `${a.event} -> ${b.event}`).toBe(true);
      }
  });
});
