// Steps the user journeys share: reaching a control by keyboard alone, and a page's checks at both
// widths (axe, the WCAG 2.2 checks, no sideways scroll at 375 px) with its screenshots.
import { expectNoAxeViolations, VIEWPORTS } from '@peak/testkit/browser';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './artifacts';
import { expectWcagClean } from './wcag/audit';

/** Presses Tab until `target` has the focus: it is reachable by keyboard, in order. */
export async function tabTo(page: Page, target: Locator, most = 200) {
  for (let n = 0; n < most; n++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The page meets axe and the WCAG checks at 1440 px, then axe and reflow at 375 px; screenshots of both. */
export async function checkAtBothWidths(page: Page, name: string, what: string) {
  await expectNoAxeViolations(page);
  await expectWcagClean(page, what, { tabs: 80 });
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(VIEWPORTS.mobile);
  await screenshot(page, `${name}-mobile`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.mobile.width,
  );
  await expectNoAxeViolations(page);
  await page.setViewportSize(VIEWPORTS.desktop);
}
