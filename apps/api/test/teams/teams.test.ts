// Teams through the API: create, invite, join with consent, choose a result, leave and remove,
// the report from the minimum on, and who may do what (someone else's team answers 404).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../src/db/schema';
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
      config: { teams: { minResponses: 5, maxMembers: 8, perAccount: 2, invitationsPerHour: 20 } },
    });
    for (let i = 0; i < 21; i++) {
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

  it('shows the report from the fifth complete result, and hides it at once when a member leaves', async () => {
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
          status: 'hidden',
          reason: 'too-few',
          complete: i,
          minimum: 5,
          needed: 5 - i,
          message: `The team report appears once at least 5 people have a complete result in it: it needs ${5 - i} more complete ${5 - i === 1 ? 'result' : 'results'}.`,
        });
      } else {
        expect(seen).toMatchObject({ status: 'ready', counted: 5, complete: 5, upToDate: true });
        expect(seen.report.n).toBe(5);
      }
    }
    // Every member and the owner see the same report; nothing in it names a member.
    const ready = await report(member(3), team.id);
    expect(JSON.stringify(ready)).not.toMatch(/member\d|@example\.com/);
    expect(ready.report.capabilities).toHaveLength(12);
    for (const c of ready.report.capabilities)
      expect(c.counts.reduce((a: number, b: number) => a + b, 0)).toBe(c.n);
    // A member leaves: their answers leave every report at once.
    expect((await call(member(2), 'DELETE', `/api/teams/${team.id}/members/me`)).statusCode).toBe(
      204,
    );
    expect(await report(owner(), team.id)).toMatchObject({
      status: 'hidden',
      reason: 'left',
      complete: 4,
      needed: 4,
    });
    const detail = (await call(member(3), 'GET', `/api/teams/${team.id}`)).json();
    expect(detail.me).toMatchObject({ status: 'counted', cannotCount: [] });
    expect(detail.people.map((p: { status: string }) => p.status).sort()).toEqual([
      'counted',
      'counted',
      'counted',
      'counted',
      'no-result',
    ]);
    // Someone else's result is not mine to choose.
    const stolen = await call(member(4), 'PUT', `/api/teams/${team.id}/my-result`, {
      resultId: ids[0],
    });
    expect(stolen.statusCode).toBe(404);
  });

  it('tells the members by mail, at verified addresses only, when a report they read hides', async () => {
    const team = await createTeamFresh();
    const link = await invite(team.id);
    const { db } = t.database;
    // Members 16-18 and the owner have proved their address; 19 and 20 have not.
    for (const who of [owner(), member(16), member(17), member(18)])
      await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, who.id));
    for (let i = 16; i <= 20; i++)
      await call(member(i), 'POST', '/api/teams/join', {
        token: link.token,
        consent: true,
        resultId: await save(member(i)),
      });
    const hiddenMail = () => db.select().from(outbox).where(eq(outbox.type, 'team.report-hidden'));
    const before = (await hiddenMail()).length;
    // Nobody has read the report yet: a leave hides nothing anyone saw, and no one is told.
    await call(member(20), 'DELETE', `/api/teams/${team.id}/members/me`);
    expect((await hiddenMail()).length).toBe(before);
    await call(member(20), 'POST', '/api/teams/join', {
      token: link.token,
      consent: true,
      resultId: await save(member(20)),
    });
    expect((await report(owner(), team.id)).status).toBe('ready');
    await call(member(18), 'DELETE', `/api/teams/${team.id}/members/me`);
    const sent = (await hiddenMail()).slice(before);
    const to = sent.map((r) => (r.payload as { to: string }).to).sort();
    expect(to).toEqual(['member0@example.com', 'member16@example.com', 'member17@example.com']);
    const text = (sent[0]?.payload as { text: string } | undefined)?.text;
    expect(text).toMatch(/hidden for now/);
    expect(text).not.toMatch(/member18/);
  });

  it("counts a member's next saved result when they chose it", async () => {
    const team = await createTeamFresh();
    const link = await invite(team.id);
    await call(member(6), 'POST', '/api/teams/join', { token: link.token, consent: true });
    let detail = (await call(member(6), 'GET', `/api/teams/${team.id}`)).json();
    expect(detail.me).toMatchObject({ status: 'no-result', resultId: null });
    const id = await save(member(6));
    detail = (await call(member(6), 'GET', `/api/teams/${team.id}`)).json();
    expect(detail.me).toMatchObject({ status: 'counted', resultId: id });
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

  it('never serves the owner two reports fewer than the minimum of people apart', async () => {
    // People the owner has not read in any report yet: the same people with new results would be
    // a retake, and a retake never counts as a difference.
    const team = await createTeamFresh();
    const link = await invite(team.id);
    const seen: Array<{ event: string; n: number }> = [];
    const look = async (event: string) => {
      const r = await report(owner(), team.id);
      if (r.status === 'ready') seen.push({ event, n: r.report.n });
      return r.status as string;
    };
    const join = async (i: number) =>
      call(member(i), 'POST', '/api/teams/join', {
        token: link.token,
        consent: true,
        resultId: await save(member(i)),
      });
    for (let i = 9; i <= 13; i++) await join(i);
    expect(await look('five joined')).toBe('ready');
    // A sixth joins: the owner keeps the report of five (one person apart would show the sixth).
    await join(14);
    expect(await look('sixth joined')).toBe('ready');
    // One of the five switches their result: the rounds they were in can no longer be served.
    await call(member(9), 'PUT', `/api/teams/${team.id}/my-result`, {
      resultId: await save(member(9)),
    });
    expect(await look('a member switched')).toBe('hidden');
    const hidden = await report(owner(), team.id);
    expect(hidden).toMatchObject({ reason: 'changed', needed: 4 });
    // A seventh joins: two people apart from what the owner read, still hidden.
    await join(15);
    expect(await look('a seventh joined')).toBe('hidden');
    // The owner removes one of the first five: still hidden, and the member list says nothing more.
    const detail = (await call(owner(), 'GET', `/api/teams/${team.id}`)).json();
    const target = detail.people.find((p: { name: string }) => p.name.startsWith('member10'));
    await call(owner(), 'DELETE', `/api/teams/${team.id}/members/${target.id}`);
    expect(await look('a member removed')).toBe('hidden');
    expect(seen).toEqual([
      { event: 'five joined', n: 5 },
      { event: 'sixth joined', n: 5 },
    ]);
  });
});
