// "Email me this report": one mail in the outbox, to the account's own address only, with the
// link to the saved report and the PDF the server rendered from it; the 202 says how it goes
// (`outbox` here, with no SMTP_URL; `smtp` in report-pdf.test.ts); a body that still carries a
// PDF refused with 400, someone else's result with 404, and at most five a hour per account.
import { REPORT_PDF_REFUSED, reportEmailedSchema } from '@peak/contracts';
import { allText } from '@peak/report-pdf/test-kit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentResults, outbox } from '../../src/db/schema';
import { signUpVerified, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { TARGETS } from '../support/database';
import { answersOf, drawPerson, seeded } from '../support/seeded-results';

type Account = { id: string; cookie: string; email: string };

const MB = 1024 * 1024;
/** A PDF of `size` bytes, base64-encoded: the header, then filler. */
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
    const user = await signUpVerified(t.app, {
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
      .where(and(eq(outbox.channel, 'mail'), eq(outbox.type, 'report.email')))
      .then((rows) => rows.filter((r) => (r.payload as { to?: string }).to === email));

  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t?.close());

  it('queues one mail to the account’s own address, with the link and the server’s PDF', async () => {
    const { who, resultId } = await accountWithResult('ada');
    // An address in the body is not a field of the request: the mail still goes to the account.
    const res = await post(who, `/api/assessments/${resultId}/email`, {
      to: 'someone-else@example.com',
    });
    expect(res.statusCode, res.body).toBe(202);
    // No SMTP_URL here: the answer says the mail waits in the outbox, not that it is on its way.
    expect(res.json()).toEqual({ queued: true, delivery: 'outbox' });
    expect(reportEmailedSchema.parse(res.json())).toEqual({ queued: true, delivery: 'outbox' });
    const mails = await mailsTo(who.email);
    expect(mails).toHaveLength(1);
    expect(await mailsTo('someone-else@example.com')).toHaveLength(0);
    const [mail] = mails;
    const payload = mail?.payload as {
      subject: string;
      text: string;
      attachments: Array<{ filename: string; contentType: string; content: string }>;
    };
    expect(payload.subject).toBe('Your Prioritization Report');
    expect(payload.text).toContain(`${t.config.siteUrl}/assessment/results/${resultId}`);
    expect(payload.text).toMatch(/^Hello ada,/);
    expect(payload.text).toContain('The report is attached as a PDF.');
    expect(payload.attachments).toEqual([
      {
        filename: expect.stringMatching(
          new RegExp(`^prioritization-assessment-${resultId}-\\d{4}-\\d\\d-\\d\\d\\.pdf$`),
        ),
        contentType: 'application/pdf',
        content: expect.stringMatching(/^JVBERi/),
      },
    ]);
    const [row] = await t.database.db
      .select()
      .from(assessmentResults)
      .where(eq(assessmentResults.id, resultId));
    const text = await allText(
      new Uint8Array(Buffer.from(payload.attachments[0]?.content ?? '', 'base64')),
    );
    expect(text).toContain(`${row?.rawOverallScore} / 180`);
  });

  it('refuses a body that carries a pdf, whatever it holds, with 400 and a message', async () => {
    const { who, resultId } = await accountWithResult('hedy');
    const url = `/api/assessments/${resultId}/email`;
    for (const pdf of [pdfOf(2048), 'not base64!', '', null, 42, { bytes: [37, 80] }]) {
      const res = await post(who, url, { pdf });
      expect(res.statusCode, String(pdf).slice(0, 20)).toBe(400);
      expect(res.json().error).toContain(REPORT_PDF_REFUSED);
    }
    // Far past the site's body limit, the body itself is refused before it is parsed.
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
