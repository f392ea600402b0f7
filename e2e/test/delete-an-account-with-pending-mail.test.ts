// Deleting an account while its event and mail still wait in the outbox, in a real browser against
// the real API. A person signs up, proves the address from the mailed link, saves a report sharing
// the whole of it with the consultancy (an assessment.saved event) and asks "Email me this report"
// (a mail), while the consultancy's webhook receiver and the SMTP server both refuse for now with a
// temporary error, so both stay pending. The person deletes the account from /profile. Delivery is
// released; a contact message sent after the deletion arrives at the receiver, proving the worker
// delivers again; and the site's database holds nothing pending: the receiver never got the event,
// nor the mailbox the report (nor any mail to that address after the deletion).
// Screenshots: artifacts/screenshots/delete-with-pending-*.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { questions, rules } from '@peak/content';
import { isScoredQuestion, scoreAssessment } from '@peak/scoring';
import { decodedMail, mailedLink } from '@peak/testkit';
import {
  expectNoAxeViolations,
  launchBrowser,
  newPage,
  pageErrors,
  VIEWPORTS,
} from '@peak/testkit/browser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openStoredReport,
  REPO_ROOT,
  type RunningSite,
  screenshot,
  startSite,
  storedResult,
  withSiteDatabase,
} from '../src';

const PERSON = { firstName: 'Della', lastName: 'Leaving', email: 'della.leaving@example.com' };
const PASSWORD = 'correct horse battery';
const LEGEND = 'Share this result with Peak Partners?';
const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const COLLEAGUE_MESSAGE = 'A colleague asks about a workshop on priorities, after Della left.';

const answers = questions
  .filter(isScoredQuestion)
  .map((q, i) => ({ questionId: q.questionId, doing: 1 + ((i * 4) % 5) }));

/** Delivery the test holds back until it lets it through: a temporary refusal, retried later. */
interface Gate {
  held: boolean;
}

