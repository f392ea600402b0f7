// A person's control of their data, in a real browser against the real API and database. A report
// kept in the browser is the session's that made it: signing out forgets it (and its story), a
// report kept for one account opens for no one else, signed out or signed in, and a signed-out
// visitor's own report stays theirs, said to be kept in this browser only until it is saved.
// They sign up, save a report, create a team and send a message while signed in (a lead with their
// account's id); Download my data on /profile saves a JSON file of all of it. Delete my account
// opens a dialog (axe-clean, at 1440 and 375 px) whose button waits for the email, typed with the
// keyboard; then they are signed out and home, with a message, and the report kept in the browser
// is gone. Signing in again fails, the site's database holds no row of theirs, and their message
// stays, anonymised.
// Screenshots: artifacts/screenshots/account-* and kept-report-*.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  ARTIFACTS_DIR,
  openStoredReport,
  type RunningSite,
  screenshot,
  startSite,
  storedFixture,
  withSiteDatabase,
} from '../src';

const PASSWORD = 'correct horse battery';
const EMAIL = 'dana.data@example.com';
const REPORT_TITLE = 'Your Prioritization Report';
const INTRO_TITLE = 'Prioritization Self-Assessment';
const KEPT_IN_BROWSER = 'This report is kept in this browser only until you save it.';
/** The summary's shorter line, one line on a phone. */
const KEPT_IN_BROWSER_SHORT = 'Kept in this browser only until you save it.';
/** Everything the take page keeps in the browser, by key. */
const KEPT_KEYS = [
  'assessment-results',
  'assessment-progress',
  'assessment-narrative-sections',
  'aiStory',
];
const MESSAGE = 'Could we plan a workshop on priorities for my leadership team?';

/** Nothing wider than a phone's screen. */
const fits = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.mobile.width,
  );

/** What the screen shows, not the whole page: a dialog is fixed to the screen. */
async function screenView(page: Page, name: string) {
  const dir = join(ARTIFACTS_DIR, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

async function signUp(
  page: Page,
  url: string,
  who = { firstName: 'Dana', email: EMAIL },
): Promise<string> {
  const res = await page.request.post(`${url}/api/auth/sign-up`, {
    headers: { origin: url },
    data: { lastName: 'Data', ...who, password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).user.id;
}

/** What the take page keeps in this browser, key by key (null where nothing). */
const keptInBrowser = (page: Page) =>
  page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])),
    KEPT_KEYS,
  );
const NOTHING_KEPT = Object.fromEntries(KEPT_KEYS.map((key) => [key, null]));

