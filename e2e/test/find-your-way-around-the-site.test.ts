// The site as a visitor uses it: every route, the mobile menu, local accounts, the contact form.

import {
  expectNoAxeViolations,
  newPage,
  pageErrors,
  VIEWPORTS,
  waitForHydration,
} from '@peak/testkit/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useSiteAndBrowser } from '../src';

/** The sign-up password's rule, shown as its description from the start (auth-dialog.tsx). */
const PASSWORD_RULE =
  'At least 10 characters, not a common password or one made from your name or email.';

const ROUTES = [
  '/',
  '/about',
  '/services',
  '/the-book',
  '/assessment',
  '/assessment/take',
  '/profile',
  '/blog',
  '/blog/the-degap-method',
  '/csw',
  '/podcast',
  '/dashboard',
  '/resources',
  '/contact',
  '/privacy',
  '/terms',
  '/accessibility',
  '/demo-diagrams',
  '/peak-partners',
  '/peak-partners/strategy',
  '/peak-partners/planning',
  '/peak-partners/delivery',
  '/peak-partners/executive-coaching',
  '/peak-partners/prioritization',
  '/peak-strategies',
  '/peak-plans',
  '/peak-execution',
  '/peak-executive-coaching',
  '/design-test',
  '/blog-test',
  '/blog-demo',
  '/google-form-test',
  '/form-debug',
  '/prioritization-method-selector',
  '/no-such-page',
];

