// The flow around the report in a real browser: a signed-out visitor starts without an account,
// finishes, is invited to sign in to save (in the report's summary and at its end), signs up from
// there and lands on /profile with the result saved without another click, listed once; the same
// result sent again with the page's session is stored once; the saved report has Download PDF; the
// dashboard's My Plan, with no plan yet, lists it. Take New Assessment asks first on an unsaved report
// (Cancel and Escape keep it, focus back on the button) and starts again at once on a saved one;
// the profile's Take New Assessment and the dashboard's Take Assessment start afresh at once
// when the report kept in the browser is saved, and show it when it is not. While signed out,
// the report says it is kept in this browser only until it is saved.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations, newPage, pageErrors, VIEWPORTS } from '@peak/testkit/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, screenshot, useSiteAndBrowser } from '../src';

const QUESTIONS = 36;
const SIGN_IN_TO_SAVE = 'Sign in to Save Your Results';
const START = 'Start without an account';
const NEW_ASSESSMENT = 'Take New Assessment';
const CONFIRM_TITLE = 'Start a new assessment?';
const REPORT_TITLE = 'Your Prioritization Report';
const EMPTY_ACTIVITY = 'Your recent activity will appear here';
const KEPT_IN_BROWSER = 'This report is kept in this browser only until you save it.';
/** The summary's shorter line, one line on a phone. */
const KEPT_IN_BROWSER_SHORT = 'Kept in this browser only until you save it.';
const INTRO_TITLE = 'Prioritization Self-Assessment';

const progress = (page: Page, n: number) =>
  page.getByText(`Question ${n} of ${QUESTIONS}`, { exact: true }).waitFor();

/** Answers every question by clicking an option, then Next (Submit Assessment on the last). */
async function answerAll(page: Page) {
  for (let n = 1; n <= QUESTIONS; n++) {
    await progress(page, n);
    await page
      .getByRole('radio')
      .nth((n * 3) % 5)
      .check();
    const go = page.getByRole('button', { name: n < QUESTIONS ? 'Next' : 'Submit Assessment' });
    await go.click();
  }
  await page.getByRole('heading', { level: 1, name: REPORT_TITLE }).waitFor({ timeout: 30_000 });
}

/** The stored result's answers and the server's answer to saving them with the page's session. */
const saveAgain = (page: Page) =>
  page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('assessment-results') ?? '{}');
    const body = JSON.stringify({
      responses: stored.answers,
      ...(stored.results.role ? { role: stored.results.role } : {}),
      contentVersion: stored.contentVersion,
    });
    const post = () =>
      fetch('/api/assessment-results', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
      }).then(async (res) => ({ status: res.status, id: (await res.json()).id as string }));
    return { savedId: stored.savedId as string, answers: await Promise.all([post(), post()]) };
  });

