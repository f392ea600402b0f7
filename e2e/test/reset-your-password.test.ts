// A forgotten password, in a real browser against the real API, database and an SMTP server in
// this process. From the sign-in dialog, "Forgot password?" asks for the address and answers the
// same as for any address; the mailed link opens /account/reset-password, where a new password is
// chosen. Then the old password fails and the new one signs in. Screenshots (axe-clean, 1440 and
// 375 px): artifacts/screenshots/reset-password-*.
import { expectNoAxeViolations, newPage, pageErrors, VIEWPORTS } from '@peak/testkit/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mailTo, screenshot, useMailbox, useSiteAndBrowser } from '../src';

const EMAIL = 'robin.reader@example.com';
const OLD_PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'Lantern quartz meadow 58';

async function both(page: Page, name: string) {
  await expectNoAxeViolations(page);
  await screenshot(page, `${name}-desktop`, { viewport: true });
  await page.setViewportSize(VIEWPORTS.mobile);
  await expectNoAxeViolations(page);
  await screenshot(page, `${name}-mobile`, { viewport: true });
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('resetting your password', () => {
  const mailbox = useMailbox();
  const suite = useSiteAndBrowser(mailTo(mailbox));

  it('mails a link that sets a new password', { timeout: 180_000 }, async () => {
    const { url } = suite.site;
    const page = await newPage(suite.browser);
    const errors = pageErrors(page);
    const created = await page.request.post(`${url}/api/auth/sign-up`, {
      headers: { origin: url },
      data: { firstName: 'Robin', lastName: 'Reader', email: EMAIL, password: OLD_PASSWORD },
    });
    expect(created.status()).toBe(201);
    await page.context().clearCookies();

    await page.goto(`${url}/`);
    const header = page.locator('header.site-header');
    // The header's buttons come with its island's script: a busy machine may take a while.
    await header.getByRole('button', { name: 'Sign In' }).click({ timeout: 90_000 });
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email').fill(EMAIL);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset your password' });
    // The address typed for signing in is kept.
    expect(await reset.getByLabel('Email').inputValue()).toBe(EMAIL);
    await both(page, 'reset-password-dialog');
    await reset.getByRole('button', { name: 'Send me a reset link' }).click();
    await reset
      .getByRole('status')
      .filter({ hasText: 'If an account uses this address' })
      .waitFor();
    await both(page, 'reset-password-sent');
    await reset.getByRole('button', { name: 'Close' }).click();

    const link = await mailbox.linkFor(EMAIL, 'Reset your password', '/account/reset-password');
    await page.goto(`${url}${link.pathname}${link.search}`);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    // The policy applies: a common password is refused with the server's reason.
    await page.getByLabel('New password').fill('password1234');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByRole('alert').waitFor();
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await both(page, 'reset-password-form');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password is changed' }).waitFor();
    await both(page, 'reset-password-done');

    await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(EMAIL);
    await signIn.getByLabel('Password').fill(OLD_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.getByRole('alert').getByText('Incorrect email or password.').waitFor();
    await signIn.getByLabel('Password').fill(NEW_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await header.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(errors).toEqual([]);
  });
});
