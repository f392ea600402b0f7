// A saved report, shared by link, in a real browser against the real API and database. The owner
// takes the assessment, saves it, and makes a share link under the saved report that shows their
// first name (shown once, with Copy). Signed out, in a fresh browser, the link opens the report
// about them, by that name ("Olivia's Prioritization Report", never "Your"), under a note that it
// is written to her and an invitation to take the assessment oneself; no email, surname or id of
// the owner anywhere in the page or its data, kept from caches, search engines and referrers,
// axe-clean and within a phone's width. The owner emails the report to themselves (the page sends
// no PDF: the API makes it; the page says it is sent, through the mail server the site has), then
// revokes the link: it now says so (410), with the invitation, while a token no link has answers
// the site's 404 page with 404.
// Screenshots: artifacts/screenshots/share-*.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { questions, rules } from '@peak/content';
import { isScoredQuestion, scoreAssessment } from '@peak/scoring';
import { expectNoAxeViolations, newPage, pageErrors, VIEWPORTS } from '@peak/testkit/browser';
import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ARTIFACTS_DIR,
  mailTo,
  openStoredReport,
  storedResult,
  useMailbox,
  useSiteAndBrowser,
} from '../src';

const OWNER = { firstName: 'Olivia', lastName: 'Owner', email: 'olivia.owner@example.com' };
const REPORT_TITLE = 'Your Prioritization Report';
const SHARED_TITLE = "Olivia's Prioritization Report";
const BANNER = 'Olivia shared this report with you';
const REVOKED = 'This link was revoked by the person who shared it';

const answers = questions
  .filter(isScoredQuestion)
  .map((q, i) => ({ questionId: q.questionId, doing: 1 + ((i * 2) % 5) }));

/**
 * A screenshot under artifacts/screenshots: of the viewport, or of one part of the page cut from
 * the whole page (so the sticky site header is not drawn over it).
 */
async function shot(page: Page, name: string, part?: Locator) {
  const dir = join(ARTIFACTS_DIR, 'screenshots');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  if (!part) return void (await page.screenshot({ path }));
  const clip = await part.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const onPage = { x: box.x + scrollX, y: box.y + scrollY, width: box.width, height: box.height };
    // At the top, the sticky header stays at the top of the page, away from the part.
    scrollTo(0, 0);
    return onPage;
  });
  await page.screenshot({ path, fullPage: true, clip });
}

/**
 * A screenshot of one section lower down the report: drawn in view, since the report's sections
 * are painted only near the viewport (content-visibility).
 */
async function sectionShot(name: string, part: Locator) {
  const dir = join(ARTIFACTS_DIR, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await part.scrollIntoViewIfNeeded();
  await part.screenshot({ path: join(dir, `${name}.png`) });
}

/** Nothing wider than a phone's screen. */
const fits = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.mobile.width,
  );

/** The headers that keep a shared report to the people it was sent to. */
function expectUnlisted(response: Response | null) {
  expect(response?.headers()).toMatchObject({
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-robots-tag': 'noindex',
  });
}