describe('the site', () => {
  const suite = useSiteAndBrowser();

  const open = async (
    path: string,
    viewport: { width: number; height: number } = VIEWPORTS.desktop,
  ): Promise<Page> => {
    const page = await newPage(suite.browser, viewport);
    await page.goto(suite.site.url + path);
    return page;
  };

  for (const path of ROUTES) {
    it(`${path} renders one h1, with no script errors and no axe violations`, async () => {
      const page = await newPage(suite.browser);
      const errors = pageErrors(page);
      await page.goto(suite.site.url + path);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.title()).toMatch(/\S/);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('shows Page Not Found for an unknown path', async () => {
    const page = await open('/definitely/not/here');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Page Not Found',
    );
    await page.context().close();
  });

  it('highlights the current route in the navigation', async () => {
    const page = await open('/services');
    const current = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]');
    await expect(current.textContent()).resolves.toBe('Services');
    await page.context().close();
  });

  it('opens and closes the mobile menu, by mouse and by keyboard', async () => {
    const page = await open('/', VIEWPORTS.mobile);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);
    await toggle.click();
    expect(
      await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(await nav.isVisible()).toBe(true);
    await screenshot(page, 'mobile-menu-open');
    // The home page is hydrated as islands: its links load the next page.
    await nav.getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    await waitForHydration(page);
    expect(await nav.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    expect(await nav.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await nav.isVisible()).toBe(false);
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-controls')),
    ).toBeTruthy();
    await page.context().close();
  });

  it('signs up, signs out and signs in with a local account', async () => {
    const page = await open('/');
    const header = page.locator('header.site-header');
    await header.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    // The password rule is the field's description from the start, not only after a failed submit.
    const rule = dialog.getByText(PASSWORD_RULE);
    await rule.waitFor();
    const ruleId = await rule.getAttribute('id');
    expect(await dialog.getByLabel('Password').getAttribute('aria-describedby')).toBe(ruleId);
    await dialog.getByLabel('First name').fill('Ada');
    await dialog.getByLabel('Last name').fill('Lovelace');
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByLabel('Password').fill('short');
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await expect(
      dialog.getByText('Password must be at least 10 characters.').isVisible(),
    ).resolves.toBe(true);
    // The error joins the rule, which stays.
    expect(await rule.isVisible()).toBe(true);
    expect(
      (await dialog.getByLabel('Password').getAttribute('aria-describedby'))?.split(' '),
    ).toContain(ruleId);
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Password').fill('correct horse battery');
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await header.getByRole('link', { name: 'Dashboard' }).waitFor();

    await header.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByText('Welcome back, Ada').waitFor();
    await page.goto(`${suite.site.url}/resources`);
    await page.getByRole('heading', { name: 'Templates and Worksheets' }).waitFor();

    await header.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${suite.site.url}/`);
    await header.getByRole('button', { name: 'Sign In' }).waitFor();

    await header.getByRole('button', { name: 'Sign In' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill('ada@example.com');
    await signIn.getByLabel('Password').fill('wrong password');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.getByRole('alert').getByText('Incorrect email or password.').waitFor();
    await signIn.getByLabel('Password').fill('correct horse battery');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await header.getByRole('link', { name: 'Dashboard' }).waitFor();
    await page.context().close();
  });

  it('closes the sign-in dialog with Escape and returns focus', async () => {
    const page = await open('/about');
    const button = page.locator('header.site-header').getByRole('button', { name: 'Sign In' });
    await button.click();
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The dialog gives focus back as it unmounts, a moment after it leaves the DOM: to the very
    // button that opened it.
    const opener = await button.elementHandle();
    await page.waitForFunction((element) => document.activeElement === element, opener, {
      timeout: 5000,
    });
    await page.context().close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`keeps every input of the sign-up dialog inside it at ${viewport.width}px`, async () => {
      const page = await open('/about', viewport);
      if (name === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('header.site-header').getByRole('button', { name: 'Sign Up' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create your account' });
      await dialog.waitFor();
      const box = await dialog.boundingBox();
      if (!box) throw new Error('the dialog has no box');
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      const inputs = dialog.locator('input');
      expect(await inputs.count()).toBe(4);
      for (const input of await inputs.all()) {
        const field = await input.boundingBox();
        const label = await input.getAttribute('name');
        if (!field) throw new Error(`${label} has no box`);
        expect(field.x, label ?? '').toBeGreaterThanOrEqual(box.x);
        expect(field.x + field.width, label ?? '').toBeLessThanOrEqual(box.x + box.width);
        // Nothing is cut by the dialog's own scrolling sideways either.
        expect(await input.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      }
      expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await screenshot(page, `sign-up-dialog-${name}`);
      await page.context().close();
    });
  }

  it('shows the members prompt on Premium Resources when signed out', async () => {
    const page = await open('/resources');
    await page.getByText('This content is available to authenticated users only').waitFor();
    await expect(
      page.getByRole('link', { name: 'Sign In to Access Resources' }).getAttribute('href'),
    ).resolves.toBe('/');
    await page.context().close();
  });

  describe('the contact form', () => {
    it('validates in the suite.browser, sends, thanks and clears', async () => {
      const page = await open('/contact');
      const send = page.getByRole('button', { name: 'Send Message' });
      await send.click();
      expect(
        await page
          .getByLabel('Name *')
          .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
      ).toBe(true);
      // Tried to send: the empty required fields are marked invalid, the optional one is not.
      expect(await page.getByLabel('Name *').getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByLabel('Message *').getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByLabel('Company').getAttribute('aria-invalid')).toBeNull();
      await page.getByLabel('Name *').fill('Grace Hopper');
      await page.getByLabel('Email *').fill('not-an-email');
      await send.click();
      expect(
        await page
          .getByLabel('Email *')
          .evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
      ).toBe(true);
      await page.getByLabel('Email *').fill('grace@example.com');
      await page.getByLabel('Company').fill('Navy');
      await page.getByLabel('Message *').fill('Could you run a workshop for our planning team?');
      await send.click();
      await page.getByText('Thank you! Your message has been sent successfully.').waitFor();
      expect(await page.getByLabel('Name *').inputValue()).toBe('');
      // The emptied fields are not errors: none is marked invalid or drawn red.
      const fields = page.locator('.contact-field').locator('input, textarea');
      const look = await fields.evaluateAll((elements) =>
        elements.map((el) => ({
          name: el.getAttribute('name'),
          value: (el as HTMLInputElement).value,
          invalid: el.getAttribute('aria-invalid'),
          border: getComputedStyle(el).borderTopColor,
        })),
      );
      const plain = look.find((field) => field.name === 'company')?.border;
      expect(look).toEqual(
        ['name', 'email', 'company', 'message'].map((name) => ({
          name,
          value: '',
          invalid: null,
          border: plain,
        })),
      );
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 1440, height: 1200 });
      await screenshot(page, 'contact-after-success');
      await page.context().close();
    });

    it('shows the error text when sending fails, and Sending... while it sends', async () => {
      const page = await open('/contact');
      let release: () => void = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      await page.route('**/api/submit-contact', async (route) => {
        await held;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"success":false,"error":"boom"}',
        });
      });
      await page.getByLabel('Name *').fill('Grace');
      await page.getByLabel('Email *').fill('grace@example.com');
      await page.getByLabel('Message *').fill('Hello');
      await page.getByRole('button', { name: 'Send Message' }).click();
      const sending = page.getByRole('button', { name: 'Sending...' });
      await sending.waitFor();
      expect(await sending.isDisabled()).toBe(true);
      release();
      await page
        .getByText('Sorry, there was an error sending your message. Please try again.')
        .waitFor();
      expect(await page.getByText('boom').count()).toBe(0);
      await page.context().close();
    });

    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      it(`looks right at ${viewport.width}px`, async () => {
        const page = await open('/contact', viewport);
        await screenshot(page, `contact-${name}`);
        await page.context().close();
      });
    }
  });
});
