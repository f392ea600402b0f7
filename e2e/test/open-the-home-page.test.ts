import { expectNoAxeViolations, newPage, pageErrors, VIEWPORTS } from '@peak/testkit/browser';
import { describe, expect, it } from 'vitest';
import { screenshot, useSiteAndBrowser } from '../src';

describe('built site', () => {
  const suite = useSiteAndBrowser();

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`renders the home page heading at ${viewport.width}px`, async () => {
      const page = await newPage(suite.browser, viewport);
      const errors = pageErrors(page);
      await page.goto(suite.site.url);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/\S/);
      expect(await page.title()).toMatch(/\S/);
      await screenshot(page, `home-${name}`);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
