// A save and a deletion of the same account never leave a result behind: the result's foreign key
// refuses it once the account is gone, and the deletion's lock on the account row makes a save that
// runs meanwhile wait for it. The save that loses answers 410 with a clear message, never a 500.
// Driven step by step: the save is held after it authenticated, the deletion is held after it took
// its lock; nothing here waits on time.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DELETED } from '../../src/assessment/routes';
import { localProvider } from '../../src/auth/providers';
import type { AuthProvider } from '../../src/auth/types';
import type { Db } from '../../src/db/client';
import { accounts, assessmentResults } from '../../src/db/schema';
import { until } from '../outbox/receiver';
import { signUpUser, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { TARGETS } from '../support/database';
import { answersOf, drawPerson, seeded } from '../support/seeded-results';

/** A step a test holds until it lets it go, and knows when it was reached. */
function gate() {
  let release = () => {};
  let arrive = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { released, arrived, release, arrive };
}
type Gate = ReturnType<typeof gate>;

const held: { deletion?: Gate } = {};
vi.mock('../../src/db/accounts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/db/accounts')>();
  return {
    ...original,
    // The deletion's transaction stays open, its lock taken, while the test holds it.
    lockAccount: async (...args: Parameters<typeof original.lockAccount>) => {
      await original.lockAccount(...args);
      const step = held.deletion;
      if (step) {
        step.arrive();
        await step.released;
      }
    },
  };
});

const rng = seeded(2016);
const PASSWORD = 'correct horse battery';
const SAVE = '/api/assessment-results';

describe.each(TARGETS)('a save racing the deletion of its account on %s', (target) => {
  let t: TestApp;
  let heldSave: Gate | undefined;
  // Authenticates as the app would, then holds the save there while the test says so.
  const provider: AuthProvider = {
    kind: 'local',
    authenticate: async (request) => {
      const user = await localProvider(request.server.db).authenticate(request);
      const step = heldSave;
      if (step && request.url === SAVE && request.method === 'POST') {
        step.arrive();
        await step.released;
      }
      return user;
    },
  };

  beforeAll(async () => {
    t = await startTestApp(target, { provider });
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    heldSave = undefined;
    held.deletion = undefined;
  });

  let people = 0;
  async function person() {
    people++;
    const email = `racer-${people}@example.com`;
    const { id, cookie } = await signUpUser(t.app, { email, password: PASSWORD });
    return { id, cookie, email };
  }
  const save = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: SAVE,
      headers: { cookie },
      payload: versioned({ responses: answersOf(drawPerson(rng), rng) }),
    });
  const remove = (who: { cookie: string; email: string }) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: who.cookie },
      payload: { email: who.email },
    });
  const resultsOf = (db: Db, userId: string) =>
    db.select().from(assessmentResults).where(eq(assessmentResults.userId, userId));
  const accountOf = (db: Db, userId: string) =>
    db.select().from(accounts).where(eq(accounts.id, userId));

  it('refuses a save that authenticated before the deletion and stores after it', async () => {
    const ada = await person();
    expect((await save(ada.cookie)).statusCode).toBe(201);
    heldSave = gate();
    const saving = save(ada.cookie);
    await heldSave.arrived;
    expect((await remove(ada)).statusCode).toBe(200);
    heldSave.release();
    const res = await saving;
    expect(res.statusCode, res.body).toBe(410);
    expect(res.json()).toMatchObject({ success: false, error: ACCOUNT_DELETED });
    expect(await resultsOf(t.database.db, ada.id)).toEqual([]);
    expect(await accountOf(t.database.db, ada.id)).toEqual([]);
  });

  it('makes a save wait while the deletion holds the account, then refuses it', async () => {
    const bob = await person();
    expect((await save(bob.cookie)).statusCode).toBe(201);
    heldSave = gate();
    const saving = save(bob.cookie);
    await heldSave.arrived;
    held.deletion = gate();
    const deleting = remove(bob);
    await held.deletion.arrived;
    // The deletion's transaction is open with the account locked; the save goes on meanwhile.
    heldSave.release();
    if (target === 'postgres')
      // Its insert waits for the lock (the foreign key's share lock on the account's row).
      await until(
        async () => {
          const { rows } = (await t.database.db.execute(
            sql`select count(*)::int as n from pg_stat_activity
                where wait_event_type = 'Lock' and query like 'insert into "assessment_results"%'`,
          )) as unknown as { rows: Array<{ n: number }> };
          return (rows[0]?.n ?? 0) > 0;
        },
        30_000,
        'the save waiting for the deletion',
      );
    held.deletion.release();
    expect((await deleting).statusCode).toBe(200);
    const res = await saving;
    expect(res.statusCode, res.body).toBe(410);
    expect(await resultsOf(t.database.db, bob.id)).toEqual([]);
  });

  it('deletes a result whose save committed first, with the rest', async () => {
    const cy = await person();
    expect((await save(cy.cookie)).statusCode).toBe(201);
    expect((await remove(cy)).statusCode).toBe(200);
    expect(await resultsOf(t.database.db, cy.id)).toEqual([]);
    // The account stays deleted: its old session cannot give it a row again.
    expect((await save(cy.cookie)).statusCode).toBe(401);
    expect(await accountOf(t.database.db, cy.id)).toEqual([]);
  });
});
