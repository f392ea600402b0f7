// "Email me this report" attaches the PDF the server renders from the saved result, read back from
// a real SMTP server in this process: its text holds the stored total, band and name, the report
// texts and the site settings' name; the 202 says it goes through SMTP. A PDF a client sends is
// refused and never mailed.
import { contentEntries, reportTexts } from '@peak/content';
import { REPORT_PDF_REFUSED } from '@peak/contracts';
import { reportTextsFrom } from '@peak/report-pdf/report';
import { allText, structureOf } from '@peak/report-pdf/test-kit';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assessmentResults, outbox } from '../../src/db/schema';
import { until } from '../outbox/receiver';
import { type SmtpInbox, startSmtp } from '../outbox/smtp';
import { signUpVerified, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { TARGETS } from '../support/database';
import { answersOf, drawPerson, seeded } from '../support/seeded-results';

const TIMINGS = { pollMs: 50, attemptTimeoutMs: 2_000, retryBaseMs: 100 };
const SITE_NAME = 'Summit Advisory';
/** A PDF a client made: a valid header, and words the site never wrote. */
const FORGED = Buffer.from(
  '%PDF-1.7\n1 0 obj<<>>stream\nBT (Wire the fee to account 12345) Tj ET\nendstream\n%%EOF\n',
);

/** The PDF attachments of a raw MIME message, decoded from base64. */
function pdfAttachments(raw: string): Buffer[] {
  return raw
    .split(/\r?\n--[^\r\n]+/)
    .filter((part) => /Content-Type: application\/pdf/i.test(part))
    .map((part) => {
      expect(part).toMatch(/Content-Transfer-Encoding: base64/i);
      const body = part.slice(part.search(/\r?\n\r?\n/));
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    });
}

describe.each(TARGETS)('the emailed report’s PDF on %s', (target) => {
  let smtp: SmtpInbox;
  let t: TestApp;
  const rng = seeded(71);

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(target, {
      config: {
        mail: { smtpUrl: smtp.url, from: 'Peak Partners <hello@peak.example>' },
        outbox: TIMINGS,
      },
    });
    // The consultancy renamed in its site settings: the PDF's brand comes from there.
    await t.database.db.execute(
      sql`update globals set data = jsonb_set(data::jsonb, '{siteName}', ${JSON.stringify(SITE_NAME)}::jsonb) where id = 'site-settings'`,
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.mail.length = 0;
  });

  /** The report mails the SMTP server has received (not the account's other mail). */
  const reportMails = () =>
    smtp.mail.filter((m) => /^Subject: Your Prioritization Report$/m.test(m.raw));

  async function accountWithResult(name: string) {
    const email = `${name}@example.com`;
    const user = await signUpVerified(t.app, {
      firstName: name,
      lastName: 'Reader',
      email,
      password: 'correct horse battery',
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/assessment-results',
      payload: versioned({ responses: answersOf(drawPerson(rng), rng) }),
      headers: { cookie: user.cookie },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const resultId = saved.json().id as string;
    const [row] = await t.database.db
      .select()
      .from(assessmentResults)
      .where(eq(assessmentResults.id, resultId));
    if (!row) throw new Error('the saved result is not stored');
    return { user, email, resultId, row };
  }

  const emailMe = (cookie: string, resultId: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/assessments/${resultId}/email`,
      payload,
      headers: { cookie },
    });

  it('attaches the PDF rendered from the stored result', async () => {
    const { user, email, resultId, row } = await accountWithResult('ada');
    const res = await emailMe(user.cookie, resultId, {});
    expect(res.statusCode, res.body).toBe(202);
    // With SMTP_URL the answer says the mail is on its way through it.
    expect(res.json()).toEqual({ queued: true, delivery: 'smtp' });
    const [mail] = await until(
      () => reportMails().length === 1 && reportMails(),
      10_000,
      'the mail',
    );
    expect(mail?.to).toEqual([email]);
    // The attachment's name (its header folded: "name=" keeps it whole).
    expect(mail?.raw).toMatch(
      new RegExp(`name=prioritization-assessment-${resultId}-\\d{4}-\\d\\d-\\d\\d\\.pdf`),
    );
    const [pdf, ...more] = pdfAttachments(mail?.raw ?? '');
    expect(more).toHaveLength(0);
    expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await allText(new Uint8Array(pdf ?? []));
    // A tagged PDF/UA file, as the browser's Download PDF makes it.
    const tagged = await structureOf(new Uint8Array(pdf ?? []));
    expect(tagged.marked).toBe(true);
    expect(tagged.lang).toBe('en-US');
    expect(tagged.elements.find((e) => e.role === 'H1')?.text).toBe('Your Prioritization Report');
    // The stored result's headline: its total and band, on the cover of the reader it was saved for.
    expect(text).toContain(`${row.rawOverallScore} / 180`);
    expect(text).toContain(row.maturityLevel);
    expect(text).toContain(`Your Prioritization Report ${row.userName}`);
    // The report texts and the site settings, as the browser's Download PDF reads them.
    const closing = reportTextsFrom(contentEntries(reportTexts)).nextStepsClosing ?? 'missing';
    expect(text).toContain(closing.replace(/\s+/g, ' ').slice(0, 60));
    expect(text).toContain(SITE_NAME);
    // The outbox row names the account it was sent for.
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.type, 'report.email'));
    expect(rows.some((r) => (r.payload as { to?: string }).to === email)).toBe(true);
  });

  it('never mails a PDF the client sends: the body is refused with 400 and nothing is queued', async () => {
    const { user, email, resultId } = await accountWithResult('mallory');
    const forged = FORGED.toString('base64');
    const res = await emailMe(user.cookie, resultId, { pdf: forged });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toContain(REPORT_PDF_REFUSED);
    const queued = await t.database.db.select().from(outbox).where(eq(outbox.channel, 'mail'));
    const reports = queued.filter((r) => r.type === 'report.email');
    expect(reports.filter((r) => (r.payload as { to?: string }).to === email)).toHaveLength(0);
    expect(JSON.stringify(queued)).not.toContain(forged);
    // A request without it is mailed, with the server's PDF only.
    expect((await emailMe(user.cookie, resultId, {})).statusCode).toBe(202);
    const [mail] = await until(
      () => reportMails().length === 1 && reportMails(),
      10_000,
      'the mail',
    );
    expect(mail?.raw).not.toContain(forged);
    const [pdf] = pdfAttachments(mail?.raw ?? '');
    expect(await allText(new Uint8Array(pdf ?? []))).not.toContain('Wire the fee');
    expect(pdf?.equals(FORGED)).toBe(false);
  });
});
