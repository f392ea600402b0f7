// The weekly digest: written once the week has ended, with the week's funnel against the week
// before, its new leads and where people stopped; once per week whichever instance looks first
// (two apps on one database, at once); none for two empty weeks; none without STAFF_EMAILS.
import { questions } from '@peak/content';
import { isScoredQuestion } from '@peak/scoring';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, outbox } from '../../src/db/schema';
import { lastEndedWeek, writeDigest } from '../../src/funnel/digest';
import { startTestApp, type TestApp } from '../support/app';
import { TARGETS } from '../support/database';

const STAFF = ['ana@peak.example', 'ben@peak.example'];
/** Wednesday 25 November 2026, in the week starting Monday the 23rd. */
const WEDNESDAY = Date.parse('2026-11-25T15:00:00Z');
const DAY = 86_400_000;
const SITE = 'https://peak.example';
const IDS = questions.filter(isScoredQuestion).map((q) => q.questionId);
/** The questions reached, 1 to `last`, as a visit reports them. */
const reached = (last: number) =>
  IDS.slice(0, last).map((questionId, i) => ({
    step: 'question-reached',
    position: i + 1,
    questionId,
  }));

describe.each(TARGETS)('the weekly digest on %s', (target) => {
  let t: TestApp;
  let now = WEDNESDAY;
  beforeAll(async () => {
    t = await startTestApp(target, { clock: () => now, config: { funnelFlushMs: 3_600_000 } });
  });
  afterAll(() => t?.close());

  const digests = async () =>
    (await t.app.db.select().from(outbox).where(eq(outbox.type, 'staff.digest'))).map(
      (row) => row.payload as { to: string; subject: string; text: string },
    );
  const post = (events: object[]) =>
    t.app.inject({ method: 'POST', url: '/api/events', payload: { events } });

  it('says nothing of two empty weeks, nor without staff', async () => {
    expect(await writeDigest(t.app.db, { staff: STAFF, siteUrl: SITE }, now)).toBe(false);
    expect(await writeDigest(t.app.db, { staff: [], siteUrl: SITE }, now)).toBe(false);
    expect(await digests()).toEqual([]);
  });

  it('sends the ended week against the one before, once, to each staff address', async () => {
    // The week of 16 November: two starts. The week of 23 November: three starts, two finish,
    // one stops at question 12; a contact message arrives.
    now = WEDNESDAY - 7 * DAY;
    await post([{ step: 'assessment-viewed' }, { step: 'started' }]);
    await post([{ step: 'started' }]);
    now = WEDNESDAY;
    await post([{ step: 'started' }, ...reached(12)]);
    await post([
      { step: 'started' },
      ...reached(36),
      { step: 'finished', band: 'Developing', seconds: 600 },
    ]);
    await post([
      { step: 'started' },
      ...reached(36),
      { step: 'finished', band: 'Expert', seconds: 900 },
    ]);
    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/submit-contact',
      payload: {
        name: 'Casey Client',
        email: 'casey@example.com',
        message: 'Can we talk about a team session?',
      },
    });
    expect(lead.statusCode, lead.body).toBe(200);
    // Stored by the database's own clock: put in the week on the test's.
    await t.app.db.update(leads).set({ createdAt: new Date(WEDNESDAY) });
    await t.app.funnel.flush();

    // Not before the week has ended; then on Monday, once, whoever looks.
    expect(lastEndedWeek(now)).toBe('2026-11-16');
    now = Date.parse('2026-11-30T08:00:00Z');
    expect(lastEndedWeek(now)).toBe('2026-11-23');
    const settings = { staff: STAFF, siteUrl: SITE };
    const results = await Promise.all([1, 2, 3].map(() => writeDigest(t.app.db, settings, now)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await writeDigest(t.app.db, settings, now + DAY)).toBe(false);
    const mails = await digests();
    expect(mails.map((m) => m.to).sort()).toEqual(STAFF);
    const [mail] = mails;
    expect(mail?.subject).toBe('Weekly numbers: the week of 2026-11-23');
    expect(mail?.text).toContain('- Started: 3 (the week before: 2, +50%)');
    expect(mail?.text).toContain('- Finished: 2 (the week before: 0, new)');
    expect(mail?.text).toContain('Median time to finish: 10 minutes.');
    expect(mail?.text).toContain('Where people stopped most: question 12 (1 of 3).');
    expect(mail?.text).toContain('New leads: 1');
    expect(mail?.text).toContain('- contact: Casey Client');
    expect(mail?.text).toContain(`${SITE}/staff/insights`);
  });
});
