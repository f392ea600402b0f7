// The team report's defence against subtraction, checked on random histories: whatever members do
// (join with a result or without, switch, leave, be removed, save their next result), every group
// that entered the report had at least the minimum of people, no result was ever in two groups, and
// the report is exactly the sum of the live groups. Hence any two reports an owner sees differ by
// whole groups of at least the minimum: never by one person.
import { addCounts, emptyTeamCounts, type TeamCounts } from '@peak/scoring';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamGroups, teamMembers, teams } from '../../src/db/schema';
import { signUpUser, startTestApp, type TestApp } from '../support/app';
import { answersOf, drawPerson, insertResults, scored, seeded } from '../support/seeded-results';

const MINIMUM = 3;
const PEOPLE = 7;
const RESULTS_EACH = 8;

type Op =
  | { kind: 'join'; who: number; withResult: boolean }
  | { kind: 'switch'; who: number; toNext: boolean }
  | { kind: 'leave'; who: number }
  | { kind: 'remove'; who: number }
  | { kind: 'saveNext'; who: number };

const who = fc.integer({ min: 1, max: PEOPLE - 1 });
// Weighted towards joining and choosing results, so that histories seal groups and then break them.
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('join' as const), who, withResult: fc.boolean() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('switch' as const), who, toNext: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('leave' as const), who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), who }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('saveNext' as const), who }) },
);

describe('the team report under any history (PGlite)', () => {
  let t: TestApp;
  const people: Array<{ id: string; cookie: string }> = [];
  /** Each person's saved results not yet handed out, by person. */
  let pool: string[][] = [];
  /** The group each result was seen counted in, over one history. */
  const groupOf = new Map<string, string>();
  /** Every group seen over all histories, and those seen withdrawn: the histories must reach both. */
  const sealed = new Set<string>();
  const withdrawn = new Set<string>();

  beforeAll(async () => {
    t = await startTestApp('pglite', {
      config: {
        teams: {
          minResponses: MINIMUM,
          maxMembers: 50,
          perAccount: 1000,
          invitationsPerHour: 1000,
        },
      },
    });
    const rng = seeded(29);
    for (let i = 0; i < PEOPLE; i++)
      people.push(
        await signUpUser(t.app, { email: `p${i}@example.com`, password: 'correct horse battery' }),
      );
    const rows = people.flatMap((p) =>
      Array.from({ length: RESULTS_EACH * 3 }, () => ({
        userId: p.id,
        results: scored(answersOf(drawPerson(rng), rng)),
      })),
    );
    await insertResults(t.database.db, rows);
  });
  afterAll(() => t?.close());

  const call = (i: number, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { cookie: people[i]?.cookie ?? '' },
      ...(method === 'GET' ? {} : { payload: payload ?? {} }),
    });

  it('keeps every group at the minimum or more, disjoint, and the report their sum', async () => {
    const saved = async (i: number) =>
      (await call(i, 'GET', '/api/assessment-results'))
        .json()
        .docs.map((d: { id: string }) => d.id);
    const allResults = await Promise.all(people.map((_, i) => saved(i)));
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 40 }), async (ops) => {
        pool = allResults.map((ids) => [...ids]);
        groupOf.clear();
        const team = (await call(0, 'POST', '/api/teams', { name: 'Property team' })).json();
        const link = (await call(0, 'POST', `/api/teams/${team.id}/invitations`, {})).json();
        const next = (i: number) => pool[i]?.pop() as string;
        const memberId = async (i: number) =>
          (await call(i, 'GET', `/api/teams/${team.id}`)).json().me?.memberId as string | undefined;
        for (const o of ops) {
          const url = `/api/teams/${team.id}`;
          let res: { statusCode: number; body: string } | undefined;
          if (o.kind === 'join')
            res = await call(o.who, 'POST', '/api/teams/join', {
              token: link.token,
              consent: true,
              ...(o.withResult ? { resultId: next(o.who) } : {}),
            });
          if (o.kind === 'switch')
            res = await call(o.who, 'PUT', `${url}/my-result`, {
              resultId: o.toNext ? null : next(o.who),
            });
          if (o.kind === 'leave') res = await call(o.who, 'DELETE', `${url}/members/me`);
          if (o.kind === 'remove') {
            const id = await memberId(o.who);
            if (id) res = await call(0, 'DELETE', `${url}/members/${id}`);
          }
          // The member saved a new result: where they chose their next one, it counts now.
          if (o.kind === 'saveNext')
            await t.app.teams.resultSaved(people[o.who]?.id as string, next(o.who));
          // Done, or refused for a reason the API names (a spent result, a link used up): never
          // a 500, whatever the order.
          expect([200, 204, 404, 409], res?.body).toContain(res?.statusCode ?? 200);
          await checkInvariants(team.id);
        }
        await call(0, 'DELETE', `/api/teams/${team.id}`);
      }),
      { numRuns: 16, seed: 28 },
    );
    expect(sealed.size).toBeGreaterThan(5);
    expect(withdrawn.size).toBeGreaterThan(2);
  }, 240_000);

  async function checkInvariants(teamId: string) {
    const { db } = t.database;
    const groups = await db.select().from(teamGroups).where(eq(teamGroups.teamId, teamId));
    const members = await db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId));
    const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
    for (const g of groups) {
      expect(g.size).toBeGreaterThanOrEqual(MINIMUM);
      sealed.add(g.id);
      if (g.withdrawnAt) withdrawn.add(g.id);
    }
    // Live groups: their members are all still counted in them.
    const live = groups.filter((g) => g.withdrawnAt === null);
    for (const g of live) {
      const inIt = members.filter((m) => m.groupId === g.id && m.state === 'counted');
      expect(inIt.length).toBe(g.size);
    }
    // No result in two groups, ever.
    for (const m of members)
      if (m.groupId && m.resultId) {
        const before = groupOf.get(m.resultId);
        expect(before ?? m.groupId, 'a result counted in two groups').toBe(m.groupId);
        groupOf.set(m.resultId, m.groupId);
      }
    const sum = live.reduce(
      (s, g) => addCounts(s, g.counts as unknown as TeamCounts),
      emptyTeamCounts(),
    );
    expect(team?.counted).toBe(live.reduce((s, g) => s + g.size, 0));
    if (live.length) expect(team?.counts).toEqual(sum);
    else expect(team?.counts).toBeNull();
  }
});
