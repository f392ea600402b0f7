// The built site, served by the API as in production, renders in a real browser at phone and desktop widths.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  launchBrowser,
  newPage,
  type RunningSite,
  screenshot,
  startSite,
  VIEWPORTS,
} from '../src';

describe('built site', () => {
  let browser: Browser;
  let site: RunningSite;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`renders the home page heading at ${viewport.width}px`, async () => {
      const page = await newPage(browser, viewport);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(site.url);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/\S/);
      expect(await page.title()).toMatch(/\S/);
      await screenshot(page, `home-${name}`);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