describe('sharing a saved report by link', () => {
  const mailbox = useMailbox();
  const suite = useSiteAndBrowser(mailTo(mailbox));

  it('opens the report about its owner for anyone with the link, until the owner revokes it', {
    timeout: 240_000,
  }, async () => {
    const { url } = suite.site;
    const owner = await newPage(suite.browser);
    const ownerErrors = pageErrors(owner);
    const signUp = await owner.request.post(`${url}/api/auth/sign-up`, {
      headers: { origin: url },
      data: { ...OWNER, password: 'correct horse battery' },
    });
    expect(signUp.status()).toBe(201);
    // "Email me this report" needs a proved address: the link mailed at sign-up proves it.
    const verifyLink = await mailbox.linkFor(
      OWNER.email,
      'Confirm your email address',
      '/account/verify-email',
    );
    const verified = await owner.request.post(`${url}/api/auth/verify-email`, {
      headers: { origin: url },
      data: { token: verifyLink.searchParams.get('token') },
    });
    expect(verified.status()).toBe(200);

    // Take the assessment (as the take page keeps it) and save it from the report's summary.
    await openStoredReport(
      owner,
      url,
      storedResult(scoreAssessment(answers, { questions, rules }), answers),
    );
    await owner
      .locator('.summary-save')
      .getByRole('button', { name: /Save Results/ })
      .click();
    await owner.waitForURL(`${url}/profile`, { timeout: 20_000 });
    const history = await (await owner.request.get(`${url}/api/assessment-results`)).json();
    const resultId = history.docs[0].id as string;

    // The saved report: Share this report, below it.
    await owner.goto(`${url}/assessment/results/${resultId}`);
    await owner.getByRole('heading', { level: 1, name: REPORT_TITLE }).waitFor();
    const share = owner.getByRole('region', { name: 'Share this report' });
    await share.getByText('No working links.').waitFor();
    await share.getByLabel('The link works for').selectOption('90');
    await share.getByLabel('Show my first name (Olivia) on the shared page').check();
    await share.getByRole('button', { name: 'Create share link' }).click();
    const linkInput = share.getByLabel('Your new share link');
    await linkInput.waitFor();
    const link = await linkInput.inputValue();
    expect(link).toMatch(new RegExp(`^${url}/r/[A-Za-z0-9_-]{43}$`));
    await expect
      .poll(() => linkInput.evaluate((input) => input === document.activeElement))
      .toBe(true);
    await share.getByText('Shown only once: copy it now.').waitFor();
    expect(await share.locator('.share-link-list li').count()).toBe(1);
    await share.getByText(/shows your first name, Olivia$/).waitFor();
    await expectNoAxeViolations(owner);
    await shot(owner, 'share-section-desktop', share);
    await owner.setViewportSize(VIEWPORTS.mobile);
    await fits(owner);
    await shot(owner, 'share-section-mobile', share);
    await owner.setViewportSize(VIEWPORTS.desktop);

    // Email me this report, to the account's own address: the page sends no file (the API renders
    // the PDF from the saved result, read back from SMTP in apps/api/test/sharing/report-pdf.test.ts).
    const emailed = owner.waitForRequest((r) =>
      r.url().endsWith(`/api/assessments/${resultId}/email`),
    );
    await share.getByRole('button', { name: 'Email me this report' }).click();
    const request = await emailed;
    expect(request.postDataJSON()).toEqual({});
    const answer = await request.response();
    expect(answer?.status(), await answer?.text()).toBe(202);
    // The site has a mail server here: the answer says so, and the page that it is on its way.
    expect(await answer?.json()).toEqual({ queued: true, delivery: 'smtp' });
    await share
      .getByText(`Sent to ${OWNER.email}. It may take a minute to arrive.`, { exact: true })
      .waitFor({ timeout: 30_000 });
    await shot(owner, 'share-email-sent-desktop', share.locator('.share-email'));

    // Signed out, in a fresh browser: the report about Olivia, under its banner, naming no more.
    const guest = await newPage(suite.browser);
    const guestErrors = pageErrors(guest);
    const sharedAnswer = guest.waitForResponse((r) => r.url().includes('/api/shared/'));
    const page = await guest.goto(link);
    expect(page?.status()).toBe(200);
    expectUnlisted(page);
    const data = await sharedAnswer;
    expect(data.status()).toBe(200);
    expectUnlisted(data);
    await guest.getByText(BANNER).waitFor();
    await guest
      .getByText('It is written to Olivia: where it says "you", it means Olivia.')
      .waitFor();
    await guest.getByRole('heading', { level: 1, name: SHARED_TITLE }).waitFor();
    await guest.locator('.capability-detail .band-text').first().waitFor();
    await guest.getByRole('heading', { name: 'About This Assessment' }).waitFor();
    // About her, in the page's own words; the reader is invited to their own assessment.
    for (const heading of ["Olivia's Results in Brief", 'Overall Results', 'Scores at a Glance'])
      await guest.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
    for (const owners of [REPORT_TITLE, 'Your Results in Brief', 'Your Overall Results'])
      expect(await guest.getByRole('heading', { name: owners }).count()).toBe(0);
    expect(await guest.getByText('Book a free 15-minute review').count()).toBe(0);
    const takeIt = guest.getByRole('link', { name: 'Take the assessment yourself' });
    expect(await takeIt.count()).toBe(2);
    for (const link of await takeIt.all())
      expect(await link.getAttribute('href')).toBe('/assessment/take');
    const html = await guest.content();
    const served = (await page?.text()) ?? '';
    const body = await data.text();
    for (const text of [html, served, body]) {
      expect(text).not.toContain(OWNER.email);
      expect(text).not.toContain(OWNER.lastName);
      expect(text).not.toContain(resultId);
    }
    expect(html).not.toContain(REPORT_TITLE);
    expect(served).toContain('<meta name="robots" content="noindex"/>');
    expect(await guest.locator('meta[name="robots"][content="noindex"]').count()).toBeGreaterThan(
      0,
    );
    for (const control of [/Save/, /Share/, /Back to Profile/, /Download PDF/, /Email/])
      expect(await guest.getByRole('button', { name: control }).count()).toBe(0);
    expect(await guest.getByRole('link', { name: 'Back to Profile' }).count()).toBe(0);
    await expectNoAxeViolations(guest);
    const story = guest.getByRole('region', { name: "Olivia's Prioritization Story" });
    const steps = guest.getByRole('region', { name: 'Next Steps' });
    await shot(guest, 'share-shared-page-desktop');
    await sectionShot('share-shared-story-desktop', story);
    await sectionShot('share-shared-next-steps-desktop', steps);
    await guest.setViewportSize(VIEWPORTS.mobile);
    await fits(guest);
    await guest.evaluate(() => scrollTo(0, 0));
    await shot(guest, 'share-shared-page-mobile');
    await sectionShot('share-shared-next-steps-mobile', steps);
    await guest.setViewportSize(VIEWPORTS.desktop);

    // The owner revokes the link, after a confirmation.
    await share.getByRole('button', { name: /^Revoke the link created/ }).click();
    const dialog = owner.getByRole('alertdialog', { name: 'Revoke this share link?' });
    await dialog.waitFor();
    expect(await owner.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await dialog.getByRole('button', { name: 'Revoke link' }).click();
    await dialog.waitFor({ state: 'detached' });
    await share.getByText('No working links.').waitFor();

    // The link now says it was revoked (410), with the way to one's own assessment, and nothing
    // of the report or of Olivia.
    const goneAnswer = guest.waitForResponse((r) => r.url().includes('/api/shared/'));
    const gone = await guest.goto(link);
    expect(gone?.status()).toBe(410);
    expectUnlisted(gone);
    expect((await goneAnswer).status()).toBe(410);
    await guest.getByRole('heading', { level: 1, name: REVOKED }).waitFor();
    expect(
      await guest.getByRole('link', { name: 'Take the assessment yourself' }).getAttribute('href'),
    ).toBe('/assessment/take');
    expect(await guest.getByText(BANNER).count()).toBe(0);
    expect(await guest.content()).not.toContain('Olivia');
    await expectNoAxeViolations(guest);
    await shot(guest, 'share-revoked-link-desktop');
    await guest.setViewportSize(VIEWPORTS.mobile);
    await fits(guest);
    await shot(guest, 'share-revoked-link-mobile');
    await guest.setViewportSize(VIEWPORTS.desktop);

    // A token no link has: the site's 404 page, with status 404, as any unknown address.
    const unknown = await guest.goto(`${url}/r/${'Q'.repeat(43)}`);
    expect(unknown?.status()).toBe(404);
    expectUnlisted(unknown);
    await guest.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();

    expect(ownerErrors).toEqual([]);
    expect(guestErrors).toEqual([]);
    await guest.context().close();
    await owner.context().close();
  });
});