/** The take page opens on its intro: no report, no Download PDF. */
async function opensOnTheIntro(page: Page, url: string) {
  await page.goto(`${url}/assessment/take`);
  await page.getByRole('heading', { level: 1, name: INTRO_TITLE }).waitFor();
  expect(await page.getByRole('heading', { name: REPORT_TITLE }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Download PDF' }).count()).toBe(0);
}

/** Saves a finished report with the summary's button; lands on /profile. */
async function saveReport(page: Page, url: string) {
  await openStoredReport(page, url, storedFixture('mixed-reader'), { once: true });
  await page
    .locator('.summary-save')
    .getByRole('button', { name: /Save Results/ })
    .click();
  await page.waitForURL(`${url}/profile`, { timeout: 20_000 });
}

async function sendMessage(page: Page, url: string) {
  await page.goto(`${url}/contact`);
  await page.getByLabel('Name *').fill('Dana Data');
  await page.getByLabel('Email *').fill(EMAIL);
  await page.getByLabel('Company').fill('Data & Co');
  await page.getByLabel('Message *').fill(MESSAGE);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText('Thank you! Your message has been sent successfully.').waitFor();
}

/** Every row the site's database keeps for the user id, per table; the lead by its message. */
const rowsOf = (dataDir: string, userId: string) =>
  withSiteDatabase(dataDir, async (db) => {
    const n = async (table: string, column = 'user_id') =>
      Number(
        (
          await db.query<{ n: string }>(`select count(*) as n from ${table} where ${column} = $1`, [
            userId,
          ])
        ).rows[0]?.n,
      );
    const lead = await db.query<Record<string, unknown>>(
      'select name, email, company, message, user_id from leads where message = $1',
      [MESSAGE],
    );
    return {
      counts: {
        results: await n('assessment_results'),
        shareLinks: await n('share_links'),
        memberships: await n('team_members'),
        ownedTeams: await n('teams', 'owner_id'),
        leads: await n('leads'),
        sessions: await n('sessions'),
        users: await n('users', 'id::text'),
      },
      leads: lead.rows,
    };
  });

describe('a person controls their data', () => {
  let dataDir: string;
  let site: RunningSite | undefined;
  let browser: Browser;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'account-data-'));
    site = await startSite({}, { dataDir });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a report in the browser for the session that made it', {
    timeout: 180_000,
  }, async () => {
    if (!site) throw new Error('no site');
    const { url } = site;
    const page = await newPage(browser);
    const errors = pageErrors(page);
    const leeId = await signUp(page, url, { firstName: 'Lee', email: 'lee.shared@example.com' });
    // Opened signed in: the report is Lee's from now on, with its story kept beside it.
    await openStoredReport(page, url, storedFixture('mixed-reader'), { once: true });
    const stored = await page.evaluate(() => localStorage.getItem('assessment-results'));
    expect(JSON.parse(stored ?? '{}').owner).toBe(leeId);
    expect((await keptInBrowser(page)).aiStory).not.toBeNull();
    // Signed in, it is not said to be kept in the browser only: it can be saved at once.
    expect(await page.getByText(/kept in this browser only/i).count()).toBe(0);

    // Sign out from the header's menu: home, and nothing of the report is left in the browser.
    await page.getByRole('button', { name: 'Account menu for Lee' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${url}/`);
    expect(await keptInBrowser(page)).toEqual(NOTHING_KEPT);
    await opensOnTheIntro(page, url);
    await page.getByRole('button', { name: 'Sign In to Start Assessment' }).waitFor();

    // A report kept for Lee whose session ended without signing out (its cookie gone) opens for
    // no signed-out visitor, and is forgotten.
    const keepLees = () =>
      page.evaluate((value) => localStorage.setItem('assessment-results', value), stored ?? '');
    await keepLees();
    await opensOnTheIntro(page, url);
    expect(await keptInBrowser(page)).toEqual(NOTHING_KEPT);
    // Nor for another account signed in at this browser.
    await signUp(page, url, { firstName: 'Kim', email: 'kim.next@example.com' });
    await keepLees();
    await opensOnTheIntro(page, url);
    expect(await keptInBrowser(page)).toEqual(NOTHING_KEPT);
    await page.context().close();

    // A signed-out visitor's own report stays theirs, said to be kept in this browser only.
    const visitor = await newPage(browser);
    await openStoredReport(visitor, url, storedFixture('mixed-reader'), { once: true });
    const summarySave = visitor.locator('.summary-save');
    expect(await summarySave.textContent()).toContain(KEPT_IN_BROWSER_SHORT);
    await visitor.locator('.report-footer').getByText(KEPT_IN_BROWSER).waitFor();
    await expectNoAxeViolations(visitor);
    await summarySave.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenView(visitor, 'kept-report-signed-out-desktop');
    await visitor.setViewportSize(VIEWPORTS.mobile);
    await fits(visitor);
    await summarySave.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenView(visitor, 'kept-report-signed-out-mobile');
    expect(errors).toEqual([]);
    await visitor.context().close();
  });

  it('downloads their data, deletes the account with the keyboard, and nothing of theirs stays', {
    timeout: 240_000,
  }, async () => {
    if (!site) throw new Error('no site');
    const { url } = site;
    const page = await newPage(browser);
    const errors = pageErrors(page);
    const userId = await signUp(page, url);
    await saveReport(page, url);
    const team = await page.request.post(`${url}/api/teams`, {
      headers: { origin: url },
      data: { name: 'Data Team' },
    });
    expect(team.status()).toBe(201);
    await sendMessage(page, url);

    // Download my data: the file holds the account, the result, the team and the message.
    await page.goto(`${url}/profile`);
    const section = page.getByRole('region', { name: 'Your data' });
    await section.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^peak-partners-data-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(readFileSync((await download.path()) as string, 'utf8'));
    expect(data.account).toMatchObject({ id: userId, email: EMAIL, firstName: 'Dana' });
    expect(data.results).toHaveLength(1);
    expect(data.results[0].report.overallScore).toEqual(expect.any(Number));
    expect(data.teams).toEqual([expect.objectContaining({ name: 'Data Team', role: 'owner' })]);
    expect(data.messages).toEqual([
      expect.objectContaining({ kind: 'contact', message: MESSAGE, company: 'Data & Co' }),
    ]);
    await section.getByText('Your data has been downloaded.').waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'account-profile-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await fits(page);
    await screenshot(page, 'account-profile-mobile');
    await page.setViewportSize(VIEWPORTS.desktop);

    // Delete my account, with the keyboard: the dialog opens on the email field.
    const opener = section.getByRole('button', { name: 'Delete my account' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    const field = dialog.getByLabel('Type your email address to confirm');
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => opener.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.type('dana.data@example.co');
    expect(await confirm.isDisabled()).toBe(true);
    await page.keyboard.type('m');
    expect(await confirm.isDisabled()).toBe(false);
    await expectNoAxeViolations(page);
    await screenView(page, 'account-delete-dialog-desktop');
    // On a phone the dialog scrolls within the screen, to the field and the buttons.
    await page.setViewportSize(VIEWPORTS.mobile);
    await fits(page);
    await expectNoAxeViolations(page);
    await screenView(page, 'account-delete-dialog-mobile');
    await dialog.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await screenView(page, 'account-delete-dialog-mobile-end');
    await page.setViewportSize(VIEWPORTS.desktop);

    // Enter in the field deletes: signed out, on the home page, with the word that it is done.
    await field.press('Enter');
    await page.waitForURL(`${url}/`, { timeout: 20_000 });
    await page.getByRole('status').getByText('Your account has been deleted').waitFor();
    await screenshot(page, 'account-deleted-home-desktop');
    // The report saved from this browser went with the account: the next person finds the intro.
    expect(await keptInBrowser(page)).toEqual(NOTHING_KEPT);
    await opensOnTheIntro(page, url);
    expect(await keptInBrowser(page)).toEqual(NOTHING_KEPT);
    const me = await (await page.request.get(`${url}/api/auth/me`)).json();
    expect(me).toEqual({ user: null });
    const signIn = await page.request.post(`${url}/api/auth/sign-in`, {
      headers: { origin: url },
      data: { email: EMAIL, password: PASSWORD },
    });
    expect(signIn.status()).toBe(401);
    expect(errors).toEqual([]);

    // In the site's own database: no row of theirs, and the message kept without them.
    await site.stop();
    site = undefined;
    const held = await rowsOf(dataDir, userId);
    expect(held.counts).toEqual({
      results: 0,
      shareLinks: 0,
      memberships: 0,
      ownedTeams: 0,
      leads: 0,
      sessions: 0,
      users: 0,
    });
    expect(held.leads).toEqual([
      {
        name: 'Deleted account',
        email: 'deleted@account.invalid',
        company: null,
        message: MESSAGE,
        user_id: null,
      },
    ]);
  });
});
