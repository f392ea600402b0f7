// How others see you, in a real browser against the real API, its outbox and an SMTP server in
// this process. A person signs up, proves the address, saves a report and, by keyboard only,
// starts a 360 from it and invites one manager, three peers and three direct reports; each gets a
// mail with a link of their own. The first peer answers by keyboard only, on a page that needs no
// account; with two peers in, the peer group stays hidden and the person's page says one more is
// needed; the third peer shows it. The direct reports show, then one withdraws and the group hides
// whole. The manager agrees to be shown as the manager and appears alone. Each page meets axe and
// the WCAG 2.2 checks, at 1440 and 375 px. Screenshots: artifacts/screenshots/feedback-*.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { questions, rules } from '@peak/content';
import { isScoredQuestion, scoreAssessment } from '@peak/scoring';
import { decodedMail } from '@peak/testkit';
import { launchBrowser, newPage, pageErrors } from '@peak/testkit/browser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkAtBothWidths,
  confirmAddress,
  mailTo,
  openStoredReport,
  type RunningSite,
  startSite,
  storedResult,
  tabTo,
  useMailbox,
} from '../src';

const PERSON = { firstName: 'Robin', lastName: 'Rated', email: 'robin.rated@example.com' };
const PASSWORD = 'correct horse battery';
const MANAGER = 'manager@example.com';
const PEERS = ['peer1@example.com', 'peer2@example.com', 'peer3@example.com'];
const REPORTS = ['report1@example.com', 'report2@example.com', 'report3@example.com'];

const scored = questions.filter(isScoredQuestion);
const answers = scored.map((q, i) => ({ questionId: q.questionId, doing: 2 + (i % 3) }));