/** The consultancy's webhook receiver: while held it answers 503 and keeps only the attempt. */
async function startReceiver(gate: Gate) {
  const refused: string[] = [];
  const delivered: Array<{ type: string; data: Record<string, unknown> }> = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { type, data } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      if (gate.held) {
        refused.push(type);
        response.writeHead(503).end();
        return;
      }
      delivered.push({ type, data });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    refused,
    delivered,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type SmtpServerModule = {
  SMTPServer: new (
    options: object,
  ) => {
    listen: (port: number, host: string, done: () => void) => void;
    close: (done: () => void) => void;
    server: { address: () => AddressInfo };
  };
};

/** An SMTP server that, while held, refuses every recipient with 451 (try again later). */
async function startMailbox(gate: Gate) {
  const load = createRequire(join(REPO_ROOT, 'apps/api/package.json'));
  const { SMTPServer } = load('smtp-server') as SmtpServerModule;
  const refused: string[] = [];
  const mail: Array<{ to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address: { address: string }, _session: unknown, done: (error?: Error) => void) {
      if (!gate.held) return done();
      refused.push(address.address);
      done(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData(
      stream: NodeJS.ReadableStream,
      session: { envelope: { rcptTo: Array<{ address: string }> } },
      done: () => void,
    ) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mail.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    refused,
    mail,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** Nothing wider than a phone's screen. */
const fits = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.mobile.width,
  );

describe('deleting an account while its event and mail are pending', () => {
  const webhookGate: Gate = { held: true };
  const mailGate: Gate = { held: false };
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let dataDir: string;
  let site: RunningSite | undefined;
  let browser: Browser;

  beforeAll(async () => {
    receiver = await startReceiver(webhookGate);
    mailbox = await startMailbox(mailGate);
    dataDir = mkdtempSync(join(tmpdir(), 'delete-pending-'));
    site = await startSite(
      {
        WEBHOOK_URL: receiver.url,
        WEBHOOK_SECRET: SECRET,
        SMTP_URL: mailbox.url,
        OUTBOX_POLL_MS: '100',
        // Refused rows come round again soon, so a row left pending would be sent once released.
        OUTBOX_RETRY_BASE_MS: '200',
        // The refusals are the test's own doing: no warning per retry.
        LOG_LEVEL: 'error',
      },
      { dataDir },
    );
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await receiver?.close();
    await mailbox?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('withdraws them: once delivery resumes, neither the event nor the report leaves', {
    timeout: 240_000,
  }, async () => {
    if (!site) throw new Error('no site');
    const { url } = site;
    const page = await newPage(browser);
    const errors = pageErrors(page);
    const signUp = await page.request.post(`${url}/api/auth/sign-up`, {
      headers: { origin: url },
      data: { ...PERSON, password: PASSWORD },
    });
    expect(signUp.status()).toBe(201);
    const userId = (await signUp.json()).user.id as string;

    // The address is proved from the mailed link (mail still flows), and only then held back.
    await expect
      .poll(() => mailbox.mail.filter((m) => m.to.includes(PERSON.email)).length, {
        timeout: 20_000,
      })
      .toBe(1);
    const verifyMail = mailbox.mail[0];
    expect(decodedMail(verifyMail?.raw ?? '')).toContain('Subject: Confirm your email address');
    const verifyLink = mailedLink(verifyMail?.raw ?? '', '/account/verify-email');
    await page.goto(`${url}${verifyLink.pathname}${verifyLink.search}`);
    await page.getByRole('status').filter({ hasText: 'your email address is confirmed' }).waitFor();
    mailGate.held = true;
    const mailBeforeDeletion = mailbox.mail.length;

    // Saved, sharing the whole report: the event is tried and refused, so it stays pending.
    await openStoredReport(
      page,
      url,
      storedResult(scoreAssessment(answers, { questions, rules }), answers),
    );
    const top = page.locator('.summary-save').getByRole('group', { name: LEGEND });
    await top.getByRole('radio', { name: 'The whole report' }).check();
    await page
      .locator('.summary-save')
      .getByRole('button', { name: /Save Results/ })
      .click();
    await page.waitForURL(`${url}/profile`, { timeout: 20_000 });
    await expect
      .poll(() => receiver.refused.includes('assessment.saved'), { timeout: 20_000 })
      .toBe(true);

    // Email me this report: accepted, tried and refused by the SMTP server, so it stays pending.
    const history = await (await page.request.get(`${url}/api/assessment-results`)).json();
    const resultId = history.docs[0].id as string;
    await page.goto(`${url}/assessment/results/${resultId}`);
    const share = page.getByRole('region', { name: 'Share this report' });
    await share.getByRole('button', { name: 'Email me this report' }).click();
    await share.getByText(`Sent to ${PERSON.email}.`).waitFor({ timeout: 30_000 });
    await expect.poll(() => mailbox.refused.includes(PERSON.email), { timeout: 30_000 }).toBe(true);

    // Delete my account from /profile, confirmed by typing the email.
    await page.goto(`${url}/profile`);
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await dialog.getByLabel('Type your email address to confirm').fill(PERSON.email);
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(false);
    await expectNoAxeViolations(page);
    await screenshot(page, 'delete-with-pending-dialog-desktop', { viewport: true });
    await page.setViewportSize(VIEWPORTS.mobile);
    await fits(page);
    await expectNoAxeViolations(page);
    await screenshot(page, 'delete-with-pending-dialog-mobile', { viewport: true });
    await page.setViewportSize(VIEWPORTS.desktop);
    await confirm.click();
    await page.waitForURL(`${url}/`, { timeout: 20_000 });
    const done = page.getByRole('status').getByText('Your account has been deleted');
    await done.waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'delete-with-pending-deleted-desktop', { viewport: true });
    await page.setViewportSize(VIEWPORTS.mobile);
    await fits(page);
    await expectNoAxeViolations(page);
    await screenshot(page, 'delete-with-pending-deleted-mobile', { viewport: true });
    await page.setViewportSize(VIEWPORTS.desktop);

    // Delivery resumes. A colleague's message, sent after the deletion, arrives: the worker
    // delivers again, and anything of Della's still pending would have come round by then too.
    webhookGate.held = false;
    mailGate.held = false;
    const colleague = await newPage(browser);
    await colleague.goto(`${url}/contact`);
    await colleague.getByLabel('Name *').fill('Colin Colleague');
    await colleague.getByLabel('Email *').fill('colin.colleague@example.com');
    await colleague.getByLabel('Message *').fill(COLLEAGUE_MESSAGE);
    await colleague.getByRole('button', { name: 'Send Message' }).click();
    await colleague.getByText('Thank you! Your message has been sent successfully.').waitFor();
    await expect
      .poll(
        () =>
          receiver.delivered.some(
            (d) => d.type === 'lead.created' && d.data.message === COLLEAGUE_MESSAGE,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await colleague.context().close();
    await page.context().close();

    // In the site's own database: nothing is pending, and nothing names Della.
    await site.stop();
    site = undefined;
    const outbox = await withSiteDatabase(dataDir, async (db) => ({
      pending: (
        await db.query<{ type: string }>(
          'select type from outbox where delivered_at is null and failed_at is null',
        )
      ).rows,
      // Besides the address's proof, delivered before the deletion.
      naming: (
        await db.query<{ type: string }>(
          `select type from outbox where (subject_user_id = $1 or payload->>'to' = $2)
             and type <> 'account.verify-email'`,
          [userId, PERSON.email],
        )
      ).rows,
    }));
    expect(outbox.pending).toEqual([]);
    expect(outbox.naming).toEqual([]);

    // Neither the event nor the report reached anyone, nor any mail to the address after.
    expect(receiver.delivered.map((d) => d.type)).not.toContain('assessment.saved');
    expect(receiver.delivered.filter((d) => JSON.stringify(d.data).includes(PERSON.email))).toEqual(
      [],
    );
    expect(
      mailbox.mail.slice(mailBeforeDeletion).filter((m) => m.to.includes(PERSON.email)),
    ).toEqual([]);
  });
});
