// The built site renders in a real browser, at phone and desktop widths.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, screenshot, serveStatic, VIEWPORTS } from '../src';

const webDist = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'apps',
  'web',
  'dist',
);

describe('built site', () => {
  let browser: Browser;
  let site: RunningServer;

  beforeAll(async () => {
    if (!existsSync(join(webDist, 'index.html')))
      throw new Error(`no build at ${webDist}; run the web build first`);
    site = await serveStatic(webDist);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`renders the home page heading at ${viewport.width}px`, async () => {
      const page = await browser.newPage({ viewport });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(site.url);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/\S/);
      expect(await page.title()).toMatch(/\S/);
      await screenshot(page, `home-${name}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