describe('a 360: inviting raters, their answers, and a report that names no one', () => {
  const mailbox = useMailbox();
  let dataDir: string;
  let site: RunningSite | undefined;
  let browser: Browser;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'feedback-data-'));
    site = await startSite({ ...mailTo(mailbox)(), RATE_LIMIT_SAVES: '20' }, { dataDir });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The rater's own link, from the invitation mailed to `to`. */
  async function linkFor(to: string): Promise<string> {
    await expect
      .poll(() => mailbox.mail.filter((m) => m.to.includes(to)).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const body = decodedMail(mailbox.mail.find((m) => m.to.includes(to))?.raw ?? '');
    const path = /\/feedback\/rate\/[\w-]{43}/.exec(body)?.[0];
    if (!path) throw new Error(`no link in the invitation to ${to}`);
    return `${site?.url}${path}`;
  }

  /** A rater answers every statement with the option at `pick` (0-5, 5: not seen) and sends. */
  async function answerAll(link: string, pick: (n: number) => number, consent = false) {
    const page = await newPage(browser);
    await page.goto(link);
    const items = page.locator('fieldset.feedback-item');
    await items.first().waitFor();
    const count = await items.count();
    for (let n = 0; n < count; n++)
      await items.nth(n).locator('input[type=radio]').nth(pick(n)).check();
    if (consent) await page.getByLabel(/Show my answers as their manager/).check();
    await page.getByRole('button', { name: 'Send my answers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you' }).waitFor();
    await page.context().close();
  }

  it('shows a group only from three raters, hides it whole on a withdrawal, the manager by consent', {
    timeout: 420_000,
  }, async () => {
    if (!site) throw new Error('no site');
    const url = site.url;
    const page = await newPage(browser);
    const errors = pageErrors(page);
    const signUp = await page.request.post(`${url}/api/auth/sign-up`, {
      headers: { origin: url },
      data: { ...PERSON, password: PASSWORD },
    });
    expect(signUp.status()).toBe(201);
    await confirmAddress(page, url, mailbox, PERSON.email);
    await openStoredReport(
      page,
      url,
      storedResult(scoreAssessment(answers, { questions, rules }), answers),
    );
    const save = page.locator('.summary-save').getByRole('button', { name: /Save Results/ });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/profile`, { timeout: 20_000 });
    const [savedResult] = (await (await page.request.get(`${url}/api/assessment-results`)).json())
      .docs as Array<{ id: string }>;
    if (!savedResult) throw new Error('the report was not saved');
    const resultId = savedResult.id;

    // From the saved report, by keyboard: start a 360.
    await page.goto(`${url}/assessment/results/${resultId}`);
    const start = page.getByRole('button', { name: 'Ask others: start a 360' });
    await start.waitFor({ timeout: 20_000 });
    await tabTo(page, start, 400);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/feedback\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const ownerPage = page.url();
    await page.getByRole('heading', { level: 1, name: 'Your 360' }).waitFor();

    // Seven invitations, typed and sent by keyboard.
    const email = page.getByLabel('Email address');
    const group = page.getByLabel('Their group');
    const invite = async (address: string, value: string) => {
      await tabTo(page, email);
      await page.keyboard.press('Control+A');
      await page.keyboard.type(address);
      await tabTo(page, group);
      await group.selectOption(value);
      await tabTo(page, page.getByRole('button', { name: 'Send invitation' }));
      await page.keyboard.press('Enter');
      await page.getByRole('listitem').filter({ hasText: address }).waitFor();
    };
    await invite(MANAGER, 'manager');
    for (const peer of PEERS) await invite(peer, 'peers');
    for (const report of REPORTS) await invite(report, 'direct-reports');
    await checkAtBothWidths(page, 'feedback-owner', 'the 360 with its invitations');

    // The first peer, by keyboard only: Tab into each statement, Space on the first option, then
    // down the options; a comment typed after the first family's statements.
    const rater = await newPage(browser);
    const raterErrors = pageErrors(rater);
    await rater.goto(await linkFor(PEERS[0] as string));
    await rater
      .getByRole('heading', { level: 1, name: `Feedback for ${PERSON.firstName}` })
      .waitFor();
    await rater
      .getByRole('heading', { level: 2, name: `What ${PERSON.firstName} will never see` })
      .waitFor();
    await checkAtBothWidths(rater, 'feedback-rater', "a rater's form");
    const items = rater.locator('fieldset.feedback-item');
    const count = await items.count();
    expect(count).toBe(36);
    const firstFamily = await rater
      .locator('section.feedback-family')
      .first()
      .locator('fieldset.feedback-item')
      .count();
    for (let n = 0; n < count; n++) {
      const first = items.nth(n).locator('input[type=radio]').first();
      await tabTo(rater, first, 30);
      await rater.keyboard.press('Space');
      for (let k = 0; k < 3; k++) await rater.keyboard.press('ArrowDown');
      if (n === firstFamily - 1) {
        await tabTo(rater, rater.getByLabel(/^Comments on /).first(), 30);
        await rater.keyboard.type('Says no to the urgent when the important is at stake.');
      }
    }
    await rater.getByText('36 of 36 statements answered.').waitFor();
    await rater.getByRole('status').filter({ hasText: 'Saved' }).waitFor({ timeout: 10_000 });
    await tabTo(rater, rater.getByRole('button', { name: 'Send my answers' }), 30);
    await rater.keyboard.press('Enter');
    await rater.getByRole('heading', { level: 1, name: 'Thank you' }).waitFor();
    expect(raterErrors).toEqual([]);
    await rater.context().close();

    // The second peer: two in, the group stays hidden, and the person's page says one more.
    await answerAll(await linkFor(PEERS[1] as string), (n) => n % 5);
    await page.goto(ownerPage);
    await page.getByText('2 of your peers have answered; 1 more is needed.').waitFor();
    await page.goto(`${ownerPage}/report`);
    const shown = page.getByRole('region', { name: 'Who is shown' });
    await shown.getByText('Peers: Shown once 3 have answered').waitFor();

    // The third peer: the group shows, with the comment, never attributed.
    await answerAll(await linkFor(PEERS[2] as string), () => 4);
    await page.reload();
    await shown.getByText('Peers: 3 answered').waitFor();
    await page.getByText('Says no to the urgent when the important is at stake.').waitFor();

    // The direct reports: shown; then one withdraws and the group hides whole.
    for (const to of REPORTS) await answerAll(await linkFor(to), () => 1);
    await page.reload();
    await shown.getByText('Direct reports: 3 answered').waitFor();
    const leaver = await newPage(browser);
    await leaver.goto(await linkFor(REPORTS[0] as string));
    await tabTo(leaver, leaver.getByRole('button', { name: 'Withdraw my answers' }), 400);
    await leaver.keyboard.press('Enter');
    const dialog = leaver.getByRole('alertdialog').or(leaver.getByRole('dialog'));
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /Withdraw/ }).click();
    await leaver
      .getByText(/withdrawn/i)
      .first()
      .waitFor();
    await leaver.context().close();
    await page.reload();
    await shown.getByText('Direct reports: Shown once 3 have answered').waitFor();
    await shown.getByText('Peers: 3 answered').waitFor();

    // The manager agrees to be shown as the manager: shown alone, by their consent.
    await answerAll(await linkFor(MANAGER), () => 2, true);
    await page.reload();
    await shown.getByText('Manager: 1 answered').waitFor();
    await shown.getByText('All others together: 4 answered').waitFor();
    const table = page.getByRole('table', { name: /Motivational Activation/ });
    await table.waitFor();
    const head = await table.locator('thead th').allTextContents();
    expect(head).toEqual(expect.arrayContaining(['You', 'Manager', 'Peers']));
    expect(head).not.toContain('Direct reports');
    await checkAtBothWidths(page, 'feedback-report', 'the 360 report');
    expect(errors).toEqual([]);
  });
});
