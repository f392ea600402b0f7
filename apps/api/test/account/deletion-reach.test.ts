// Deleting an account reaches every copy: what is pending in the outbox that names the person (the
// assessment.saved they agreed to share, the report they asked to be mailed, their lead's events and
// notes) is withdrawn in the deletion's transaction, so nothing of theirs leaves after it; other
// people's rows stay.
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../src/db/schema';
import { signUpUser, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { TARGETS } from '../support/database';
import { answersOf, drawPerson, seeded } from '../support/seeded-results';

const PASSWORD = 'correct horse battery';
const rng = seeded(16);

describe.each(TARGETS)('deleting an account withdraws its pending outbox rows on %s', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(target, {
      config: {
        staff: { emails: ['staff@example.com'] },
        webhook: { url: 'http://127.0.0.1:9/hook', secret: `whsec_${'A'.repeat(32)}` },
        // Nothing is delivered while the test looks: the worker waits an hour between looks.
        outbox: { pollMs: 3_600_000, attemptTimeoutMs: 1000, retryBaseMs: 1000 },
      },
    });
  });
  afterAll(() => t?.close());

  async function personWithPendingRows(name: string) {
    const email = `${name}@example.com`;
    const { cookie, id } = await signUpUser(t.app, {
      email,
      password: PASSWORD,
      firstName: name,
      lastName: 'Pending',
    });
    // "Email me this report" goes only to an address its owner proved.
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    const saved = await post(
      '/api/assessment-results',
      versioned({ responses: answersOf(drawPerson(rng), rng), shareWithConsultancy: 'report' }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const mailed = await post(`/api/assessments/${saved.json().id}/email`, {});
    expect(mailed.statusCode, mailed.body).toBe(202);
    return { email, cookie, id };
  }

  const pending = () => t.database.db.select().from(outbox).where(isNull(outbox.deliveredAt));
  type Row = typeof outbox.$inferSelect;
  const naming = (rows: Row[], email: string) =>
    rows.filter((r) => JSON.stringify(r.payload).toLowerCase().includes(email));

  it('leaves no pending event or mail that names the person, and keeps everyone else’s', async () => {
    const ada = await personWithPendingRows('ada');
    const bob = await personWithPendingRows('bob');
    const before = await pending();
    expect(naming(before, ada.email).map((r) => r.type)).toEqual(
      expect.arrayContaining(['assessment.saved', 'report.email']),
    );

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: ada.cookie },
      payload: { email: ada.email },
    });
    expect(res.statusCode, res.body).toBe(200);

    const after = await pending();
    expect(naming(after, ada.email)).toEqual([]);
    expect(JSON.stringify(after)).not.toMatch(/ada Pending/);
    expect(naming(after, bob.email).map((r) => r.type)).toEqual(
      expect.arrayContaining(['assessment.saved', 'report.email']),
    );
  });

  it('records on each row whom it names', async () => {
    const cy = await personWithPendingRows('cy');
    const rows = naming(await pending(), cy.email);
    expect(rows.map((r) => r.type)).toEqual(
      expect.arrayContaining(['assessment.saved', 'report.email']),
    );
    expect(new Set(rows.map((r) => r.subjectUserId))).toEqual(new Set([cy.id]));
  });
});
