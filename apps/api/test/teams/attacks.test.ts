// The three ways an owner (or any reader) could read one person's bands out of team reports, each
// played over HTTP as an attacker would: two teams with nearly the same people, a group retaking
// the assessment with near-identical answers around one leaver and one newcomer, and a result that
// leaves capabilities unanswered. Each must find no one.
import type { RawAnswer } from '@peak/scoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { TARGETS } from '../support/database';
import { answersOf, drawPerson, SCORED_QUESTIONS, seeded } from '../support/seeded-results';

type Account = { id: string; cookie: string };
const MINIMUM = 5;

describe.each(TARGETS)('attacks on the team report on %s', (target) => {
  let t: TestApp;
  const rng = seeded(41);
  const accounts: Account[] = [];
  /** Each account's first answers: a retake repeats them. */
  const answers = new Map<number, RawAnswer[]>();

  const call = (who: Account, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { cookie: who.cookie },
      ...(method === 'GET' ? {} : { payload: payload ?? {} }),
    });
  const person = (i: number) => accounts[i] as Account;

  /** Saves a result for account i: its own answers, or a retake with the same answers at new times. */
  async function save(i: number, how: 'first' | 'retake' = 'first', drop?: string) {
    let given = answers.get(i);
    if (!given || how === 'first') {
      given = answersOf(drawPerson(rng), rng);
      answers.set(i, given);
    }
    const responses = given
      .filter(
        (a) => SCORED_QUESTIONS.find((q) => q.questionId === a.questionId)?.capability !== drop,
      )
      .map((a) => (how === 'retake' ? { ...a, ms: (a.ms ?? 4000) + 1 } : a));
    const res = await call(person(i), 'POST', '/api/assessment-results', versioned({ responses }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  async function team(name: string) {
    const created = await call(person(0), 'POST', '/api/teams', { name });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const link = await call(person(0), 'POST', `/api/teams/${id}/invitations`, {});
    return { id, token: link.json().token as string };
  }
  const join = (i: number, token: string, resultId: string) =>
    call(person(i), 'POST', '/api/teams/join', { token, consent: true, resultId });
  const report = async (who: number, teamId: string) => {
    const res = await call(person(who), 'GET', `/api/teams/${teamId}/report`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await startTestApp(target, {
      config: {
        teams: { minResponses: MINIMUM, maxMembers: 50, perAccount: 10, invitationsPerHour: 50 },
      },
    });
    for (let i = 0; i < 21; i++)
      accounts.push(
        await signUpUser(t.app, {
          firstName: `person${i}`,
          email: `attack${i}@example.com`,
          password: 'correct horse battery',
        }),
      );
  });
  afterAll(() => t?.close());

  it('across teams: two teams of the same people but one never give two reports to subtract', async () => {
    const a = await team('Team A');
    const b = await team('Team B');
    // A counts persons 1-5; B counts persons 1-4 and the owner, whose answers the owner knows.
    for (let i = 1; i <= 5; i++) {
      const resultId = await save(i);
      expect((await join(i, a.token, resultId)).statusCode).toBe(200);
      if (i <= 4) expect((await join(i, b.token, resultId)).statusCode).toBe(200);
    }
    const own = await call(person(0), 'PUT', `/api/teams/${b.id}/my-result`, {
      resultId: await save(0),
    });
    expect(own.statusCode, own.body).toBe(200);
    // The owner reads A, then B: A minus B would be person 5 minus the owner's own bands.
    const first = await report(0, a.id);
    expect(first.status).toBe('ready');
    expect(first.report.n).toBe(5);
    const second = await report(0, b.id);
    expect(second.status, 'B must stay hidden to whoever has read A').toBe('hidden');
    expect(JSON.stringify(second)).not.toMatch(/person\d/);
    expect(second.message).toMatch(/another team/);
    // So must it for a member who is in both.
    expect((await report(1, a.id)).status).toBe('ready');
    expect((await report(1, b.id)).status).toBe('hidden');
    // Three newcomers in B: it now differs from A by five people, and shows.
    for (let i = 7; i <= 9; i++) await join(i, b.token, await save(i));
    const later = await report(0, b.id);
    expect(later.status).toBe('ready');
    expect(later.report.n).toBe(8);
  });

  it('retakes: one leaver, four near-identical retakes and one newcomer show nothing new', async () => {
    const { id, token } = await team('Retake team');
    for (let i = 11; i <= 15; i++) await join(i, token, await save(i));
    expect((await report(12, id)).status).toBe('ready');
    const before = await report(0, id);
    expect(before.status).toBe('ready');
    expect(before.report.n).toBe(5);
    // Person 15 leaves; the other four retake, answering as before, and choose the new result.
    expect((await call(person(15), 'DELETE', `/api/teams/${id}/members/me`)).statusCode).toBe(204);
    for (let i = 11; i <= 14; i++) {
      const retake = await save(i, 'retake');
      const res = await call(person(i), 'PUT', `/api/teams/${id}/my-result`, { resultId: retake });
      expect(res.statusCode, res.body).toBe(200);
    }
    // A newcomer joins: the pool is five again, differing from the first report by two people.
    await join(1, token, await save(1));
    const after = await report(0, id);
    expect(after.status, 'the report must not show with only the leaver and newcomer changed').toBe(
      'hidden',
    );
    expect(after.message).toBe(
      'The report is hidden: a member left, and their answers were part of it. It shows again once it differs from the report you last saw by at least 5 people: 3 more people need to join and add a complete result.',
    );
    // A member who read the first report is held to the same rule.
    expect((await report(12, id)).status).toBe('hidden');
    for (let i = 2; i <= 4; i++) await join(i, token, await save(i));
    const shown = await report(0, id);
    expect(shown.status).toBe('ready');
    expect(shown.report.n).toBe(8);
  });

  it('partial answers: a result with a capability unanswered cannot count, so no cell holds fewer than the minimum', async () => {
    const { id, token } = await team('Partial team');
    const dropped = SCORED_QUESTIONS[0]?.capability as string;
    for (let i = 16; i <= 19; i++) await join(i, token, await save(i));
    const partial = await save(20, 'first', dropped);
    // The join form is told which of the person's results cannot count, so it does not offer them.
    const preview = await call(person(20), 'GET', `/api/teams/join/${token}`);
    expect(preview.json().cannotCount).toEqual([partial]);
    const refused = await join(20, token, partial);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toBe(
      'This result leaves some capabilities unanswered, so it cannot count in a team report.',
    );
    // Joined without a result, choosing the partial one is refused too.
    expect(
      (await call(person(20), 'POST', '/api/teams/join', { token, consent: true })).statusCode,
    ).toBe(200);
    const chosen = await call(person(20), 'PUT', `/api/teams/${id}/my-result`, {
      resultId: partial,
    });
    expect(chosen.statusCode).toBe(400);
    expect((await report(0, id)).status).not.toBe('ready');
    // A complete result counts; every cell of the report then counts every one of the five.
    await call(person(20), 'PUT', `/api/teams/${id}/my-result`, { resultId: await save(20) });
    const ready = await report(0, id);
    expect(ready.status).toBe('ready');
    for (const item of [...ready.report.capabilities, ...ready.report.families])
      expect(item.n, item.name).toBeGreaterThanOrEqual(MINIMUM);
  });
});
