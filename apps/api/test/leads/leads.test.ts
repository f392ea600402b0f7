// Leads end to end through the API: a review request made from a report (what it shares is scored
// on the server), the contact form's topics, and the staff's inbox (who may see it, filters, pages,
// changes with their events, CSV).
import { CAPABILITIES, TOTAL_MAX } from '@peak/scoring';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, outbox } from '../../src/db/schema';
import { signUpUser, signUpVerified, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { TARGETS } from '../support/database';
import { answersOf, drawPerson, seeded } from '../support/seeded-results';

const STAFF = 'staff@peakpartners.example';
const WEBHOOK = {
  url: 'http://127.0.0.1:9/hook',
  secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
};

describe.each(TARGETS)('leads on %s', (target) => {
  let t: TestApp;
  let staff: string;
  let visitor: string;
  const rng = seeded(29);

  const call = (cookie: string | null, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(method === 'GET' ? {} : { payload: payload ?? {} }),
    });

  const review = (share: 'headline' | 'report', extra: object = {}) =>
    call(
      null,
      'POST',
      '/api/review-requests',
      versioned({
        name: 'Rosa Parks',
        email: 'rosa@example.com',
        company: 'Montgomery Ltd',
        note: 'Could we talk about my growth areas?',
        share,
        responses: answersOf(drawPerson(rng), rng),
        ...extra,
      }),
    );

  beforeAll(async () => {
    t = await startTestApp(target, {
      config: {
        staff: { emails: [STAFF] },
        webhook: WEBHOOK,
        // The outbox is read here, never delivered.
        outbox: { pollMs: 3_600_000, attemptTimeoutMs: 1000, retryBaseMs: 1000 },
      },
    });
    staff = (await signUpVerified(t.app, { email: STAFF, password: 'Orbit lantern cobalt 93' }))
      .cookie;
    visitor = (
      await signUpUser(t.app, { email: 'vi@example.com', password: 'Quartz meadow ember 57' })
    ).cookie;
  });
  afterAll(() => t?.close());

  it('stores a review request with the headline figures only, scored on the server', async () => {
    const res = await review('headline');
    expect(res.statusCode, res.body).toBe(200);
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.kind, 'review'));
    expect(lead?.shared).toMatchObject({ scope: 'headline', maturityLevel: expect.any(String) });
    expect(lead?.shared).not.toHaveProperty('capabilities');
    expect((lead?.shared as { families: unknown[] } | undefined)?.families).toHaveLength(4);
    const events = await t.database.db.select().from(outbox).where(eq(outbox.type, 'lead.created'));
    expect(events.map((e) => (e.payload as { id: string }).id)).toContain(lead?.id);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.channel, 'mail'));
    expect(mails.some((m) => (m.payload as { to: string }).to === STAFF)).toBe(true);
  });

  it('carries the whole report when that is chosen', async () => {
    expect((await review('report')).statusCode).toBe(200);
    const rows = await t.database.db.select().from(leads).where(eq(leads.kind, 'review'));
    const whole = rows.find((r) => (r.shared as { scope: string }).scope === 'report');
    const shared = whole?.shared as {
      total: number;
      totalMax: number;
      capabilities: Array<{ capability: string; max: number }>;
    };
    expect(shared.capabilities).toHaveLength(12);
    // As the person read it: the total out of 180, each capability out of 15 in the bank's order.
    expect(shared.totalMax).toBe(TOTAL_MAX);
    expect(shared.total).toBeGreaterThanOrEqual(36);
    expect(shared.capabilities.map((c) => c.capability)).toEqual(CAPABILITIES.map((c) => c.name));
    expect(shared.capabilities.every((c) => c.max === 15)).toBe(true);
    const listed = await call(staff, 'GET', '/api/staff/leads?kind=review');
    const summary = listed.json().docs.find((d: { id: string }) => d.id === whole?.id);
    expect(summary.shared).toMatchObject({ total: shared.total, totalMax: TOTAL_MAX });
  });

  it('refuses answers that do not fit, and a scope it does not know, with a clear message', async () => {
    const bad = await review('headline', { responses: [{ questionId: 'nope', value: 9 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBeTruthy();
    const scope = await review('everything' as never);
    expect(scope.statusCode).toBe(400);
    expect(scope.json().error).toMatch(/headline or report/);
  });

  it("shares one of the person's own saved results, and no one else's", async () => {
    const saved = await call(
      visitor,
      'POST',
      '/api/assessment-results',
      versioned({ responses: answersOf(drawPerson(rng), rng) }),
    );
    expect(saved.statusCode).toBe(201);
    const body = {
      name: 'Vi',
      email: 'vi@example.com',
      note: 'About my saved report',
      share: 'report',
      resultId: saved.json().id,
    };
    const own = await call(visitor, 'POST', '/api/review-requests', body);
    expect(own.statusCode, own.body).toBe(200);
    const [lead] = await t.database.db
      .select()
      .from(leads)
      .where(eq(leads.email, 'vi@example.com'));
    expect(lead?.resultId).toBe(saved.json().id);
    expect(lead?.userId).toBeTruthy();
    expect((await call(staff, 'POST', '/api/review-requests', body)).statusCode).toBe(404);
    expect((await call(null, 'POST', '/api/review-requests', body)).statusCode).toBe(404);
    const both = await call(visitor, 'POST', '/api/review-requests', { ...body, responses: {} });
    expect(both.statusCode).toBe(400);
    expect(both.json().error).toMatch(/either the answers or a saved result/);
    await t.database.db.delete(leads).where(eq(leads.email, 'vi@example.com'));
  });

  it('files the Team Assessment request under its own kind', async () => {
    const res = await call(null, 'POST', '/api/submit-contact', {
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Our team of 12 would like the Team Assessment.',
      topic: 'team-assessment',
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(leads).where(eq(leads.kind, 'team-assessment'));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 to anyone who is not staff, on every staff path', async () => {
    const [any] = await t.database.db.select().from(leads).limit(1);
    for (const cookie of [null, visitor]) {
      for (const [method, url] of [
        ['GET', '/api/staff/leads'],
        ['GET', '/api/staff/leads.csv'],
        ['PATCH', `/api/staff/leads/${any?.id}`],
      ] as const) {
        const res = await call(cookie, method, url, { status: 'contacted' });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });

  it('lists, filters, searches and pages the leads for staff', async () => {
    for (let i = 0; i < 7; i++)
      await call(null, 'POST', '/api/submit-contact', {
        name: `Reader ${i}`,
        email: `reader${i}@example.com`,
        message: i === 3 ? 'A keynote about 100% focus_time' : 'Hello',
      });
    const all = await call(staff, 'GET', '/api/staff/leads');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().total).toBe(10);
    expect(all.json().staff).toEqual([STAFF]);

    const seen: string[] = [];
    let next: string | null = null;
    do {
      const page = await call(
        staff,
        'GET',
        `/api/staff/leads?limit=3${next ? `&after=${next}` : ''}`,
      );
      expect(page.statusCode).toBe(200);
      seen.push(...page.json().docs.map((d: { id: string }) => d.id));
      next = page.json().next;
    } while (next);
    expect(seen).toEqual(all.json().docs.map((d: { id: string }) => d.id));

    const reviews = await call(staff, 'GET', '/api/staff/leads?kind=review');
    expect(reviews.json().total).toBe(2);
    // A search matches %, _ and the rest as themselves.
    const found = await call(
      staff,
      'GET',
      `/api/staff/leads?q=${encodeURIComponent('100% focus_')}`,
    );
    expect(found.json().docs.map((d: { name: string }) => d.name)).toEqual(['Reader 3']);
    expect((await call(staff, 'GET', '/api/staff/leads?q=%25')).json().total).toBe(1);
    const badStatus = await call(staff, 'GET', '/api/staff/leads?status=won');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().error).toMatch(/Unknown status/);
  });

  it('moves a lead on, with its owner and notes, and records lead.updated', async () => {
    const [lead] = await t.database.db
      .select()
      .from(leads)
      .where(eq(leads.kind, 'team-assessment'));
    const res = await call(staff, 'PATCH', `/api/staff/leads/${lead?.id}`, {
      status: 'contacted',
      owner: STAFF,
      notes: 'Called on Tuesday.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'contacted',
      owner: STAFF,
      notes: 'Called on Tuesday.',
    });
    const updates = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.type, 'lead.updated'));
    expect(updates.map((e) => (e.payload as { status: string }).status)).toEqual(['contacted']);
    expect((await call(staff, 'GET', '/api/staff/leads?status=contacted')).json().total).toBe(1);
    const nothing = await call(staff, 'PATCH', `/api/staff/leads/${lead?.id}`, {});
    expect(nothing.statusCode).toBe(400);
    const missing = await call(
      staff,
      'PATCH',
      '/api/staff/leads/00000000-0000-4000-8000-000000000000',
      {
        status: 'closed',
      },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('exports the filtered leads as CSV a spreadsheet cannot run', async () => {
    await call(null, 'POST', '/api/submit-contact', {
      name: 'Mallory',
      email: 'mallory@example.com',
      message: '=HYPERLINK("http://evil.example","click")',
    });
    const res = await call(staff, 'GET', '/api/staff/leads.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = parse(res.body, { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(11);
    expect(rows.find((r) => r.name === 'Mallory')?.message).toMatch(/^'=HYPERLINK/);
    const review = rows.find((r) => r.kind === 'review');
    expect(Number(review?.['overall score'])).toBeGreaterThan(0);
    const filtered = parse((await call(staff, 'GET', '/api/staff/leads.csv?kind=review')).body, {
      columns: true,
      bom: true,
    });
    expect(filtered).toHaveLength(2);
  });

  it('files an accessibility barrier report under its own kind, for the inbox, the CSV and the mail', async () => {
    const res = await call(null, 'POST', '/api/submit-contact', {
      name: 'Haben',
      email: 'haben@example.com',
      message: 'The chart on the report has no text alternative my screen reader reads.',
      topic: 'accessibility',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.kind, 'accessibility'));
    expect(lead?.email).toBe('haben@example.com');
    const listed = await call(staff, 'GET', '/api/staff/leads?kind=accessibility');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().docs.map((d: { name: string; kind: string }) => [d.name, d.kind])).toEqual(
      [['Haben', 'accessibility']],
    );
    const csv = parse((await call(staff, 'GET', '/api/staff/leads.csv?kind=accessibility')).body, {
      columns: true,
      bom: true,
    }) as Array<Record<string, string>>;
    expect(csv.map((r) => [r.name, r.kind])).toEqual([['Haben', 'accessibility']]);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.channel, 'mail'));
    const note = mails
      .map((m) => m.payload as { to: string; subject: string })
      .find((m) => m.subject.includes('Haben'));
    expect(note).toMatchObject({ to: STAFF, subject: 'Accessibility barrier report from Haben' });
    const events = await t.database.db.select().from(outbox).where(eq(outbox.type, 'lead.created'));
    expect(events.map((e) => (e.payload as { kind: string }).kind)).toContain('accessibility');
  });
});