describe('the report, its save and a new assessment', () => {
  const suite = useSiteAndBrowser();

  it('is taken without an account, saved by signing up from the report, and stored once', {
    timeout: 240_000,
  }, async () => {
    const page = await newPage(suite.browser);
    const errors = pageErrors(page);
    await page.goto(`${suite.site.url}/assessment/take`);

    // The intro: the specified two buttons and, beside them, starting without an account.
    const start = page.locator('.take-start');
    expect(await start.getByRole('button').allTextContents()).toEqual([
      'Sign In to Start Assessment',
      'Create Account',
      START,
    ]);
    await page.getByText('It is free and needs no credit card.').waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'take-intro-three-choices-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.mobile.width,
    );
    await screenshot(page, 'take-intro-three-choices-mobile');
    await page.setViewportSize(VIEWPORTS.desktop);

    await page.getByRole('button', { name: START }).click();
    await answerAll(page);

    // Signed out: the report's summary and its end both invite to sign in to save.
    const invitations = page.getByRole('button', { name: SIGN_IN_TO_SAVE });
    await page.locator('.report-footer').waitFor();
    expect(await invitations.count()).toBe(2);
    expect(await page.locator('.summary-save').getByRole('button').textContent()).toBe(
      SIGN_IN_TO_SAVE,
    );
    expect(await page.locator('.report-footer').getByRole('button').textContent()).toBe(
      SIGN_IN_TO_SAVE,
    );
    expect(await page.getByRole('button', { name: 'Save Results to My Account' }).count()).toBe(0);
    // Both say where the report is until then.
    expect(await page.locator('.summary-save').getByText(KEPT_IN_BROWSER_SHORT).count()).toBe(1);
    expect(await page.locator('.report-footer').getByText(KEPT_IN_BROWSER).count()).toBe(1);

    // Sign up from the summary's invitation: the result is saved without another click.
    await invitations.first().click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.waitFor();
    await signIn.getByRole('button', { name: 'Create an account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByLabel('First name').fill('Sam');
    await dialog.getByLabel('Last name').fill('Visitor');
    await dialog.getByLabel('Email').fill('sam@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${suite.site.url}/profile`, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Assessment History' }).waitFor();
    const entries = page.locator('li', { has: page.getByRole('link', { name: /View Results/ }) });
    await entries.first().waitFor();
    expect(await entries.count()).toBe(1);
    const listedHref = await entries.first().getByRole('link').getAttribute('href');

    // The same result sent twice more with the page's session, at once: one row, the same id.
    const again = await saveAgain(page);
    expect(again.savedId).toMatch(/^[0-9a-f-]{36}$/);
    expect(listedHref).toBe(`/assessment/results/${again.savedId}`);
    expect(again.answers).toEqual([
      { status: 200, id: again.savedId },
      { status: 200, id: again.savedId },
    ]);
    await page.reload();
    await entries.first().waitFor();
    expect(await entries.count()).toBe(1);

    // The saved report: Download PDF beside Back to Profile.
    await page.goto(`${suite.site.url}/assessment/results/${again.savedId}`);
    await page.getByRole('heading', { level: 1, name: REPORT_TITLE }).waitFor();
    const actions = page.locator('.report-actions');
    expect(await actions.locator('a, button').allTextContents()).toEqual([
      'Back to Profile',
      'Download PDF',
    ]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      actions.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(download.suggestedFilename()).toContain(again.savedId);
    const pdf = readFileSync((await download.path()) as string).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);

    // The dashboard's My Plan, with no plan yet, lists it with its total of 180 and band.
    await page.goto(`${suite.site.url}/dashboard`);
    const activity = page.getByRole('region', { name: 'My Plan' });
    const item = activity.getByRole('listitem');
    await item.first().waitFor();
    expect(await item.count()).toBe(1);
    expect(await item.first().textContent()).toMatch(
      /Peak Partners Prioritization Self-Assessment.*Completed .*Total \d+\/180 (Starting|Emerging|Developing|Proficient|Expert)/,
    );
    expect(await item.getByRole('link', { name: /View Results/ }).getAttribute('href')).toBe(
      `/assessment/results/${again.savedId}`,
    );
    expect(await activity.getByText(EMPTY_ACTIVITY).count()).toBe(0);
    await expectNoAxeViolations(page);
    await screenshot(page, 'dashboard-recent-activity-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await screenshot(page, 'dashboard-recent-activity-mobile');
    await page.setViewportSize(VIEWPORTS.desktop);

    // Back on the take page the saved report returns, and Take New Assessment starts at once.
    await page.goto(`${suite.site.url}/assessment/take`);
    await page.getByRole('heading', { level: 1, name: REPORT_TITLE }).waitFor();
    await page.getByRole('button', { name: 'Saved!' }).first().waitFor();
    expect(await page.getByText(/kept in this browser only/i).count()).toBe(0);
    const kept = await storedReport(page);
    expect(kept).not.toBeNull();
    await page.getByRole('button', { name: NEW_ASSESSMENT }).click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Begin Your Assessment' }).waitFor();
    expect(await storedReport(page)).toBeNull();

    // The profile's Take New Assessment, with the saved report still kept in the browser: the
    // intro at once, without the old report or a second press.
    const fromProfile = await startsAfresh(page, kept, async () => {
      await page.goto(`${suite.site.url}/profile`);
      await page.getByRole('heading', { name: 'Assessment History' }).waitFor();
      await page.locator('.history-header').getByRole('link', { name: NEW_ASSESSMENT }).click();
    });
    expect(fromProfile).toEqual({ reportShown: false, kept: null });
    await expectNoAxeViolations(page);
    await screenshot(page, 'take-new-from-profile-desktop');
    // The dashboard's Take Assessment does the same.
    const fromDashboard = await startsAfresh(page, kept, async () => {
      await page.goto(`${suite.site.url}/dashboard`);
      await page.getByRole('link', { name: 'Take Assessment', exact: true }).click();
    });
    expect(fromDashboard).toEqual({ reportShown: false, kept: null });

    // An unsaved report is not cleared by the profile's link: it is shown, with its own save.
    const unsaved = JSON.stringify({ ...JSON.parse(kept ?? '{}'), savedId: undefined });
    const fromProfileUnsaved = await startsAfresh(page, unsaved, async () => {
      await page.goto(`${suite.site.url}/profile`);
      await page.locator('.history-header').getByRole('link', { name: NEW_ASSESSMENT }).click();
      await page.getByRole('heading', { level: 1, name: REPORT_TITLE }).waitFor();
    });
    expect(fromProfileUnsaved.reportShown).toBe(true);
    expect(fromProfileUnsaved.kept).not.toBeNull();
    await page.getByRole('button', { name: 'Save Results to My Account' }).first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('asks before an unsaved report is cleared: Cancel and Escape keep it', {
    timeout: 180_000,
  }, async () => {
    const page = await newPage(suite.browser);
    const errors = pageErrors(page);
    await page.goto(`${suite.site.url}/assessment/take`);
    await page.getByRole('button', { name: START }).click();
    await answerAll(page);
    const stored = () => page.evaluate(() => localStorage.getItem('assessment-results'));
    expect(await stored()).not.toBeNull();

    const opener = page.getByRole('button', { name: NEW_ASSESSMENT });
    const openerHandle = await opener.elementHandle();
    const focusIsBack = () =>
      page.waitForFunction((button) => document.activeElement === button, openerHandle, {
        timeout: 5000,
      });
    const confirm = page.getByRole('alertdialog', { name: CONFIRM_TITLE });

    await opener.click();
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('This report is not saved.');
    // The safe choice has the focus.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await expectNoAxeViolations(page);
    await viewportShot(page, 'take-new-assessment-confirm-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await viewportShot(page, 'take-new-assessment-confirm-mobile');
    await page.setViewportSize(VIEWPORTS.desktop);

    // Cancel keeps the report; focus returns to the button.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await focusIsBack();
    await page.getByRole('heading', { level: 1, name: REPORT_TITLE }).waitFor();
    expect(await stored()).not.toBeNull();

    // So does Escape.
    await opener.click();
    await confirm.waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await focusIsBack();
    expect(await stored()).not.toBeNull();

    // Confirming clears every stored trace and returns to the intro, its heading focused.
    await opener.click();
    await confirm.getByRole('button', { name: 'Discard and Start Again' }).click();
    await page.getByRole('button', { name: START }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(
      await page.evaluate(() => [
        localStorage.getItem('assessment-results'),
        localStorage.getItem('assessment-progress'),
        localStorage.getItem('aiStory'),
      ]),
    ).toEqual([null, null, null]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

const storedReport = (page: Page) =>
  page.evaluate(() => localStorage.getItem('assessment-results'));

/**
 * Puts `kept` back as the report kept in the browser, follows `go` to the take page, and says
 * whether it showed the report and what the browser keeps then.
 */
async function startsAfresh(page: Page, kept: string | null, go: () => Promise<void>) {
  await page.evaluate((value) => localStorage.setItem('assessment-results', value), kept ?? '');
  await go();
  await page.waitForURL(/\/assessment\/take\?new$/);
  await page
    .getByRole('heading', { level: 1, name: new RegExp(`^(${INTRO_TITLE}|${REPORT_TITLE})$`) })
    .waitFor();
  // The intro paints before the page has read what the browser keeps: give a report the time it
  // would take to replace it (loading its code and its texts) before saying it did not.
  await page.waitForTimeout(2000);
  return {
    reportShown: (await page.getByRole('heading', { level: 1, name: REPORT_TITLE }).count()) > 0,
    kept: await storedReport(page),
  };
}

/** A screenshot of the viewport: the dialog is fixed, so a full-page shot would not show it in place. */
async function viewportShot(page: Page, name: string) {
  const dir = join(ARTIFACTS_DIR, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}
