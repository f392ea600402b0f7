// A 360 over HTTP, on a clock the test steps: started from a saved result; raters invited by mail
// (the invitation and two reminders in the outbox, the link in the mail, kept hashed) and by a link
// per group; a rater's answers saved, resumed and sent without an account; a group shown only
// once the minimum of its raters have answered, hidden whole when one withdraws; a manager shown
// as the manager only by consent; predictions before the first answer only; the close; the person's
// own rules (sign-in, a proved address for mail, someone else's 360 is Not Found); and deletion.
import { FEEDBACK_CLOSED, FEEDBACK_INCOMPLETE, PREDICTIONS_LOCKED } from '@peak/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/auth/tokens';
import { feedback, feedbackRaters, outbox } from '../../src/db/schema';
import { signUpUser, signUpVerified, startTestApp, type TestApp } from '../support/app';
import { TARGETS } from '../support/database';
import { seeded } from '../support/seeded-results';
import { type Account, feedbackCalls, ITEM_IDS } from './support';

const DAY = 86_400_000;
const START = Date.parse('2026-11-02T09:00:00Z');

describe.each(TARGETS)('a 360 on %s', (target) => {
  let t: TestApp;
  let now = START;
  const rng = seeded(360);
  const api = feedbackCalls(() => t);
  const { call } = api;
  let owner: Account;
  let stranger: Account;

  beforeAll(async () => {
    t = await startTestApp(target, { clock: () => now });
    owner = await signUpVerified(t.app, {
      firstName: 'Morgan',
      email: 'morgan@example.com',
      password: 'correct horse battery',
    });
    stranger = await signUpVerified(t.app, {
      email: 'stranger@example.com',
      password: 'correct horse battery',
    });
  });
  afterAll(() => t?.close());

  it('shows each group from its minimum, hides it whole on a withdrawal, and the manager by consent', async () => {
    now = START;
    const resultId = await api.saveResult(owner, rng);
    const id = await api.start(owner, resultId);
    const detail = (await call(owner, 'GET', `/api/feedback/${id}`)).json();
    expect(detail.open).toBe(true);
    expect(Date.parse(detail.closesAt) - now).toBe(14 * DAY);
    expect(detail.minimum).toBe(3);

    const manager = await api.invite(owner, id, 'Boss@Example.com', 'manager');
    const peers = [];
    for (const i of [1, 2, 3])
      peers.push(await api.invite(owner, id, `peer${i}@example.com`, 'peers'));
    const reports = [];
    for (const i of [1, 2, 3])
      reports.push(await api.invite(owner, id, `report${i}@example.com`, 'direct-reports'));

    // Each invitation: the mail now and two reminders before the close; only the hash is kept.
    const mails = (await t.app.db.select().from(outbox)).filter((m) =>
      m.type.startsWith('feedback.'),
    );
    expect(mails.filter((m) => m.type === 'feedback.invitation')).toHaveLength(7);
    const reminders = mails.filter((m) => m.type === 'feedback.reminder');
    expect(reminders).toHaveLength(14);
    expect(reminders.every((m) => m.nextAttemptAt.getTime() < Date.parse(detail.closesAt))).toBe(
      true,
    );
    expect(mails.every((m) => m.subjectUserId === owner.id)).toBe(true);
    const stored = await t.app.db.select().from(feedbackRaters);
    expect(stored.map((r) => r.tokenHash)).toContain(hashToken(peers[0] as string));
    expect(JSON.stringify(stored)).not.toContain(peers[0]);

    // The rater's page: who asks, the 36 items, nothing saved yet.
    const view = await call(null, 'GET', `/api/feedback/rate/${peers[0]}`);
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
    expect(view.json()).toMatchObject({
      askedBy: 'Morgan',
      group: 'peers',
      minutes: 10,
      minimum: 3,
    });
    expect(view.json().items).toHaveLength(36);

    // Saved half-way, resumed, refused until complete.
    const half = ITEM_IDS.slice(0, 18).map((questionId) => ({ questionId, doing: 4 }));
    expect(
      (await call(null, 'PUT', `/api/feedback/rate/${peers[0]}`, { responses: half })).statusCode,
    ).toBe(200);
    expect(
      (await call(null, 'GET', `/api/feedback/rate/${peers[0]}`)).json().responses,
    ).toHaveLength(18);
    const early = await call(null, 'POST', `/api/feedback/rate/${peers[0]}/submit`, {});
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe(FEEDBACK_INCOMPLETE);

    // Predictions before any answer.
    const predicted = await call(owner, 'POST', `/api/feedback/${id}/predictions`, {
      predictions: [{ group: 'peers', family: 'Motivational Activation', score: 4 }],
    });
    expect(predicted.statusCode, predicted.body).toBe(200);

    // Two peers: the group stays hidden, the count is said (three were invited), never who.
    await api.answer(peers[0] as string, () => 4, {
      comments: { 'Motivational Activation': 'Starts fast; Jordan says so too.' },
    });
    await api.answer(peers[1] as string, () => 5);
    let groups = (await call(owner, 'GET', `/api/feedback/${id}`)).json().groups;
    expect(groups.find((g: { group: string }) => g.group === 'peers')).toEqual({
      group: 'peers',
      invited: 3,
      answered: 2,
      needed: 1,
      shown: false,
    });
    let report = await api.report(owner, id);
    expect(report.shown).toEqual({});
    expect(report.counted).toBe(0);
    expect(report.comments.every((c: { texts: unknown[] }) => c.texts.length === 0)).toBe(true);
    const locked = await call(owner, 'POST', `/api/feedback/${id}/predictions`, {
      predictions: [{ group: 'peers', family: 'Motivational Activation', score: 2 }],
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error).toBe(PREDICTIONS_LOCKED);

    // The third peer: the group shows, its mean over the three.
    await api.answer(peers[2] as string, () => 3);
    report = await api.report(owner, id);
    expect(report.shown).toEqual({ peers: 3 });
    const clarity = report.capabilities.find(
      (c: { name: string }) => c.name === 'Clarity of Focus',
    );
    expect(clarity.groups.peers).toMatchObject({ n: 3, mean: 12 });
    const activation = report.comments.find(
      (c: { family: string }) => c.family === 'Motivational Activation',
    );
    expect(activation.texts).toEqual([
      { text: 'Starts fast; Jordan says so too.', mentionsName: true },
    ]);
    expect(report.predictions[0]).toMatchObject({
      group: 'peers',
      score: 4,
      verdict: 'as-expected',
    });

    // Direct reports: three answer and show; one withdraws, and the group hides whole.
    for (const token of reports) await api.answer(token, () => 2);
    expect((await api.report(owner, id)).shown).toEqual({ peers: 3, 'direct-reports': 3 });
    const withdrawn = await call(null, 'DELETE', `/api/feedback/rate/${reports[0]}`, {});
    expect(withdrawn.statusCode).toBe(200);
    report = await api.report(owner, id);
    expect(report.shown).toEqual({ peers: 3 });
    expect(report.allOthersShown).toBe(false);
    expect((await call(null, 'GET', `/api/feedback/rate/${reports[0]}`)).statusCode).toBe(410);
    groups = (await call(owner, 'GET', `/api/feedback/${id}`)).json().groups;
    // Its two others are spent: three new answers are needed.
    expect(groups.find((g: { group: string }) => g.group === 'direct-reports')).toMatchObject({
      answered: 2,
      needed: 3,
      shown: false,
    });

    // The manager agrees to be shown: a group of one, by consent; and all others from four.
    await api.answer(manager, () => 1, { showAsManager: true });
    report = await api.report(owner, id);
    expect(report.shown).toEqual({ peers: 3, manager: 1 });
    expect(report.allOthersShown).toBe(true);
    expect(report.counted).toBe(4);

    // After the close nothing changes, and no reminder is left for those who answered.
    const left = await t.app.db.select().from(outbox).where(eq(outbox.type, 'feedback.reminder'));
    // Every invitee answered or withdrew: their reminders were taken back.
    expect(left).toHaveLength(0);
    now = Date.parse(detail.closesAt) + 1;
    const late = await call(null, 'DELETE', `/api/feedback/rate/${peers[0]}`, {});
    expect(late.statusCode).toBe(410);
    expect(late.json().error).toBe(FEEDBACK_CLOSED);
    expect((await api.report(owner, id)).shown).toEqual({ peers: 3, manager: 1 });
  });

  it('a manager who does not consent counts among the others', async () => {
    now = START;
    const id = await api.start(owner, await api.saveResult(owner, rng));
    const manager = await api.invite(owner, id, 'manager2@example.com', 'manager');
    await api.answer(manager, () => 3);
    const others = [];
    for (const i of [1, 2])
      others.push(await api.invite(owner, id, `other${i}@example.com`, 'others'));
    for (const token of others) await api.answer(token, () => 4);
    const report = await api.report(owner, id);
    expect(report.shown).toEqual({ others: 3 });
    expect(report.capabilities[0].groups.manager).toBeUndefined();
  });

  it('a group link makes each rater a link of their own, and a revoked link opens nothing', async () => {
    now = START;
    const id = await api.start(owner, await api.saveResult(owner, rng));
    const created = await call(owner, 'POST', `/api/feedback/${id}/links`, { group: 'peers' });
    expect(created.statusCode, created.body).toBe(201);
    const token = new URL(created.json().url).pathname.split('/').at(-1) as string;
    expect((await call(null, 'GET', `/api/feedback/rate/${token}`)).json().group).toBe('peers');
    const first = await call(null, 'PUT', `/api/feedback/rate/${token}`, { responses: [] });
    const second = await call(null, 'PUT', `/api/feedback/rate/${token}`, { responses: [] });
    const own = [first.json().token, second.json().token];
    expect(own[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(own[0]).not.toBe(own[1]);
    expect((await call(owner, 'GET', `/api/feedback/${id}`)).json().links).toHaveLength(1);
    const linkId = created.json().id;
    expect(
      (await call(owner, 'DELETE', `/api/feedback/${id}/links/${linkId}`, {})).statusCode,
    ).toBe(200);
    expect((await call(null, 'GET', `/api/feedback/rate/${token}`)).statusCode).toBe(404);
    // Those who came by it keep their own links.
    expect((await call(null, 'GET', `/api/feedback/rate/${own[0]}`)).statusCode).toBe(200);
  });

  it('keeps a 360 to its owner, mail to proved addresses, and bad input to 4xx', async () => {
    now = START;
    const id = await api.start(owner, await api.saveResult(owner, rng));
    expect((await call(null, 'GET', '/api/feedback')).statusCode).toBe(401);
    for (const url of [`/api/feedback/${id}`, `/api/feedback/${id}/report`])
      expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    expect(
      (
        await call(stranger, 'POST', `/api/feedback/${id}/raters`, {
          email: 'x@example.com',
          group: 'peers',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(stranger, 'POST', '/api/feedback', {
          resultId: (await call(owner, 'GET', `/api/feedback/${id}`)).json().resultId,
        })
      ).statusCode,
    ).toBe(404);
    const unproved = await signUpUser(t.app, {
      email: 'unproved@example.com',
      password: 'correct horse battery',
    });
    const theirs = await api.start(unproved, await api.saveResult(unproved, rng));
    expect(
      (
        await call(unproved, 'POST', `/api/feedback/${theirs}/raters`, {
          email: 'x@example.com',
          group: 'peers',
        })
      ).statusCode,
    ).toBe(403);
    for (const body of [
      { email: 'nope', group: 'peers' },
      { email: 'a@example.com', group: 'boss' },
      {},
    ])
      expect((await call(owner, 'POST', `/api/feedback/${id}/raters`, body)).statusCode).toBe(400);
    expect((await call(owner, 'GET', '/api/feedback/not-an-id')).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/feedback/rate/unknown')).statusCode).toBe(404);
    const token = await api.invite(owner, id, 'bad-input@example.com', 'peers');
    for (const body of [
      { responses: [{ questionId: 'nope', doing: 3 }] },
      { responses: [{ questionId: ITEM_IDS[0], doing: 9 }] },
      { responses: 'all' },
    ])
      expect((await call(null, 'PUT', `/api/feedback/rate/${token}`, body)).statusCode).toBe(400);
    expect((await call(owner, 'POST', '/api/feedback', { resultId: 'x' })).statusCode).toBe(400);
    expect(
      (
        await call(owner, 'POST', '/api/feedback', {
          resultId: '00000000-0000-4000-8000-000000000000',
          closesAt: new Date(now + DAY).toISOString(),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a save racing its send never sends incomplete answers', async () => {
    now = START;
    const id = await api.start(owner, await api.saveResult(owner, rng));
    const half = ITEM_IDS.slice(0, 18).map((questionId) => ({ questionId, doing: 2 }));
    for (let round = 0; round < 8; round++) {
      const token = await api.invite(owner, id, `race${round}@example.com`, 'peers');
      const full = ITEM_IDS.map((questionId) => ({ questionId, doing: 4 }));
      expect(
        (await call(null, 'PUT', `/api/feedback/rate/${token}`, { responses: full })).statusCode,
      ).toBe(200);
      const [saved, sent] = await Promise.all([
        call(null, 'PUT', `/api/feedback/rate/${token}`, { responses: half }),
        call(null, 'POST', `/api/feedback/rate/${token}/submit`, {}),
      ]);
      const [row] = await t.app.db
        .select()
        .from(feedbackRaters)
        .where(eq(feedbackRaters.tokenHash, hashToken(token)));
      expect(sent.statusCode === 200, sent.body).toBe(Boolean(row?.submittedAt));
      if (row?.submittedAt) {
        expect(row.responses).toHaveLength(ITEM_IDS.length);
        expect(saved.statusCode, 'a save after the send is refused').toBe(409);
      } else {
        expect(sent.statusCode).toBe(400);
        expect(row?.responses).toHaveLength(half.length);
      }
    }
  });

  it('deleting a 360 takes its raters answers and their mail not yet sent', async () => {
    now = START;
    const id = await api.start(owner, await api.saveResult(owner, rng));
    const token = await api.invite(owner, id, 'gone@example.com', 'peers');
    await api.answer(token, () => 3);
    await api.invite(owner, id, 'pending@example.com', 'peers');
    const before = (
      await t.app.db.select().from(feedbackRaters).where(eq(feedbackRaters.feedbackId, id))
    ).flatMap((r) => r.outboxIds);
    expect((await call(owner, 'DELETE', `/api/feedback/${id}`, {})).statusCode).toBe(204);
    expect(await t.app.db.select().from(feedback).where(eq(feedback.id, id))).toHaveLength(0);
    expect(
      await t.app.db.select().from(feedbackRaters).where(eq(feedbackRaters.feedbackId, id)),
    ).toHaveLength(0);
    const pending = await t.app.db.select().from(outbox).where(inArray(outbox.id, before));
    expect(pending.filter((m) => !m.deliveredAt)).toHaveLength(0);
    expect((await call(null, 'GET', `/api/feedback/rate/${token}`)).statusCode).toBe(404);
  });

  it('puts 360s in the data export without the raters answers, and takes them with the account', async () => {
    now = START;
    const leaver = await signUpVerified(t.app, {
      firstName: 'Lee',
      email: 'lee@example.com',
      password: 'correct horse battery',
    });
    const id = await api.start(leaver, await api.saveResult(leaver, rng));
    const tokens = [];
    for (const i of [1, 2, 3])
      tokens.push(await api.invite(leaver, id, `lee${i}@example.com`, 'peers'));
    for (const token of tokens)
      await api.answer(token, () => 4, {
        comments: { 'Execution Rhythms': 'Keeps a steady week.' },
      });
    await api.invite(leaver, id, 'lee-pending@example.com', 'others');
    const data = await call(leaver, 'GET', '/api/account/data');
    expect(data.statusCode).toBe(200);
    const exported = JSON.parse(data.body);
    expect(exported.feedback).toHaveLength(1);
    expect(exported.feedback[0].invitations).toHaveLength(4);
    expect(exported.feedback[0].report.shown).toEqual({ peers: 3 });
    expect(JSON.stringify(exported.feedback)).not.toMatch(/questionId|"doing"/);
    const deleted = await call(leaver, 'DELETE', '/api/account', { email: 'lee@example.com' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.app.db.select().from(feedback).where(eq(feedback.userId, leaver.id))).toEqual(
      [],
    );
    expect(
      await t.app.db.select().from(feedbackRaters).where(eq(feedbackRaters.feedbackId, id)),
    ).toEqual([]);
    const pending = (
      await t.app.db.select().from(outbox).where(eq(outbox.subjectUserId, leaver.id))
    ).filter((m) => !m.deliveredAt);
    expect(pending).toEqual([]);
    expect((await call(null, 'GET', `/api/feedback/rate/${tokens[0]}`)).statusCode).toBe(404);
  });
});
