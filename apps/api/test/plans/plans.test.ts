// A plan and its reminders on a clock the test steps (nothing waits for a timer). Made on a Friday
// evening in America/Los_Angeles, three weeks before the clocks go back, its four weekly check-ins
// arrive at 18:00 local on both sides of the change, each once, through the outbox and a real SMTP
// server in this process; one-click Done is recorded (answering again changes it, never adds one);
// the one-click stop (RFC 8058's form post from a mail client) withdraws the rest. Also: the rules
// of making, changing and dropping a plan, the calendar file, the partner's one note, the export
// and the deletion.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, planCheckIns, plans } from '../../src/db/schema';
import { mailSender } from '../../src/outbox/mailer';
import { outboxWorker } from '../../src/outbox/worker';
import { type SmtpInbox, startSmtp } from '../outbox/smtp';
import { signUpUser, signUpVerified, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { TARGETS } from '../support/database';
import { answersOf, drawPerson, seeded } from '../support/seeded-results';

const MINUTE = 60_000;
const ZONE = 'America/Los_Angeles';
/** Friday 16 October 2026, 19:30 in Los Angeles (PDT, UTC-7). The clocks go back on 1 November. */
const FRIDAY_EVENING = Date.parse('2026-10-17T02:30:00Z');
/** The four check-ins at 18:00 local: two in PDT (01:00Z), two in PST (02:00Z). */
const CHECK_IN_TIMES = [
  '2026-10-24T01:00:00.000Z',
  '2026-10-31T01:00:00.000Z',
  '2026-11-07T02:00:00.000Z',
  '2026-11-14T02:00:00.000Z',
];
const IF_THEN = 'When I open my laptop in the morning, I will write down my three priorities.';
const SIGNAL = 'I end the week having moved all three.';

type Account = { id: string; cookie: string; email: string };

/** A header of a raw message, unfolded. */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();
/** The text part of a raw message, with quoted-printable soft breaks undone. */
const bodyOf = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
const linkAfter = (raw: string, label: string) =>
  new RegExp(`^${label}: (\\S+)$`, 'm').exec(bodyOf(raw))?.[1] ?? '';
const tokenOf = (url: string) => new URL(url).pathname.split('/').at(-1) ?? '';

describe.each(TARGETS)('a plan and its reminders on %s', (target) => {
  let t: TestApp;
  let smtp: SmtpInbox;
  let now = FRIDAY_EVENING;
  const clock = () => now;
  const rng = seeded(41);

  const call = (
    who: Account | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(who ? { headers: { cookie: who.cookie } } : {}),
    });

  async function accountWithResult(
    name: string,
    verified = true,
  ): Promise<Account & { resultId: string }> {
    const email = `${name}@example.com`;
    const make = verified ? signUpVerified : signUpUser;
    const user = await make(t.app, {
      firstName: name,
      lastName: 'Planner',
      email,
      password: 'correct horse battery',
    });
    const who = { ...user, email };
    const saved = await call(
      who,
      'POST',
      '/api/assessment-results',
      versioned({ responses: answersOf(drawPerson(rng), rng) }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    return { ...who, resultId: saved.json().id as string };
  }

  const planFor = (resultId: string, changes: object = {}) => ({
    resultId,
    capability: 'Clarity of Focus',
    ifThen: IF_THEN,
    signal: SIGNAL,
    cadence: 'weekly',
    localTime: '18:00',
    timeZone: ZONE,
    ...changes,
  });

  const worker = () =>
    outboxWorker({
      db: t.database.db,
      deliverers: { mail: mailer.send },
      clock,
      pollMs: 3_600_000,
      attemptTimeoutMs: 5_000,
      retryBaseMs: 1_000,
      random: () => 0,
      log: { warn: () => undefined, error: () => undefined },
    });
  let mailer: ReturnType<typeof mailSender>;
  /** The plan's mail to `email` (its reminders carry the stop link), not the account's own. */
  const mailTo = (email: string) =>
    smtp.mail.filter((m) => m.to.includes(email) && m.raw.includes('List-Unsubscribe'));

  beforeAll(async () => {
    smtp = await startSmtp();
    mailer = mailSender(
      {
        smtpUrl: smtp.url,
        from: 'Peak Partners <hello@peak.example>',
        siteUrl: 'https://peak.example',
      },
      5_000,
    );
    t = await startTestApp(target, {
      clock,
      config: { siteUrl: 'https://peak.example' },
    });
  });
  afterAll(async () => {
    mailer?.close();
    await smtp?.close();
    await t?.close();
  });
  beforeEach(() => {
    now = FRIDAY_EVENING;
  });

  it('sends the four check-ins at 18:00 local across the change, each once; Done is recorded; the one-click stop ends the rest', async () => {
    const ada = await accountWithResult('ada');
    const made = await call(ada, 'POST', '/api/plans', planFor(ada.resultId));
    expect(made.statusCode, made.body).toBe(201);
    const plan = made.json();
    expect(plan.checkIns.map((c: { dueAt: string }) => c.dueAt)).toEqual(CHECK_IN_TIMES);
    expect(plan.retakeAt).toBe('2027-01-15T02:00:00.000Z');
    expect(plan.nextCheckInAt).toBe(CHECK_IN_TIMES[0]);

    const mails = worker();
    const sentAt: string[] = [];
    // Step to a minute before each check-in (nothing), then to it (one mail), then past it (none).
    for (const due of CHECK_IN_TIMES.slice(0, 2)) {
      now = Date.parse(due) - MINUTE;
      await mails.tick();
      const before = mailTo(ada.email).length;
      now = Date.parse(due);
      await mails.tick();
      now += 10 * MINUTE;
      await mails.tick();
      expect(mailTo(ada.email).length).toBe(before + 1);
      sentAt.push(due);
    }
    const [first, second] = mailTo(ada.email);
    expect(header(first?.raw ?? '', 'Subject')).toBe('Check-in 1 of 4: Clarity of Focus');
    expect(bodyOf(first?.raw ?? '')).toContain(`Your if-then: ${IF_THEN}`);
    // The next check-in is named at its local time: after the change, still 6:00 PM.
    expect(bodyOf(second?.raw ?? '')).toContain(
      'Next: check-in 3 on Friday, November 6, 2026 at 6:00 PM.',
    );
    const unsubscribe = header(first?.raw ?? '', 'List-Unsubscribe') ?? '';
    expect(unsubscribe).toMatch(/^<https:\/\/peak\.example\/api\/plans\/unsubscribe\/[\w-]{43}>$/);
    expect(header(first?.raw ?? '', 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(bodyOf(first?.raw ?? '')).toMatch(
      /Stop these reminders \(one click, no sign-in\): https:\/\/peak\.example\/plans\/stop\/[\w-]{43}/,
    );

    // One click on Done in the first mail, signed out: recorded; a second click changes it.
    const done = linkAfter(first?.raw ?? '', 'Done');
    expect(new URL(done).searchParams.get('answer')).toBe('done');
    const token = tokenOf(done);
    const view = await call(null, 'GET', `/api/plans/check-ins/${token}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ n: 1, of: 4, ifThen: IF_THEN, answer: null });
    expect(view.headers['cache-control']).toBe('no-store');
    const answer = await call(null, 'POST', `/api/plans/check-ins/${token}`, { answer: 'done' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      answer: 'done',
      next: { kind: 'check-in', at: CHECK_IN_TIMES[1] },
    });
    const again = await call(null, 'POST', `/api/plans/check-ins/${token}`, {
      answer: 'partly',
      note: 'Two days of three.',
    });
    expect(again.json()).toMatchObject({ answer: 'partly', note: 'Two days of three.' });
    const current = (await call(ada, 'GET', '/api/plans/current')).json().plan;
    expect(current.checkIns.filter((c: { answer: string | null }) => c.answer)).toEqual([
      expect.objectContaining({ n: 1, answer: 'partly', note: 'Two days of three.' }),
    ]);
    expect(current.nextCheckInAt).toBe(CHECK_IN_TIMES[2]);

    // The mail client's one-click stop: a form post from no page of ours.
    const stop = await t.app.inject({
      method: 'POST',
      url: new URL(unsubscribe.slice(1, -1)).pathname,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json()).toEqual({ stopped: true });
    const sent = mailTo(ada.email).length;
    for (const due of CHECK_IN_TIMES.slice(2)) {
      now = Date.parse(due) + MINUTE;
      await mails.tick();
    }
    now = Date.parse('2027-01-15T02:01:00Z');
    await mails.tick();
    expect(mailTo(ada.email).length).toBe(sent);
    expect(sentAt).toEqual(CHECK_IN_TIMES.slice(0, 2));
    const stopped = (await call(ada, 'GET', '/api/plans/current')).json().plan;
    expect(stopped).toMatchObject({ remindersStopped: true, nextCheckInAt: null });
    // Stopping again says the same.
    expect(
      (await call(null, 'POST', new URL(unsubscribe.slice(1, -1)).pathname, {})).json(),
    ).toEqual({
      stopped: true,
    });
  });

  it('asks a proved address and one of the person’s own results, and says what is wrong with a plan', async () => {
    const bob = await accountWithResult('bob');
    const unproved = await accountWithResult('cy', false);
    expect(
      (await call(unproved, 'POST', '/api/plans', planFor(unproved.resultId))).statusCode,
    ).toBe(403);
    expect((await call(null, 'POST', '/api/plans', planFor(bob.resultId))).statusCode).toBe(401);
    expect((await call(bob, 'POST', '/api/plans', planFor(unproved.resultId))).statusCode).toBe(
      404,
    );
    for (const [changes, message] of [
      [{ ifThen: 'I will write my priorities.' }, 'Write it as “When …, I will …”.'],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'Choose a time zone from the list.'],
      [{ localTime: '25:00' }, 'The time is HH:MM, from 00:00 to 23:59.'],
      [{ capability: 'Juggling' }, 'Choose one of the twelve capabilities.'],
      [{ retakeDays: 30 }, 'The retake comes after 90 days or more.'],
    ] as const) {
      const res = await call(bob, 'POST', '/api/plans', planFor(bob.resultId, changes));
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await call(bob, 'GET', '/api/plans/current')).json()).toEqual({ plan: null });
    expect((await call(bob, 'PATCH', '/api/plans/current', { cadence: 'none' })).statusCode).toBe(
      404,
    );
    expect((await call(null, 'GET', '/api/plans/check-ins/not-a-token')).statusCode).toBe(404);
    expect((await call(null, 'POST', '/api/plans/unsubscribe/not-a-token', {})).statusCode).toBe(
      404,
    );
  });

  it('keeps one active plan: a new one finishes the last and withdraws its mail; dropping closes its links', async () => {
    const dee = await accountWithResult('dee');
    const first = (await call(dee, 'POST', '/api/plans', planFor(dee.resultId))).json();
    const second = await call(
      dee,
      'POST',
      '/api/plans',
      planFor(dee.resultId, { capability: 'Rhythm & Ritual', cadence: 'fortnightly' }),
    );
    expect(second.statusCode).toBe(201);
    const rows = await t.database.db.select().from(plans).where(eq(plans.userId, dee.id));
    expect(rows.map((r) => [r.id === first.id, r.status]).sort()).toEqual([
      [false, 'active'],
      [true, 'finished'],
    ]);
    const pending = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.subjectUserId, dee.id), isNull(outbox.deliveredAt)));
    // The new plan's four check-ins (two weeks apart) and its retake; none of the first plan's.
    expect(
      pending
        .map((r) => r.type)
        .filter((type) => type.startsWith('plan.'))
        .sort(),
    ).toEqual(['plan.check-in', 'plan.check-in', 'plan.check-in', 'plan.check-in', 'plan.retake']);
    expect(second.json().checkIns[1].dueAt).toBe('2026-11-14T02:00:00.000Z');

    // A check-in link of the dropped plan answers 410: its mail, read before it is withdrawn.
    const [checkIn] = await t.database.db
      .select()
      .from(planCheckIns)
      .where(and(eq(planCheckIns.planId, second.json().id), eq(planCheckIns.n, 1)));
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, checkIn?.outboxId ?? ''));
    const text = (mail?.payload as { text?: string } | undefined)?.text ?? '';
    const link = /^Done: (\S+)$/m.exec(text)?.[1] ?? '';
    const checkInPath = `/api/plans/check-ins/${tokenOf(link)}`;
    expect((await call(null, 'GET', checkInPath)).statusCode).toBe(200);
    expect((await call(dee, 'DELETE', '/api/plans/current', {})).statusCode).toBe(204);
    expect((await call(dee, 'GET', '/api/plans/current')).json()).toEqual({ plan: null });
    const left = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.subjectUserId, dee.id), isNull(outbox.deliveredAt)));
    expect(left.filter((r) => r.type.startsWith('plan.'))).toEqual([]);
    const closed = await call(null, 'GET', checkInPath);
    expect(closed.statusCode).toBe(410);
    expect(closed.json().error).toBe('This check-in is closed: its plan has ended.');
  });

  it('moves the check-ins still to come when the time changes, and writes them in a calendar file', async () => {
    const eve = await accountWithResult('eve');
    await call(eve, 'POST', '/api/plans', planFor(eve.resultId));
    const mails = worker();
    now = Date.parse(CHECK_IN_TIMES[0] as string) + MINUTE;
    await mails.tick();
    expect(mailTo(eve.email)).toHaveLength(1);
    const moved = await call(eve, 'PATCH', '/api/plans/current', {
      localTime: '07:30',
      ifThen: 'When I sit down at my desk, I will write down my three priorities.',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().checkIns.map((c: { dueAt: string }) => c.dueAt)).toEqual([
      CHECK_IN_TIMES[0],
      '2026-10-30T14:30:00.000Z',
      '2026-11-06T15:30:00.000Z',
      '2026-11-13T15:30:00.000Z',
    ]);
    const ics = await call(eve, 'GET', '/api/plans/current/calendar.ics');
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers['content-disposition']).toBe(
      'attachment; filename="prioritization-plan-2026-10-17.ics"',
    );
    const text = ics.body;
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(5);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Los_Angeles');
    expect(text).toContain('DTSTART;TZID=America/Los_Angeles:20261023T180000');
    expect(text).toContain('DTSTART;TZID=America/Los_Angeles:20261106T073000');
    expect(text).toContain('DTSTART;TZID=America/Los_Angeles:20270114T073000');
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('mails the partner one note, only once confirmed, with nothing of the scores', async () => {
    const fay = await accountWithResult('fay');
    await call(
      fay,
      'POST',
      '/api/plans',
      planFor(fay.resultId, { partnerEmail: 'gus@example.com' }),
    );
    const partnerRows = () =>
      t.database.db.select().from(outbox).where(eq(outbox.type, 'plan.partner'));
    expect(await partnerRows()).toHaveLength(0);
    const confirmed = await call(fay, 'PATCH', '/api/plans/current', { confirmPartner: true });
    expect(confirmed.json().partner).toMatchObject({ email: 'gus@example.com' });
    expect(confirmed.json().partner.notifiedAt).not.toBeNull();
    await call(fay, 'PATCH', '/api/plans/current', { confirmPartner: true });
    const notes = await partnerRows();
    expect(notes).toHaveLength(1);
    const note = notes[0]?.payload as { to: string; text: string };
    expect(note.to).toBe('gus@example.com');
    expect(note.text).toContain(IF_THEN);
    expect(note.text).not.toMatch(/score|Developing|Proficient|Expert|Emerging/);
  });

  it('puts plans in the data export and takes them, and their pending mail, with the account', async () => {
    const gil = await accountWithResult('gil');
    await call(gil, 'POST', '/api/plans', planFor(gil.resultId));
    const data = await call(gil, 'GET', '/api/account/data');
    expect(data.statusCode).toBe(200);
    const exported = JSON.parse(data.body);
    expect(exported.plans).toHaveLength(1);
    expect(exported.plans[0]).toMatchObject({ ifThen: IF_THEN, status: 'active' });
    expect(exported.plans[0].checkIns).toHaveLength(4);
    const deleted = await call(gil, 'DELETE', '/api/account', { email: gil.email });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.database.db.select().from(plans).where(eq(plans.userId, gil.id))).toEqual([]);
    const pending = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subjectUserId, gil.id));
    expect(pending).toEqual([]);
  });
});
