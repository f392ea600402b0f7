// Proving an address, in a real browser against the real API, database and an SMTP server in this
// process. Someone signs up with an address listed in STAFF_EMAILS: the dashboard asks them to
// check their inbox, and /staff is the 404 page, since anyone can sign up with any address. The
// link in the mail opens /account/verify-email, which confirms the address; then /staff shows the
// leads inbox. Screenshots (axe-clean, 1440 and 375 px): artifacts/screenshots/verify-email-*.
import { expectNoAxeViolations, newPage, pageErrors, VIEWPORTS } from '@peak/testkit/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mailTo, screenshot, useMailbox, useSiteAndBrowser } from '../src';

const STAFF_EMAIL = 'pat.partner@example.com';

/** Axe-clean, then a screenshot at 1440 px and at 375 px. */
async function both(page: Page, name: string) {
  await expectNoAxeViolations(page);
  await screenshot(page, `${name}-desktop`, { viewport: true });
  await page.setViewportSize(VIEWPORTS.mobile);
  await expectNoAxeViolations(page);
  await screenshot(page, `${name}-mobile`, { viewport: true });
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('verifying your email address', () => {
  const mailbox = useMailbox();
  const suite = useSiteAndBrowser(() => ({ STAFF_EMAILS: STAFF_EMAIL, ...mailTo(mailbox)() }));

  it('keeps /staff closed until the mailed link is opened', { timeout: 180_000 }, async () => {
    const { url } = suite.site;
    const page = await newPage(suite.browser);
    const errors = pageErrors(page);
    await page.goto(`${url}/`);
    const header = page.locator('header.site-header');
    // The header's buttons come with its island's script: a busy machine may take a while.
    await header.getByRole('button', { name: 'Sign Up' }).click({ timeout: 90_000 });
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByLabel('First name').fill('Pat');
    await dialog.getByLabel('Last name').fill('Partner');
    await dialog.getByLabel('Email').fill(STAFF_EMAIL);
    await dialog.getByLabel('Password').fill('correct horse battery');
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await header.getByRole('link', { name: 'Dashboard' }).click();

    // The dashboard asks them to check their inbox, with a way to get the link again.
    const notice = page.getByRole('region', { name: 'Check your inbox' });
    await notice.getByText(STAFF_EMAIL).waitFor();
    await notice.getByRole('button', { name: 'Send the link again' }).waitFor();
    await both(page, 'verify-email-dashboard');

    // A listed address that is not proved yet is not staff.
    expect((await page.goto(`${url}/staff`))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: /not found/i }).waitFor();

    // The link from the mail, opened on the site as the person would.
    const link = await mailbox.linkFor(
      STAFF_EMAIL,
      'Confirm your email address',
      '/account/verify-email',
    );
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.goto(`${url}${link.pathname}${link.search}`);
    await page.getByRole('status').filter({ hasText: 'your email address is confirmed' }).waitFor();
    await both(page, 'verify-email-confirmed');

    await page.getByRole('link', { name: 'Continue to your dashboard' }).click();
    await page.getByText('Welcome back, Pat').waitFor();
    expect(await page.getByRole('region', { name: 'Check your inbox' }).count()).toBe(0);

    // The same link a second time says it was used.
    const again = await newPage(suite.browser);
    await again.goto(`${url}${link.pathname}${link.search}`);
    await again.getByRole('alert').filter({ hasText: 'already used' }).waitFor();

    const staff = await page.goto(`${url}/staff`);
    expect(staff?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
    expect(errors).toEqual([]);
  });
});
