// "Email me this report": one mail in the outbox, to the account's own address only, with the
// link to the saved report and the PDF the page sent; bad attachments refused with 400, someone
// else's result with 404, and at most five a hour per account.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema';
import { signUpUser, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { TARGETS } from '../support/database';
import { answersOf, drawPerson, seeded } from '../support/seeded-results';

type Account = { id: string; cookie: string; email: string };

const MB = 1024 * 1024;
/** A PDF of `size` bytes: the header, then filler. */
const pdfOf = (size: number) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]).toString('base64');

describe.each(TARGETS)('emailing a report on %s', (target) => {
  let t: TestApp;
  const rng = seeded(53);

  const post = (who: Account | null, url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      ...(who ? { headers: { cookie: who.cookie } } : {}),
    });

  async function accountWithResult(name: string) {
    const email = `${name}@example.com`;
    const user = await signUpUser(t.app, {
      firstName: name,
      lastName: 'Reader',
      email,
      password: 'correct horse battery',
    });
    const who = { ...user, email };
    const saved = await post(
      who,
      '/api/assessment-results',
      versioned({ responses: answersOf(drawPerson(rng), rng) }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    return { who, resultId: saved.json().id as string };
  }

  const mailsTo = (email: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.channel, 'mail'))
      .then((rows) => rows.filter((r) => (r.payload as { to?: string }).to === email));

  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t?.close());

  it('queues one mail to the account’s own address, with the link and the PDF attached', async () => {
    const { who, resultId } = await accountWithResult('ada');
    const pdf = pdfOf(2048);
    // An address in the body is not a field of the request: the mail still goes to the account.
    const res = await post(who, `/api/assessments/${resultId}/email`, {
      pdf,
      to: 'someone-else@example.com',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ queued: true });
    const mails = await mailsTo(who.email);
    expect(mails).toHaveLength(1);
    expect(await mailsTo('someone-else@example.com')).toHaveLength(0);
    const [mail] = mails;
    expect(mail?.type).toBe('report.email');
    const payload = mail?.payload as {
      subject: string;
      text: string;
      attachments: Array<{ filename: string; contentType: string; content: string }>;
    };
    expect(payload.subject).toBe('Your Prioritization Report');
    expect(payload.text).toContain(`${t.config.siteUrl}/assessment/results/${resultId}`);
    expect(payload.text).toMatch(/^Hello ada,/);
    expect(payload.attachments).toEqual([
      {
        filename: expect.stringMatching(
          new RegExp(`^prioritization-assessment-${resultId}-\\d{4}-\\d\\d-\\d\\d\\.pdf$`),
        ),
        contentType: 'application/pdf',
        content: pdf,
      },
    ]);
  });

  it('sends the link alone when no PDF is given, and takes a PDF of 1.5 MB', async () => {
    const { who, resultId } = await accountWithResult('grace');
    expect((await post(who, `/api/assessments/${resultId}/email`, {})).statusCode).toBe(202);
    const big = await post(who, `/api/assessments/${resultId}/email`, { pdf: pdfOf(1.5 * MB) });
    expect(big.statusCode, big.body).toBe(202);
    const mails = await mailsTo(who.email);
    expect(
      mails.map((m) => (m.payload as { attachments?: unknown[] }).attachments?.length),
    ).toEqual(expect.arrayContaining([undefined, 1]));
  });

  it('refuses what is not a PDF of at most 1.5 MB with 400 and a message', async () => {
    const { who, resultId } = await accountWithResult('hedy');
    const url = `/api/assessments/${resultId}/email`;
    const cases: Array<[unknown, RegExp]> = [
      ['not base64!', /base64/],
      ['YWJj=', /base64/],
      [Buffer.from('Hello, world').toString('base64'), /not a PDF/],
      [pdfOf(1.5 * MB + 3), /larger than 1.5 MB/],
      [42, /base64/],
    ];
    for (const [pdf, message] of cases) {
      const res = await post(who, url, { pdf });
      expect(res.statusCode, String(pdf).slice(0, 20)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    // Far past the limit, the body itself is refused before it is parsed.
    const huge = await post(who, url, { pdf: pdfOf(3 * MB) });
    expect(huge.statusCode).toBe(413);
    expect(await mailsTo(who.email)).toHaveLength(0);
  });

  it('answers someone else’s result with 404 and a signed-out caller with 401', async () => {
    const { resultId } = await accountWithResult('ida');
    const { who: other } = await accountWithResult('joan');
    const url = `/api/assessments/${resultId}/email`;
    expect((await post(other, url, {})).statusCode).toBe(404);
    expect((await post(null, url, {})).statusCode).toBe(401);
    expect((await post(other, '/api/assessments/not-an-id/email', {})).statusCode).toBe(404);
    expect(await mailsTo(other.email)).toHaveLength(0);
  });

  it('sends at most five an hour per account', async () => {
    const { who, resultId } = await accountWithResult('katherine');
    const url = `/api/assessments/${resultId}/email`;
    for (let i = 0; i < 5; i++) expect((await post(who, url, {})).statusCode).toBe(202);
    const refused = await post(who, url, {});
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toMatch(/5 report emails in the last hour/);
    expect(await mailsTo(who.email)).toHaveLength(5);
  });
});
