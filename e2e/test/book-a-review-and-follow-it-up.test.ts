// A review request and its follow-up, in a real browser against the real API and database. A
// visitor, signed out, takes the assessment and books a free review from their report, sharing the
// whole report with a note. A staff account (STAFF_EMAILS) finds the lead in /staff, reads what was
// shared, moves it to Contacted and exports the inbox as CSV, once the link mailed at sign-up (read
// from an SMTP server in this process) proved the address. Anyone else gets the 404 page there.
// The dialog, before and after sending, and the inbox meet the WCAG 2.2 checks (src/wcag).
// Screenshots: artifacts/screenshots/review-request-*, staff-*.
import { readFileSync } from 'node:fs';
import { questions, rules } from '@peak/content';
import { isScoredQuestion, scoreAssessment } from '@peak/scoring';
import { expectNoAxeViolations, newPage, pageErrors, VIEWPORTS } from '@peak/testkit/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  confirmAddress,
  mailTo,
  openStoredReport,
  screenshot,
  storedResult,
  useMailbox,
  useSiteAndBrowser,
} from '../src';
import { checkAtBothWidths } from '../src/journey';
import { expectWcagClean } from '../src/wcag/audit';

const PASSWORD = 'correct horse battery';
const STAFF_EMAIL = 'sam.staff@example.com';

const answers = questions
  .filter(isScoredQuestion)
  .map((q, i) => ({ questionId: q.questionId, doing: 1 + ((i * 7) % 5) }));

async function signUp(page: Page, url: string, email: string, firstName: string) {
  const res = await page.request.post(`${url}/api/auth/sign-up`, {
    headers: { origin: url },
    data: { firstName, lastName: 'Example', email, password: PASSWORD },
  });
  expect(res.status()).toBe(201);
}

/** Nothing wider than a phone's screen. */
const fits = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.mobile.width,
  );

describe('a review request, from the report to the staff inbox', () => {
  const mailbox = useMailbox();
  const suite = useSiteAndBrowser(() => ({
    STAFF_EMAILS: STAFF_EMAIL,
    RATE_LIMIT_SIGN_UP: '50',
    ...mailTo(mailbox)(),
  }));

  it('carries the whole report to staff, who move it on and export it', {
    timeout: 240_000,
  }, async () => {
    const { url } = suite.site;

    // The visitor books the review from their report, signed out.
    const visitor = await newPage(suite.browser);
    const errors = pageErrors(visitor);
    await openStoredReport(
      visitor,
      url,
      storedResult(scoreAssessment(answers, { questions, rules }), answers),
    );
    await visitor.locator('.report-footer').waitFor({ timeout: 30_000 });
    const book = visitor.getByRole('button', { name: 'Book a free 15-minute review' });
    await book.scrollIntoViewIfNeeded();
    await book.click();
    const dialog = visitor.getByRole('dialog', { name: 'Book a free 15-minute review' });
    await dialog.waitFor();
    await dialog.getByLabel('Name *').fill('Vera Visitor');
    await dialog.getByLabel('Email *').fill('vera@example.com');
    await dialog.getByLabel('Company').fill('Vera & Co');
    await dialog.getByRole('radio', { name: /The whole report/ }).check();
    await dialog.getByLabel('Your note *').fill('I would like to talk about my planning habits.');
    await expectNoAxeViolations(visitor);
    await expectWcagClean(visitor, 'the review request dialog', { tabs: 30 });
    await screenshot(visitor, 'review-request-desktop', { viewport: true });
    await visitor.setViewportSize(VIEWPORTS.mobile);
    await screenshot(visitor, 'review-request-mobile', { viewport: true });
    await visitor.setViewportSize(VIEWPORTS.desktop);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog
      .getByRole('status')
      .filter({ hasText: /Thank you/ })
      .waitFor();
    await expectWcagClean(visitor, 'the review request sent', { tabs: 10 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    // Focus goes back to the button that opened the dialog.
    await expect.poll(() => book.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);

    // Anyone who is not staff finds no such page.
    const stranger = await newPage(suite.browser);
    expect((await stranger.goto(`${url}/staff`))?.status()).toBe(404);
    await signUp(stranger, url, 'nosy@example.com', 'Nosy');
    expect((await stranger.goto(`${url}/staff`))?.status()).toBe(404);
    await stranger.getByRole('heading', { level: 1, name: /not found/i }).waitFor();
    expect((await stranger.request.get(`${url}/api/staff/leads`)).status()).toBe(404);

    // Staff find the lead, read what it shares, and move it to Contacted.
    const staff = await newPage(suite.browser);
    await signUp(staff, url, STAFF_EMAIL, 'Sam');
    // A listed address counts once its owner opened the link mailed at sign-up.
    await confirmAddress(staff, url, mailbox, STAFF_EMAIL);
    const page = await staff.goto(`${url}/staff`);
    expect(page?.status()).toBe(200);
    expect(page?.headers()['cache-control']).toBe('no-store');
    await staff.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
    await staff.getByRole('searchbox', { name: 'Search' }).fill('Vera');
    await staff.getByRole('button', { name: 'Apply' }).click();
    await staff.getByRole('status').filter({ hasText: 'Leads 1-1 of 1' }).waitFor();
    const lead = staff.locator('.lead-item').filter({ hasText: 'Vera Visitor' });
    await lead.locator('summary').click();
    await lead.getByText('Shared: the whole report').waitFor();
    await lead.getByText('I would like to talk about my planning habits.').waitFor();
    expect(await lead.locator('.lead-figures li').count()).toBeGreaterThanOrEqual(16);
    await lead.getByLabel('Status').selectOption('contacted');
    await lead.getByLabel('Owner').selectOption(STAFF_EMAIL);
    await lead.getByLabel('Notes').fill('Emailed on Monday with three times.');
    await lead.getByRole('button', { name: 'Save' }).click();
    await lead.getByText('Saved.').waitFor();
    await expect.poll(() => lead.locator('.lead-status').textContent()).toBe('Contacted');
    await expectNoAxeViolations(staff);
    await expectWcagClean(staff, 'the staff inbox with a lead open', { tabs: 80 });
    await screenshot(staff, 'staff-inbox-desktop');
    await staff.setViewportSize(VIEWPORTS.mobile);
    await screenshot(staff, 'staff-inbox-mobile');
    await fits(staff);
    await staff.setViewportSize(VIEWPORTS.desktop);

    // The export carries the lead as it now stands.
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    const row = csv.split('\n').find((line) => line.includes('Vera Visitor')) ?? '';
    expect(row).toContain('review');
    expect(row).toContain('contacted');
    expect(row).toContain(STAFF_EMAIL);
    expect(row).toContain('report');

    // From the inbox, the assessment's funnel: its figures as tables, fine at both widths.
    await staff.getByRole('link', { name: 'Assessment insights' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Assessment insights' }).waitFor();
    await staff.getByRole('table', { name: /Each step over the range/ }).waitFor();
    await checkAtBothWidths(staff, 'staff-insights', 'the staff insights');
  });
});
