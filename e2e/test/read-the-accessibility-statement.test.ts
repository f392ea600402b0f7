// The accessibility statement, as a visitor finds it: from the home page's footer (an island page,
// whose footer is plain HTML) to /accessibility, its headings and what it promises, then "Report an
// accessibility barrier" to the contact form with that topic chosen, sent, and arriving for staff
// (STAFF_EMAILS, once the address is verified): in the inbox under its own kind, and by mail.
// Screenshots: artifacts/screenshots/accessibility-*.
import { expectNoAxeViolations, newPage, pageErrors, VIEWPORTS } from '@peak/testkit/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmAddress, mailTo, screenshot, useMailbox, useSiteAndBrowser } from '../src';

const STAFF_EMAIL = 'ari.staff@example.com';
const PASSWORD = 'correct horse battery';
const BARRIER = 'The radar chart on my report has no text my screen reader can read.';

const H2S = [
  'The standard we aim for',
  'How we test',
  'The PDF reports',
  'What we have not checked yet, and known exceptions',
  'Our conformance report',
  'Last review',
  'Report a barrier',
];

/** Nothing wider than the viewport. */
const fits = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );

describe('the accessibility statement', () => {
  const mailbox = useMailbox();
  const suite = useSiteAndBrowser(() => ({ STAFF_EMAILS: STAFF_EMAIL, ...mailTo(mailbox)() }));

  /** A staff account whose address is proven, so it sees the inbox and gets the leads' mail. */
  async function verifiedStaff(): Promise<Page> {
    const url = suite.site.url;
    const staff = await newPage(suite.browser);
    const res = await staff.request.post(`${url}/api/auth/sign-up`, {
      headers: { origin: url },
      data: { firstName: 'Ari', lastName: 'Example', email: STAFF_EMAIL, password: PASSWORD },
    });
    expect(res.status()).toBe(201);
    await confirmAddress(staff, url, mailbox, STAFF_EMAIL);
    return staff;
  }

  it('is linked from the footer, says what it promises, and reports a barrier to staff', {
    timeout: 120_000,
  }, async () => {
    const url = suite.site.url;
    const staff = await verifiedStaff();

    const page = await newPage(suite.browser);
    const errors = pageErrors(page);
    await page.goto(`${url}/`);
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Accessibility' }).click();
    await page.waitForURL(`${url}/accessibility`);
    await page.getByRole('heading', { level: 1, name: 'Accessibility Statement' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.title()).toBe('Accessibility Statement | Peak Partners');
    const main = page.locator('main');
    expect(await main.getByRole('heading', { level: 2 }).allTextContents()).toEqual(H2S);
    const text = (await main.textContent())?.replace(/\s+/g, ' ') ?? '';
    for (const promise of [
      'WCAG) 2.2 at level AA',
      'partially conforms',
      '320 pixels',
      '24 by 24 pixels',
      'PDF/UA-1',
      'Chromium only',
      'Payload CMS',
      'within two business days',
    ])
      expect(text, promise).toContain(promise);
    expect(await main.locator('time').getAttribute('datetime')).toBe('2026-12-02');
    // Every page's footer links to it, this one's too.
    expect(await footer.getByRole('link', { name: 'Accessibility' }).getAttribute('href')).toBe(
      '/accessibility',
    );
    await expectNoAxeViolations(page);
    await screenshot(page, 'accessibility-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await fits(page, VIEWPORTS.mobile.width);
    await screenshot(page, 'accessibility-mobile');
    await page.setViewportSize(VIEWPORTS.desktop);

    // Report a barrier: the contact form opens with its topic chosen.
    await main.getByRole('link', { name: 'Report an accessibility barrier' }).click();
    await page.waitForURL(`${url}/contact?topic=accessibility`);
    const topic = page.getByLabel('Topic');
    await expect.poll(() => topic.inputValue()).toBe('accessibility');
    expect(await topic.locator('option:checked').textContent()).toBe(
      'Report an accessibility barrier',
    );
    await page.getByLabel('Name *').fill('Haben Girma');
    await page.getByLabel('Email *').fill('haben@example.com');
    await page.getByLabel('Message *').fill(BARRIER);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Thank you! Your message has been sent successfully.').waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();

    // Staff find it under its own kind, and were told by mail.
    await staff.goto(`${url}/staff`);
    await staff.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
    await staff.getByLabel('Kind').selectOption('accessibility');
    await staff.getByRole('button', { name: 'Apply' }).click();
    await staff.getByRole('status').filter({ hasText: 'Leads 1-1 of 1' }).waitFor();
    const lead = staff.locator('.lead-item').filter({ hasText: 'Haben Girma' });
    await lead.getByText('Accessibility barrier report').waitFor();
    await lead.locator('summary').click();
    await lead.getByText(BARRIER).waitFor();
    const note = await mailbox.linkFor(
      STAFF_EMAIL,
      'Accessibility barrier report from Haben Girma',
      '/staff',
    );
    expect(note.searchParams.get('lead')).toMatch(/^[0-9a-f-]{36}$/);
    await staff.context().close();
  });

  it('preselects the topic when the contact form is opened at its address', async () => {
    const page = await newPage(suite.browser, VIEWPORTS.mobile);
    const errors = pageErrors(page);
    await page.goto(`${suite.site.url}/contact?topic=accessibility`);
    await expect.poll(() => page.getByLabel('Topic').inputValue()).toBe('accessibility');
    await page.goto(`${suite.site.url}/contact?topic=nonsense`);
    expect(await page.getByLabel('Topic').inputValue()).toBe('general');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
